import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPersonalGameDetail, TValidatePersonalGameResponse } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';
import { toastSuccess } from '@/web/lib/toast';
import { personalGameQueryKey } from '@/web/features/personal-games/api/get-personal-game';

/** POST /api/personal-games/:id/validate: saves the validation (design §12); afterwards strokes are locked. */
export const validatePersonalGame = (gameId: string) =>
  api.post<TValidatePersonalGameResponse>(`/api/personal-games/${encodeURIComponent(gameId)}/validate`);

/** Validates with the toast 'Resultados validados'; a failure toasts 'Error' + the server message. */
export function useValidatePersonalGame(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['personal-games', 'validate', gameId],
    mutationFn: () => validatePersonalGame(gameId),
    onSuccess: () => {
      queryClient.setQueryData<TPersonalGameDetail | null>(personalGameQueryKey(gameId), (old) =>
        old ? { ...old, validada: true } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['personal-games', 'list'] });
      toastSuccess('Resultados validados');
    },
  });
}
