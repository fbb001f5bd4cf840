import { CheckCircle2Icon } from 'lucide-react';
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

/** 'Validar' a published group, after the scorecard's confirmation text (T§5). */
export function ValidateGroupButton({
  nombre,
  onValidate,
  busy,
}: {
  nombre: string;
  onValidate: () => void;
  busy: boolean;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={busy}>
          {busy ? <Spinner /> : <CheckCircle2Icon />}
          Validar {nombre}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Validar {nombre}</AlertDialogTitle>
          <AlertDialogDescription>
            Una vez validados, solo los administradores podrán modificarlos.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={onValidate}>Validar</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
