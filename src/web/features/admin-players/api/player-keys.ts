/** Query keys of /admin/jugadores (under 'admin', see lib/admin-keys.ts). */
export const playerKeys = {
  all: ['admin', 'players'] as const,
  list: () => ['admin', 'players', 'list'] as const,
  detail: (id: string) => ['admin', 'players', 'detail', id] as const,
  deletion: (id: string) => ['admin', 'players', 'deletion', id] as const,
  diagnostics: () => ['admin', 'players', 'diagnostics'] as const,
  invitations: () => ['admin', 'players', 'invitations'] as const,
};
