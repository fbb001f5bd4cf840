import { useDraggable } from '@dnd-kit/core';
import { GripVerticalIcon, XIcon } from 'lucide-react';
import type { TGroupParticipant } from '@/shared/schemas/admin-groups';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { cn } from '@/web/lib/utils';

/** How a dragged player looks under the pointer (the drag overlay). */
export function PlayerChipPreview({ participant }: { participant: TGroupParticipant }) {
  return (
    <div className="flex min-h-11 w-64 max-w-[80vw] items-center gap-2 rounded-lg border border-primary bg-card px-3 text-sm font-medium shadow-lg ring-2 ring-primary">
      <GripVerticalIcon className="size-4 text-muted-foreground" />
      <span className="truncate">{participant.nombre}</span>
    </div>
  );
}

/**
 * A player that can be dragged (mouse, touch after a short press, or the keyboard: focus 'Mover …', Space, arrows,
 * Space) to another group. `zone` is where it is now: a group's id, or 'disponibles'.
 */
export function PlayerChip({
  participant,
  zone,
  onRemove,
  removeLabel,
}: {
  participant: TGroupParticipant;
  zone: string;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${zone}:${participant.participante_id}`,
    data: { participanteId: participant.participante_id, fromZone: zone },
  });
  return (
    <li
      ref={setNodeRef}
      className={cn(
        'flex min-h-11 items-center gap-1 rounded-lg border border-border bg-card pr-1 text-sm shadow-xs',
        isDragging && 'opacity-40',
      )}
    >
      <button
        type="button"
        className="flex h-11 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-l-lg text-muted-foreground hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
        aria-label={`Mover ${participant.nombre}`}
        {...listeners}
        {...attributes}
      >
        <GripVerticalIcon className="size-4" />
      </button>
      <span className="min-w-0 flex-1 py-1 font-medium break-words">{participant.nombre}</span>
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums" title="Hándicap de juego">
        {formatHandicap(participant.handicap_torneo ?? participant.handicap)}
      </span>
      {participant.hoyos_jugados > 0 ? (
        <Badge variant="secondary" className="shrink-0" title="Hoyos con resultado">
          {participant.hoyos_jugados} h
        </Badge>
      ) : null}
      {onRemove ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0"
          aria-label={removeLabel}
          onClick={onRemove}
        >
          <XIcon />
        </Button>
      ) : null}
    </li>
  );
}
