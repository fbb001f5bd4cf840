import { useMutation } from '@tanstack/react-query';
import { AUTH_MUTATION_KEY, unwrapAuth } from '@/web/features/accounts/api/auth-errors';
import { authClient } from '@/web/lib/auth-client';

/** Google sign-in: Better Auth answers with the provider URL and the browser leaves; it returns to `callbackURL`. */
export async function signInWithGoogle(callbackURL = '/') {
  return unwrapAuth(await authClient.signIn.social({ provider: 'google', callbackURL }));
}

export function useSignInWithGoogle() {
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'google'],
    mutationFn: (callbackURL?: string) => signInWithGoogle(callbackURL),
    meta: { silent: true },
  });
}
