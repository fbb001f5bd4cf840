import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAssignAccountResponse,
  type TAssignAccountRequest,
  type TAssignAccountResponse,
} from '@/shared/schemas/admin-tools';
import { api } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin-keys';

/** POST /api/admin/tools/assign-account: an account (e-mail or id) to a player without account. */
export const assignAccount = async (input: TAssignAccountRequest) =>
  ZAssignAccountResponse.parse(await api.post<unknown>('/api/admin/tools/assign-account', input));

export function useAssignAccount(options: {
  onSuccess: (result: TAssignAccountResponse) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tools', 'assign-account'],
    mutationFn: assignAccount,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      options.onSuccess(result);
    },
    onError: options.onError,
  });
}
