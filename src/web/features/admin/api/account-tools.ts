import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ZCreateAccountsResponse,
  ZDeleteOrphanedUsersResponse,
  ZOrphanedUsersResponse,
  ZPlayersWithoutAccountResponse,
} from '@/shared/schemas/admin-tools';
import { api } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin-keys';

/**
 * The account tools of /admin (T§2, T§7): each lists what it finds on demand (the tool's button; the caller shows
 * the errors) and acts on the ids the administrator confirmed, all or none, then refreshes every admin screen.
 */
function onDemandList<S extends z.ZodType>(queryKey: QueryKey, path: string, schema: S) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<z.output<S>> =>
      schema.parse(await api.get<unknown>(path, { signal })),
    meta: { silent: true },
  });
}

interface ToolCallbacks<T> {
  onSuccess: (result: T) => void;
  onError: (error: unknown) => void;
}

function useToolAction<S extends z.ZodType>(
  name: string,
  path: string,
  schema: S,
  options: ToolCallbacks<z.output<S>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tools', name],
    mutationFn: async (ids: string[]): Promise<z.output<S>> =>
      schema.parse(await api.post<unknown>(path, { ids })),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      options.onSuccess(result);
    },
    onError: options.onError,
  });
}

/** GET /api/admin/tools/orphaned-users: accounts without player (also the accounts free to assign). */
export const orphanedUsersQueryOptions = () =>
  onDemandList(adminKeys.orphanedUsers(), '/api/admin/tools/orphaned-users', ZOrphanedUsersResponse);

/** GET /api/admin/tools/players-without-account. */
export const playersWithoutAccountQueryOptions = () =>
  onDemandList(
    adminKeys.playersWithoutAccount(),
    '/api/admin/tools/players-without-account',
    ZPlayersWithoutAccountResponse,
  );

/** POST /api/admin/tools/orphaned-users/delete: the accounts the administrator confirmed. */
export const useDeleteOrphanedUsers = (
  options: ToolCallbacks<z.output<typeof ZDeleteOrphanedUsersResponse>>,
) =>
  useToolAction(
    'delete-orphaned-users',
    '/api/admin/tools/orphaned-users/delete',
    ZDeleteOrphanedUsersResponse,
    options,
  );

/** POST /api/admin/tools/players-without-account/create-accounts → the summary of T§7. */
export const useCreateAccounts = (options: ToolCallbacks<z.output<typeof ZCreateAccountsResponse>>) =>
  useToolAction(
    'create-accounts',
    '/api/admin/tools/players-without-account/create-accounts',
    ZCreateAccountsResponse,
    options,
  );
