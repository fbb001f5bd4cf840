import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { personalGameQueryKey } from '@/web/features/personal-games/api/get-personal-game';
import { personalGamesQueryOptions } from '@/web/features/personal-games/api/list-personal-games';

/** DELETE /api/personal-games/:id (creator only). */
export const deletePersonalGame = (id: string) => api.delete(`/api/personal-games/${encodeURIComponent(id)}`);

/** Deletes a game with the spec's toasts (P§8): 'Partida borrada correctamente' / 'No se pudo borrar la partida'. */
export function useDeletePersonalGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['personal-games', 'delete'],
    mutationFn: deletePersonalGame,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<TPersonalGamesResponse>(personalGamesQueryOptions().queryKey, (old) =>
        old?.filter((game) => game.id !== id),
      );
      queryClient.removeQueries({ queryKey: personalGameQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['personal-games'], exact: false });
      toastSuccess('Partida borrada correctamente');
    },
    onError: () => toastError('Error', 'No se pudo borrar la partida'),
  });
}
