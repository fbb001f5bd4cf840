import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/web/components/layout/page-shell';
import { Skeleton } from '@/web/components/ui/skeleton';
import { RefusalPanel } from '@/web/features/scores/components/refusal-panel';
import { StandingsLoadError, StandingsView } from '@/web/features/scores/components/standings-view';
import { errorMessage } from '@/web/lib/api-client';
import { formatLongDate } from '@/web/lib/format';
import { isRefused, scorecardKeys, tournamentStandingsQueryOptions } from '@/web/lib/scorecard/api';
import { useLiveCard } from '@/web/lib/scorecard/live';

export function StandingsSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid grid-cols-1 gap-3">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-12 w-full rounded-xl" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** /clasificacion?torneo={id} (T§2): the whole tournament's standings, live; back to /torneos. */
export default function TournamentStandingsPage() {
  const [params] = useSearchParams();
  const torneoId = params.get('torneo') ?? '';
  const query = useQuery({ ...tournamentStandingsQueryOptions(torneoId), enabled: torneoId !== '' });
  const inputs = query.data && !isRefused(query.data) ? query.data : null;
  const live = useLiveCard({
    url: inputs ? `/api/live/tournaments/${encodeURIComponent(torneoId)}` : null,
    queryKey: scorecardKeys.tournamentStandings(torneoId),
    // A validation changes no standing: no refetch for the thousand screens watching.
    onValidated: () => undefined,
  });
  const refused = isRefused(query.data) ? query.data.refused : null;
  return (
    <PageShell
      title="Clasificación"
      description={
        inputs ? `${inputs.torneo.nombre} · ${formatLongDate(inputs.torneo.fecha_juego)}` : '\u00a0'
      }
      backTo="/torneos"
      width="md"
    >
      {torneoId === '' ? (
        <RefusalPanel status={404} message="Torneo no encontrado" />
      ) : query.isPending ? (
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
