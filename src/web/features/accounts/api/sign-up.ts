import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSignUpResponse, type TSignUpRequest } from '@/shared/schemas/accounts';
import { AUTH_MUTATION_KEY } from '@/web/features/accounts/api/auth-errors';
import { api } from '@/web/lib/api-client';
import { afterSignIn } from '@/web/lib/session';

/** POST /api/accounts/sign-up → 201 { requiresEmailConfirmation }; when false the session cookie is set. */
export const signUp = async (body: TSignUpRequest) =>
  ZSignUpResponse.parse(await api.post<unknown>('/api/accounts/sign-up', body));

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'sign-up'],
    meta: { silent: true },
    mutationFn: signUp,
    onSuccess: async (result) => {
      if (!result.requiresEmailConfirmation) await afterSignIn(queryClient);
    },
  });
}
