/**
 * Query keys of the /admin panel and its account tools. Every administration key starts with 'admin', so a change
 * to players or accounts can refresh every administration screen with one `invalidateQueries({ queryKey: ['admin'] })`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  summary: () => ['admin', 'summary'] as const,
  backups: () => ['admin', 'backups'] as const,
  orphanedUsers: () => ['admin', 'tools', 'orphaned-users'] as const,
  playersWithoutAccount: () => ['admin', 'tools', 'players-without-account'] as const,
};
