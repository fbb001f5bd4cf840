import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { DialogFooter } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/utils';

/**
 * The footer of a form in a dialog: 'Cancelar' closes it, the submit button shows a spinner while saving. It stays
 * at the bottom of a dialog taller than the screen (the dialog scrolls, its buttons do not).
 */
export function FormDialogFooter({
  pending,
  onCancel,
  submitLabel = 'Guardar',
  className,
}: {
  pending: boolean;
  onCancel: () => void;
  submitLabel?: ReactNode;
  className?: string;
}) {
  return (
    <DialogFooter
      className={cn(
        'sticky -bottom-5 z-10 -mx-5 -mb-5 border-t border-border bg-card px-5 pt-3 pb-5',
        className,
      )}
    >
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
