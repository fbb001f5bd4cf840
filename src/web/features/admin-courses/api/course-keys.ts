/** Query keys of /admin/campos (under 'admin', see lib/admin-keys.ts). */
export const courseKeys = {
  all: ['admin', 'courses'] as const,
  list: () => ['admin', 'courses', 'list'] as const,
  tee: (teeId: string) => ['admin', 'courses', 'tee', teeId] as const,
};
