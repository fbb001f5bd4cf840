/** THE query keys of the leagues area: everything under ['leagues']. */
export const leagueKeys = {
  all: ['leagues'] as const,
  list: () => ['leagues', 'list'] as const,
  /** An inactive league depends on who is asking (administrators and its players see it). */
  detail: (id: string, viewer: string | null) => ['leagues', 'detail', id, viewer] as const,
  standings: (id: string, viewer: string | null) => ['leagues', 'standings', id, viewer] as const,
  /** Every viewer's standings of a league (what a live 'points' event refetches). */
  standingsOf: (id: string) => ['leagues', 'standings', id] as const,
  card: (id: string, torneoId: string, jugadorId: string) =>
    ['leagues', 'card', id, torneoId, jugadorId] as const,
  cardsOf: (id: string) => ['leagues', 'card', id] as const,
  myResults: (viewer: string | null) => ['leagues', 'my-results', viewer] as const,
};
