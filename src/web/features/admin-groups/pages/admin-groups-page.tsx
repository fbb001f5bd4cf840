import { CalendarClockIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AdminPage } from '@/web/components/layout/admin-page';
import { FormField } from '@/web/components/ui/form-field';
import { EmptyState, LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useGroupTournaments, useTournamentGroups } from '@/web/features/admin-groups/api/group-queries';
import { GroupsEditor } from '@/web/features/admin-groups/components/groups-editor';
import { formatShortDate } from '@/web/lib/format';
import { CHOICE_KEYS, initialChoice, useRememberedChoice } from '@/web/lib/remembered-choice';

/**
 * /admin/partidas 'Gestión de Partidas' (T§2, T§4, T§9): the tournament by the selector or ?torneo={id}; without
 * one it opens on the tournament last chosen in this browser, or on the only active one.
 */
export default function AdminGroupsPage() {
  const [params, setParams] = useSearchParams();
  const tournaments = useGroupTournaments();
  const [remembered, remember] = useRememberedChoice(CHOICE_KEYS.groupsTournament);
  const torneoId =
    params.get('torneo') ??
    (tournaments.data
      ? (initialChoice(
          tournaments.data.map((t) => t.id),
          remembered,
        ) ?? '')
      : '');
  return (
    <AdminPage title="Gestión de Partidas" description="Partidas y horarios de salida de cada torneo">
      <div className="grid gap-4">
        <FormField label="Torneo" className="max-w-xl">
          {(field) => (
            <select
              {...field}
              className="h-11 w-full rounded-lg border border-input bg-card px-3 text-base"
              value={torneoId}
              disabled={!tournaments.data}
              onChange={(e) => {
                remember(e.target.value || null);
                setParams(e.target.value ? { torneo: e.target.value } : {});
              }}
            >
              <option value="">Selecciona un torneo</option>
              {(tournaments.data ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.nombre} · {formatShortDate(t.fecha_juego)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {torneoId ? (
          <TournamentGroups key={torneoId} torneoId={torneoId} />
        ) : tournaments.isPending ? null : (
          <EmptyState
            icon={<CalendarClockIcon />}
            text="Selecciona un torneo activo para gestionar sus partidas"
          />
        )}
      </div>
    </AdminPage>
  );
}

function TournamentGroups({ torneoId }: { torneoId: string }) {
  const query = useTournamentGroups(torneoId);
  if (query.data) return <GroupsEditor torneoId={torneoId} data={query.data} />;
  if (query.isError) {
    return (
      <LoadError
        message="No se pudieron cargar los participantes"
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Cargando...">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-48" />
      ))}
    </div>
  );
}
