import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';
import { personalGameKeys } from '@/web/lib/personal-game-keys';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** DELETE /api/personal-games/:id (creator only): 204, no body. */
export const deletePersonalGame = (id: string) => api.delete(`/api/personal-games/${encodeURIComponent(id)}`);

/** Deletes a game with the spec's toasts (P§8): 'Partida borrada correctamente' / 'No se pudo borrar la partida'. */
export function useDeletePersonalGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: personalGameKeys.mutation('delete'),
    mutationFn: deletePersonalGame,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<TPersonalGamesResponse>(personalGameKeys.list(), (old) =>
        old?.filter((game) => game.id !== id),
      );
      queryClient.removeQueries({ queryKey: personalGameKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: personalGameKeys.all, exact: false });
      toastSuccess('Partida borrada correctamente');
    },
    onError: () => toastError('Error', 'No se pudo borrar la partida'),
  });
}
