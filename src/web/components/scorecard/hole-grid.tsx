import { formatToPar, holeColourClass, netToPar, type HoleDetail, type RankingMode } from '@/shared/domain';
import { cn } from '@/web/lib/utils';

/** The to-par value a cell is coloured by: net (handicap mode) or gross (scratch), from the rules engine. */
function cellToPar(hole: HoleDetail, mode: RankingMode): number | null {
  if (hole.countedStrokes === null) return null;
  return mode === 'handicap' ? hole.netToPar : netToPar(hole.countedStrokes, 0, hole.par);
}

function cellLabel(hole: HoleDetail, mode: RankingMode): string {
  const parts = [`Hoyo ${hole.numero_hoyo}, par ${hole.par}: ${hole.golpes ?? 'sin resultado'}`];
  if (hole.golpes !== null && hole.countedStrokes !== hole.golpes)
    parts.push(`cuentan ${hole.countedStrokes}`);
  if (mode === 'handicap' && hole.netToPar !== null) parts.push(`neto ${formatToPar(hole.netToPar, 'E')}`);
  if (hole.strokesReceived > 0) {
    parts.push(`recibe ${hole.strokesReceived} golpe${hole.strokesReceived === 1 ? '' : 's'} de hándicap`);
  }
  return parts.join(', ');
}

function HoleCell({ hole, mode }: { hole: HoleDetail; mode: RankingMode }) {
  const toPar = cellToPar(hole, mode);
  const received = hole.strokesReceived;
  const played = hole.golpes !== null;
  const capped = played && hole.countedStrokes !== hole.golpes;
  return (
    <div
      role="cell"
      aria-label={cellLabel(hole, mode)}
      className={cn(
        'flex min-h-14 flex-col items-center justify-start rounded-md border px-0.5 pt-1 pb-1 text-center',
        played ? holeColourClass(toPar) || 'bg-card' : 'bg-muted/50 text-muted-foreground',
        played && toPar === 0 ? 'border-border' : 'border-transparent',
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
        {played ? hole.golpes : '–'}
      </span>
      {capped ? (
        <span aria-hidden className="mt-0.5 text-[9px] leading-none font-semibold tabular-nums opacity-90">
          ={hole.countedStrokes}
        </span>
      ) : null}
      {mode === 'handicap' && hole.netToPar !== null ? (
        <span aria-hidden className="mt-1 text-[10px] leading-none font-semibold tabular-nums">
          {formatToPar(hole.netToPar, 'E')}
        </span>
      ) : null}
    </div>
  );
}

/** 'Resultados por Hoyo' (P§2, T§2): two rows of nine cells (1–9, 10–18) coloured by result to par (P§9, T§9). */
export function HoleGrid({ holes, mode }: { holes: readonly HoleDetail[]; mode: RankingMode }) {
  const rows = [holes.slice(0, 9), holes.slice(9, 18)];
  return (
    <div role="table" aria-label="Resultados por Hoyo" className="grid grid-cols-1 gap-1.5">
      {rows.map((row, i) => (
        <div key={i} role="row" className="grid grid-cols-9 gap-1">
          {row.map((hole) => (
            <HoleCell key={hole.numero_hoyo} hole={hole} mode={mode} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The legend under the grid (P§2 '* Recibe golpe de hándicap'). */
export function HoleGridLegend({ limit }: { limit?: number | null }) {
  return (
    <div className="grid gap-0.5 text-xs text-muted-foreground">
      <p>* Recibe golpe de hándicap (*2: dos golpes)</p>
      {limit !== undefined && limit !== null ? (
        <p>=n: golpes que cuentan con el límite de par + {limit}</p>
      ) : null}
    </div>
  );
}
