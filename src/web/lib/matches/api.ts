import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZMatch, ZTournamentMatches, type TMatch, type TTournamentMatches } from '@/shared/schemas/matches';
import { ZScorecard, type TScorecard } from '@/shared/schemas/scorecard';
import { api } from '@/web/lib/api-client';
import { useLiveEvents, type LiveStatus } from '@/web/lib/live';
import { scorecardKeys } from '@/web/lib/scorecard/api';

/**
 * THE match-play API of the web (design §14): one query-key factory, every answer parsed with its zod schema. A
 * match write answers the match (ZMatch); it goes into every cache that shows it — the tournament's list of
 * matches and the score entry of its partida — and the live `match` event does the same for every viewer.
 */
export const matchKeys = {
  all: ['matches'] as const,
  tournament: (torneoId: string) => ['matches', 'tournament', torneoId] as const,
};

const enc = encodeURIComponent;

/** GET /api/tournaments/:id/matches: the tournament's rounds and matches (standings and draw pages). */
export const tournamentMatchesQueryOptions = (torneoId: string) =>
  queryOptions({
    queryKey: matchKeys.tournament(torneoId),
    queryFn: async ({ signal }) =>
      ZTournamentMatches.parse(
        await api.get<unknown>(`/api/tournaments/${enc(torneoId)}/matches`, { signal }),
      ),
    meta: { silent: true },
  });

const sidesKey = (m: TMatch) => m.lados.map((l) => l?.participante_ids.join('+') ?? '').join('|');

/**
 * The match to cache. A write's answer is the actor's own view; a live event is everybody's (no `permisos`, no
 * `lado_propio`), so the viewer keeps their own from the cached match — unless the sides changed (a winner moved
 * in), when the viewer's side must be asked again (null: refetch).
 */
function viewerMatch(cached: TMatch | undefined, incoming: TMatch, source: 'answer' | 'live'): TMatch | null {
  if (source === 'answer') return incoming;
  if (!cached || sidesKey(cached) !== sidesKey(incoming)) return null;
  return { ...incoming, permisos: cached.permisos, lado_propio: cached.lado_propio };
}

/**
 * Puts a changed match into the caches that show it (no refetch): the tournament's matches and its partida's
 * score entry. What cannot be patched (a match the list did not have, a live match whose sides changed) refetches.
 */
export function storeMatch(
  queryClient: QueryClient,
  match: TMatch,
  source: 'answer' | 'live' = 'answer',
): void {
  const listKey = tournamentMatchesQueryOptions(match.torneo_id).queryKey;
  const list = queryClient.getQueryData<TTournamentMatches>(listKey);
  if (list) {
    const next = viewerMatch(
      list.partidos.find((p) => p.id === match.id),
      match,
      source,
    );
    if (next && list.partidos.some((p) => p.id === match.id)) {
      queryClient.setQueryData<TTournamentMatches>(listKey, {
        ...list,
        partidos: list.partidos.map((p) => (p.id === match.id ? next : p)),
      });
    } else void queryClient.invalidateQueries({ queryKey: listKey });
  }
  if (match.partida_id !== null) {
    const cardKey = scorecardKeys.group(match.partida_id);
    const parsed = ZScorecard.safeParse(queryClient.getQueryData<unknown>(cardKey));
    if (parsed.success && parsed.data.partido?.id === match.id) {
      const next = viewerMatch(parsed.data.partido, match, source);
      // A card still loading was read before this change: it must not put the older match back.
      if (next) {
        void queryClient.cancelQueries({ queryKey: cardKey });
        queryClient.setQueryData<TScorecard>(cardKey, { ...parsed.data, partido: next });
      } else void queryClient.invalidateQueries({ queryKey: cardKey });
    }
  }
}

