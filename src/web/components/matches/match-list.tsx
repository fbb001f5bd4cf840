import { ClipboardPenIcon, RadioIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TMatch, TTournamentMatches } from '@/shared/schemas/matches';
import { MatchCard, nextMatchOf } from '@/web/components/matches/match-parts';
import { Button } from '@/web/components/ui/button';
import type { LiveStatus } from '@/web/lib/live';
import { formatShortDate } from '@/web/lib/format';

/** The viewer may open the match's score entry (a player of a side, or an administrator). */
export const canOpenEntry = (match: TMatch): match is TMatch & { partida_id: string } =>
  match.partida_id !== null && match.permisos.jugar;

/** 'Introducir resultados' of a match the viewer may play (its partida's score entry). */
export function MatchEntryLink({
  match,
  label,
}: {
  match: TMatch & { partida_id: string };
  /** Instead of 'Introducir resultados' / 'Ver tarjeta'. */
  label?: string;
}) {
  return (
    <Button asChild size="sm" variant={match.lado_propio ? 'default' : 'outline'}>
      <Link to={`/introduccion-datos/${encodeURIComponent(match.partida_id)}`}>
        <ClipboardPenIcon />
        {label ?? (match.estado === 'terminado' ? 'Ver tarjeta' : 'Introducir resultados')}
      </Link>
    </Button>
  );
}

/** 'En directo' while the tournament's stream is open. */
export function LiveBadge({ live }: { live: LiveStatus }) {
  if (live !== 'open') return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
      <RadioIcon className="size-4" aria-hidden />
      En directo
    </span>
  );
}

/**
 * A match-play tournament's matches as its standings page lists them (design §14): by round (a one-day
 * tournament has one), each match with its sides, status or result and day; the viewer's next match first marked.
 */
export function TournamentMatchList({ data, live }: { data: TTournamentMatches; live: LiveStatus }) {
  const next = nextMatchOf(data.partidos);
  const rounds = [...data.rondas].sort((a, b) => b.ronda - a.ronda);
  const played = data.partidos.filter((p) => p.estado === 'terminado').length;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span className="rounded-full border border-border bg-card px-2.5 py-1">
          {played} de {data.partidos.length} partidos terminados
        </span>
        <span className="ml-auto">
          <LiveBadge live={live} />
        </span>
      </div>
      {data.partidos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground">
          Todavía no hay partidos
        </p>
      ) : null}
      {rounds.map((round) => {
        const matches = data.partidos
          .filter((p) => p.ronda === round.ronda)
          .sort((a, b) => a.posicion - b.posicion);
        if (matches.length === 0) return null;
        return (
          <section key={round.ronda} aria-label={round.nombre} className="grid gap-2">
            <h2 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
              {round.nombre}
              {round.fecha_limite ? (
                <span className="text-xs font-normal text-muted-foreground">
                  Fecha límite: {formatShortDate(round.fecha_limite)}
                </span>
              ) : null}
            </h2>
            <ul aria-label={`Partidos: ${round.nombre}`} className="grid gap-2 sm:grid-cols-2">
              {matches.map((m) => (
                <li key={m.id}>
                  <MatchCard match={m} next={m.id === next?.id}>
                    {canOpenEntry(m) ? <MatchEntryLink match={m} /> : null}
                  </MatchCard>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
