import { BarChart3Icon, CalendarRangeIcon, ChevronRightIcon, TrophyIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LEAGUE_MESSAGES, type TLeagueCard } from '@/shared/schemas/leagues';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatShortDate } from '@/web/lib/format';

/** '01/01/2026 - 31/12/2026'; one end alone reads 'Desde …' / 'Hasta …'; none gives ''. */
export function formatDateRange(from: string | null, to: string | null): string {
  if (from && to) return `${formatShortDate(from)} - ${formatShortDate(to)}`;
  if (from) return `Desde ${formatShortDate(from)}`;
  if (to) return `Hasta ${formatShortDate(to)}`;
  return '';
}

/** 'Activa', or 'Finalizada' for an inactive league (P§4). */
export function LeagueStatusBadge({ activa }: { activa: boolean }) {
  return activa ? (
    <Badge>Activa</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      Finalizada
    </Badge>
  );
}

/**
 * A league card. 'list' (T§2 Ligas tab, /ligas): name, description (default 'Liga de golf'), 'Activa', date
 * range and 'Ver Clasificación'. 'mine' (P§2): the whole card links to the league, with Activa or Finalizada.
 */
export function LeagueCard({ liga, variant }: { liga: TLeagueCard; variant: 'list' | 'mine' }) {
  const titleId = useId();
  const range = formatDateRange(liga.fecha_inicio, liga.fecha_fin);
  const to = `/ligas/${liga.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-ring hover:border-primary/40 hover:shadow-md sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold/25 text-gold-foreground [&_svg]:size-5">
          <TrophyIcon aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="min-w-0 text-lg leading-tight font-semibold break-words">
              {variant === 'mine' ? (
                <Link
                  to={to}
                  className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
                >
                  {liga.nombre}
                </Link>
              ) : (
                liga.nombre
              )}
            </h2>
            <LeagueStatusBadge activa={liga.activa} />
          </div>
          <p className="mt-1 text-sm break-words text-muted-foreground">
            {liga.descripcion || LEAGUE_MESSAGES.defaultDescription}
          </p>
        </div>
        {variant === 'mine' ? (
          <ChevronRightIcon aria-hidden className="mt-3 size-5 shrink-0 self-start text-muted-foreground" />
        ) : null}
      </div>
      {range || variant === 'list' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          {range ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarRangeIcon aria-hidden className="size-4" />
              <span className="sr-only">Fechas</span>
              {range}
            </p>
          ) : (
            <span />
          )}
          {variant === 'list' ? (
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link to={to}>
                <BarChart3Icon />
                Ver Clasificación
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** League cards in a list. */
export function LeagueCards({ ligas, variant }: { ligas: TLeagueCard[]; variant: 'list' | 'mine' }) {
  return (
    <ul className="grid gap-3" aria-label="Ligas">
      {ligas.map((liga) => (
        <li key={liga.id}>
          <LeagueCard liga={liga} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
