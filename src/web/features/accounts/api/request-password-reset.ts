import { useMutation } from '@tanstack/react-query';
import { AUTH_MUTATION_KEY, unwrapAuth } from '@/web/features/accounts/api/auth-errors';
import { authClient } from '@/web/lib/auth-client';

/** Better Auth POST /api/auth/request-password-reset; the e-mail link comes back to /auth/reset-password?token=… */
export async function requestPasswordReset(email: string) {
  return unwrapAuth(await authClient.requestPasswordReset({ email, redirectTo: '/auth/reset-password' }));
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'request-password-reset'],
    mutationFn: requestPasswordReset,
    meta: { silent: true },
  });
}
