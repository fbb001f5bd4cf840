import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPairs,
  ZAdminParticipants,
  ZRecomputeResponse,
  type TAdminPair,
  type TPairRequest,
  type TParticipantStatusRequest,
  type TAddGuestRequest,
  type TAddMemberRequest,
  type TAdminParticipant,
} from '@/shared/schemas/admin-tournaments';
import { api } from '@/web/lib/api-client';
import { tournamentKeys, type MutationCallbacks } from './keys';

const base = (torneoId: string) => `/api/admin/tournaments/${encodeURIComponent(torneoId)}`;
const participantPath = (id: string) => `/api/admin/participants/${encodeURIComponent(id)}`;

export const participantsOptions = (torneoId: string) =>
  queryOptions({
    queryKey: tournamentKeys.participants(torneoId),
    queryFn: async ({ signal }) =>
      ZAdminParticipants.parse(await api.get<unknown>(`${base(torneoId)}/participants`, { signal })),
    meta: { errorMessage: 'No se pudieron cargar los participantes' },
  });

export const useParticipants = (torneoId: string) =>
  useQuery({ ...participantsOptions(torneoId), enabled: torneoId !== '' });

/**
 * A write of the participants screen answers a new list — the participants, or the pairs — that goes into the cache
 * (refetched when the answer is not that list); the other lists, the tournament (groups, results) and the list's
 * counts refetch.
 */
function useTournamentWrite<V>(
  torneoId: string,
  name: string,
  mutationFn: (v: V) => Promise<unknown>,
  callbacks: MutationCallbacks<V>,
  answers: 'participants' | 'pairs' = 'participants',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', name],
    mutationFn,
    onSuccess: (result, variables) => {
      const answered = tournamentKeys[answers](torneoId);
      const parsed = (answers === 'pairs' ? ZAdminPairs : ZAdminParticipants).safeParse(result);
      if (parsed.success) queryClient.setQueryData(answered, parsed.data);
      else void queryClient.invalidateQueries({ queryKey: answered });
      const other =
        answers === 'pairs' ? tournamentKeys.participants(torneoId) : tournamentKeys.pairs(torneoId);
      for (const queryKey of [other, tournamentKeys.detail(torneoId), tournamentKeys.lists()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      callbacks.onSuccess?.(variables);
    },
    onError: callbacks.onError,
  });
}

export const useAddMembers = (torneoId: string, callbacks: MutationCallbacks<TAddMemberRequest>) =>
  useTournamentWrite(
    torneoId,
    'add-members',
    (body: TAddMemberRequest) => api.post<unknown>(`${base(torneoId)}/participants`, body),
    callbacks,
  );

export const useAddGuest = (torneoId: string, callbacks: MutationCallbacks<TAddGuestRequest>) =>
  useTournamentWrite(
    torneoId,
    'add-guest',
    (body: TAddGuestRequest) => api.post<unknown>(`${base(torneoId)}/guests`, body),
    callbacks,
  );

export const useSetIncluded = (
  torneoId: string,
  callbacks: MutationCallbacks<{ participante: TAdminParticipant; incluir: boolean }>,
) =>
  useTournamentWrite(
    torneoId,
    'participant-points',
    (v: { participante: TAdminParticipant; incluir: boolean }) =>
      api.put<unknown>(`${participantPath(v.participante.id)}/points`, { incluir_en_puntos: v.incluir }),
    callbacks,
  );

/** The fee's 'Pagado' tick (decision record 039). */
export const useSetPaid = (
  torneoId: string,
  callbacks: MutationCallbacks<{ participante: TAdminParticipant; pagado: boolean }>,
) =>
  useTournamentWrite(
    torneoId,
    'participant-paid',
    (v: { participante: TAdminParticipant; pagado: boolean }) =>
      api.put<unknown>(`${participantPath(v.participante.id)}/paid`, { pagado: v.pagado }),
    callbacks,
  );

