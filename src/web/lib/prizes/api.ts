import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZTournamentPrizes,
  type TCreatePrizeRequest,
  type TRecordPrizeWinnerRequest,
  type TTournamentPrizes,
} from '@/shared/schemas/prizes';
import { api } from '@/web/lib/api-client';

/**
 * THE special prizes API of the web (decision record 042): one query-key factory; every answer (the tournament's
 * prizes as the actor sees them) is parsed with its zod schema and replaces the cached list.
 */
export const prizeKeys = {
  all: ['prizes'] as const,
  tournament: (torneoId: string) => ['prizes', 'tournament', torneoId] as const,
};

const enc = encodeURIComponent;

/** GET /api/tournaments/:id/prizes. */
export const tournamentPrizesQueryOptions = (torneoId: string) =>
  queryOptions({
    queryKey: prizeKeys.tournament(torneoId),
    queryFn: async ({ signal }) =>
      ZTournamentPrizes.parse(await api.get<unknown>(`/api/tournaments/${enc(torneoId)}/prizes`, { signal })),
    meta: { silent: true },
  });

interface Callbacks {
  onSuccess?: (prizes: TTournamentPrizes) => void;
  onError?: (error: unknown) => void;
}

function usePrizesMutation<V>(send: (vars: V) => Promise<unknown>, callbacks: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => ZTournamentPrizes.parse(await send(vars)),
    onSuccess: (prizes) => {
      queryClient.setQueryData(prizeKeys.tournament(prizes.torneo_id), prizes);
      callbacks.onSuccess?.(prizes);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

/** PUT /api/prizes/:id/winner. */
export const useRecordPrizeWinner = (callbacks: Callbacks = {}) =>
  usePrizesMutation(
    ({ premioId, body }: { premioId: string; body: TRecordPrizeWinnerRequest }) =>
      api.put<unknown>(`/api/prizes/${enc(premioId)}/winner`, body),
    callbacks,
  );

/** POST /api/admin/tournaments/:id/prizes. */
export const useCreatePrize = (torneoId: string, callbacks: Callbacks = {}) =>
  usePrizesMutation(
    (body: TCreatePrizeRequest) => api.post<unknown>(`/api/admin/tournaments/${enc(torneoId)}/prizes`, body),
    callbacks,
  );

/** DELETE /api/admin/prizes/:id. */
export const useRemovePrize = (callbacks: Callbacks = {}) =>
  usePrizesMutation(
    (premioId: string) => api.delete<unknown>(`/api/admin/prizes/${enc(premioId)}`),
    callbacks,
  );

/** The live 'prizes' event of a tournament's stream: its prizes are asked again. */
export function usePrizesChanged() {
  const queryClient = useQueryClient();
  return ({ torneo_id }: { torneo_id: string }) =>
    void queryClient.invalidateQueries({ queryKey: prizeKeys.tournament(torneo_id) });
}
