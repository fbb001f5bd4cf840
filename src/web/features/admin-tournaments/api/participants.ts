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
 * Every participant write answers the new list: it goes into the cache; the tournament (groups, results) and the
 * list's counts refetch.
 */
function useParticipantsMutation<V>(
  torneoId: string,
  name: string,
  mutationFn: (v: V) => Promise<unknown>,
  callbacks: MutationCallbacks<V>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', name],
    mutationFn,
    onSuccess: (result, variables) => {
      const parsed = ZAdminParticipants.safeParse(result);
      if (parsed.success) queryClient.setQueryData(tournamentKeys.participants(torneoId), parsed.data);
      else void queryClient.invalidateQueries({ queryKey: tournamentKeys.participants(torneoId) });
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(torneoId) });
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() });
      callbacks.onSuccess?.(variables);
    },
    onError: callbacks.onError,
  });
}

export const useAddMembers = (torneoId: string, callbacks: MutationCallbacks<TAddMemberRequest>) =>
  useParticipantsMutation(
    torneoId,
    'add-members',
    (body: TAddMemberRequest) => api.post<unknown>(`${base(torneoId)}/participants`, body),
    callbacks,
  );

export const useAddGuest = (torneoId: string, callbacks: MutationCallbacks<TAddGuestRequest>) =>
  useParticipantsMutation(
    torneoId,
    'add-guest',
    (body: TAddGuestRequest) => api.post<unknown>(`${base(torneoId)}/guests`, body),
    callbacks,
  );

export const useSetIncluded = (
  torneoId: string,
  callbacks: MutationCallbacks<{ participante: TAdminParticipant; incluir: boolean }>,
) =>
  useParticipantsMutation(
    torneoId,
    'participant-points',
    (v: { participante: TAdminParticipant; incluir: boolean }) =>
      api.put<unknown>(`${participantPath(v.participante.id)}/points`, { incluir_en_puntos: v.incluir }),
    callbacks,
  );

export const useSetPlayingHandicap = (
  torneoId: string,
  callbacks: MutationCallbacks<{ id: string; handicap: number }>,
) =>
  useParticipantsMutation(
    torneoId,
    'participant-handicap',
    (v: { id: string; handicap: number }) =>
      api.put<unknown>(`${participantPath(v.id)}/handicap`, { handicap_torneo: v.handicap }),
    callbacks,
  );

export const useRemoveParticipant = (
  torneoId: string,
  callbacks: MutationCallbacks<{ id: string; borrarResultados: boolean }>,
) =>
  useParticipantsMutation(
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

/**
 * Forming a pair answers the new list of pairs (into the cache); dissolving one refetches it. The participants
 * (their `pareja_id`), the tournament and the standings move with them.
 */
function usePairsMutation<V>(
  torneoId: string,
  name: string,
  mutationFn: (v: V) => Promise<unknown>,
  callbacks: MutationCallbacks<V>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'tournaments', name],
    mutationFn,
    onSuccess: (result, variables) => {
      const parsed = ZAdminPairs.safeParse(result);
      if (parsed.success) queryClient.setQueryData(tournamentKeys.pairs(torneoId), parsed.data);
      else void queryClient.invalidateQueries({ queryKey: tournamentKeys.pairs(torneoId) });
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.participants(torneoId) });
      callbacks.onSuccess?.(variables);
    },
    onError: callbacks.onError,
  });
}

export const useFormPair = (torneoId: string, callbacks: MutationCallbacks<TPairRequest>) =>
  usePairsMutation(
    torneoId,
    'pair-form',
    (body: TPairRequest) => api.post<unknown>(`${base(torneoId)}/pairs`, body),
    callbacks,
  );

export const useDissolvePair = (torneoId: string, callbacks: MutationCallbacks<TAdminPair>) =>
  usePairsMutation(
    torneoId,
    'pair-dissolve',
    (pair: TAdminPair) => api.delete(`/api/admin/pairs/${encodeURIComponent(pair.id)}`),
    callbacks,
  );

/** PUT /api/admin/participants/:id/status: NP, RET, DESC (with its reason) or none; answers the participants. */
export const useSetStatus = (
  torneoId: string,
  callbacks: MutationCallbacks<{ id: string; body: TParticipantStatusRequest }>,
) =>
  useParticipantsMutation(
    torneoId,
    'participant-status',
    (v: { id: string; body: TParticipantStatusRequest }) =>
      api.put<unknown>(`${participantPath(v.id)}/status`, v.body),
    callbacks,
  );
