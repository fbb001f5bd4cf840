import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMyPair } from '@/shared/schemas/tournaments';
import { tournamentKeys } from '@/web/lib/tournament-keys';
import { api } from '@/web/lib/api-client';

const base = (torneoId: string) => `/api/tournaments/${encodeURIComponent(torneoId)}/pair`;

/** GET /api/tournaments/:id/pair: the player's pair or invitation and the players free to be asked. */
export const pairQueryOptions = (torneoId: string, viewer: string | null) =>
  queryOptions({
    queryKey: tournamentKeys.pair(torneoId, viewer),
    queryFn: async ({ signal }) => ZMyPair.parse(await api.get<unknown>(base(torneoId), { signal })),
    meta: { errorMessage: 'No se pudo cargar tu pareja' },
  });

/** 'Invitar como pareja', 'Aceptar', 'Rechazar' and withdrawing: each refreshes the tournaments area. */
export function usePairActions(torneoId: string, callbacks: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const options = {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
    onError: async (error: unknown) => {
      callbacks.onError(error);
      await queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  };
  return {
    invite: useMutation({
      mutationFn: async (participanteId: string) =>
        ZMyPair.parse(await api.post<unknown>(base(torneoId), { participante_id: participanteId })),
      ...options,
    }),
    accept: useMutation({
      mutationFn: (pairId: string) =>
        api.post<unknown>(`/api/tournament-pairs/${encodeURIComponent(pairId)}/accept`),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (pairId: string) => api.delete(`/api/tournament-pairs/${encodeURIComponent(pairId)}`),
      ...options,
    }),
  };
}
