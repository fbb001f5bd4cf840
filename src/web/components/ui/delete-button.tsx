import { Trash2Icon } from 'lucide-react';
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
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

export interface DeleteButtonProps {
  /** Accessible name and text of the button, e.g. 'Eliminar campo'. */
  label: string;
  /** Show only the icon (the label stays as its accessible name). */
  iconOnly?: boolean;
  /** Title of the confirmation, e.g. 'Eliminar campo'. */
  title: string;
  /** What will be deleted and what goes with it. */
  description: ReactNode;
  /** Why it cannot be deleted (from the server): shown instead of the confirmation. */
  blockedReason?: string | null;
  pending?: boolean;
  onConfirm: () => void;
}

/**
 * Deleting with care: a confirmation that says what goes, or — when the server already said why it cannot be
 * deleted — that reason instead, so nobody confirms something that will be refused.
 */
export function DeleteButton({
  label,
  iconOnly = false,
  title,
  description,
  blockedReason,
  pending = false,
  onConfirm,
}: DeleteButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant={iconOnly ? 'ghost' : 'outline'}
          size={iconOnly ? 'icon' : 'default'}
          aria-label={iconOnly ? label : undefined}
          title={iconOnly ? label : undefined}
          disabled={pending}
          className={iconOnly ? 'text-destructive' : 'text-destructive hover:text-destructive'}
        >
          {pending ? <Spinner /> : <Trash2Icon />}
          {iconOnly ? null : label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        {blockedReason ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>No se puede eliminar</AlertDialogTitle>
              <AlertDialogDescription>{blockedReason}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Entendido</AlertDialogCancel>
            </AlertDialogFooter>
          </>
        ) : (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{title}</AlertDialogTitle>
              <AlertDialogDescription asChild>
                <div className="grid gap-2">{description}</div>
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={onConfirm}>
                Eliminar
              </AlertDialogAction>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