/** A write on one match: its answer (ZMatch) goes into the caches at once. */
function useMatchWrite<V>(
  name: string,
  request: (v: V) => Promise<unknown>,
  callbacks: { onSuccess?: (match: TMatch, v: V) => void; onError?: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...matchKeys.all, name],
    mutationFn: async (v: V) => ZMatch.parse(await request(v)),
    onSuccess: (match, v) => {
      storeMatch(queryClient, match);
      if (match.partida_id !== null) {
        void queryClient.invalidateQueries({ queryKey: scorecardKeys.audit(match.partida_id) });
      }
      callbacks.onSuccess?.(match, v);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

type Callbacks = Parameters<typeof useMatchWrite>[2];
type Side = 1 | 2;
const matchPath = (id: string) => `/api/matches/${enc(id)}`;

/** POST /api/matches/:id/concede-hole: side `lado` concedes hole `numero_hoyo` (never withdrawn). */
export const useConcedeHole = (matchId: string, callbacks: Callbacks = {}) =>
  useMatchWrite(
    'concede-hole',
    (v: { numero_hoyo: number; lado: Side }) => api.post<unknown>(`${matchPath(matchId)}/concede-hole`, v),
    callbacks,
  );

/** POST /api/matches/:id/concede: side `lado` concedes the match. */
export const useConcedeMatch = (matchId: string, callbacks: Callbacks = {}) =>
  useMatchWrite(
    'concede',
    (v: { lado: Side }) => api.post<unknown>(`${matchPath(matchId)}/concede`, v),
    callbacks,
  );

/** PUT /api/matches/:id/extra-holes/:numero: the winner of an extra hole (0 halved). */
export const useExtraHole = (matchId: string, callbacks: Callbacks = {}) =>
  useMatchWrite(
    'extra-hole',
    (v: { numero_hoyo: number; ganador: 0 | 1 | 2 }) =>
      api.put<unknown>(`${matchPath(matchId)}/extra-holes/${v.numero_hoyo}`, { ganador: v.ganador }),
    callbacks,
  );

/** PUT /api/matches/:id/result: a result entered directly ('3/2'); an administrator may replace the card. */
export const useMatchResult = (matchId: string, callbacks: Callbacks = {}) =>
  useMatchWrite(
    'result',
    (v: { ganador: Side; resultado: string; sustituir_tarjeta?: boolean }) =>
      api.put<unknown>(`${matchPath(matchId)}/result`, v),
    callbacks,
  );

/** PUT /api/matches/:id/schedule: the agreed day and tee time. */
export const useScheduleMatch = (matchId: string, callbacks: Callbacks = {}) =>
  useMatchWrite(
    'schedule',
    (v: { fecha: string; hora: string }) => api.put<unknown>(`${matchPath(matchId)}/schedule`, v),
    callbacks,
  );

/** PUT /api/admin/matches/:id/walkover: the administrator gives the match to `ganador` ('No presentado'). */
export const useWalkover = (matchId: string, callbacks: Callbacks = {}) =>
  useMatchWrite(
    'walkover',
    (v: { ganador: Side }) => api.put<unknown>(`/api/admin/matches/${enc(matchId)}/walkover`, v),
    callbacks,
  );

/** DELETE /api/admin/matches/:id/result: the administrator reopens a decided match. */
export const useReopenMatch = (matchId: string, callbacks: Callbacks = {}) =>
  useMatchWrite(
    'reopen',
    (_: void) => api.delete<unknown>(`/api/admin/matches/${enc(matchId)}/result`),
    callbacks,
  );

/**
 * The tournament's live stream for its matches (design §8): each `match` event, parsed with ZMatch, replaces the
 * match in the caches; an event it cannot read, a `resync` or a reconnection refetches the list.
 */
export function useLiveMatches(torneoId: string | null): LiveStatus {
  const queryClient = useQueryClient();
  const refetch = () => {
    if (torneoId) void queryClient.invalidateQueries({ queryKey: matchKeys.tournament(torneoId) });
  };
  return useLiveEvents(
    torneoId ? `/api/live/tournaments/${enc(torneoId)}` : null,
    {
      match: (data) => {
        const parsed = ZMatch.safeParse(data);
        if (parsed.success) storeMatch(queryClient, parsed.data, 'live');
        else refetch();
      },
      updated: refetch,
      resync: refetch,
    },
    { onReconnect: refetch },
  );
}
