import { BarChart3Icon, CalendarIcon, CalendarRangeIcon, SearchXIcon, UsersIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { scoringSystemLabel } from '@/shared/domain';
import { LEAGUE_MESSAGES, type TLeagueDetail } from '@/shared/schemas/leagues';
import { PageShell } from '@/web/components/layout/page-shell';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState, LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useLeague } from '@/web/features/leagues/api/get-league';
import { formatDateRange, LeagueStatusBadge } from '@/web/features/leagues/components/league-card';
import { formatShortDate } from '@/web/lib/format';

function LeagueView({ data }: { data: TLeagueDetail }) {
  const { liga, torneos } = data;
  const range = formatDateRange(liga.fecha_inicio, liga.fecha_fin);
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <LeagueStatusBadge activa={liga.activa} />
          <Badge variant="secondary">{scoringSystemLabel(liga.sistema_puntuacion)}</Badge>
        </div>
        <p className="text-sm break-words">{liga.descripcion || LEAGUE_MESSAGES.defaultDescription}</p>
        {range ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarRangeIcon aria-hidden className="size-4" />
            {range}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="torneos-liga" className="flex flex-col gap-3">
        <h2 id="torneos-liga" className="text-lg font-semibold">
          Torneos de la liga ({torneos.length})
        </h2>
        {torneos.length === 0 ? (
          <EmptyState icon={<CalendarIcon />} text="Esta liga no tiene torneos asignados todavía" />
        ) : (
          <ol className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
            {torneos.map((t, i) => (
              <li
                key={t.id}
                className="flex flex-col gap-2 border-border p-3 not-first:border-t sm:flex-row sm:items-center sm:gap-3 sm:px-4"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground tabular-nums">
                    {i + 1}
                  </span>
                  <div className="min-w-0">
                    <p className="font-medium break-words">{t.nombre}</p>
                    <p className="text-sm text-muted-foreground">
                      {formatShortDate(t.fecha_juego)}
                      {t.finalizado ? ' · Finalizado' : ''}
                    </p>
                  </div>
                </div>
                {t.finalizado ? (
                  <Button asChild variant="outline" size="sm" className="w-full sm:w-auto">
                    <Link to={`/clasificacion?torneo=${t.id}`}>
                      <BarChart3Icon />
                      Ver Resultados
                    </Link>
                  </Button>
                ) : (
                  <Button asChild variant="ghost" size="sm" className="w-full sm:w-auto">
                    <Link to={`/torneos/${t.id}/participantes`}>
                      <UsersIcon />
                      Participantes
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * /ligas/:ligaId, interim (T§2): the league's name and its tournaments, until the league standings replace it.
 */
export default function LigaPage() {
  const { ligaId = '' } = useParams();
  const league = useLeague(ligaId);
  const data = league.data;

  let content;
  if (league.isPending)
    content = (
      <div role="status" aria-label="Cargando..." className="flex flex-col gap-4">
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  else if (league.isError)
    content = (
      <LoadError
        message="No se pudieron cargar los datos de la liga"
        onRetry={() => void league.refetch()}
        busy={league.isFetching}
      />
    );
  else if (league.data === null)
    content = (
      <EmptyState icon={<SearchXIcon />} text="Liga no encontrada">
        <Button asChild variant="outline">
          <Link to="/ligas">Volver a Ligas</Link>
        </Button>
      </EmptyState>
    );
  else content = <LeagueView data={league.data} />;

  return (
    <PageShell title={data?.liga.nombre ?? 'Liga'} backTo="/ligas" width="md">
      {content}
    </PageShell>
  );
}
