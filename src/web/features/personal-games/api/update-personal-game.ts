import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPersonalGameDetail, TUpdatePersonalGameRequest } from '@/shared/schemas/personal-games';
import { api, errorMessage } from '@/web/lib/api-client';
import { toastError } from '@/web/lib/toast';
import { personalGameQueryKey } from '@/web/features/personal-games/api/get-personal-game';

/** PUT /api/personal-games/:id (creator only) → the saved game. */
export const updatePersonalGame = ({ id, body }: { id: string; body: TUpdatePersonalGameRequest }) =>
  api.put<TPersonalGameDetail>(`/api/personal-games/${encodeURIComponent(id)}`, body);

export function useUpdatePersonalGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['personal-games', 'update'],
    mutationFn: updatePersonalGame,
    onSuccess: (game) => {
      queryClient.setQueryData(personalGameQueryKey(game.id), game);
      void queryClient.invalidateQueries({ queryKey: ['personal-games', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['personal-games', 'upcoming'] });
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
}
