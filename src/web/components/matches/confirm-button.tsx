import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

/** The warning of every match write that stays (a concession): design §14. */
export const CANNOT_UNDO = 'Esta acción no se puede deshacer';

/** A button whose action is confirmed first ('¿Conceder el hoyo 5?' / 'Esta acción no se puede deshacer'). */
export function ConfirmButton({
  children,
  title,
  description = CANNOT_UNDO,
  confirmLabel,
  pending = false,
  onConfirm,
  variant = 'outline',
  className,
  disabled,
  body,
}: {
  children: ReactNode;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  variant?: ButtonProps['variant'];
  className?: string;
  disabled?: boolean;
  /** More of the dialog under the description (e.g. which side concedes). */
  body?: ReactNode;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={variant} className={className} disabled={pending || disabled}>
          {pending ? <Spinner /> : null}
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {body}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
