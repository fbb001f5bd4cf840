import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPersonalGameDetail, TScoreRequest, TScoreResponse } from '@/shared/schemas/personal-games';
import { api } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { personalGameQueryKey } from '@/web/features/personal-games/api/get-personal-game';

/** PUT /api/personal-games/:id/scores: one hole of one participant (creator only, before validation). */
export const saveScore = ({ gameId, score }: { gameId: string; score: TScoreRequest }) =>
  api.put<TScoreResponse>(`/api/personal-games/${encodeURIComponent(gameId)}/scores`, score);

/** The game with one hole result set (golpes) or removed (null). Also used by the live 'score' event. */
export function withScore(
  game: TPersonalGameDetail,
  participanteId: string,
  numeroHoyo: number,
  golpes: number | null,
): TPersonalGameDetail {
  const others = game.resultados.filter(
    (r) => !(r.participante_id === participanteId && r.numero_hoyo === numeroHoyo),
  );
  const resultados =
    golpes === null
      ? others
      : [...others, { participante_id: participanteId, numero_hoyo: numeroHoyo, golpes }];
  return { ...game, resultados };
}

/**
 * Saves a stroke at once: the cached game shows it before the server answers (optimistic) and goes back to the
 * previous value of that cell if the save fails. Toasts of P§8.
 */
export function useSaveScore(gameId: string) {
  const queryClient = useQueryClient();
  const key = personalGameQueryKey(gameId);
  return useMutation({
    mutationKey: ['personal-games', 'score', gameId],
    mutationFn: (score: TScoreRequest) => saveScore({ gameId, score }),
    onMutate: async (score) => {
      await queryClient.cancelQueries({ queryKey: key });
      const game = queryClient.getQueryData<TPersonalGameDetail | null>(key);
      const previous =
        game?.resultados.find(
          (r) => r.participante_id === score.participante_id && r.numero_hoyo === score.numero_hoyo,
        )?.golpes ?? null;
      queryClient.setQueryData<TPersonalGameDetail | null>(key, (old) =>
        old ? withScore(old, score.participante_id, score.numero_hoyo, score.golpes) : old,
      );
      return { previous };
    },
    onError: (_error, score, context) => {
      queryClient.setQueryData<TPersonalGameDetail | null>(key, (old) =>
        old ? withScore(old, score.participante_id, score.numero_hoyo, context?.previous ?? null) : old,
      );
      toastError('Error', 'No se pudo guardar el resultado');
      // The game may have been validated or changed meanwhile.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (_saved, score) => {
      toastSuccess('Resultado guardado', `Resultado del hoyo ${score.numero_hoyo} guardado correctamente`);
    },
  });
}
