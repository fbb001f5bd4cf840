import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageShell } from '@/web/components/layout/page-shell';
import { Skeleton } from '@/web/components/ui/skeleton';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import { formatOf } from '@/shared/domain';
import { useCategoriesChanged } from '@/web/features/scores/api/categories';
import { LiveTournamentStandings } from '@/web/features/scores/components/live-tournament-standings';
import { MatchStandings } from '@/web/features/scores/components/match-standings';
import { RefusalPanel } from '@/web/features/scores/components/refusal-panel';
import { errorMessage } from '@/web/lib/api-client';
import { isRefused, type Refused } from '@/web/lib/scorecard/api';
import { useLiveCard } from '@/web/lib/scorecard/live';
import { SpecialPrizes } from '@/web/components/prizes/special-prizes';
import { usePrizesChanged } from '@/web/lib/prizes/api';

function StandingsSkeleton() {
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

/** T§8: 'No se pudo cargar la clasificación: {detail}', 'Error desconocido' when there is none. */
function StandingsLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-10 text-center shadow-sm">
      <p role="alert" className="font-semibold text-destructive">
        No se pudo cargar la clasificación: {message || 'Error desconocido'}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="h-11 cursor-pointer rounded-lg border border-border px-4 text-sm font-medium hover:bg-muted"
      >
        Reintentar
      </button>
    </div>
  );
}

/**
 * The frame of both standings pages (T§2, T§8): loading, the refusal ('Partida no encontrada', 'Torneo no
 * encontrado'), the standings — live on the tournament's stream — or the load error with 'Reintentar'.
 * `notFound` is a refusal the page knows before asking (no tournament in the address); `actions`, the header's
 * buttons once the standings are there (the papers: 'Exportar PDF', 'Exportar CSV', 'Compartir').
 */
export function StandingsScreen({
  query,
  queryKey,
  describe,
  backTo,
  notFound = null,
  actions,
}: {
  query: UseQueryResult<TStandingsInputs | Refused>;
  queryKey: QueryKey;
  describe: (inputs: TStandingsInputs) => string;
  backTo: string;
  notFound?: string | null;
  actions?: (inputs: TStandingsInputs) => ReactNode;
}) {
  const inputs = query.data && !isRefused(query.data) ? query.data : null;
  // Match play lists the tournament's matches (design §14): the format says so, never the modality.
  const matchplay = inputs !== null && formatOf(inputs.torneo).result === 'partidos';
  const live = useLiveCard({
    url: inputs && !matchplay ? `/api/live/tournaments/${encodeURIComponent(inputs.torneo.id)}` : null,
    queryKey,
    // A validation changes no standing: no refetch for the thousand screens watching.
    onValidated: () => undefined,
    onPrizes: usePrizesChanged(),
    onCategories: useCategoriesChanged(),
  });
  const refused = isRefused(query.data) ? query.data.refused : null;
  return (
    <PageShell
      title="Clasificación"
      description={inputs ? describe(inputs) : '\u00a0'}
      backTo={backTo}
      actions={inputs && actions ? actions(inputs) : undefined}
      width="md"
    >
      {notFound !== null ? (
        <RefusalPanel status={404} message={notFound} />
      ) : query.isPending ? (
        <StandingsSkeleton />
      ) : refused ? (
        <RefusalPanel status={404} message={refused.message} />
      ) : inputs && matchplay ? (
        <MatchStandings torneoId={inputs.torneo.id} partidaId={inputs.partida?.id ?? null} />
      ) : inputs ? (
        <LiveTournamentStandings inputs={inputs} live={live} />
      ) : (
        <StandingsLoadError message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
      )}
      {inputs ? <SpecialPrizes torneoId={inputs.torneo.id} /> : null}
    </PageShell>
  );
}