/** The participants list as a CSV download, with the fee's totals. */
export const participantsCsvPath = (torneoId: string) => `${base(torneoId)}/participants.csv`;

export const useSetPlayingHandicap = (
  torneoId: string,
  callbacks: MutationCallbacks<{ id: string; handicap: number }>,
) =>
  useTournamentWrite(
    torneoId,
    'participant-handicap',
    (v: { id: string; handicap: number }) =>
      api.put<unknown>(`${participantPath(v.id)}/handicap`, { handicap_torneo: v.handicap }),
    callbacks,
  );

/** 'Quitar fijado': the playing handicap set by hand follows the rules engine again. */
export const useClearFixedHandicap = (torneoId: string, callbacks: MutationCallbacks<{ id: string }>) =>
  useTournamentWrite(
    torneoId,
    'participant-handicap-clear',
    (v: { id: string }) => api.delete(`${participantPath(v.id)}/handicap`),
    callbacks,
  );

export const useRemoveParticipant = (
  torneoId: string,
  callbacks: MutationCallbacks<{ id: string; borrarResultados: boolean }>,
) =>
  useTournamentWrite(
    torneoId,
    'participant-remove',
    (v: { id: string; borrarResultados: boolean }) =>
      api.delete(`${participantPath(v.id)}${v.borrarResultados ? '?borrar_resultados=true' : ''}`),
    callbacks,
  );

export function useRecomputeHandicaps(torneoId: string, callbacks: MutationCallbacks<number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', 'recompute'],
    mutationFn: async () =>
      ZRecomputeResponse.parse(await api.post<unknown>(`${base(torneoId)}/recompute-handicaps`)).actualizados,
    onSuccess: (n) => {
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.participants(torneoId) });
      callbacks.onSuccess?.(n);
    },
    onError: callbacks.onError,
  });
}

/** GET /api/admin/tournaments/:id/pairs: the pairs of a pairs tournament ('Nombre 1 / Nombre 2'). */
export const pairsOptions = (torneoId: string) =>
  queryOptions({
    queryKey: tournamentKeys.pairs(torneoId),
    queryFn: async ({ signal }) =>
      ZAdminPairs.parse(await api.get<unknown>(`${base(torneoId)}/pairs`, { signal })),
    meta: { errorMessage: 'No se pudieron cargar las parejas' },
  });

export const usePairs = (torneoId: string) =>
  useQuery({ ...pairsOptions(torneoId), enabled: torneoId !== '' });

export const useFormPair = (torneoId: string, callbacks: MutationCallbacks<TPairRequest>) =>
  useTournamentWrite(
    torneoId,
    'pair-form',
    (body: TPairRequest) => api.post<unknown>(`${base(torneoId)}/pairs`, body),
    callbacks,
    'pairs',
  );

/** POST …/pairs/balanced ('Formar parejas equilibradas'): pairs everybody still free by handicap; answers the pairs. */
export const useBalancePairs = (torneoId: string, callbacks: MutationCallbacks<void>) =>
  useTournamentWrite(
    torneoId,
    'pair-balance',
    () => api.post<unknown>(`${base(torneoId)}/pairs/balanced`, {}),
    callbacks,
    'pairs',
  );

export const useDissolvePair = (torneoId: string, callbacks: MutationCallbacks<TAdminPair>) =>
  useTournamentWrite(
    torneoId,
    'pair-dissolve',
    (pair: TAdminPair) => api.delete(`/api/admin/pairs/${encodeURIComponent(pair.id)}`),
    callbacks,
    'pairs',
  );

/** PUT /api/admin/participants/:id/status: NP, RET, DESC (with its reason) or none; answers the participants. */
export const useSetStatus = (
  torneoId: string,
  callbacks: MutationCallbacks<{ id: string; body: TParticipantStatusRequest }>,
) =>
  useTournamentWrite(
    torneoId,
    'participant-status',
    (v: { id: string; body: TParticipantStatusRequest }) =>
      api.put<unknown>(`${participantPath(v.id)}/status`, v.body),
    callbacks,
  );
