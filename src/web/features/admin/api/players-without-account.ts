import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreateAccountsResponse,
  ZPlayersWithoutAccountResponse,
  type TCreateAccountsResponse,
} from '@/shared/schemas/admin-tools';
import { api } from '@/web/lib/api-client';
import { adminKeys } from '@/web/features/admin/api/admin-keys';

/** GET /api/admin/tools/players-without-account. */
export const getPlayersWithoutAccount = async (signal?: AbortSignal) =>
  ZPlayersWithoutAccountResponse.parse(
    await api.get<unknown>('/api/admin/tools/players-without-account', { signal }),
  );

/** Loaded on demand; the caller shows the errors ('Error al obtener jugadores sin usuario'). */
export const playersWithoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.playersWithoutAccount(),
    queryFn: ({ signal }) => getPlayersWithoutAccount(signal),
    meta: { silent: true },
  });

/** POST /api/admin/tools/players-without-account/create-accounts → the summary of T§7. */
export const createAccounts = async (ids: string[]) =>
  ZCreateAccountsResponse.parse(
    await api.post<unknown>('/api/admin/tools/players-without-account/create-accounts', { ids }),
  );

export function useCreateAccounts(options: {
  onSuccess: (summary: TCreateAccountsResponse) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tools', 'create-accounts'],
    mutationFn: createAccounts,
    onSuccess: (summary) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      options.onSuccess(summary);
    },
    onError: options.onError,
  });
}
