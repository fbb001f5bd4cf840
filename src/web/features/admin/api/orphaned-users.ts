import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZDeleteOrphanedUsersResponse,
  ZOrphanedUsersResponse,
  type TDeleteOrphanedUsersResponse,
} from '@/shared/schemas/admin-tools';
import { api } from '@/web/lib/api-client';
import { adminKeys } from '@/web/features/admin/api/admin-keys';

/** GET /api/admin/tools/orphaned-users: accounts without player (also the accounts free to assign). */
export const getOrphanedUsers = async (signal?: AbortSignal) =>
  ZOrphanedUsersResponse.parse(await api.get<unknown>('/api/admin/tools/orphaned-users', { signal }));

/** Loaded on demand (the tool's button); the caller shows the errors ('Error al obtener usuarios huérfanos'). */
export const orphanedUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.orphanedUsers(),
    queryFn: ({ signal }) => getOrphanedUsers(signal),
    meta: { silent: true },
  });

/** POST /api/admin/tools/orphaned-users/delete: the accounts the administrator confirmed, all or none. */
export const deleteOrphanedUsers = async (ids: string[]) =>
  ZDeleteOrphanedUsersResponse.parse(
    await api.post<unknown>('/api/admin/tools/orphaned-users/delete', { ids }),
  );

export function useDeleteOrphanedUsers(options: {
  onSuccess: (result: TDeleteOrphanedUsersResponse) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tools', 'delete-orphaned-users'],
    mutationFn: deleteOrphanedUsers,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      options.onSuccess(result);
    },
    onError: options.onError,
  });
}
