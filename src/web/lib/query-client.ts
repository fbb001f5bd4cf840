import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage, hasErrorCode, isApiError, preloadGet, type ApiErrorCode } from '@/web/lib/api-client';
import { toastError } from '@/web/lib/toast';
import { ME_QUERY_KEY } from '@/web/lib/session';

/**
 * Query `meta` understood by the global error handler:
 * - `errorMessage`: toast 'Error' / errorMessage when the first load fails (after retries).
 * - `silent: true`: the caller shows the error itself.
 * - `serverMessageFor`: codes whose own message (the server's, a spec text) is shown instead of `errorMessage`.
 * Without meta a failed first load toasts 'Error' / the server message (or 'Ocurrió un error inesperado').
 * Background refetch failures keep the old data and stay silent.
 *
 * A mutation without its own `onError` toasts 'Error' / the server message.
 *
 * Any 401 (session gone) makes the session query ['me'] refetch, so the route guards react.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMessage?: string; silent?: boolean; serverMessageFor?: readonly ApiErrorCode[] };
    mutationMeta: { errorMessage?: string; silent?: boolean };
  }
}

const MAX_RETRY_DELAY_MS = 30_000;

/** How long an answer is fresh: a page opened again within it shows the cached one without asking again. */
export const QUERY_STALE_TIME_MS = 30_000;

/** What a failed query says: its code's own message when `serverMessageFor` names it, else `errorMessage`. */
export function queryErrorMessage(
  error: unknown,
  meta: { errorMessage?: string; serverMessageFor?: readonly ApiErrorCode[] } | undefined,
): string {
  if (hasErrorCode(error, ...(meta?.serverMessageFor ?? []))) return error.message;
  return meta?.errorMessage ?? errorMessage(error);
}

function onUnauthorized(error: unknown, key?: readonly unknown[]): void {
  if (isApiError(error) && error.status === 401 && key?.[0] !== ME_QUERY_KEY[0]) {
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      onUnauthorized(error, query.queryKey);
      if (query.meta?.silent || query.state.data !== undefined) return;
      toastError('Error', queryErrorMessage(error, query.meta));
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      onUnauthorized(error);
      if (mutation.options.onError || mutation.meta?.silent) return;
      toastError('Error', mutation.meta?.errorMessage ?? errorMessage(error));
    },
  }),
  defaultOptions: {
    queries: {
      // Library defaults of no product meaning (P§9): retry 3 with back-off up to 30 s.
      retry: (failureCount, error) => {
        // Client errors (400-499) will not get better by retrying.
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 3;
      },
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
      staleTime: QUERY_STALE_TIME_MS,
      // Kept as long as the cache on the phone (offline-cache.ts): a page opened once opens again offline.
      gcTime: 3 * 24 * 60 * 60 * 1000,
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});

/**
 * The one way a route asks for its page's data early (a loader runs beside the page's code): `preloadGet(path)`,
 * unless the query the page will run (`queryKey`) is in the cache and fresh, so it will not ask (a page opened again
 * soon). `path` must be the one the query's `api.get` asks for, or the answer is not taken.
 */
export function preloadUnlessFresh(queryKey: QueryKey, path: string): void {
  const cached = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (cached !== undefined && !cached.isStaleByTime(QUERY_STALE_TIME_MS)) return;
  preloadGet(path);
}
