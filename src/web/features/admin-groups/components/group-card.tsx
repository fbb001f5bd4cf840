import { useDroppable } from '@dnd-kit/core';
import { ArrowDownIcon, ArrowUpIcon, CheckCircle2Icon, ClockIcon, Trash2Icon } from 'lucide-react';
import type { TGroupParticipant } from '@/shared/schemas/admin-groups';
import { HOLES_PER_ROUND, MAX_GROUP_SIZE, startTeeLabel as teeLabel, type StartMode } from '@/shared/domain';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { PlayerChip } from '@/web/features/admin-groups/components/player-chip';
import { ValidateGroupButton } from '@/web/features/admin-groups/components/validate-group-button';
import { cn } from '@/web/lib/utils';

export interface BoardGroup {
  id: string;
  nombre: string;
  /** Null for an empty group (it is left out when publishing). */
  hora_salida: string | null;
  /** The starting hole; null for an empty group. */
  hoyo_salida: number | null;
  participantes: string[];
  /** The published group's validation; null for a group not saved yet. */
  validada: boolean | null;
}

/**
 * The starting tees offered: 1 and 10 (a split tee) in a start by intervals, any hole in a shotgun; the group's
 * own hole is always among them.
 */
function teeOptions(mode: StartMode, current: number | null): number[] {
  const options = mode === 'tiro' ? Array.from({ length: HOLES_PER_ROUND }, (_, i) => i + 1) : [1, 10];
  return current !== null && !options.includes(current)
    ? [...options, current].sort((a, b) => a - b)
    : options;
}

/**
 * One group of the board: a drop zone with its players, tee time and starting tee (editable), validation and the
 * 'add player' choice.
 */
export function GroupCard({
  group,
  mode,
  index,
  count,
  participants,
  unassigned,
  onAdd,
  onRemove,
  onMoveGroup,
  onDelete,
  onValidate,
  validating,
  onStartChange,
}: {
  group: BoardGroup;
  mode: StartMode;
  index: number;
  count: number;
  participants: ReadonlyMap<string, TGroupParticipant>;
  unassigned: TGroupParticipant[];
  onAdd: (participanteId: string) => void;
  onRemove: (participanteId: string) => void;
  onMoveGroup: (delta: -1 | 1) => void;
  onDelete: () => void;
  onValidate: () => void;
  validating: boolean;
  /** A tee time or starting hole set by hand (null: back to the schedule's). */
  onStartChange: (change: { hora_salida?: string | null; hoyo_salida?: number | null }) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: group.id });
  const full = group.participantes.length >= MAX_GROUP_SIZE;
  return (
    <section
      ref={setNodeRef}
      aria-label={group.nombre}
      data-group-id={group.id}
      className={cn(
        'grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2 rounded-xl border border-border bg-card p-3 shadow-sm transition-colors',
        isOver && 'border-primary bg-secondary/60 ring-2 ring-primary/40',
      )}
    >
      <header className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 pt-1.5">
          <h3 className="font-semibold">{group.nombre}</h3>
          <span className="flex items-center gap-1 text-sm text-muted-foreground tabular-nums">
            <ClockIcon aria-hidden className="size-4" />
            <span className="sr-only">Hora de salida</span>
            {group.hora_salida ?? '—'}
            {group.hoyo_salida !== null && group.hoyo_salida !== 1
              ? ` · ${teeLabel(group.hoyo_salida)}`
              : null}
          </span>
          {group.validada ? (
            <Badge>
              <CheckCircle2Icon />
              Validada
            </Badge>
          ) : null}
        </div>
        <span className="flex shrink-0 items-center">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Subir ${group.nombre}`}
            disabled={index === 0}
            onClick={() => onMoveGroup(-1)}
          >
            <ArrowUpIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Bajar ${group.nombre}`}
            disabled={index === count - 1}
            onClick={() => onMoveGroup(1)}
          >
            <ArrowDownIcon />
          </Button>
        </span>
      </header>
      {group.hora_salida !== null && group.hoyo_salida !== null ? (
        <div className="grid grid-cols-2 gap-2">
          <input
            type="time"
            aria-label={`Hora de salida de ${group.nombre}`}
            className="h-11 w-full min-w-0 rounded-lg border border-input bg-card px-2 text-base tabular-nums"
            value={group.hora_salida}
            onChange={(e) =>
              onStartChange({
                hora_salida: /^\d{2}:\d{2}$/.test(e.target.value) ? e.target.value : null,
              })
            }
          />
          <select
            aria-label={`Tee de salida de ${group.nombre}`}
            className="h-11 w-full min-w-0 rounded-lg border border-input bg-card px-2 text-sm"
            value={group.hoyo_salida}
            onChange={(e) => onStartChange({ hoyo_salida: Number(e.target.value) })}
          >
            {teeOptions(mode, group.hoyo_salida).map((hole) => (
              <option key={hole} value={hole}>
                {teeLabel(hole)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {group.participantes.length > 0 ? (
        <ul
          aria-label={`Jugadores de ${group.nombre}`}
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5"
        >
          {group.participantes.map((id) => {
            const p = participants.get(id);
            return p ? (
              <PlayerChip
                key={id}
                participant={p}
                zone={group.id}
                onRemove={() => onRemove(id)}
                removeLabel={`Quitar a ${p.nombre} de ${group.nombre}`}
              />
            ) : null;
          })}
        </ul>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
          Arrastra jugadores aquí
          <Button variant="ghost" size="sm" onClick={onDelete}>
            <Trash2Icon />
            Eliminar partida
          </Button>
        </div>
      )}
      {!full && unassigned.length > 0 ? (
        <select
          aria-label={`Añadir jugador a ${group.nombre}`}
          className="h-11 w-full rounded-lg border border-input bg-card px-3 text-sm"
          value=""
          onChange={(e) => {
            if (e.target.value) onAdd(e.target.value);
          }}
        >
          <option value="">Añadir jugador…</option>
          {unassigned.map((p) => (
            <option key={p.participante_id} value={p.participante_id}>
              {p.nombre}
            </option>
          ))}
        </select>
      ) : null}
      {group.validada === false ? (
        <ValidateGroupButton nombre={group.nombre} onValidate={onValidate} busy={validating} />
      ) : null}
    </section>
  );
}
