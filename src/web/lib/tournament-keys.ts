/**
 * THE query keys of the tournaments area. Everything lives under ['tournaments'], so one invalidation after an
 * enrolment refreshes the lists, the cards, the participants and 'Mis Torneos y Ligas'. Answers that depend on
 * who is asking carry the viewer's user id (null for a visitor): signing in never shows a visitor's cached list.
 */
type Viewer = string | null;

export const tournamentKeys = {
  all: ['tournaments'] as const,
  /** Every viewer's lists. */
  lists: () => ['tournaments', 'list'] as const,
  list: (viewer: Viewer) => ['tournaments', 'list', viewer] as const,
  /** A past season's list (GET /api/tournaments?temporada=…) and a search over every season (?q=…). */
  season: (viewer: Viewer, temporada: number) =>
    ['tournaments', 'list', viewer, 'temporada', temporada] as const,
  search: (viewer: Viewer, q: string) => ['tournaments', 'list', viewer, 'q', q] as const,
  /** The seasons with tournaments (GET /api/tournament-seasons). */
  seasons: () => ['tournaments', 'list', 'seasons'] as const,
  card: (id: string, viewer: Viewer) => ['tournaments', 'card', id, viewer] as const,
  participants: (id: string, viewer: Viewer) => ['tournaments', 'participants', id, viewer] as const,
  mine: (viewer: Viewer) => ['tournaments', 'mine', viewer] as const,
  pair: (id: string, viewer: Viewer) => ['tournaments', 'pair', id, viewer] as const,
};
