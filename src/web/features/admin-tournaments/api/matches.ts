import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZTournamentMatches,
  type TDrawRequest,
  type TPairingRequest,
  type TTournamentMatches,
} from '@/shared/schemas/matches';
import { api } from '@/web/lib/api-client';
import { tournamentMatchesQueryOptions } from '@/web/lib/matches/api';
import { tournamentKeys, type MutationCallbacks } from './keys';

const base = (torneoId: string) => `/api/admin/tournaments/${encodeURIComponent(torneoId)}`;

/**
 * A write of the draw or of a one-day tournament's matches: its answer (the tournament's matches) goes into the
 * matches' cache; the tournament (its groups: each match is a partida) refetches.
 */
function useMatchesWrite<V>(
  torneoId: string,
  name: string,
  request: (v: V) => Promise<unknown>,
  callbacks: MutationCallbacks<TTournamentMatches | null>,
) {
  const queryClient = useQueryClient();
  const { queryKey } = tournamentMatchesQueryOptions(torneoId);
  return useMutation({
    mutationKey: ['admin', 'tournaments', name],
    mutationFn: request,
    onSuccess: (answer) => {
      const parsed = ZTournamentMatches.safeParse(answer);
      if (parsed.success) queryClient.setQueryData(queryKey, parsed.data);
      else void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(torneoId) });
      callbacks.onSuccess?.(parsed.success ? parsed.data : null);
    },
    onError: callbacks.onError,
  });
}

/** POST …/draw: 'Crear cuadro' (seeded by playing handicap or drawn), one deadline per round. */
export const useCreateDraw = (torneoId: string, callbacks: MutationCallbacks<TTournamentMatches | null>) =>
  useMatchesWrite(
    torneoId,
    'create-draw',
    (body: TDrawRequest) => api.post<unknown>(`${base(torneoId)}/draw`, body),
    callbacks,
  );

/** DELETE …/draw: only while no match has a result. */
export const useDeleteDraw = (torneoId: string, callbacks: MutationCallbacks<TTournamentMatches | null>) =>
  useMatchesWrite(
    torneoId,
    'delete-draw',
    (_: void) => api.delete<unknown>(`${base(torneoId)}/draw`),
    callbacks,
  );

/** PUT …/draw/rounds/:ronda: a round's deadline. */
export const useRoundDeadline = (torneoId: string, callbacks: MutationCallbacks<TTournamentMatches | null>) =>
  useMatchesWrite(
    torneoId,
    'round-deadline',
    (v: { ronda: number; fecha_limite: string }) =>
      api.put<unknown>(`${base(torneoId)}/draw/rounds/${v.ronda}`, { fecha_limite: v.fecha_limite }),
    callbacks,
  );

/** POST …/matches: a one-day tournament's matches, by hand or drawn ('Sortear'); unplayed ones are replaced. */
export const usePairMatches = (torneoId: string, callbacks: MutationCallbacks<TTournamentMatches | null>) =>
  useMatchesWrite(
    torneoId,
    'pair-matches',
    (body: TPairingRequest) => api.post<unknown>(`${base(torneoId)}/matches`, body),
    callbacks,
  );
