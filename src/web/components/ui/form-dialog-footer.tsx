import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { DialogFooter } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';

/** The footer of a form in a dialog: 'Cancelar' closes it, the submit button shows a spinner while saving. */
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
    <DialogFooter className={className}>
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
