/** THE query keys of the leagues area: everything under ['leagues']. */
export const leagueKeys = {
  all: ['leagues'] as const,
  list: () => ['leagues', 'list'] as const,
  /** An inactive league depends on who is asking (administrators and its players see it). */
  detail: (id: string, viewer: string | null) => ['leagues', 'detail', id, viewer] as const,
  standings: (id: string, viewer: string | null) => ['leagues', 'standings', id, viewer] as const,
  card: (id: string, torneoId: string, jugadorId: string) =>
    ['leagues', 'card', id, torneoId, jugadorId] as const,
  myResults: (viewer: string | null) => ['leagues', 'my-results', viewer] as const,
};
