import { ApiError } from '@/web/lib/api-client';
import { authErrorMessage, type AuthClientError } from '@/web/lib/auth-client';

/** A failed Better Auth call as an ApiError (code AUTH_ERROR), carrying its (Spanish) message and Better Auth's code. */
export class AuthActionError extends ApiError {
  readonly authCode: string | undefined;

  constructor(error: AuthClientError | null | undefined) {
    super(error?.status ?? 0, 'AUTH_ERROR', authErrorMessage(error));
    this.name = 'AuthActionError';
    this.authCode = error?.code;
  }
}

/** Better Auth answers `{ data, error }`; turn an error into an exception for useMutation. */
export function unwrapAuth<T>(result: { data: T; error: null } | { data: null; error: AuthClientError }): T {
  if (result.error) throw new AuthActionError(result.error);
  return result.data;
}

/** Mutation key shared by every auth action, so the auth page can disable all its buttons (busy flag). */
export const AUTH_MUTATION_KEY = ['auth'] as const;
