import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatePersonalGameRequest, TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { api, errorMessage } from '@/web/lib/api-client';
import { toastError } from '@/web/lib/toast';
import { personalGameQueryKey } from '@/web/features/personal-games/api/get-personal-game';

/** POST /api/personal-games → the new game. */
export const createPersonalGame = (body: TCreatePersonalGameRequest) =>
  api.post<TPersonalGameDetail>('/api/personal-games', body);

export function useCreatePersonalGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['personal-games', 'create'],
    mutationFn: createPersonalGame,
    onSuccess: (game) => {
      queryClient.setQueryData(personalGameQueryKey(game.id), game);
      // The list and the JUGAR rule (['personal-games', 'upcoming']) change.
      void queryClient.invalidateQueries({ queryKey: ['personal-games'], exact: false });
    },
    // P§8: 'Error' + the server message, or 'Error al crear la partida'.
    onError: (error) => toastError('Error', errorMessage(error, 'Error al crear la partida')),
  });
}
