/** Query keys of 'Gestión de Partidas' (under 'admin', see lib/admin-keys.ts). */
export const groupKeys = {
  all: ['admin', 'groups'] as const,
  tournaments: () => ['admin', 'groups', 'tournaments'] as const,
  tournament: (torneoId: string) => ['admin', 'groups', 'tournament', torneoId] as const,
};
