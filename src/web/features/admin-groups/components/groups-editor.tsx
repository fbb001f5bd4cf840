import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon, SendIcon, Undo2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { isDomainError, planGroupPublication } from '@/shared/domain';
import { ADMIN_GROUPS_MESSAGES, type TTournamentGroups } from '@/shared/schemas/admin-groups';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { usePublishGroups, useValidateGroup } from '@/web/features/admin-groups/api/group-mutations';
import { tournamentGroupsQueryOptions } from '@/web/features/admin-groups/api/group-queries';
import { AVAILABLE_ZONE, AvailablePlayers } from '@/web/features/admin-groups/components/available-players';
import { EmailCard } from '@/web/features/admin-groups/components/email-card';
import { GenerationForm, settingsError } from '@/web/features/admin-groups/components/generation-form';
import { GroupCard, type BoardGroup } from '@/web/features/admin-groups/components/group-card';
import { PapersCard } from '@/web/features/admin-groups/components/papers-card';
import { PlayerChipPreview } from '@/web/features/admin-groups/components/player-chip';
import {
  RegenerateDialog,
  type RegenerateQuestion,
} from '@/web/features/admin-groups/components/regenerate-dialog';
import {
  clearDraft,
  draftFromPublished,
  generateDraft,
  loadDraft,
  moveGroupInDraft,
  movePlayerInDraft,
  newGroupId,
  publishedGroupsWithResults,
  publishRequest,
  removePlayerFromDraft,
  saveDraft,
  scheduleDraft,
  setGroupStart,
  setStartMode,
  type GroupsDraft,
} from '@/web/features/admin-groups/lib/draft';
import { groupsKeyboardCoordinates } from '@/web/features/admin-groups/lib/keyboard-coordinates';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** Pointer inside a group first (mouse, touch); the dragged card's overlap for the keyboard. */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

const groupsLabel = (n: number) => (n === 1 ? '1 partida' : `${n} partidas`);

/**
 * The groups of one tournament: generation, the draft ('Borrador') kept in the browser, drag and drop between
 * groups, publishing ('Publicar Partidas' / 'Actualizar Partidas'), validation and the tournament e-mail.
 */
