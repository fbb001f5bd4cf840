import { FileSpreadsheetIcon, RefreshCwIcon, SendIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { AdminPage, AdminSection } from '@/web/components/layout/admin-page';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useOpenInvitations } from '@/web/features/admin-players/api/invitations';
import { useAdminPlayers } from '@/web/features/admin-players/api/player-queries';
import { DiagnosticsCard } from '@/web/features/admin-players/components/diagnostics-card';
import { ImportPlayersDialog } from '@/web/features/admin-players/components/import-players-dialog';
import { InviteDialog, type InvitedPlayer } from '@/web/features/admin-players/components/invite-dialog';
import { UpdateHandicapsDialog } from '@/web/features/admin-players/components/update-handicaps-dialog';
import { NewPlayerDialog } from '@/web/features/admin-players/components/new-player-dialog';
import { PlayersTable } from '@/web/features/admin-players/components/players-table';

/** /admin/jugadores 'Gestión de Jugadores' (T§2): account diagnostics plus the players table. */
export default function AdminPlayersPage() {
  const players = useAdminPlayers();
  const invitations = useOpenInvitations();
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState<InvitedPlayer[]>([]);
  const [inviteOpen, setInviteOpen] = useState(false);
  const invite = (list: InvitedPlayer[]) => {
    setInviting(list);
    setInviteOpen(true);
  };
  const withoutAccount = (players.data ?? [])
    .filter((p) => !p.tiene_cuenta)
    .map(({ id, nombre }) => ({ id, nombre }));
  const [importing, setImporting] = useState(false);
  const [updatingHandicaps, setUpdatingHandicaps] = useState(false);
  return (
    <AdminPage
      title="Gestión de Jugadores"
      description="Fichas de los jugadores y sus cuentas de acceso"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <FileSpreadsheetIcon />
            Importar jugadores
          </Button>
          <Button variant="outline" onClick={() => setUpdatingHandicaps(true)}>
            <RefreshCwIcon />
            Actualizar hándicaps
          </Button>
          <Button
            variant="outline"
            disabled={withoutAccount.length === 0}
            onClick={() => invite(withoutAccount)}
          >
            <SendIcon />
            Invitar a todos los que no tienen cuenta
          </Button>
          <Button onClick={() => setCreating(true)}>
            <UserPlusIcon />
            Nuevo jugador
          </Button>
        </div>
      }
    >
      <div className="grid gap-6">
        <AdminSection title="Diagnóstico de cuentas">
          <DiagnosticsCard />
        </AdminSection>
        <AdminSection title="Jugadores">
          {players.data ? (
            <PlayersTable players={players.data} invitations={invitations.data} onInvite={invite} />
          ) : (
            <div className="grid gap-2">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          )}
        </AdminSection>
      </div>
      <NewPlayerDialog open={creating} onOpenChange={setCreating} />
      <InviteDialog players={inviting} open={inviteOpen} onOpenChange={setInviteOpen} />
      <ImportPlayersDialog open={importing} onOpenChange={setImporting} />
      <UpdateHandicapsDialog open={updatingHandicaps} onOpenChange={setUpdatingHandicaps} />
    </AdminPage>
  );
}
