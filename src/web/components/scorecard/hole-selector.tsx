import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { nextHole, previousHole, type Hole } from '@/shared/domain';
import { lengthSuffix } from '@/web/components/scorecard/hole-length';
import { Button } from '@/web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { cn } from '@/web/lib/utils';

/** 'Hoyo 5 · Par 3', with the length when known ('Hoyo 4 · Par 5 · 452 m'): an option of the hole select. */
export const holeOptionLabel = (hole: Hole) =>
  `Hoyo ${hole.numero_hoyo} · Par ${hole.par}${lengthSuffix(hole)}`;

/**
 * The hole selector of 'Introducir Resultados' (P§2, P§4): previous/next arrows around a select of the 18 holes
 * with their par; the current hole's par shown large. Sticky under the page header. The arrows follow the group's
 * playing order from its starting hole (`start`, `playingOrder`): disabled at 1 and 18 for a hole-1 start; from the
 * 10th, next goes 18 → 1 and they stop at 10 and 9.
 */
export function HoleSelector({
  holes,
  hole,
  onChange,
  start = 1,
  className,
}: {
  holes: readonly Hole[];
  hole: number;
  onChange: (hole: number) => void;
  start?: number;
  className?: string;
}) {
  const current = holes[hole - 1];
  const previous = previousHole(start, hole);
  const next = nextHole(start, hole);
  return (
    <div
      className={cn(
        'sticky top-[calc(4rem+1px)] z-20 -mx-4 border-b border-border bg-background/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:top-[calc(4.25rem+1px)] sm:mx-0 sm:rounded-xl sm:border sm:bg-card sm:px-3 sm:shadow-sm',
        className,
      )}
    >
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-12 rounded-xl"
          aria-label="Hoyo anterior"
          disabled={previous === null}
          onClick={() => previous !== null && onChange(previous)}
        >
          <ChevronLeftIcon className="size-6!" />
        </Button>
        <Select value={String(hole)} onValueChange={(v) => onChange(Number(v))}>
          <SelectTrigger aria-label="Hoyo" className="h-12 flex-1 rounded-xl text-lg font-semibold">
            {/* The par has its own box: the trigger shows just 'Hoyo n' so it fits on a phone. */}
            <SelectValue>{`Hoyo ${hole}`}</SelectValue>
          </SelectTrigger>
          <SelectContent className="max-h-80">
            {holes.map((h) => (
              <SelectItem key={h.numero_hoyo} value={String(h.numero_hoyo)}>
                {holeOptionLabel(h)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div
          className="flex h-12 min-w-16 flex-col items-center justify-center rounded-xl bg-primary px-2 text-primary-foreground"
          aria-label={current ? `Par ${current.par}` : undefined}
          role="img"
        >
          <span className="text-[10px] leading-none font-semibold tracking-widest uppercase opacity-90">
            Par
          </span>
          <span className="text-2xl leading-none font-extrabold tabular-nums">{current?.par ?? '–'}</span>
        </div>
        <Button
          variant="outline"
          size="icon"
          className="size-12 rounded-xl"
          aria-label="Hoyo siguiente"
          disabled={next === null}
          onClick={() => next !== null && onChange(next)}
        >
          <ChevronRightIcon className="size-6!" />
        </Button>
      </div>
    </div>
  );
}
