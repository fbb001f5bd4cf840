import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TMeResponse, TProfile } from '@/shared/schemas/accounts';
import { api, errorMessage, isApiError } from '@/web/lib/api-client';
import { whenOfflineCacheReady } from '@/web/lib/offline-cache';

/**
 * The session: GET /api/me under the query key ['me'].
 * - data `TMeResponse` → signed in; `null` → signed out (the server answers 200 with null; an old 401 too).
 * - any other failure is logged and treated as signed out / not admin (P§6).
 * It refetches whenever the tab regains focus or becomes visible, and when another tab
 * announces a sign-in, sign-out or profile change over BroadcastChannel('pena-auth').
 */

export type Me = TMeResponse;

export const ME_QUERY_KEY = ['me'] as const;

export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const body = await api.get<unknown>('/api/me', { signal });
    // Signed out (null) needs no schema. Signed in, the answer is parsed with ZMeResponse, whose module (and zod)
    // loads with the first signed-in answer, not with the first page (design.md §10: ≤ 130 KB gzip).
    if (body === null) return null;
    const { ZMeResponse } = await import('@/shared/schemas/accounts');
    return ZMeResponse.parse(body);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    // P§7: a failed profile lookup is logged as 'Error al obtener perfil del usuario: {detalle}'.
    console.error(`Error al obtener perfil del usuario: ${errorMessage(error)}`, error);
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
    retry: 1,
    retryDelay: 1000,
    refetchOnWindowFocus: 'always',
    meta: { errorMessage: 'No se pudo cargar el perfil' },
  });

export interface Session {
  /** True only on the very first load of the session. */
  isLoading: boolean;
  /** The signed-in account, or null (signed out, or the session could not be read). */
  me: Me | null;
  profile: TProfile | null;
  isAdmin: boolean;
  isAuthenticated: boolean;
}

/** THE session hook. */
export function useMe(): Session {
  const query = useQuery(meQueryOptions());
  const me = query.data ?? null;
  return {
    isLoading: query.isPending,
    me,
    profile: me?.profile ?? null,
    isAdmin: me?.isAdmin ?? false,
    isAuthenticated: me !== null,
  };
}

/** The session for loaders and event handlers (cached, fetched when missing). Never throws. */
export async function getSession(queryClient: QueryClient): Promise<Me | null> {
  try {
    // Offline, the session comes from the cache kept on the phone (docs/decisions/014-offline.md).
    await whenOfflineCacheReady();
    return await queryClient.ensureQueryData(meQueryOptions());
  } catch {
    // No answer (no connection): the session kept on the phone, if any (offline-cache.ts puts it there).
    return queryClient.getQueryData<Me | null>(ME_QUERY_KEY) ?? null;
  }
}

/** Display name: the profile name, else the part of the e-mail before the @ (P§2). */
export function displayName(me: Me | null): string {
  const name = me?.profile?.nombre?.trim();
  if (name) return name;
  const email = me?.user.email ?? '';
  return email.split('@')[0] ?? '';
}

/** Replace the profile inside the cached session (after a save or an image upload). */
export function setCachedProfile(queryClient: QueryClient, profile: TProfile): void {
  queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (old) => (old ? { ...old, profile } : old));
}

// ---------------------------------------------------------------- cross-tab sync

export type AuthEvent = 'sign-in' | 'sign-out' | 'profile';

const CHANNEL_NAME = 'pena-auth';
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (channel) return channel;
  if (typeof BroadcastChannel === 'undefined') return null;
  channel = new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tell the other tabs that the session or the profile changed. */
export function broadcastAuthChange(event: AuthEvent): void {
  try {
    getChannel()?.postMessage({ type: event });
  } catch (error) {
    console.warn('No se pudo avisar a otras pestañas', error);
  }
}

/** Installed once at start (main.tsx): other tabs' announcements refetch the session. */
export function installAuthSync(queryClient: QueryClient): void {
  const ch = getChannel();
  if (!ch) return;
  ch.onmessage = (event: MessageEvent<{ type?: AuthEvent }>) => {
    if (event.data?.type === 'sign-out') {
      // Drop private data that nobody is looking at; the guards send active pages to /auth.
      queryClient.removeQueries({ type: 'inactive' });
    }
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}

/** After a successful sign-in (or a reset that signs in): refetch the session and tell other tabs. */
export async function afterSignIn(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  } catch {
    // Logged by fetchMe; the guards treat the session as missing.
  }
  broadcastAuthChange('sign-in');
}
