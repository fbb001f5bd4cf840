import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LiveStatus } from '@/web/lib/live';
import { personalGameKeys } from '@/web/lib/personal-game-keys';
import { useLiveCard } from '@/web/lib/scorecard/live';
import { toastError } from '@/web/lib/toast';

/**
 * Live updates of an open personal game (design §8, §13): a stroke lands in the cached game at once; 'validated'
 * and 'updated' refetch it; 'deleted' leaves for /mis-partidas; after a lost connection the game is refetched.
 */
export function usePersonalGameLive(gameId: string, enabled: boolean): LiveStatus {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = personalGameKeys.detail(gameId);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });

  return useLiveCard({
    url: enabled ? `/api/live/personal-games/${encodeURIComponent(gameId)}` : null,
    queryKey: key,
    // The refetched game brings its validation and the server's permisos after it together.
    onValidated: () => {
      refetch();
      void queryClient.invalidateQueries({ queryKey: personalGameKeys.list() });
    },
    onUpdated: () => {
      refetch();
      void queryClient.invalidateQueries({ queryKey: personalGameKeys.list() });
    },
    onDeleted: () => {
      toastError('Partida no encontrada');
      void queryClient.invalidateQueries({ queryKey: personalGameKeys.list() });
      void queryClient.invalidateQueries({ queryKey: personalGameKeys.upcoming() });
      void Promise.resolve(navigate('/mis-partidas', { replace: true })).then(() =>
        queryClient.removeQueries({ queryKey: key }),
      );
    },
  });
}
