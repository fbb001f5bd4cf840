import {
  formatToPar,
  holeColourClass,
  netToPar,
  type Hole,
  type HoleDetail,
  type RankingMode,
} from '@/shared/domain';
import { holeLength } from '@/web/components/scorecard/hole-length';
import { cn } from '@/web/lib/utils';

/** A hole of the grid: the rules engine's detail, with the hole's length when the caller knows it. */
export type GridHole = HoleDetail & Pick<Hole, 'metros'>;

/**
 * How a grid reads a hole, from the format (`formatOf`): strokes with their net to par, or Stableford points;
 * `markCounting` marks the ball that counted for a two-ball pair (mejor bola).
 */
export interface GridView {
  points: boolean;
  markCounting: boolean;
  /** The format allows 'Recogida': the legend explains 'R'. */
  pickUp?: boolean;
}
export const STROKE_GRID: GridView = { points: false, markCounting: false };

/** The to-par value a cell is coloured by: net (handicap mode) or gross (scratch), from the rules engine. */
function cellToPar(hole: HoleDetail, mode: RankingMode): number | null {
  if (hole.countedStrokes === null) return null;
  return mode === 'handicap' ? hole.netToPar : netToPar(hole.countedStrokes, 0, hole.par);
}

const pointsOf = (hole: HoleDetail, mode: RankingMode) =>
  (mode === 'scratch' ? hole.puntos_scratch : hole.puntos_handicap) ?? null;

/** This ball counted for the pair in the mode's result (mejor bola). */
const countsFor = (hole: HoleDetail, mode: RankingMode) =>
  (mode === 'scratch' ? hole.cuenta_scratch : hole.cuenta) && (hole.golpes !== null || hole.recogida);

const pointsText = (n: number) => `${n} punto${n === 1 ? '' : 's'}`;

function cellLabel(hole: GridHole, mode: RankingMode, view: GridView): string {
  const score = hole.recogida ? 'Recogida' : (hole.golpes ?? 'sin resultado');
  const length = holeLength(hole);
  const parts = [`Hoyo ${hole.numero_hoyo}, par ${hole.par}${length ? `, ${length}` : ''}: ${score}`];
  if (hole.golpes !== null && hole.countedStrokes !== hole.golpes)
    parts.push(`cuentan ${hole.countedStrokes}`);
  const points = pointsOf(hole, mode);
  if (view.points && points !== null) parts.push(pointsText(points));
  else if (mode === 'handicap' && hole.netToPar !== null)
    parts.push(`neto ${formatToPar(hole.netToPar, 'E')}`);
  if (hole.strokesReceived > 0) {
    parts.push(`recibe ${hole.strokesReceived} golpe${hole.strokesReceived === 1 ? '' : 's'} de hándicap`);
  }
  if (view.markCounting && countsFor(hole, mode)) parts.push('cuenta para la pareja');
  return parts.join(', ');
}

function HoleCell({ hole, mode, view }: { hole: GridHole; mode: RankingMode; view: GridView }) {
  const toPar = cellToPar(hole, mode);
  const received = hole.strokesReceived;
  const played = hole.golpes !== null;
  const capped = played && hole.countedStrokes !== hole.golpes;
  const points = view.points ? pointsOf(hole, mode) : null;
  const counts = view.markCounting && countsFor(hole, mode);
  return (
    <div
      role="cell"
      aria-label={cellLabel(hole, mode, view)}
      data-counts={counts || undefined}
      className={cn(
        'flex min-h-14 flex-col items-center justify-start rounded-md border px-0.5 pt-1 pb-1 text-center',
        played ? holeColourClass(toPar) || 'bg-card' : 'bg-muted/50 text-muted-foreground',
        played && toPar === 0 ? 'border-border' : 'border-transparent',
        counts && 'ring-2 ring-primary ring-offset-1 ring-offset-card',
        view.markCounting && !counts && played && 'opacity-60',
      )}
    >
      <span
        aria-hidden
        className="flex w-full items-start justify-between gap-px px-px text-[10px] leading-none"
      >
        <span className="opacity-75">{hole.numero_hoyo}</span>
        {received > 0 ? (
          // One '*' marks a handicap stroke; a hole with more shows how many ('*2', as the score entry shows two
          // dots). The number is drawn by CSS from data-count: the cell's text stays '*', its label says how many.
          <span
            data-count={received > 1 ? received : undefined}
            className="text-xs leading-none font-bold data-[count]:after:text-[9px] data-[count]:after:content-[attr(data-count)]"
          >
            *
          </span>
        ) : null}
      </span>
      <span aria-hidden className="mt-1 text-base leading-none font-bold tabular-nums">
        {played ? hole.golpes : hole.recogida ? 'R' : '–'}
      </span>
      {capped ? (
        <span aria-hidden className="mt-0.5 text-[9px] leading-none font-semibold tabular-nums opacity-90">
          ={hole.countedStrokes}
        </span>
      ) : null}
      {points !== null ? (
        <span aria-hidden className="mt-1 text-[10px] leading-none font-semibold tabular-nums">
          {points}p
        </span>
      ) : !view.points && mode === 'handicap' && hole.netToPar !== null ? (
        <span aria-hidden className="mt-1 text-[10px] leading-none font-semibold tabular-nums">
          {formatToPar(hole.netToPar, 'E')}
        </span>
      ) : null}
    </div>
  );
}

/** 'Resultados por Hoyo' (P§2, T§2): two rows of nine cells (1–9, 10–18) coloured by result to par (P§9, T§9). */
export function HoleGrid({
  holes,
  mode,
  view = STROKE_GRID,
  label = 'Resultados por Hoyo',
}: {
  holes: readonly GridHole[];
  mode: RankingMode;
  view?: GridView;
  label?: string;
}) {
  const rows = [holes.slice(0, 9), holes.slice(9, 18)];
  return (
    <div role="table" aria-label={label} className="grid grid-cols-1 gap-1.5">
      {rows.map((row, i) => (
        <div key={i} role="row" className="grid grid-cols-9 gap-1">
          {row.map((hole) => (
            <HoleCell key={hole.numero_hoyo} hole={hole} mode={mode} view={view} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The legend under the grid (P§2 '* Recibe golpe de hándicap'). */
export function HoleGridLegend({ limit, view = STROKE_GRID }: { limit?: number | null; view?: GridView }) {
  return (
    <div className="grid gap-0.5 text-xs text-muted-foreground">
      <p>* Recibe golpe de hándicap (*2: dos golpes)</p>
      {limit !== undefined && limit !== null ? (
        <p>=n: golpes que cuentan con el límite de par + {limit}</p>
      ) : null}
      {view.points || view.pickUp ? (
        <p>
          {[view.points ? '2p: puntos Stableford del hoyo' : null, view.pickUp ? 'R: recogida' : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      {view.markCounting ? <p>Recuadrada: la bola que cuenta para la pareja</p> : null}
    </div>
  );
}
