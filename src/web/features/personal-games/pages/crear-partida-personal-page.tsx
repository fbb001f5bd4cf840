import { useNavigate } from 'react-router';
import { PageShell } from '@/web/components/layout/page-shell';
import { Button } from '@/web/components/ui/button';
import { useCreatePersonalGame } from '@/web/features/personal-games/api/create-personal-game';
import { GameForm } from '@/web/features/personal-games/components/game-form';
import { GameFormSkeleton } from '@/web/features/personal-games/components/form-skeleton';
import { useGameFormData } from '@/web/features/personal-games/hooks/use-game-form-data';
import { todayIsoDate } from '@/web/lib/format';
import { useMe } from '@/web/lib/session';
import { toastSuccess } from '@/web/lib/toast';

/** /crear-partida-personal 'Crear Partida Personal' (P§2). */
export default function CrearPartidaPersonalPage() {
  const navigate = useNavigate();
  const { profile } = useMe();
  const data = useGameFormData();
  const create = useCreatePersonalGame();

  let content;
  if (!profile) {
    content = (
      <p role="alert" className="rounded-xl border border-border bg-card p-5 text-destructive">
        No se encontró el perfil del usuario
      </p>
    );
  } else if (data.isPending) {
    content = <GameFormSkeleton />;
  } else if (data.isError) {
    content = (
      <div className="flex justify-center py-10">
        <Button variant="outline" onClick={data.retry}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    content = (
      <GameForm
        defaultValues={{
          nombre: '',
          fecha_juego: todayIsoDate(),
          hora_salida: '',
          campo_id: '',
          participantes: [{ tipo: 'jugador', jugador_id: profile.id, handicap_partida: null }],
        }}
        courses={data.courses}
        playerOptions={data.playerOptions}
        players={data.players}
        creatorId={profile.id}
        submitLabel="Crear Partida"
        pendingLabel="Creando..."
        isPending={create.isPending}
        cancelTo="/"
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              toastSuccess('Partida personal creada correctamente');
              void navigate('/mis-partidas');
            },
          })
        }
      />
    );
  }

  return (
    <PageShell title="Crear Partida Personal" backTo="/" width="xl">
      {content}
    </PageShell>
  );
}