export function GroupsEditor({ torneoId, data }: { torneoId: string; data: TTournamentGroups }) {
  const [draft, setDraft] = useState<GroupsDraft | null>(() => loadDraft(torneoId));
  const [dragging, setDragging] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<string[] | null>(null);
  const [regenerate, setRegenerate] = useState<{
    question: RegenerateQuestion;
    from: TTournamentGroups;
  } | null>(null);
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  const work = draft ?? draftFromPublished(data);

  const participants = useMemo(
    () => new Map(data.participantes.map((p) => [p.participante_id, p])),
    [data.participantes],
  );
  const saved = useMemo(() => new Map(data.partidas.map((g) => [g.id, g])), [data.partidas]);
  const assigned = new Set(work.groups.flatMap((g) => g.participantes));
  const unassigned = data.participantes.filter((p) => !assigned.has(p.participante_id));
  const errors = settingsError(work.settings);

  // Tee times and starting holes follow the order of the groups that will be published (empty ones are left
  // out), the mode and what was set by hand for a group; a schedule the rules refuse is said under the form.
  const mode = work.settings.mode ?? 'intervalo';
  let starts = new Map<string, { hora_salida: string; hoyo_salida: number }>();
  let scheduleError: string | null = null;
  try {
    if (!errors.time && !errors.interval) starts = new Map(scheduleDraft(work).map((g) => [g.id, g]));
  } catch (error) {
    scheduleError = isDomainError(error) ? error.message : 'Ocurrió un error inesperado';
  }
  const board: BoardGroup[] = work.groups.map((g, i) => ({
    id: g.id,
    nombre: `Partida ${i + 1}`,
    hora_salida: starts.get(g.id)?.hora_salida ?? null,
    hoyo_salida: starts.get(g.id)?.hoyo_salida ?? null,
    participantes: g.participantes,
    validada: saved.get(g.id)?.validada ?? null,
  }));

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: groupsKeyboardCoordinates }),
  );

  function update(next: GroupsDraft) {
    setDraft(next);
    saveDraft(torneoId, next);
  }

  function attempt(change: () => GroupsDraft): boolean {
    try {
      update(change());
      return true;
    } catch (error) {
      toastError('Error', isDomainError(error) ? error.message : 'Ocurrió un error inesperado');
      return false;
    }
  }

  const zoneName = (id: string | number) =>
    id === AVAILABLE_ZONE ? 'Jugadores disponibles' : (board.find((g) => g.id === id)?.nombre ?? '');
  const playerName = (data: unknown) =>
    participants.get((data as { participanteId?: string } | undefined)?.participanteId ?? '')?.nombre ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${playerName(active.data.current)} cogido.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${playerName(active.data.current)} sobre ${zoneName(over.id)}.`
        : `${playerName(active.data.current)} fuera de las partidas.`,
    onDragEnd: ({ active, over }) =>
      over ? `${playerName(active.data.current)} soltado en ${zoneName(over.id)}.` : 'Movimiento cancelado.',
    onDragCancel: () => 'Movimiento cancelado.',
  };

  function onDragStart(event: DragStartEvent) {
    setDragging((event.active.data.current as { participanteId: string }).participanteId);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragging(null);
    if (!over) return;
    const { participanteId, fromZone } = active.data.current as { participanteId: string; fromZone: string };
    if (over.id === fromZone) return; // T§4: dropping on the same group does nothing.
    const nombre = participants.get(participanteId)?.nombre ?? '';
    if (over.id === AVAILABLE_ZONE) {
      if (attempt(() => removePlayerFromDraft(work, participanteId))) {
        toastSuccess('Jugador movido', `${nombre} → Jugadores disponibles`);
      }
      return;
    }
    const target = work.groups.findIndex((g) => g.id === over.id);
    if (target === -1) return;
    if (attempt(() => movePlayerInDraft(work, participanteId, target))) {
      toastSuccess('Jugador movido', `${nombre} → Partida ${target + 1}`);
    }
  }

  function generate(from: TTournamentGroups) {
    if (from.participantes.length === 0) {
      toastError('Sin participantes', ADMIN_GROUPS_MESSAGES.noParticipants);
      return;
    }
    if (attempt(() => generateDraft(from, work.settings))) {
      const n = Math.ceil(from.participantes.length / work.settings.size);
      toastSuccess('Partidas generadas', groupsLabel(n));
    }
  }

  /**
   * 'Generar Partidas': over published groups it asks first, naming the groups with results as the server has
   * them now (read again, so a stroke or a validation since the screen loaded is not missed).
   */
  async function startGenerate() {
    setChecking(true);
    let fresh: TTournamentGroups;
    try {
      fresh = await queryClient.fetchQuery({ ...tournamentGroupsQueryOptions(torneoId), staleTime: 0 });
    } catch (error) {
      toastError('Error', errorMessage(error, 'No se pudieron cargar los participantes'));
      return;
    } finally {
      setChecking(false);
    }
    if (fresh.partidas.length === 0 || fresh.participantes.length === 0) {
      generate(fresh);
      return;
    }
    setRegenerate({
      question: { publicadas: fresh.partidas.length, conResultados: publishedGroupsWithResults(fresh) },
      from: fresh,
    });
  }

  const publish = usePublishGroups(torneoId, {
    onSuccess: (result) => {
      clearDraft(torneoId);
      setDraft(null);
      toastSuccess('Partidas publicadas', `${groupsLabel(result.partidas.length)} guardadas`);
    },
    onError: (error) => toastError('Error', errorMessage(error, 'Error al publicar partidas')),
  });
  const validate = useValidateGroup(torneoId, {
    onSuccess: () => toastSuccess('Partida validada'),
    onError: (error) => toastError('Error', errorMessage(error, 'No se pudo validar la partida')),
  });

  function startPublish() {
    const request = publishRequest(work);
    if (request.partidas.length === 0) {
      toastError('Error', ADMIN_GROUPS_MESSAGES.publishNeeds);
      return;
    }
    if (errors.time || errors.interval || scheduleError) {
      toastError('Error', errors.time ?? errors.interval ?? scheduleError ?? undefined);
      return;
    }
    try {
      const plan = planGroupPublication(
        data.partidas.map((g) => ({ id: g.id, participantes: g.participantes, validada: g.validada })),
        request.partidas,
      );
      if (plan.validatedChanged.length > 0) {
        setConfirm(data.partidas.filter((g) => plan.validatedChanged.includes(g.id)).map((g) => g.nombre));
        return;
      }
    } catch (error) {
      toastError('Error', isDomainError(error) ? error.message : 'Error al publicar partidas');
      return;
    }
    publish.mutate(request);
  }

  const published = data.partidas.length > 0;
  const draggedPlayer = dragging ? participants.get(dragging) : undefined;

  return (
    <div className="grid gap-4">
      <GenerationForm
        settings={work.settings}
        onChange={(settings) => update({ ...work, settings })}
        onModeChange={(next) => update(setStartMode(work, next))}
        onGenerate={() => void startGenerate()}
        generating={checking}
      />
      {scheduleError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {scheduleError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {draft ? (
          <Badge variant="gold">Borrador</Badge>
        ) : published ? (
          <Badge>Partidas Publicadas</Badge>
        ) : (
          <Badge variant="outline">Sin partidas</Badge>
        )}
        <span className="text-sm text-muted-foreground">{groupsLabel(work.groups.length)}</span>
        <div className="grid w-full grid-cols-2 gap-2 sm:ml-auto sm:flex sm:w-auto sm:flex-wrap">
          <Button
            variant="outline"
            onClick={() =>
              update({ ...work, groups: [...work.groups, { id: newGroupId(), participantes: [] }] })
            }
          >
            <PlusIcon />
            Añadir partida
          </Button>
          {draft ? (
            <Button
              variant="outline"
              onClick={() => {
                clearDraft(torneoId);
                setDraft(null);
              }}
            >
              <Undo2Icon />
              Descartar borrador
            </Button>
          ) : null}
          {/* Not while 'Generar Partidas' reads the groups again: its draft is what would be published. */}
          <Button className="col-span-2" onClick={startPublish} disabled={publish.isPending || checking}>
            {publish.isPending ? <Spinner /> : <SendIcon />}
            {published ? 'Actualizar Partidas' : 'Publicar Partidas'}
          </Button>
        </div>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'Pulsa espacio o intro para coger al jugador, las flechas para cambiar de partida, espacio o intro para soltarlo y escape para cancelar.',
          },
        }}
      >
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          {board.length > 0 ? (
            <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {board.map((group, index) => (
                <GroupCard
                  key={group.id}
                  group={group}
                  mode={mode}
                  index={index}
                  count={board.length}
                  participants={participants}
                  unassigned={unassigned}
                  onAdd={(id) => attempt(() => movePlayerInDraft(work, id, index))}
                  onRemove={(id) => attempt(() => removePlayerFromDraft(work, id))}
                  onMoveGroup={(delta) => update(moveGroupInDraft(work, index, delta))}
                  onDelete={() => update({ ...work, groups: work.groups.filter((g) => g.id !== group.id) })}
                  onValidate={() => validate.mutate(group.id)}
                  validating={validate.isPending && validate.variables === group.id}
                  onStartChange={(change) => update(setGroupStart(work, group.id, change))}
                />
              ))}
            </div>
          ) : (
            <p className="rounded-xl border border-dashed border-border bg-card p-6 text-center text-muted-foreground">
              Todavía no hay partidas: genéralas o añade una.
            </p>
          )}
          <AvailablePlayers participants={data.participantes} assigned={assigned} />
        </div>
        <DragOverlay dropAnimation={null}>
          {draggedPlayer ? <PlayerChipPreview participant={draggedPlayer} /> : null}
        </DragOverlay>
      </DndContext>
      <PapersCard torneoId={torneoId} published={published} draft={draft !== null} />
      <EmailCard torneo={data.torneo} published={published} />
      <RegenerateDialog
        question={regenerate?.question ?? null}
        onCancel={() => setRegenerate(null)}
        onConfirm={() => {
          if (regenerate) generate(regenerate.from);
          setRegenerate(null);
        }}
      />
      <AlertDialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Partidas validadas</AlertDialogTitle>
            <AlertDialogDescription>
              {`${confirm?.join(', ') ?? ''}: partida validada. Sus resultados se conservan, pero cambian sus jugadores. ¿Quieres continuar?`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction onClick={() => publish.mutate(publishRequest(work, true))}>
              Continuar
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
