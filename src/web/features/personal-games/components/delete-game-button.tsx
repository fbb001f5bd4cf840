import { Trash2Icon } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogAction,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { useDeletePersonalGame } from '@/web/features/personal-games/api/delete-personal-game';

/** The trash button of a game card, with the spec's confirmation (P§2). */
export function DeleteGameButton({
  gameId,
  gameName,
  className,
}: {
  gameId: string;
  gameName: string;
  className?: string;
}) {
  const remove = useDeletePersonalGame();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Borrar partida"
          title="Borrar partida"
          disabled={remove.isPending}
          className={className}
        >
          <Trash2Icon className="text-destructive" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Borrar partida</AlertDialogTitle>
          <AlertDialogDescription>
            ¿Estás seguro de que quieres borrar esta partida? Esta acción no se puede deshacer.
          </AlertDialogDescription>
          <p className="truncate text-sm font-medium">{gameName}</p>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => remove.mutate(gameId)}>
            Borrar
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
