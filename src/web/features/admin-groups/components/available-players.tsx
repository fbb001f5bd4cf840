import { useDroppable } from '@dnd-kit/core';
import type { TGroupParticipant } from '@/shared/schemas/admin-groups';
import { Badge } from '@/web/components/ui/badge';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { PlayerChip } from '@/web/features/admin-groups/components/player-chip';
import { cn } from '@/web/lib/utils';

export const AVAILABLE_ZONE = 'disponibles';

/**
 * The tournament's participants (T§4): those already in a group are greyed with an 'Asignado' badge; the others
 * can be dragged to a group. Dropping a player here takes them out of their group.
 */
export function AvailablePlayers({
  participants,
  assigned,
}: {
  participants: TGroupParticipant[];
  assigned: ReadonlySet<string>;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: AVAILABLE_ZONE });
  return (
    <section
      ref={setNodeRef}
      aria-label="Jugadores disponibles"
      className={cn(
        'grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2 rounded-xl border border-border bg-card p-3 shadow-sm',
        isOver && 'border-primary ring-2 ring-primary/40',
      )}
    >
      <h3 className="font-semibold">
        Jugadores disponibles{' '}
        <span className="text-sm font-normal text-muted-foreground">
          ({participants.length - assigned.size} sin partida de {participants.length})
        </span>
      </h3>
      <ul
        aria-label="Participantes"
        className="grid max-h-[28rem] grid-cols-[minmax(0,1fr)] gap-1.5 overflow-x-hidden overflow-y-auto pr-1"
      >
        {participants.map((p) =>
          assigned.has(p.participante_id) ? (
            <li
              key={p.participante_id}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-border/60 bg-muted/50 px-3 text-sm text-muted-foreground opacity-70"
            >
              <span className="min-w-0 flex-1 py-1 break-words">{p.nombre}</span>
              <span className="shrink-0 text-xs tabular-nums">
                {formatHandicap(p.handicap_torneo ?? p.handicap)}
              </span>
              <Badge variant="outline" className="shrink-0">
                Asignado
              </Badge>
            </li>
          ) : (
            <PlayerChip key={p.participante_id} participant={p} zone={AVAILABLE_ZONE} />
          ),
        )}
      </ul>
    </section>
  );
}
