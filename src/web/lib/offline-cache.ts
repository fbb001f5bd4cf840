import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { TMeResponse } from '@/shared/schemas/accounts';
import { isApiError } from '@/web/lib/api-client';

/**
 * The query cache kept on the phone (docs/decisions/014-offline.md): TanStack Query's persister over
 * IndexedDB (idb-keyval), one entry per signed-in user (`pena:queries:{userId}`), so a page opened once — a
 * scorecard, its course's holes, the group's players — opens again with no connection. Only the signed-in user's
 * cache is restored and saved; it is deleted at sign-out, when the session turns out to be gone, and when another
 * user signs in. The id of the last signed-in user (not private) sits in localStorage so the right entry is
 * restored before the first request.
 *
 * Restoring and saving use `hydrate`/`dehydrate` of our own @tanstack/react-query (what persistQueryClientRestore
 * and persistQueryClientSubscribe do): the persist-client-core package pins an older query-core, whose QueryClient
 * type is not ours and whose copy would be bundled twice.
 */

/** A persisted cache older than this is not restored. Queries stay in memory as long (see query-client.ts). */
export const OFFLINE_CACHE_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** Bumped when the shape of cached answers changes incompatibly: older caches are then discarded. */
const BUSTER = 'v1';
const USER_KEY = 'pena:uid';
const cacheKey = (userId: string) => `pena:queries:${userId}`;

let currentUser: string | null = null;
let unsubscribe: (() => void) | null = null;
// The router runs its first loaders while main.tsx is still importing, before startOfflineCache is called: they
// wait on this promise, settled by startOfflineCache (at once where there is no browser).
let settleReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  settleReady = resolve;
  if (typeof window === 'undefined') resolve();
});

/** Resolves once the persisted cache has been restored (the route loaders wait for it before reading ['me']). */
export function whenOfflineCacheReady(): Promise<void> {
  return ready;
}

function readUser(): string | null {
  try {
    return window.localStorage.getItem(USER_KEY);
  } catch {
    return null;
  }
}

/**
 * True when this phone's last visit was signed in (the user's id is remembered): a page of a signed-in user may then
 * ask for its data before the session is confirmed (a visitor's page never sends a request that would be refused).
 */
export function hasRememberedUser(): boolean {
  return typeof window !== 'undefined' && readUser() !== null;
}

function writeUser(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(USER_KEY, userId);
    else window.localStorage.removeItem(USER_KEY);
  } catch {
    // Private mode: nothing is restored next time.
  }
}

function persisterFor(userId: string): Persister {
  return createAsyncStoragePersister({
    key: cacheKey(userId),
    throttleTime: 500,
    storage: {
      getItem: async (key) => (await get<string>(key)) ?? null,
      // A save that lands after a sign-out (throttled) must not bring the cache back.
      setItem: async (key, value) => {
        if (currentUser !== null && key === cacheKey(currentUser)) await set(key, value);
      },
      removeItem: (key) => del(key),
    },
  });
}

/** The cache to save: what is in memory, plus the saved answers of pages not opened again in this visit. */
function withSnapshot(state: DehydratedState): DehydratedState {
  if (!snapshot || snapshot.userId !== currentUser || snapshotUsed) return state;
  const seen = new Set(state.queries.map((q) => q.queryHash));
  return {
    ...state,
    queries: [...state.queries, ...snapshot.state.queries.filter((q) => !seen.has(q.queryHash))],
  };
}

/**
 * What is kept: every answer the phone has, including one whose last refresh failed. Offline, every refresh fails
 * (the session's first, a second later): TanStack's default keeps only queries in 'success', so the next save
 * dropped the session and the card, and the phone, opened again with no connection, was signed out. A kept answer
 * goes back as the good answer it was; the failure is not kept.
 */
function keptAnswers(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.data !== undefined });
  return {
    ...state,
    queries: state.queries.map((q) =>
      q.state.status === 'error'
        ? {
            ...q,
            state: {
              ...q.state,
              status: 'success',
              error: null,
              fetchFailureCount: 0,
              fetchFailureReason: null,
            },
          }
        : q,
    ),
  };
}

function follow(queryClient: QueryClient, userId: string | null): void {
  unsubscribe?.();
  unsubscribe = null;
  currentUser = userId;
  writeUser(userId);
  if (!userId) return;
  const persister = persisterFor(userId);
  unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    const client = {
      timestamp: Date.now(),
      buster: BUSTER,
      clientState: withSnapshot(keptAnswers(queryClient)),
    };
    void persister.persistClient(client);
    // A change of the session or the profile is saved at once, not throttled: a reload right after it must not
    // bring back the old one.
    const key = event.query.queryKey as readonly unknown[];
    if (event.type === 'updated' && key[0] === 'me' && currentUser === userId) {
      void set(cacheKey(userId), JSON.stringify(client)).catch(() => undefined);
    }
  });
}

