import { useQuery } from '@tanstack/react-query';
import { NetworkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { MatchEntryLink, TournamentMatchList, canOpenEntry } from '@/web/components/matches/match-list';
import { HoleStrip, MatchCard } from '@/web/components/matches/match-parts';
import { LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { tournamentMatchesQueryOptions, useLiveMatches } from '@/web/lib/matches/api';

/**
 * The standings of a match-play tournament (design §14): its matches with their status and result instead of a
 * stroke ranking, live — every `match` event of the tournament's stream updates its match. Opened from a match's
 * partida (`partidaId`), that match comes first, with its holes.
 */
export function MatchStandings({
  torneoId,
  partidaId = null,
}: {
  torneoId: string;
  partidaId?: string | null;
}) {
  const query = useQuery(tournamentMatchesQueryOptions(torneoId));
  const live = useLiveMatches(query.data ? torneoId : null);
  const own = partidaId ? query.data?.partidos.find((p) => p.partida_id === partidaId) : undefined;
  if (query.data) {
    return (
      <div className="grid gap-4">
        {own ? (
          <section aria-label="Este partido" className="grid gap-2">
            <h2 className="font-semibold">Este partido{own.eliminatoria ? ` · ${own.ronda_nombre}` : ''}</h2>
            <MatchCard match={own}>{canOpenEntry(own) ? <MatchEntryLink match={own} /> : null}</MatchCard>
            <div className="rounded-xl border border-border bg-card p-3 shadow-xs">
              <HoleStrip match={own} />
            </div>
          </section>
        ) : null}
        {query.data.torneo.cuadro ? (
          <Button asChild variant="outline" className="justify-self-start">
            <Link to={`/torneos/${encodeURIComponent(torneoId)}/cuadro`}>
              <NetworkIcon />
              Ver cuadro
            </Link>
          </Button>
        ) : null}
        <TournamentMatchList data={query.data} live={live} />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" aria-label="Cargando..." className="grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <LoadError
      message="No se pudieron cargar los partidos"
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
    />
  );
}
