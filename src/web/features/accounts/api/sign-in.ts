import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MUTATION_KEY, unwrapAuth } from '@/web/features/accounts/api/auth-errors';
import { authClient } from '@/web/lib/auth-client';
import { afterSignIn } from '@/web/lib/session';

export interface SignInInput {
  email: string;
  password: string;
}

/** Sign in with e-mail and password (Better Auth, POST /api/auth/sign-in/email). */
export async function signInWithEmail(input: SignInInput) {
  return unwrapAuth(await authClient.signIn.email({ email: input.email, password: input.password }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'sign-in'],
    meta: { silent: true },
    mutationFn: signInWithEmail,
    onSuccess: () => afterSignIn(queryClient),
  });
}
