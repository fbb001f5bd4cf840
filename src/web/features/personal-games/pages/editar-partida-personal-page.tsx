import { LockIcon } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePersonalGame } from '@/web/features/personal-games/api/get-personal-game';
import { useUpdatePersonalGame } from '@/web/features/personal-games/api/update-personal-game';
import { GameFormScreen } from '@/web/features/personal-games/components/game-form-screen';
import { GameNotFound } from '@/web/features/personal-games/components/game-not-found';
import { useGameFormData } from '@/web/features/personal-games/hooks/use-game-form-data';
import { formValuesFromGame } from '@/web/features/personal-games/lib/participants';
import { toastSuccess } from '@/web/lib/toast';

function GameLocked() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-10 text-center shadow-sm">
      <LockIcon className="size-7 text-primary" aria-hidden />
      <p role="status" className="font-semibold">
        Resultados validados
      </p>
      <p className="text-sm text-muted-foreground">La partida está validada y no se puede modificar</p>
    </div>
  );
}

/**
 * /editar-partida-personal/:id (design §12: a real edit screen for the creator; P§2's old 404 is gone). The same
 * form as 'Crear Partida Personal', prefilled. What is shown follows the server's `permisos`: who may edit gets the
 * form; who may only delete it (its creator, once validated) is told it is validated; anybody else sees 'Partida
 * no encontrada'.
 */
export default function EditarPartidaPersonalPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const game = usePersonalGame(id);
  const data = useGameFormData(game.data);
  const update = useUpdatePersonalGame();

  // First load failed: the query toasted 'No se pudo cargar la información de la partida'; go home (P§8).
  if (game.isError && game.data === undefined) return <Navigate to="/" replace />;
  const current = game.data?.permisos.editar ? game.data : null;
  let notice = null;
  if (!current) notice = game.data?.permisos.borrar ? <GameLocked /> : <GameNotFound />;

  return (
    <GameFormScreen
      title="Editar Partida Personal"
      backTo="/mis-partidas"
      loading={game.isPending || (Boolean(game.data) && data.isPending)}
      notice={notice}
      data={data}
      form={
        current
          ? {
              formKey: current.id,
              defaultValues: formValuesFromGame(current),
              creatorId: current.creador?.id ?? '',
              submitLabel: 'Guardar cambios',
              pendingLabel: 'Guardando...',
              isPending: update.isPending,
              cancelTo: '/mis-partidas',
              onSubmit: (body) =>
                update.mutate(
                  { id: current.id, body },
                  {
                    onSuccess: () => {
                      toastSuccess('Partida actualizada correctamente');
                      void navigate('/mis-partidas');
                    },
                  },
                ),
            }
          : null
      }
    />
  );
}
