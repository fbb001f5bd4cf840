import { formatToPar, holeColourClass, netToPar, type HoleDetail, type RankingMode } from '@/shared/domain';
import { cn } from '@/web/lib/utils';

/** The to-par value a cell is coloured by: net (handicap mode) or gross (scratch), from the rules engine. */
function cellToPar(hole: HoleDetail, mode: RankingMode): number | null {
  if (hole.countedStrokes === null) return null;
  return mode === 'handicap' ? hole.netToPar : netToPar(hole.countedStrokes, 0, hole.par);
}

function HoleCell({ hole, mode }: { hole: HoleDetail; mode: RankingMode }) {
  const toPar = cellToPar(hole, mode);
  const receives = hole.strokesReceived > 0;
  const played = hole.golpes !== null;
  return (
    <div
      role="cell"
      aria-label={`Hoyo ${hole.numero_hoyo}: ${played ? hole.golpes : 'sin resultado'}${
        mode === 'handicap' && hole.netToPar !== null ? ` (${formatToPar(hole.netToPar, 'E')})` : ''
      }${receives ? ' *' : ''}`}
      className={cn(
        'relative flex min-h-14 flex-col items-center justify-start rounded-md border px-0.5 pt-1 pb-1 text-center',
        played ? holeColourClass(toPar) || 'bg-card' : 'bg-muted/50 text-muted-foreground',
        played && toPar === 0 ? 'border-border' : 'border-transparent',
      )}
    >
      <span aria-hidden className="text-[10px] leading-none opacity-75">
        {hole.numero_hoyo}
      </span>
      {receives ? (
        <span aria-hidden className="absolute top-0 right-0.5 text-xs leading-none font-bold">
          *
        </span>
      ) : null}
      <span aria-hidden className="mt-1 text-base leading-none font-bold tabular-nums">
        {played ? hole.golpes : '–'}
      </span>
      {mode === 'handicap' && hole.netToPar !== null ? (
        <span aria-hidden className="mt-1 text-[10px] leading-none font-semibold tabular-nums">
          {formatToPar(hole.netToPar, 'E')}
        </span>
      ) : null}
    </div>
  );
}

/** 'Resultados por Hoyo' (P§2): two rows of nine cells (1–9, 10–18) coloured by result to par (P§9). */
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
