/**
 * THE query and mutation keys of personal games: everything under ['personal-games'] — the play screen, 'Mis
 * Partidas' and the JUGAR rule of the home (P§2). Here in lib/ because the personal-games feature and the home
 * both use them; each operation's `queryOptions` takes its key from here, and so does every invalidation.
 */
export const personalGameKeys = {
  all: ['personal-games'] as const,
  list: () => ['personal-games', 'list'] as const,
  detail: (id: string) => ['personal-games', 'detail', id] as const,
  upcoming: () => ['personal-games', 'upcoming'] as const,
  mutation: (operation: 'create' | 'update' | 'delete') => ['personal-games', operation] as const,
};
