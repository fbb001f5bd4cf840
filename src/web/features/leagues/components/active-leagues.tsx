import { TrophyIcon } from 'lucide-react';
import { CardListSkeleton, EmptyState, LoadError } from '@/web/components/ui/list-state';
import { useLeagues } from '@/web/features/leagues/api/list-leagues';
import { LeagueCards } from '@/web/features/leagues/components/league-card';

/** The active leagues (T§2 Ligas tab and /ligas), with 'No hay ligas activas' when there are none. */
export function ActiveLeagues() {
  const leagues = useLeagues();
  if (leagues.isPending) return <CardListSkeleton count={2} />;
  if (leagues.isError)
    return (
      <LoadError
        message="No se pudieron cargar las ligas"
        onRetry={() => void leagues.refetch()}
        busy={leagues.isFetching}
      />
    );
  if (leagues.data.length === 0) return <EmptyState icon={<TrophyIcon />} text="No hay ligas activas" />;
  return <LeagueCards ligas={leagues.data} variant="list" />;
}
