import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPersonalGameDetail, type TCreatePersonalGameRequest } from '@/shared/schemas/personal-games';
import { api, errorMessage } from '@/web/lib/api-client';
import { personalGameKeys } from '@/web/lib/personal-game-keys';
import { toastError } from '@/web/lib/toast';

/** POST /api/personal-games → the new game. */
export const createPersonalGame = async (body: TCreatePersonalGameRequest) =>
  ZPersonalGameDetail.parse(await api.post<unknown>('/api/personal-games', body));

export function useCreatePersonalGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: personalGameKeys.mutation('create'),
    mutationFn: createPersonalGame,
    onSuccess: (game) => {
      queryClient.setQueryData(personalGameKeys.detail(game.id), game);
      // The list and the JUGAR rule change.
      void queryClient.invalidateQueries({ queryKey: personalGameKeys.all, exact: false });
    },
    // P§8: 'Error' + the server message, or 'Error al crear la partida'.
    onError: (error) => toastError('Error', errorMessage(error, 'Error al crear la partida')),
  });
}
