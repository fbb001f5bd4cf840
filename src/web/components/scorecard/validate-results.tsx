import { CheckCircle2Icon, ClipboardCheckIcon } from 'lucide-react';
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
import { cn } from '@/web/lib/utils';

/**
 * 'Validar Resultados' with its confirmation (P§2, T§5): the texts come from the caller (a personal game has one,
 * a tournament group one for a full card and one when holes are missing). `floating` pins it to the bottom of the
 * screen (T§2 "a floating 'Validar Resultados' button").
 */
export function ValidateResultsButton({
  description,
  pending,
  onConfirm,
  floating = false,
}: {
  description: string;
  pending: boolean;
  onConfirm: () => void;
  floating?: boolean;
}) {
  const button = (
    <AlertDialogTrigger asChild>
      <Button
        size="lg"
        className={cn('w-full', floating && 'h-12 rounded-full shadow-lg sm:w-auto sm:px-8')}
        disabled={pending}
      >
        {pending ? <Spinner /> : <ClipboardCheckIcon />}
        Validar Resultados
      </Button>
    </AlertDialogTrigger>
  );
  return (
    <AlertDialog>
      {floating ? (
        <div
          data-floating-actions
          className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center bg-gradient-to-t from-background via-background/90 to-transparent px-4 pt-6 pb-[max(1rem,env(safe-area-inset-bottom))]"
        >
          <div className="pointer-events-auto w-full max-w-2xl sm:flex sm:justify-center">{button}</div>
        </div>
      ) : (
        button
      )}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Validar resultados?</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Validar</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Shown once the partida is validated (T§4 'Resultados validados'); the text says who may still change it. */
export function ValidatedBanner({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-primary/30 bg-secondary p-4 text-secondary-foreground"
    >
      <CheckCircle2Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Resultados validados</p>
        <p className="text-sm">{children}</p>
      </div>
    </div>
  );
}
