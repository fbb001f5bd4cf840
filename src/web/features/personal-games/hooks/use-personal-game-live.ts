import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { personalGameQueryKey } from '@/web/features/personal-games/api/get-personal-game';
import type { LiveStatus } from '@/web/lib/live';
import { useLiveCard } from '@/web/lib/scorecard/live';
import { toastError } from '@/web/lib/toast';

/**
 * Live updates of an open personal game (design §8, §13): a stroke lands in the cached game at once; 'validated'
 * and 'updated' refetch it; 'deleted' leaves for /mis-partidas; after a lost connection the game is refetched.
 */
export function usePersonalGameLive(gameId: string, enabled: boolean): LiveStatus {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = personalGameQueryKey(gameId);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });

  return useLiveCard({
    url: enabled ? `/api/live/personal-games/${encodeURIComponent(gameId)}` : null,
    queryKey: key,
    onValidated: () => {
      queryClient.setQueryData<TPersonalGameDetail | null>(key, (old) =>
        old ? { ...old, validada: true } : old,
      );
      refetch();
      void queryClient.invalidateQueries({ queryKey: ['personal-games', 'list'] });
    },
    onUpdated: () => {
      refetch();
      void queryClient.invalidateQueries({ queryKey: ['personal-games', 'list'] });
    },
    onDeleted: () => {
      toastError('Partida no encontrada');
      void queryClient.invalidateQueries({ queryKey: ['personal-games', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['personal-games', 'upcoming'] });
      void Promise.resolve(navigate('/mis-partidas', { replace: true })).then(() =>
        queryClient.removeQueries({ queryKey: key }),
      );
    },
  });
}
