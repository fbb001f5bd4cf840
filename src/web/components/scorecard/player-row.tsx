import { ChevronRightIcon, ClockIcon } from 'lucide-react';
import { strokeDots, strokeLabel, type Hole } from '@/shared/domain';
import { Badge } from '@/web/components/ui/badge';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { cn } from '@/web/lib/utils';

/** The handicap strokes of a player on the hole (rules engine): dots (•, up to 3) or '-n' for a plus handicap. */
export function StrokesIndicator({ handicap, hole }: { handicap: number; hole: Hole }) {
  const dots = strokeDots(handicap, hole.handicap);
  if (dots.received === 0) return null;
  const n = Math.abs(dots.received);
  const sr = `${dots.givesBack ? 'devuelve' : 'recibe'} ${n} golpe${n === 1 ? '' : 's'}`;
  if (dots.givesBack) {
    return (
      <span className="text-sm leading-none font-bold text-destructive" title={sr}>
        <span aria-hidden>-{n}</span>
        <span className="sr-only">{sr}</span>
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1" title={sr}>
      {Array.from({ length: dots.shown }, (_, i) => (
        <span key={i} aria-hidden className="size-2 rounded-full bg-primary" />
      ))}
      <span className="sr-only">{sr}</span>
    </span>
  );
}

/** Match play (design §14): the strokes the match gives this player on the hole, 'Recibe 1' and a dot per stroke. */
export function MatchStrokes({ received }: { received: number }) {
  if (received <= 0) return null;
  return (
    <span className="flex items-center gap-1 text-xs font-medium text-primary">
      Recibe {received}
      {Array.from({ length: Math.min(received, 3) }, (_, i) => (
        <span key={i} aria-hidden className="size-2 rounded-full bg-primary" />
      ))}
    </span>
  );
}

/** Stableford on the score entry: the hole's points (null: no score yet) and the running total of the round. */
export interface HolePoints {
  hole: number | null;
  total: number;
}

/**
 * One player (or one-ball pair) on the score entry (P§2 row, T§2 card): name, handicap badge, the dots of the
 * strokes received on this hole, and the round score button with the hole's strokes and their label. Stableford
 * adds the hole's points and the running total; mejor bola marks the ball that counts for the pair. With `onOpen`
 * the whole card is the button that opens the stroke dialog; without it (a read-only card) it is not a button.
 */
export function PlayerRow({
  nombre,
  handicap,
  hole,
  golpes,
  recogida = false,
  points = null,
  counts = false,
  onOpen,
  pending = false,
  matchStrokes,
}: {
  nombre: string;
  handicap: number;
  hole: Hole;
  golpes: number | null;
  /** The hole is 'Recogida' (picked up, no strokes). */
  recogida?: boolean;
  points?: HolePoints | null;
  /** This ball counts for the pair on this hole (mejor bola). */
  counts?: boolean;
  onOpen: (() => void) | null;
  /** Entered on this phone and not yet accepted by the server (decision record 014). */
  pending?: boolean;
  /** Match play: the strokes the match gives on this hole (instead of the tournament's handicap dots). */
  matchStrokes?: number;
}) {
  const label = recogida
    ? 'Recogida'
    : golpes === null
      ? null
      : points && points.hole !== null
        ? `${points.hole} punto${points.hole === 1 ? '' : 's'}`
        : strokeLabel(golpes, hole.par);
  const body = (
    <>
      <span className="min-w-0 flex-1 text-left">
        <span className="line-clamp-2 text-base leading-snug font-semibold break-words">{nombre}</span>
        <span className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline" className="tabular-nums">
            HCP {formatHandicap(handicap)}
          </Badge>
          {matchStrokes === undefined ? (
            <StrokesIndicator handicap={handicap} hole={hole} />
          ) : (
            <MatchStrokes received={matchStrokes} />
          )}
          {counts ? (
            <Badge variant="secondary" className="border-primary/40">
              Cuenta
            </Badge>
          ) : null}
          {points ? (
            <span className="tabular-nums" aria-label={`Total: ${points.total} puntos`}>
              {points.total} pts
            </span>
          ) : null}
          {pending ? (
            <Badge variant="outline" className="border-amber-400 bg-amber-50 text-amber-900">
              <ClockIcon aria-hidden />
              Pendiente
            </Badge>
          ) : null}
        </span>
      </span>
      {/* A fixed width: a long label ('Double Bogey') must not push the score sideways. */}
      <span className="flex w-[5.5rem] shrink-0 flex-col items-center gap-0.5">
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full border-2 text-2xl font-bold tabular-nums',
            golpes === null && !recogida
              ? 'border-dashed border-input text-muted-foreground'
              : 'border-primary bg-secondary text-foreground',
            pending && 'border-dashed border-amber-500',
            onOpen && 'shadow-sm',
          )}
        >
          {recogida ? 'R' : (golpes ?? '–')}
        </span>
        <span className="h-4 w-full truncate text-center text-[11px] leading-4 text-muted-foreground">
          {label}
        </span>
      </span>
      {onOpen ? (
        <ChevronRightIcon aria-hidden className="-ml-2 size-5 shrink-0 text-muted-foreground" />
      ) : null}
    </>
  );
  const base = 'flex w-full items-center gap-3 rounded-xl border border-border bg-card p-3 shadow-xs';
  if (!onOpen) return <div className={base}>{body}</div>;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        base,
        'min-h-20 cursor-pointer transition hover:border-primary/50 hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:scale-[0.99]',
      )}
    >
      {body}
    </button>
  );
}
