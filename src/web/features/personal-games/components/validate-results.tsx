import { CheckCircle2Icon, ClipboardCheckIcon } from 'lucide-react';
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
import { useValidatePersonalGame } from '@/web/features/personal-games/api/validate-personal-game';

/** The creator's 'Validar Resultados' with its confirmation (P§2); validation is saved (design §12). */
export function ValidateResultsButton({ gameId }: { gameId: string }) {
  const validate = useValidatePersonalGame(gameId);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="lg" className="w-full" disabled={validate.isPending}>
          {validate.isPending ? <Spinner /> : <ClipboardCheckIcon />}
          Validar Resultados
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Validar resultados?</AlertDialogTitle>
          <AlertDialogDescription>
            Una vez validados los resultados, no se podrán modificar. ¿Estás seguro de que quieres continuar?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={() => validate.mutate()}>Validar</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Shown once the game is validated: the strokes are locked for everybody. */
export function ValidatedBanner() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-primary/30 bg-secondary p-4 text-secondary-foreground"
    >
      <CheckCircle2Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Resultados validados</p>
        <p className="text-sm">Los resultados de esta partida ya no se pueden modificar.</p>
      </div>
    </div>
  );
}
