import { strokeChoices, type Hole } from '@/shared/domain';
import { lengthSuffix } from '@/web/components/scorecard/hole-length';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { useHoldUpdatePrompt } from '@/web/lib/pwa';
import { cn } from '@/web/lib/utils';

export interface ScoreTarget {
  participanteId: string;
  nombre: string;
  golpes: number | null;
  /** The hole is marked 'Recogida' (picked up). */
  recogida?: boolean;
}

/**
 * The stroke dialog of both kinds: 1–9 with their labels by par (rules engine), and for tournament groups '10+',
 * 'Recogida' where the format allows picking up (design §14), 'Borrar' and 'Cancelar' (T§2, T§5). Personal games:
 * 'Seleccionar resultado' with 1–9 (P§2). Choosing saves.
 */
export function ScoreDialog({
  title,
  target,
  hole,
  tenPlus = false,
  onChoose,
  onPickUp,
  pickUpHint,
  onClear,
  onClose,
  cancel = false,
}: {
  title: string;
  target: ScoreTarget | null;
  hole: Hole;
  /** Offer 10 as '10+' (T§5). */
  tenPlus?: boolean;
  onChoose: (golpes: number) => void;
  /** Offer 'Recogida' (the format allows picking up): the hole is stored as picked up, without strokes. */
  onPickUp?: () => void;
  /** What a pick-up means in the format ('0 puntos'), under 'Recogida'. */
  pickUpHint?: string;
  /** Offer 'Borrar' (T§2): removes the hole's result. */
  onClear?: () => void;
  onClose: () => void;
  /** Offer 'Cancelar' (T§2). */
  cancel?: boolean;
}) {
  const choices = strokeChoices(hole.par, { tenPlus });
  // 'Nueva versión disponible' never shows in the middle of entering a score (decision record 014).
  useHoldUpdatePrompt(target !== null);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-sm sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {target?.nombre} · Hoyo {hole.numero_hoyo} · Par {hole.par}
            {lengthSuffix(hole)}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-3 gap-2">
          {choices.map((choice) => {
            const selected =
              target?.golpes === choice.value || (choice.value === 10 && (target?.golpes ?? 0) > 10);
            return (
              <button
                key={choice.value}
                type="button"
                aria-pressed={selected}
                onClick={() => onChoose(choice.value)}
                className={cn(
                  'flex h-[4.5rem] cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border text-foreground transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring sm:h-20',
                  choice.value === 10 && 'col-span-3 h-14 sm:h-14',
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
          {onPickUp ? (
            <button
              type="button"
              aria-pressed={target?.recogida === true}
              onClick={onPickUp}
              className={cn(
                'col-span-3 flex h-14 cursor-pointer flex-col items-center justify-center rounded-xl border text-foreground transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                target?.recogida
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card hover:bg-muted',
              )}
            >
              <span className="text-lg leading-none font-bold">Recogida</span>
              {pickUpHint ? (
                <span
                  className={cn(
                    'text-xs leading-tight',
                    target?.recogida ? 'text-primary-foreground/90' : 'text-muted-foreground',
                  )}
                >
                  {pickUpHint}
                </span>
              ) : null}
            </button>
          ) : null}
        </div>
        {onClear || cancel ? (
          <DialogFooter className="flex-row gap-2 sm:justify-between">
            {onClear ? (
              <Button
                variant="outline"
                className="flex-1 border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive sm:flex-none"
                disabled={target?.golpes === null && !target.recogida}
                onClick={onClear}
              >
                Borrar
              </Button>
            ) : null}
            {cancel ? (
              <Button variant="secondary" className="flex-1 sm:flex-none" onClick={onClose}>
                Cancelar
              </Button>
            ) : null}
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