/** The user's persisted cache into `queryClient`; a cache too old, of another version or unreadable is deleted. */
/**
 * The stored cache of the last user, read as soon as this module is evaluated (while the rest of the app's code is
 * still being evaluated), so the IndexedDB round trip is not on the first screen's critical path.
 */
const earlyRead: { userId: string; value: Promise<string | undefined> } | null = (() => {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined') return null;
  const userId = readUser();
  if (!userId) return null;
  return { userId, value: get<string>(cacheKey(userId)).catch(() => undefined) };
})();

async function readPersisted(persister: Persister, userId: string): Promise<PersistedClient | undefined> {
  if (earlyRead?.userId !== userId) return persister.restoreClient();
  const value = await earlyRead.value;
  // The async-storage persister's own format (JSON).
  return value ? (JSON.parse(value) as PersistedClient) : undefined;
}

/** The user's saved cache, read at start: hydrated when the phone is (or turns out to be) offline. */
let snapshot: { userId: string; state: DehydratedState } | null = null;
let snapshotUsed = false;

async function readSnapshot(userId: string): Promise<DehydratedState | null> {
  const persister = persisterFor(userId);
  try {
    const persisted = await readPersisted(persister, userId);
    if (!persisted) return null;
    const state = persisted.clientState;
    const me = state.queries.find((q) => q.queryHash === '["me"]')?.state.data as Me | undefined;
    // Fresh enough, of this version, and this user's: otherwise it is deleted.
    if (
      persisted.buster === BUSTER &&
      Date.now() - persisted.timestamp <= OFFLINE_CACHE_MAX_AGE_MS &&
      me?.user.id === userId
    ) {
      return state;
    }
  } catch (error) {
    console.warn('No se pudo recuperar la caché sin conexión', error);
  }
  await Promise.resolve(persister.removeClient()).catch(() => undefined);
  return null;
}

/**
 * Puts the saved answers into the cache, once: offline at start, or at the first request that fails for lack of
 * connection (a phone that believes it is online in a dead zone). Answers already fetched are newer and stay; the
 * restored ones are marked stale so their screens check them again when they can. Online, the app asks the server
 * as it always did (a form never starts from an answer older than the last save).
 */
function applySnapshot(queryClient: QueryClient): void {
  if (snapshotUsed || !snapshot || snapshot.userId !== currentUser) return;
  snapshotUsed = true;
  const restored = snapshot.state.queries.filter(
    (q) => queryClient.getQueryState(q.queryKey)?.data === undefined,
  );
  hydrate(queryClient, { mutations: [], queries: restored });
  for (const q of restored)
    void queryClient.invalidateQueries({ queryKey: q.queryKey, exact: true, refetchType: 'none' });
}

/** Deletes the signed-in user's cache on the phone and stops saving it (sign-out). */
export async function clearOfflineCache(): Promise<void> {
  const userId = currentUser;
  snapshot = null;
  unsubscribe?.();
  unsubscribe = null;
  currentUser = null;
  writeUser(null);
  if (userId) {
    try {
      await del(cacheKey(userId));
    } catch {
      // Nothing stored.
    }
  }
}

type Me = TMeResponse | null;

/**
 * Restores the last user's cache (resolves when done, never rejects), then follows the session (['me']): the
 * user's id goes to `onUser` at once and whenever it changes; a different user or none deletes the old cache.
 */
export function startOfflineCache(
  queryClient: QueryClient,
  onUser: (userId: string | null) => void,
): Promise<void> {
  const restore = async () => {
    performance.mark('pena:restore-start');
    const userId = readUser();
    if (!userId || typeof indexedDB === 'undefined') return;
    const state = await readSnapshot(userId);
    if (!state) {
      writeUser(null);
      return;
    }
    snapshot = { userId, state };
    follow(queryClient, userId);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) applySnapshot(queryClient);
  };
  window.addEventListener('offline', () => applySnapshot(queryClient));

  void restore().finally(() => {
    performance.mark('pena:restore-end');
    onUser(currentUser);
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      // A request that failed for lack of connection: from now on the phone's answers fill the gaps.
      if (
        event.action.type === 'failed' &&
        isApiError(event.action.error) &&
        event.action.error.status === 0
      ) {
        applySnapshot(queryClient);
      }
      const { query } = event;
      const key = query.queryKey as readonly unknown[];
      if (key[0] !== 'me') return;
      const me = query.state.data as Me | undefined;
      if (me === undefined) return;
      const userId = me?.user.id ?? null;
      if (userId === currentUser) return;
      const previous = currentUser;
      snapshot = null;
      if (previous) {
        void del(cacheKey(previous)).catch(() => undefined);
        // The previous user's answers leave memory too (the next user must never see them, not even briefly).
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
      }
      follow(queryClient, userId);
      onUser(userId);
    });
    settleReady();
  });
  return ready;
}
