/** The invited player's side of invitations (decision record 029): whom a link is for, signing up, accepting it. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZInvitationAccepted,
  ZInvitationLookup,
  type TInvitedSignUpInput,
} from '@/shared/schemas/invitations';
import { AUTH_MUTATION_KEY } from '@/web/features/accounts/api/auth-errors';
import { api } from '@/web/lib/api-client';
import { afterSignIn } from '@/web/lib/session';
import { accountKeys } from '@/web/features/accounts/api/keys';

/** Where the token waits while the browser visits Google (the return address carries no fragment). */
const TOKEN_KEY = 'pena:invitacion';

/** The link's token: the address's fragment (`/invitacion#{token}`), else the one kept before going to Google. */
export function invitationToken(hash: string): string {
  const fromHash = decodeURIComponent(hash.replace(/^#/, '')).trim();
  if (fromHash) return fromHash;
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function keepInvitationToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Private mode without storage: the link has to be opened again after Google.
  }
}

export function forgetInvitationToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing kept.
  }
}

/** POST /api/invitations/lookup: whom the link is for, or why it cannot be used (its Spanish message). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: accountKeys.invitation(token),
    queryFn: async ({ signal }) =>
      ZInvitationLookup.parse(await api.post<unknown>('/api/invitations/lookup', { token }, { signal })),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
export const useInvitation = (token: string) =>
  useQuery({ ...invitationQueryOptions(token), enabled: !!token });

/** POST /api/invitations/sign-up: the account, signed in, is the invited player's. */
export function useInvitedSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'invited-sign-up'],
    meta: { silent: true },
    mutationFn: async (body: TInvitedSignUpInput) =>
      ZInvitationAccepted.parse(await api.post<unknown>('/api/invitations/sign-up', body)),
    onSuccess: async () => {
      forgetInvitationToken();
      await afterSignIn(queryClient);
    },
  });
}

/** POST /api/invitations/claim: the signed-in account becomes the invited player's. */
export function useClaimInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'claim-invitation'],
    meta: { silent: true },
    mutationFn: async (token: string) =>
      ZInvitationAccepted.parse(await api.post<unknown>('/api/invitations/claim', { token })),
    onSuccess: async () => {
      forgetInvitationToken();
      // Everything cached was the account's former profile's.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
      await afterSignIn(queryClient);
    },
  });
}
