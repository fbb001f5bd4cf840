import { useParams } from 'react-router';
import { AdminPage } from '@/web/components/layout/admin-page';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAdminPlayer } from '@/web/features/admin-players/api/player-queries';
import { DeletePlayerCard } from '@/web/features/admin-players/components/delete-player-card';
import { InvitationCard } from '@/web/features/admin-players/components/invitation-card';
import { PendingAccountCard } from '@/web/features/admin-players/components/pending-account-card';
import { PlayerAccountCard } from '@/web/features/admin-players/components/player-account-card';
import { PlayerImageCard } from '@/web/features/admin-players/components/player-image-card';
import { PlayerProfileCard } from '@/web/features/admin-players/components/player-profile-card';
import { errorMessage } from '@/web/lib/api-client';
import { NotFoundPanel } from '@/web/components/layout/not-found-panel';
import { isNotFound } from '@/web/lib/not-found';

/** /admin/jugadores/{jugadorId}: the player editor (T§2). */
export default function AdminPlayerPage() {
  const { jugadorId = '' } = useParams();
  const player = useAdminPlayer(jugadorId);
  const detail = player.data;
  return (
    <AdminPage
      title={detail?.perfil.nombre ?? 'Perfil del Jugador'}
      description={detail ? 'Perfil del Jugador' : undefined}
      backTo="/admin/jugadores"
      backLabel="Volver a Jugadores"
      width="lg"
    >
      {detail ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          {detail.cuenta_pendiente ? (
            <div className="lg:col-span-2">
              <PendingAccountCard perfil={detail.perfil} pending={detail.cuenta_pendiente} />
            </div>
          ) : null}
          <PlayerProfileCard key={`${detail.perfil.id}-profile`} perfil={detail.perfil} />
          <div className="grid gap-5">
            <PlayerImageCard perfil={detail.perfil} />
            {detail.cuenta ? null : <InvitationCard perfil={detail.perfil} />}
            <PlayerAccountCard key={`${detail.perfil.id}-${detail.cuenta?.id ?? 'none'}`} detail={detail} />
            <DeletePlayerCard perfil={detail.perfil} />
          </div>
        </div>
      ) : isNotFound(player.error) ? (
        <NotFoundPanel text="Perfil no encontrado" />
      ) : player.isError ? (
        <Card>
          <CardContent className="p-6">
            <p role="alert" className="text-destructive">
              {errorMessage(player.error, 'Perfil no encontrado')}
            </p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-3">
          <Skeleton className="h-72" />
          <Skeleton className="h-40" />
        </div>
      )}
    </AdminPage>
  );
}
