import { UsersIcon } from 'lucide-react';
import { useParams } from 'react-router';
import type { TTournamentParticipant } from '@/shared/schemas/tournaments';
import { PageShell } from '@/web/components/layout/page-shell';
import { Badge } from '@/web/components/ui/badge';
import { EmptyState, LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useParticipants } from '@/web/features/tournaments/api/list-participants';
import { formatShortDate } from '@/web/lib/format';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { cn } from '@/web/lib/utils';
import { NotFoundPanel } from '@/web/components/layout/not-found-panel';

function TableSkeleton() {
  return (
    <div
      role="status"
      aria-label="Cargando..."
      className="rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="my-3 h-6 w-full" />
      ))}
    </div>
  );
}

function ParticipantsTable({ rows }: { rows: TTournamentParticipant[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">Participantes</caption>
        <thead className="bg-muted text-left text-[0.6875rem] font-semibold text-muted-foreground sm:text-xs">
          <tr>
            <th scope="col" className="w-8 px-1.5 py-2.5 text-center sm:w-12 sm:px-2">
              #
            </th>
            <th scope="col" className="px-2 py-2.5">
              Jugador
            </th>
            <th scope="col" className="w-[4.5rem] px-1.5 py-2.5 text-right leading-tight sm:w-36 sm:px-2">
              Hándicap Propio
            </th>
            <th scope="col" className="w-[4.5rem] px-1.5 py-2.5 text-right leading-tight sm:w-40 sm:px-2">
              Hándicap de Juego
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p, i) => (
            <tr
              key={p.id}
              aria-current={p.es_actor ? 'true' : undefined}
              className={cn('border-t border-border', p.es_actor && 'bg-secondary/70 font-semibold')}
            >
              <td className="px-1.5 py-2.5 text-center text-muted-foreground tabular-nums sm:px-2">
                {i + 1}
              </td>
              <td className="px-2 py-2.5">
                <span className="block leading-snug break-words">{p.nombre}</span>
                {p.es_invitado ? (
                  <Badge variant="outline" className="mt-0.5 text-[0.65rem]">
                    Invitado
                  </Badge>
                ) : null}
              </td>
              <td className="px-1.5 py-2.5 text-right tabular-nums sm:px-2">
                {p.handicap_propio === null ? '—' : formatHandicap(p.handicap_propio)}
              </td>
              <td className="px-1.5 py-2.5 text-right font-semibold tabular-nums sm:px-2">
                {formatHandicap(p.handicap_juego)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /torneos/:torneoId/participantes (T§2): the participants sorted by name, with both handicaps. */
export default function ParticipantesPage() {
  const { torneoId = '' } = useParams();
  const participants = useParticipants(torneoId);
  const data = participants.data;

  let content;
  if (participants.isPending) content = <TableSkeleton />;
  else if (participants.isError)
    content = (
      <LoadError
        message="No se pudieron cargar los participantes"
        onRetry={() => void participants.refetch()}
        busy={participants.isFetching}
      />
    );
  else if (participants.data === null)
    content = <NotFoundPanel text="Torneo no encontrado" backTo="/torneos" backLabel="Volver a Torneos" />;
  else if (participants.data.participantes.length === 0)
    content = <EmptyState icon={<UsersIcon />} text="No hay participantes inscritos en este torneo" />;
  else content = <ParticipantsTable rows={participants.data.participantes} />;

  return (
    <PageShell
      title="Participantes"
      description={data ? `${data.torneo.nombre} · ${formatShortDate(data.torneo.fecha_juego)}` : undefined}
      backTo="/torneos"
      width="md"
    >
      {content}
    </PageShell>
  );
}
