import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Hole } from '@/shared/domain';
import type { TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { HoleSelector } from '@/web/components/scorecard/hole-selector';
import { OfflineStatus, RefusedStrokes } from '@/web/components/scorecard/offline-status';
import { PlayerRow } from '@/web/components/scorecard/player-row';
import { ScoreDialog, type ScoreTarget } from '@/web/components/scorecard/score-dialog';
import { ValidatedBanner, ValidateResultsButton } from '@/web/components/scorecard/validate-results';
import { personalGameValidateEndpoints } from '@/web/features/personal-games/api/validate-personal-game';
import { errorMessage } from '@/web/lib/api-client';
import { personalGameKeys } from '@/web/lib/personal-game-keys';
import { useValidateMutation } from '@/web/lib/scorecard/api';
import { strokesOf } from '@/web/lib/scorecard/cache';
import { dismissRefusedStroke, queueStroke, type usePartidaQueue } from '@/web/lib/scorecard/outbox';
import { cellKey, pendingCells } from '@/web/lib/scorecard/stroke-queue';
import { toastError, toastStrokeSaved, toastSuccess } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

/**
 * 'Introducir Resultados' (P§2) on the scorecard engine's pieces: the hole selector, one row per participant with
 * the strokes of the hole; who may enter strokes (the creator) taps a row to choose them and who may validate sees
 * the button — both the server's `permisos` (design.md §6). Validated games are read-only for everybody. `game` already carries the creator's strokes still waiting to be sent (`queue`, issue
 * 12), marked pending; 'Validar Resultados' waits until they are sent.
 */
export function ScoreEntry({
  game,
  holes,
  hole,
  onHoleChange,
  queue,
}: {
  game: TPersonalGameDetail;
  queue: ReturnType<typeof usePartidaQueue>;
  holes: readonly Hole[];
  hole: number;
  onHoleChange: (hole: number) => void;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ScoreTarget | null>(null);
  const key = personalGameKeys.detail(game.id);
  const endpoints = personalGameValidateEndpoints(game.id);
  const waiting = pendingCells(queue.pending);
  const save = (participanteId: string, nombre: string, golpes: number) =>
    void queueStroke(
      {
        participante_id: participanteId,
        numero_hoyo: hole,
        golpes,
        kind: 'personal',
        partidaId: game.id,
        nombre,
      },
      {
        onSent: (sent) =>
          toastStrokeSaved(
            'Resultado guardado',
            `Resultado del hoyo ${sent.numero_hoyo} guardado correctamente`,
          ),
        onRefused: () => toastError('Error', 'No se pudo guardar el resultado'),
      },
    );
  const validate = useValidateMutation(key, endpoints, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: personalGameKeys.list() });
      toastSuccess('Resultados validados');
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const current = holes[hole - 1]!;
  const { introducir, validar } = game.permisos;

  return (
    <div className={cn('grid grid-cols-1 gap-4', validar && 'pb-24')}>
      <OfflineStatus online={queue.online} pending={queue.pending.length} />
      <RefusedStrokes refused={queue.refused} onDismiss={(id) => void dismissRefusedStroke(id)} />
      <HoleSelector holes={holes} hole={hole} onChange={onHoleChange} />
      {game.validada ? (
        <ValidatedBanner>Los resultados de esta partida ya no se pueden modificar.</ValidatedBanner>
      ) : null}
      <ul aria-label={`Resultados del hoyo ${hole}`} className="grid grid-cols-1 gap-2">
        {game.participantes.map((p) => {
          const golpes = strokesOf(game, p.id, hole);
          return (
            <li key={p.id}>
              <PlayerRow
                nombre={p.nombre}
                handicap={p.handicap_partida ?? 0}
                hole={current}
                golpes={golpes}
                pending={waiting.has(cellKey(p.id, hole))}
                onOpen={
                  introducir ? () => setTarget({ participanteId: p.id, nombre: p.nombre, golpes }) : null
                }
              />
            </li>
          );
        })}
      </ul>
      {validar ? (
        <ValidateResultsButton
          floating
          description="Una vez validados los resultados, no se podrán modificar. ¿Estás seguro de que quieres continuar?"
          pending={validate.isPending || queue.pending.length > 0}
          onConfirm={() => validate.mutate()}
        />
      ) : null}
      <ScoreDialog
        title="Seleccionar resultado"
        target={target}
        hole={current}
        onClose={() => setTarget(null)}
        onChoose={(golpes) => {
          if (!target) return;
          save(target.participanteId, target.nombre, golpes);
          setTarget(null);
        }}
      />
    </div>
  );
}
