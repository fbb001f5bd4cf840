import { strokeChoices, type Hole } from '@/shared/domain';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/utils';

export interface ScoreTarget {
  participanteId: string;
  nombre: string;
  golpes: number | null;
}

/**
 * 'Seleccionar resultado' (P§2): a 3×3 grid of the stroke choices 1–9 with their labels by par (rules engine);
 * choosing one saves it at once.
 */
export function ScoreDialog({
  target,
  hole,
  onClose,
  onChoose,
}: {
  target: ScoreTarget | null;
  hole: Hole;
  onClose: () => void;
  onChoose: (golpes: number) => void;
}) {
  const choices = strokeChoices(hole.par, { tenPlus: false });
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-sm sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Seleccionar resultado</DialogTitle>
          <DialogDescription>
            {target?.nombre} · Hoyo {hole.numero_hoyo} · Par {hole.par}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-3 gap-2">
          {choices.map((choice) => {
            const selected = target?.golpes === choice.value;
            return (
              <button
                key={choice.value}
                type="button"
                aria-pressed={selected}
                onClick={() => onChoose(choice.value)}
                className={cn(
                  'flex h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border text-foreground transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected
                    ? 'border-primary bg-primary text-primary-foreground'
                    : choice.value === hole.par
                      ? 'border-primary/50 bg-secondary hover:bg-accent'
                      : 'border-border bg-card hover:bg-muted',
                )}
              >
                <span className="text-3xl leading-none font-bold tabular-nums">{choice.display}</span>
                {choice.label ? (
                  <span
                    className={cn(
                      'text-xs leading-tight',
                      selected ? 'text-primary-foreground/90' : 'text-muted-foreground',
                    )}
                  >
                    {choice.label}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
