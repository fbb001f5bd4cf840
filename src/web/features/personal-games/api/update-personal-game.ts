import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPersonalGameDetail, type TUpdatePersonalGameRequest } from '@/shared/schemas/personal-games';
import { api, errorMessage } from '@/web/lib/api-client';
import { personalGameKeys } from '@/web/lib/personal-game-keys';
import { toastError } from '@/web/lib/toast';

/** PUT /api/personal-games/:id (creator only) → the saved game. */
export const updatePersonalGame = async ({ id, body }: { id: string; body: TUpdatePersonalGameRequest }) =>
  ZPersonalGameDetail.parse(await api.put<unknown>(`/api/personal-games/${encodeURIComponent(id)}`, body));

export function useUpdatePersonalGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: personalGameKeys.mutation('update'),
    mutationFn: updatePersonalGame,
    onSuccess: (game) => {
      queryClient.setQueryData(personalGameKeys.detail(game.id), game);
      void queryClient.invalidateQueries({ queryKey: personalGameKeys.list() });
      void queryClient.invalidateQueries({ queryKey: personalGameKeys.upcoming() });
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
}
