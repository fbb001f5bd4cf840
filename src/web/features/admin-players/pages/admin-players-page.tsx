import { FileSpreadsheetIcon, RefreshCwIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { AdminPage, AdminSection } from '@/web/components/layout/admin-page';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAdminPlayers } from '@/web/features/admin-players/api/player-queries';
import { DiagnosticsCard } from '@/web/features/admin-players/components/diagnostics-card';
import { ImportPlayersDialog } from '@/web/features/admin-players/components/import-players-dialog';
import { UpdateHandicapsDialog } from '@/web/features/admin-players/components/update-handicaps-dialog';
import { NewPlayerDialog } from '@/web/features/admin-players/components/new-player-dialog';
import { PlayersTable } from '@/web/features/admin-players/components/players-table';

/** /admin/jugadores 'Gestión de Jugadores' (T§2): account diagnostics plus the players table. */
export default function AdminPlayersPage() {
  const players = useAdminPlayers();
  const [creating, setCreating] = useState(false);
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
            <PlayersTable players={players.data} />
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
      <ImportPlayersDialog open={importing} onOpenChange={setImporting} />
      <UpdateHandicapsDialog open={updatingHandicaps} onOpenChange={setUpdatingHandicaps} />
    </AdminPage>
  );
}
