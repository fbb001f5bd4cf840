import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@/shared/schemas/accounts';
import { api } from '@/web/lib/api-client';
import { afterSignIn } from '@/web/lib/session';

/** POST /api/accounts/reset-password { token, password } → 200; the server signs the user in. */
export const resetPassword = (body: TResetPasswordRequest) =>
  api.post<unknown>('/api/accounts/reset-password', body);

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['accounts', 'reset-password'],
    meta: { silent: true },
    mutationFn: resetPassword,
    onSuccess: () => afterSignIn(queryClient),
  });
}
