import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPublicNext, ZPublicView, ZTvToday } from '@/shared/schemas/public';
import { api } from '@/web/lib/api-client';
import { orNotFound } from '@/web/lib/not-found';
import { publicKeys } from '@/web/lib/public-keys';

/**
 * How often an open public page asks again. The server answers from one snapshot per change with an ETag, so a
 * reload that finds nothing new is a 304 of a few bytes (decision record 038).
 */
export const PUBLIC_REFRESH_MS = 3_000;

/**
 * A snapshot's URL: a link's token, a tournament's / league's id (the embeds, the public JSON API), or one of today's
 * tournaments on a paired screen (its secret and the tournament's id).
 */
export type PublicTarget =
  { token: string } | { kind: 'torneos' | 'ligas'; id: string } | { screen: string; id: string };

const targetPath = (target: PublicTarget) =>
  'token' in target
    ? `/api/public/${encodeURIComponent(target.token)}`
    : 'screen' in target
      ? `/api/public/tv/${encodeURIComponent(target.screen)}/torneos/${encodeURIComponent(target.id)}`
      : `/api/public/${target.kind}/${encodeURIComponent(target.id)}`;

const keyOf = (target: PublicTarget) =>
  'token' in target
    ? publicKeys.view(target.token)
    : 'screen' in target
      ? publicKeys.screenView(target.screen, target.id)
      : publicKeys.byId(target.kind, target.id);

/** GET /api/public/:token (or …/torneos|ligas/:id) → the snapshot, or null for a link that is off or unknown. */
export function publicViewOptions(target: PublicTarget) {
  return queryOptions({
    queryKey: keyOf(target),
    queryFn: ({ signal }) =>
      orNotFound(async () => ZPublicView.parse(await api.get<unknown>(targetPath(target), { signal }))),
    refetchInterval: PUBLIC_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 60_000,
    // A server restarting: keep asking, keep showing what there was.
    retry: true,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
    meta: { silent: true },
  });
}

export const usePublicView = (target: PublicTarget) => useQuery(publicViewOptions(target));

/** Where a TV reads its day: the club's fixed /tv, or a screen an administrator paired (/tv/:secreto). */
export type TvSource = { kind: 'club' } | { kind: 'screen'; secreto: string };

/**
 * GET /api/public/tv: today's tournaments with their link on, or the next one; GET /api/public/tv/:secreto: a paired
 * screen's (every tournament of the day), null while the secret is unknown, renewed or removed (asked again every
 * `refreshMs` all the same: the administrator may pair it again).
 */
export function useTvToday(refreshMs: number, source: TvSource = { kind: 'club' }) {
  return useQuery(
    queryOptions({
      queryKey: source.kind === 'club' ? publicKeys.tv() : publicKeys.screen(source.secreto),
      queryFn: ({ signal }) =>
        orNotFound(async () =>
          ZTvToday.parse(
            await api.get<unknown>(
              source.kind === 'club'
                ? '/api/public/tv'
                : `/api/public/tv/${encodeURIComponent(source.secreto)}`,
              { signal },
            ),
          ),
        ),
      refetchInterval: refreshMs,
      refetchIntervalInBackground: true,
      staleTime: 0,
      gcTime: 60_000,
      retry: true,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
      meta: { silent: true },
    }),
  );
}

/** GET /api/public/proximo: today's tournament, else the next one, with its link on (/embed/proximo). */
export function usePublicNext() {
  return useQuery(
    queryOptions({
      queryKey: publicKeys.next(),
      queryFn: async ({ signal }) =>
        ZPublicNext.parse(await api.get<unknown>('/api/public/proximo', { signal })),
      refetchInterval: 60_000,
      refetchIntervalInBackground: true,
      staleTime: 0,
      retry: true,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
      meta: { silent: true },
    }),
  );
}
