/** Query keys of /admin/torneos (under 'admin', see features/admin/api/admin-keys.ts). */
export const tournamentKeys = {
  all: ['admin', 'tournaments'] as const,
  lists: () => ['admin', 'tournaments', 'list'] as const,
  list: (q: string) => ['admin', 'tournaments', 'list', q] as const,
  choices: () => ['admin', 'tournaments', 'choices'] as const,
  detail: (id: string) => ['admin', 'tournaments', 'detail', id] as const,
  participants: (id: string) => ['admin', 'tournaments', 'participants', id] as const,
  pairs: (id: string) => ['admin', 'tournaments', 'pairs', id] as const,
  points: (id: string) => ['admin', 'tournaments', 'points', id] as const,
  card: (participanteId: string) => ['admin', 'tournaments', 'card', participanteId] as const,
  courses: () => ['admin', 'courses', 'list'] as const,
};

export interface MutationCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}
