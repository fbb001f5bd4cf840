import { CalendarClockIcon, CalendarIcon, StarIcon, TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { strokesReceivedWords } from '@/shared/domain/formats/matchplay';
import type { TMatch } from '@/shared/schemas/matches';
import { Badge } from '@/web/components/ui/badge';
import { formatShortDate, formatTime } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';

/** The colour of a side wherever a hole or a match is won (side 1 green, side 2 blue; halved grey). */
export const SIDE_TONE = {
  1: 'bg-primary text-primary-foreground',
  2: 'bg-sky-700 text-white',
} as const;

/** A side's name, or where it comes from ('Ganador de Cuartos 1') while it is not known. */
export function sideName(match: TMatch, lado: 1 | 2): string {
  return match.lados[lado - 1]?.nombre ?? match.procedencia[lado - 1] ?? 'Por decidir';
}

/** The words of a match: its result once decided, else its live status ('Ana 2 arriba', 'Pendiente'). */
export const matchWords = (match: TMatch): string =>
  match.estado === 'terminado' ? (match.resultado_texto ?? match.estado_texto) : match.estado_texto;

/** 'Fecha: 12/04/2026 · 10:30', or the round's deadline while no day is agreed. */
export function MatchWhen({ match, className }: { match: TMatch; className?: string }) {
  if (match.fecha) {
    return (
      <span className={cn('inline-flex items-center gap-1.5', className)}>
        <CalendarIcon aria-hidden className="size-4 shrink-0" />
        {formatShortDate(match.fecha)}
        {match.hora ? ` · ${formatTime(match.hora)}` : ''}
      </span>
    );
  }
  if (match.fecha_limite && match.estado !== 'terminado') {
    return (
      <span className={cn('inline-flex items-center gap-1.5', className)}>
        <CalendarClockIcon aria-hidden className="size-4 shrink-0" />
        Fecha límite: {formatShortDate(match.fecha_limite)}
      </span>
    );
  }
  return null;
}

/** One side's line of a match: name (or its origin), playing handicap, the winner marked. */
function SideLine({ match, lado, own }: { match: TMatch; lado: 1 | 2; own: boolean }) {
  const side = match.lados[lado - 1];
  const won = match.estado === 'terminado' && match.ganador === lado;
  return (
    <div className="flex min-h-7 items-center gap-2">
      <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', SIDE_TONE[lado].split(' ')[0])} />
      <span
        className={cn(
          'min-w-0 flex-1 break-words',
          side ? 'font-medium' : 'text-muted-foreground italic',
          won && 'font-bold',
        )}
      >
        {sideName(match, lado)}
        {own ? <span className="sr-only"> (tú)</span> : null}
      </span>
      {side?.handicap_juego != null ? (
        <span className="text-xs text-muted-foreground tabular-nums">
          HCP {formatHandicap(side.handicap_juego)}
        </span>
      ) : null}
      {won ? <TrophyIcon aria-label="Ganador" className="size-4 shrink-0 text-gold-foreground" /> : null}
    </div>
  );
}

/**
 * A match as the lists show it (standings page, draw page): both sides, the status or result, the day or the
 * round's deadline; the viewer's next match is highlighted 'Tu próximo partido'. `children`: links or actions.
 */
export function MatchCard({
  match,
  next = false,
  title,
  children,
  className,
}: {
  match: TMatch;
  next?: boolean;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const bye = match.origen_resultado === 'exento';
  return (
    <article
      aria-label={title ?? `${sideName(match, 1)} contra ${sideName(match, 2)}`}
      data-match={match.id}
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-border bg-card p-3 text-sm shadow-xs',
        next && 'border-primary ring-2 ring-primary',
        bye && 'bg-muted/50',
        className,
      )}
    >
      {next || title ? (
        <div className="flex items-center justify-between gap-2">
          {title ? <span className="text-xs font-medium text-muted-foreground">{title}</span> : <span />}
          {next ? (
            <Badge>
              <StarIcon aria-hidden />
              Tu próximo partido
            </Badge>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-0.5">
        <SideLine match={match} lado={1} own={match.lado_propio === 1} />
        {bye ? null : <SideLine match={match} lado={2} own={match.lado_propio === 2} />}
      </div>
      {!bye && match.lados[0] && match.lados[1] ? (
        <p data-testid="match-strokes" className="text-xs text-muted-foreground">
          {strokesReceivedWords(match.lados)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span
          data-testid="match-status"
          className={cn(
            'font-semibold',
            match.estado === 'en_juego' && 'text-primary',
            match.estado === 'pendiente' && 'font-normal text-muted-foreground',
          )}
        >
          {matchWords(match)}
        </span>
        <MatchWhen match={match} className="text-xs text-muted-foreground" />
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </article>
  );
}

/** The match the viewer plays next: their first undecided match with both sides known or awaited. */
export function nextMatchOf(partidos: readonly TMatch[]): TMatch | undefined {
  return [...partidos]
    .filter((p) => p.lado_propio !== null && p.estado !== 'terminado')
    .sort((a, b) => a.ronda - b.ronda || a.posicion - b.posicion)[0];
}

/**
 * The holes of a match as a strip (design §14): each played hole in the colour of its winner ('½' halved, 'C' a
 * conceded hole), extra holes after the 18th; each cell names the hole and the status after it.
 */
export function HoleStrip({
  match,
  current,
  onSelect,
}: {
  match: TMatch;
  current?: number;
  onSelect?: (hole: number) => void;
}) {
  const byHole = new Map(match.hoyos.map((h) => [h.numero_hoyo, h]));
  const cells = Array.from({ length: 18 }, (_, i) => {
    const h = byHole.get(i + 1);
    return {
      numero: i + 1,
      ganador: h?.ganador ?? null,
      concedido: h?.concedido ?? false,
      estado: h?.estado,
    };
  });
  for (const x of match.hoyos_extra)
    cells.push({ numero: x.numero_hoyo, ganador: x.ganador, concedido: false, estado: undefined });
  const winnerName = (g: 0 | 1 | 2 | null) =>
    g === null ? 'sin jugar' : g === 0 ? 'empatado' : `gana ${sideName(match, g)}`;
  return (
    <ol
      aria-label="Hoyos del partido"
      className="grid grid-cols-9 gap-1 sm:grid-cols-[repeat(18,minmax(0,1fr))]"
    >
      {cells.map((c) => {
        const label = `Hoyo ${c.numero}: ${winnerName(c.ganador)}${c.concedido ? ' (concedido)' : ''}${
          c.estado ? ` · ${c.estado}` : ''
        }`;
        const body = (
          <>
            <span className="text-[10px] leading-none text-muted-foreground">{c.numero}</span>
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full border text-xs font-bold',
                c.ganador === 1 || c.ganador === 2
                  ? cn(SIDE_TONE[c.ganador], 'border-transparent')
                  : c.ganador === 0
                    ? 'border-border bg-muted text-foreground'
                    : 'border-dashed border-input text-transparent',
                current === c.numero && 'ring-2 ring-ring ring-offset-1',
              )}
            >
              {c.ganador === 0 ? '½' : c.concedido ? 'C' : c.ganador === null ? '·' : ''}
            </span>
          </>
        );
        return (
          <li key={c.numero} title={label} className="flex justify-center">
            {onSelect && c.numero <= 18 ? (
              <button
                type="button"
                aria-label={label}
                onClick={() => onSelect(c.numero)}
                className="flex cursor-pointer flex-col items-center gap-0.5 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {body}
              </button>
            ) : (
              <span aria-label={label} className="flex flex-col items-center gap-0.5">
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
