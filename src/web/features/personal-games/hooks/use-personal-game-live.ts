import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TPersonalGameDetail, TScoreResponse } from '@/shared/schemas/personal-games';
import { personalGameQueryKey } from '@/web/features/personal-games/api/get-personal-game';
import { withScore } from '@/web/features/personal-games/api/save-score';
import { useLiveEvents, type LiveStatus } from '@/web/lib/live';
import { toastError } from '@/web/lib/toast';

function isScore(data: unknown): data is TScoreResponse {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    typeof d.participante_id === 'string' && typeof d.numero_hoyo === 'number' && typeof d.golpes === 'number'
  );
}

/**
 * Live updates of an open personal game (design §8): a 'score' lands in the cached game at once; 'validated' and
 * 'updated' refetch it; 'deleted' leaves for /mis-partidas; after a lost connection the game is refetched.
 */
export function usePersonalGameLive(gameId: string, enabled: boolean): LiveStatus {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = personalGameQueryKey(gameId);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });

  return useLiveEvents(
    enabled ? `/api/live/personal-games/${encodeURIComponent(gameId)}` : null,
    {
      score: (data) => {
        if (!isScore(data)) return refetch();
        const game = queryClient.getQueryData<TPersonalGameDetail | null>(key);
        if (!game || !game.participantes.some((p) => p.id === data.participante_id)) return refetch();
        queryClient.setQueryData<TPersonalGameDetail | null>(key, (old) =>
          old ? withScore(old, data.participante_id, data.numero_hoyo, data.golpes) : old,
        );
      },
      validated: () => {
        queryClient.setQueryData<TPersonalGameDetail | null>(key, (old) =>
          old ? { ...old, validada: true } : old,
        );
        refetch();
        void queryClient.invalidateQueries({ queryKey: ['personal-games', 'list'] });
      },
      updated: () => {
        refetch();
        void queryClient.invalidateQueries({ queryKey: ['personal-games', 'list'] });
      },
      deleted: () => {
        toastError('Partida no encontrada');
        void queryClient.invalidateQueries({ queryKey: ['personal-games', 'list'] });
        void queryClient.invalidateQueries({ queryKey: ['personal-games', 'upcoming'] });
        void Promise.resolve(navigate('/mis-partidas', { replace: true })).then(() =>
          queryClient.removeQueries({ queryKey: key }),
        );
      },
    },
    { onReconnect: refetch },
  );
}
