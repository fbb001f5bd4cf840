import { VALIDACION_LABELS } from '@/shared/schemas/validation-choice';
import { INDICE_HANDICAP_LABELS } from '@/shared/schemas/handicap-choice';
import { ClipboardListIcon, ListOrderedIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatOf, TIE_METHOD_LABELS } from '@/shared/domain';
import { ADMIN_TOURNAMENT_MESSAGES, type TAdminTournament } from '@/shared/schemas/admin-tournaments';
import { AdminPage, AdminSection } from '@/web/components/layout/admin-page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { DeleteButton } from '@/web/components/ui/delete-button';
import { LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import {
  useAdminTournament,
  useCoursesWithTees,
  useDeleteTournament,
} from '@/web/features/admin-tournaments/api/tournaments';
import { MatchPlayCard } from '@/web/features/admin-tournaments/components/match-play-card';
import { PairsCard } from '@/web/features/admin-tournaments/components/pairs-card';
import { DuplicateTournamentButton } from '@/web/features/admin-tournaments/components/duplicate-tournament-dialog';
import { ParticipantsCard } from '@/web/features/admin-tournaments/components/participants-card';
import { PointsTableCard } from '@/web/features/admin-tournaments/components/points-table-card';
import { CategoriesCard } from '@/web/features/admin-tournaments/components/categories-card';
import { QuickEntryCard } from '@/web/features/admin-tournaments/components/quick-entry-card';
import { PublicLinkCard } from '@/web/components/public/public-link-card';
import { AdminPrizesCard } from '@/web/components/prizes/admin-prizes-card';
import { TournamentFormDialog } from '@/web/features/admin-tournaments/components/tournament-form-dialog';
import { errorMessage } from '@/web/lib/api-client';
import { formatLongDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { NotFoundPanel } from '@/web/components/layout/not-found-panel';
import { isNotFound } from '@/web/lib/not-found';

/** /admin/torneos/{id}: one tournament — its settings, groups, participants, points table and quick entry. */
export default function AdminTournamentPage() {
  const { torneoId = '' } = useParams();
  const tournament = useAdminTournament(torneoId);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteTournament({
    onSuccess: () => {
      toastSuccess('Torneo eliminado');
      void navigate('/admin/torneos', { replace: true });
    },
    onError: (e) => toastError('No se pudo eliminar el torneo', errorMessage(e)),
  });
  const t = tournament.data;

  if (!t) {
    return (
      <AdminPage title="Torneo" backTo="/admin/torneos" backLabel="Volver a Torneos">
        {tournament.isPending ? (
          <Skeleton className="h-60" />
        ) : isNotFound(tournament.error) ? (
          <NotFoundPanel text={ADMIN_TOURNAMENT_MESSAGES.notFound} />
        ) : (
          <LoadError
            message="No se pudieron cargar los datos"
            onRetry={() => void tournament.refetch()}
            busy={tournament.isFetching}
          />
        )}
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={t.nombre}
      description={`${formatLongDate(t.fecha_juego)} · ${t.campo.nombre}`}
      backTo="/admin/torneos"
      backLabel="Volver a Torneos"
      actions={
        <>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon />
            Editar
          </Button>
          <DuplicateTournamentButton tournament={t} />
          <DeleteButton
            label="Eliminar torneo"
            title={`¿Eliminar ${t.nombre}?`}
            description={<p>Se borrarán el torneo, sus participantes, sus partidas y su tabla de puntos.</p>}
            blockedReason={t.tiene_resultados ? ADMIN_TOURNAMENT_MESSAGES.deleteHasResults : null}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(t.id)}
          />
        </>
      }
    >
      <div className="grid gap-8">
        <Summary tournament={t} />
        <ParticipantsCard torneoId={t.id} entradas={t} />
        {formatOf(t).side.members === 2 ? <PairsCard torneoId={t.id} /> : null}
        {formatOf(t).result === 'partidos' ? (
          <MatchPlayCard torneoId={t.id} pairs={formatOf(t).side.members === 2} />
        ) : null}
        {formatOf(t).quickCardEntry ? (
          <AdminSection
            title="Introducción rápida de resultados"
            description="Escribe los golpes de los 18 hoyos (Tab o Intro para avanzar); al guardar pasa al siguiente participante."
          >
            <QuickEntryCard torneoId={t.id} />
          </AdminSection>
        ) : null}
        <CategoriesCard torneoId={t.id} />
        <PointsTableCard torneoId={t.id} matches={formatOf(t).result === 'partidos'} />
        <AdminPrizesCard torneoId={t.id} />
        <PublicLinkCard kind="tournaments" id={t.id} title={t.nombre} />
      </div>
      {editing ? <TournamentFormDialog open tournament={t} onOpenChange={setEditing} /> : null}
    </AdminPage>
  );
}

function Summary({ tournament: t }: { tournament: TAdminTournament }) {
  const courses = useCoursesWithTees();
  const tees = courses.data?.find((c) => c.id === t.campo_id)?.tees ?? [];
  const format = formatOf(t);
  const teeName = (id: string | null) =>
    id ? (tees.find((x) => x.id === id)?.nombre ?? '…') : 'Sin asignar';
  const rows: [string, string][] = [
    ['Modalidad', format.label],
    ['Desempate', TIE_METHOD_LABELS[t.metodo_desempate]],
    [
      'Límite de golpes',
      format.hole.strokeLimitApplies && t.limite_golpes_hoyo !== null
        ? `Par + ${t.limite_golpes_hoyo}`
        : format.hole.strokeLimitApplies
          ? 'Sin límite (Medal)'
          : 'No se aplica',
    ],
    ['Reductor', `${t.reductor_handicap} %`],
    ['Hándicap', INDICE_HANDICAP_LABELS[t.indice_handicap]],
    ...(format.attestedCards ? [['Validación', VALIDACION_LABELS[t.validacion]] as [string, string]] : []),
    ['Salida hombres', teeName(t.salida_hombre_id)],
    ['Salida mujeres', teeName(t.salida_mujer_id)],
  ];
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={t.activo ? 'default' : 'outline'}>{t.activo ? 'Activo' : 'Inactivo'}</Badge>
          {t.descripcion ? <p className="text-sm text-muted-foreground">{t.descripcion}</p> : null}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="font-medium">{v}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/clasificacion?torneo=${t.id}`}>
              <ListOrderedIcon />
              Ver resultados
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/admin/partidas?torneo=${t.id}`}>
              <ClipboardListIcon />
              Gestionar partidas
            </Link>
          </Button>
        </div>
        {t.partidas.length > 0 ? (
          <div className="grid gap-2">
            <p className="text-sm font-medium">Introducción de datos por partida</p>
            <ul className="flex flex-wrap gap-2">
              {t.partidas.map((p) => (
                <li key={p.id}>
                  <Button asChild size="sm" variant="secondary">
                    <Link to={`/introduccion-datos/${p.id}?torneo=${t.id}`}>
                      {p.nombre} · {p.hora_salida}
                      {p.validada ? ' ✓' : ''}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
