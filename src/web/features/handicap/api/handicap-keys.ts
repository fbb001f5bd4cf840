/**
 * The query keys of the club's estimate and the paths of the player's own pages, apart from their queries: the
 * routes' loaders ask for these answers early (`preloadUnlessFresh`) without loading zod into the first page.
 */
export const handicapKeys = {
  all: ['handicap'] as const,
  mine: () => ['handicap', 'mine'] as const,
  /** One round's holes in 'Mi hándicap' (asked for when the round is opened). */
  roundHoles: (roundId: string) => ['handicap', 'mine', 'round', roundId] as const,
  statistics: () => ['handicap', 'statistics'] as const,
  club: () => ['handicap', 'club'] as const,
  pcc: () => ['handicap', 'pcc'] as const,
  mutation: (operation: 'save-pcc' | 'delete-pcc') => ['handicap', operation] as const,
};

export const MY_HANDICAP_PATH = '/api/me/handicap';
export const MY_STATISTICS_PATH = '/api/me/estadisticas';
