import { useQueryClient } from '@tanstack/react-query';
import { ZLeagueLiveEvent, type TLeagueLiveEvent } from '@/shared/schemas/leagues';
import { leagueKeys } from '@/web/lib/league-keys';
import { useLiveEvents, type LiveStatus } from '@/web/lib/live';

/**
 * The live stream of a league's standings (/api/live/leagues/:id, design.md §8): when the league's points are
 * written again (a result corrected, a tournament setting changed, 'Calcular Puntuaciones') the standings and the
 * cards of the popover are refetched; likewise after a lost connection, a `resync` or an event it cannot read.
 * Each event is parsed with `ZLeagueLiveEvent`. `enabled`: only for a league that was found.
 */
export function useLeagueLive(id: string, enabled: boolean): LiveStatus {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: leagueKeys.standingsOf(id) });
    void queryClient.invalidateQueries({ queryKey: leagueKeys.cardsOf(id) });
  };
  const handle = (type: TLeagueLiveEvent['type']) => (data: unknown) => {
    const parsed = ZLeagueLiveEvent.safeParse({ type, data });
    if (parsed.success && parsed.data.type === 'ready') return;
    refetch();
  };
  return useLiveEvents(
    enabled ? `/api/live/leagues/${encodeURIComponent(id)}` : null,
    { points: handle('points'), resync: handle('resync') },
    { onReconnect: refetch },
  );
}
