import { ListOrderedIcon, PencilIcon, PlusIcon, RefreshCwIcon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { scoringSystemLabel } from '@/shared/domain';
import { ADMIN_LEAGUE_MESSAGES as M, type TAdminLeague } from '@/shared/schemas/admin-leagues';
import { AdminPage } from '@/web/components/layout/admin-page';
import { ScoringBox } from '@/web/components/leagues/scoring-box';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { DeleteButton } from '@/web/components/ui/delete-button';
import { FormField } from '@/web/components/ui/form-field';
import { EmptyState, LoadError } from '@/web/components/ui/list-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import {
  useAdminLeagues,
  useDeleteLeague,
  useLeagueTournaments,
  useRecalculateTournament,
} from '@/web/features/admin-leagues/api/admin-leagues';
import { CalculatePointsButton } from '@/web/features/admin-leagues/components/calculate-points-button';
import { LeagueFormDialog } from '@/web/features/admin-leagues/components/league-form-dialog';
import { LeagueTournamentsDialog } from '@/web/features/admin-leagues/components/league-tournaments-dialog';
import { PublicLinkCard } from '@/web/components/public/public-link-card';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { CHOICE_KEYS, initialChoice, useRememberedChoice } from '@/web/lib/remembered-choice';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { plural } from '@/web/lib/plural';

function LeagueTournaments({ league }: { league: TAdminLeague }) {
  const tournaments = useLeagueTournaments(league.id);
  const [managing, setManaging] = useState(false);
  const [running, setRunning] = useState<string | null>(null);
  const recalc = useRecalculateTournament({
    onSuccess: ({ participantes }) =>
      toastSuccess(
        M.success,
        `Puntuaciones recalculadas correctamente para ${plural(participantes, 'participante')}`,
      ),
    onError: (e) => toastError('Error', errorMessage(e, M.calculateFailed)),
  });
  const list = tournaments.data ?? [];
  return (
    <section aria-labelledby="torneos-liga" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="torneos-liga" className="mr-auto text-lg font-semibold">
          Torneos de la liga ({list.length})
        </h2>
        <Button variant="outline" onClick={() => setManaging(true)}>
          <ListOrderedIcon />
          Gestionar torneos
        </Button>
      </div>
      {tournaments.isPending ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : tournaments.isError ? (
        <LoadError
          message="No se pudieron cargar los datos"
          onRetry={() => void tournaments.refetch()}
          busy={tournaments.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={<TrophyIcon />} text="Esta liga no tiene torneos asignados todavía" />
      ) : (
        <ol className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
          {list.map((t, i) => (
            <li
              key={t.torneo_id}
              className="flex flex-col gap-2 border-border p-3 not-first:border-t sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold tabular-nums">
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <p className="font-medium break-words">{t.nombre}</p>
                  <p className="text-sm text-muted-foreground">{formatShortDate(t.fecha_juego)}</p>
                </div>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={recalc.isPending}
                onClick={() => {
                  setRunning(t.torneo_id);
                  recalc.mutate({ id: league.id, torneoId: t.torneo_id });
                }}
              >
                {recalc.isPending && running === t.torneo_id ? <Spinner /> : <RefreshCwIcon />}
                Recalcular puntos
              </Button>
            </li>
          ))}
        </ol>
      )}
      <LeagueTournamentsDialog ligaId={league.id} torneos={list} open={managing} onOpenChange={setManaging} />
    </section>
  );
}

/**
 * /admin/ligas 'Gestión de Ligas' (T§2). It opens on the league last chosen in this browser, or on the only one.
 */
export default function AdminLeaguesPage() {
  const leagues = useAdminLeagues();
  const [remembered, setSelectedId] = useRememberedChoice(CHOICE_KEYS.league);
  const selectedId = leagues.data
    ? initialChoice(
        leagues.data.map((l) => l.id),
        remembered,
      )
    : null;
  const [editing, setEditing] = useState<TAdminLeague | undefined>(undefined);
  const [formOpen, setFormOpen] = useState(false);
  const selected = leagues.data?.find((l) => l.id === selectedId) ?? null;
  const remove = useDeleteLeague({
    onSuccess: () => setSelectedId(null),
    onError: (e) => toastError('Error', errorMessage(e, M.deleteFailed)),
  });

  let content;
  if (leagues.isPending) content = <Skeleton className="h-40 w-full rounded-xl" />;
  else if (leagues.isError)
    content = (
      <LoadError message={M.loadFailed} onRetry={() => void leagues.refetch()} busy={leagues.isFetching} />
    );
  else
    content = (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label="Liga" className="min-w-0 flex-1">
            {(field) => (
              <Select value={selectedId ?? ''} onValueChange={setSelectedId}>
                <SelectTrigger id={field.id} aria-label="Liga" className="w-full">
                  <SelectValue placeholder="Selecciona una liga" />
                </SelectTrigger>
                <SelectContent>
                  {leagues.data.map((l) => (
                    <SelectItem key={l.id} value={l.id}>
                      {l.nombre}
                      {l.activa ? '' : ' (inactiva)'}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <CalculatePointsButton league={selected} />
        </div>
        {selected ? (
          <>
            <section className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="mr-auto text-lg font-semibold break-words">{selected.nombre}</h2>
                <Badge variant={selected.activa ? 'default' : 'secondary'}>
                  {selected.activa ? 'Activa' : 'Inactiva'}
                </Badge>
                <Badge variant="outline">{scoringSystemLabel(selected.sistema_puntuacion)}</Badge>
              </div>
              {selected.descripcion ? <p className="text-sm break-words">{selected.descripcion}</p> : null}
              <p className="text-sm text-muted-foreground">
                {selected.fecha_inicio || selected.fecha_fin
                  ? `${selected.fecha_inicio ? formatShortDate(selected.fecha_inicio) : '…'} - ${selected.fecha_fin ? formatShortDate(selected.fecha_fin) : '…'}`
                  : 'Sin fechas'}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  onClick={() => {
                    setEditing(selected);
                    setFormOpen(true);
                  }}
                >
                  <PencilIcon />
                  Editar liga
                </Button>
                <DeleteButton
                  label="Eliminar liga"
                  title="Eliminar liga"
                  description="Se eliminarán la liga, su lista de torneos y sus puntuaciones. Los torneos no se eliminan."
                  pending={remove.isPending}
                  onConfirm={() => remove.mutate(selected.id)}
                />
              </div>
            </section>
            <LeagueTournaments key={selected.id} league={selected} />
            <ScoringBox
              sistema={selected.sistema_puntuacion}
              descartes={selected.numero_torneos_descartados}
            />
            <PublicLinkCard
              key={`link-${selected.id}`}
              kind="leagues"
              id={selected.id}
              title={selected.nombre}
            />
          </>
        ) : (
          <EmptyState icon={<TrophyIcon />} text="Selecciona una liga para ver sus torneos" />
        )}
      </div>
    );

  return (
    <AdminPage
      title="Gestión de Ligas"
      width="lg"
      actions={
        <Button
          onClick={() => {
            setEditing(undefined);
            setFormOpen(true);
          }}
        >
          <PlusIcon />
          Nueva liga
        </Button>
      }
    >
      {content}
      <LeagueFormDialog
        key={editing?.id ?? 'new'}
        league={editing}
        open={formOpen}
        onOpenChange={setFormOpen}
        onSaved={(l) => setSelectedId(l.id)}
      />
    </AdminPage>
  );
}
