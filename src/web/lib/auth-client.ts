import { createAuthClient } from 'better-auth/react';

/**
 * Better Auth client. Its endpoints live under /api/auth on the same origin.
 * Import it only from lazily loaded pages/hooks: it is not needed by the first page.
 * Every method resolves to `{ data, error }` (it does not throw); `error.message` is Spanish
 * (the server translates Better Auth's messages).
 */
export const authClient = createAuthClient({ baseURL: window.location.origin });

export type AuthClientError = { message?: string | undefined; status?: number; code?: string | undefined };

/** Message of a Better Auth error, or the generic Spanish one. */
export function authErrorMessage(error: AuthClientError | null | undefined): string {
  return error?.message || 'Ocurrió un error inesperado';
}
