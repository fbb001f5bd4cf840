import { useNavigate } from 'react-router';
import { useCreatePersonalGame } from '@/web/features/personal-games/api/create-personal-game';
import { GameFormScreen } from '@/web/features/personal-games/components/game-form-screen';
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

  return (
    <GameFormScreen
      title="Crear Partida Personal"
      backTo="/"
      loading={Boolean(profile) && data.isPending}
      notice={
        profile ? null : (
          <p role="alert" className="rounded-xl border border-border bg-card p-5 text-destructive">
            No se encontró el perfil del usuario
          </p>
        )
      }
      data={data}
      form={
        profile
          ? {
              defaultValues: {
                nombre: '',
                fecha_juego: todayIsoDate(),
                hora_salida: '',
                campo_id: '',
                valida_para_handicap: false,
                participantes: [{ tipo: 'jugador', jugador_id: profile.id, handicap_partida: null }],
              },
              creatorId: profile.id,
              submitLabel: 'Crear Partida',
              pendingLabel: 'Creando...',
              isPending: create.isPending,
              cancelTo: '/',
              onSubmit: (values) =>
                create.mutate(values, {
                  onSuccess: () => {
                    toastSuccess('Partida personal creada correctamente');
                    void navigate('/mis-partidas');
                  },
                }),
            }
          : null
      }
    />
  );
}
