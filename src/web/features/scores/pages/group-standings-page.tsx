import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageShell } from '@/web/components/layout/page-shell';
import { RefusalPanel } from '@/web/features/scores/components/refusal-panel';
import { StandingsLoadError, StandingsView } from '@/web/features/scores/components/standings-view';
import { StandingsSkeleton } from '@/web/features/scores/pages/tournament-standings-page';
import { errorMessage } from '@/web/lib/api-client';
import { groupStandingsQueryOptions, isRefused, scorecardKeys } from '@/web/lib/scorecard/api';
import { useLiveCard } from '@/web/lib/scorecard/live';

/**
 * /clasificacion/{partidaId} (T§2): a group's standings, live (its tournament's stream); back to the group's score
 * entry. Personal games never get here (the route's loader sends them to /partida-personal/{id}).
 */
export default function GroupStandingsPage() {
  const { partidaId = '' } = useParams();
  const query = useQuery(groupStandingsQueryOptions(partidaId));
  const inputs = query.data && !isRefused(query.data) ? query.data : null;
  const live = useLiveCard({
    url: inputs ? `/api/live/tournaments/${encodeURIComponent(inputs.torneo.id)}` : null,
    queryKey: scorecardKeys.groupStandings(partidaId),
    onValidated: () => undefined,
  });
  const refused = isRefused(query.data) ? query.data.refused : null;
  return (
    <PageShell
      title="Clasificación"
      description={inputs?.partida ? `${inputs.partida.nombre} · ${inputs.torneo.nombre}` : '\u00a0'}
      backTo={`/introduccion-datos/${encodeURIComponent(partidaId)}`}
      width="md"
    >
      {query.isPending ? (
        <StandingsSkeleton />
      ) : refused ? (
        <RefusalPanel status={404} message={refused.message} />
      ) : inputs ? (
        <StandingsView inputs={inputs} live={live} />
      ) : (
        <StandingsLoadError message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
      )}
    </PageShell>
  );
}
