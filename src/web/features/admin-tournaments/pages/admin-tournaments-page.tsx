import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPage, AdminSection } from '@/web/components/layout/admin-page';
import { Button } from '@/web/components/ui/button';
import { QuickEntryCard } from '@/web/features/admin-tournaments/components/quick-entry-card';
import { TournamentFormDialog } from '@/web/features/admin-tournaments/components/tournament-form-dialog';
import { TournamentList } from '@/web/features/admin-tournaments/components/tournament-list';

/** /admin/torneos 'Gestión de Torneos' (T§2): the quick result entry and the tournament list. */
export default function AdminTournamentsPage() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <AdminPage
      title="Gestión de Torneos"
      description="Torneos, participantes, tablas de puntos y resultados"
      actions={
        <Button onClick={() => setCreating(true)}>
          <PlusIcon />
          Nuevo torneo
        </Button>
      }
    >
      <div className="grid gap-8">
        <AdminSection
          title="Introducción rápida de resultados"
          description="Elige torneo y participante, escribe los golpes de los 18 hoyos (Tab o Intro para avanzar) y guarda."
        >
          <QuickEntryCard />
        </AdminSection>
        <AdminSection title="Torneos">
          <TournamentList />
        </AdminSection>
      </div>
      {creating ? (
        <TournamentFormDialog
          open
          onOpenChange={setCreating}
          onSaved={(saved) => void navigate(`/admin/torneos/${saved.id}`)}
        />
      ) : null}
    </AdminPage>
  );
}
