import { LockIcon } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageShell } from '@/web/components/layout/page-shell';
import { Button } from '@/web/components/ui/button';
import { usePersonalGame } from '@/web/features/personal-games/api/get-personal-game';
import { useUpdatePersonalGame } from '@/web/features/personal-games/api/update-personal-game';
import { GameForm } from '@/web/features/personal-games/components/game-form';
import { GameFormSkeleton } from '@/web/features/personal-games/components/form-skeleton';
import { GameNotFound } from '@/web/features/personal-games/components/game-not-found';
import { useGameFormData } from '@/web/features/personal-games/hooks/use-game-form-data';
import { formValuesFromGame } from '@/web/features/personal-games/lib/participants';
import { toastSuccess } from '@/web/lib/toast';

/**
 * /editar-partida-personal/:id (design §12: a real edit screen for the creator; P§2's old 404 is gone). The same
 * form as 'Crear Partida Personal', prefilled. Anyone but the creator sees 'Partida no encontrada'.
 */
export default function EditarPartidaPersonalPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const game = usePersonalGame(id);
  const data = useGameFormData(game.data);
  const update = useUpdatePersonalGame();

  let content;
  // First load failed: the query toasted 'No se pudo cargar la información de la partida'; go home (P§8).
  if (game.isError && game.data === undefined) return <Navigate to="/" replace />;
  if (game.isPending || (game.data && data.isPending)) {
    content = <GameFormSkeleton />;
  } else if (!game.data || !game.data.es_creador) {
    content = <GameNotFound />;
  } else if (game.data.validada) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-10 text-center shadow-sm">
        <LockIcon className="size-7 text-primary" aria-hidden />
        <p role="status" className="font-semibold">
          Resultados validados
        </p>
        <p className="text-sm text-muted-foreground">La partida está validada y no se puede modificar</p>
      </div>
    );
  } else if (data.isError) {
    content = (
      <div className="flex justify-center py-10">
        <Button variant="outline" onClick={data.retry}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    const current = game.data;
    content = (
      <GameForm
        key={current.id}
        defaultValues={formValuesFromGame(current)}
        courses={data.courses}
        playerOptions={data.playerOptions}
        players={data.players}
        creatorId={current.creador?.id ?? ''}
        submitLabel="Guardar cambios"
        pendingLabel="Guardando..."
        isPending={update.isPending}
        cancelTo="/mis-partidas"
        onSubmit={(body) =>
          update.mutate(
            { id: current.id, body },
            {
              onSuccess: () => {
                toastSuccess('Partida actualizada correctamente');
                void navigate('/mis-partidas');
              },
            },
          )
        }
      />
    );
  }

  return (
    <PageShell title="Editar Partida Personal" backTo="/mis-partidas" width="xl">
      {content}
    </PageShell>
  );
}
