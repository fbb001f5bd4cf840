/**
 * The query keys and paths of the player's own pages, apart from their queries: the routes' loaders ask for these
 * answers early (`preloadUnlessFresh`) without loading zod into the first page. The area's query-key factory
 * (`handicapKeys`, handicap-api.ts) gives these same keys; only they are in the first page's code.
 */
export const MY_HANDICAP_KEY = ['handicap', 'mine'] as const;
export const MY_STATISTICS_KEY = ['handicap', 'statistics'] as const;

export const MY_HANDICAP_PATH = '/api/me/handicap';
export const MY_STATISTICS_PATH = '/api/me/estadisticas';
