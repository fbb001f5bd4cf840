import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Hole } from '@/shared/domain';
import type { TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { HoleSelector } from '@/web/components/scorecard/hole-selector';
import { PlayerRow } from '@/web/components/scorecard/player-row';
import { ScoreDialog, type ScoreTarget } from '@/web/components/scorecard/score-dialog';
import { ValidatedBanner, ValidateResultsButton } from '@/web/components/scorecard/validate-results';
import { personalGameQueryKey } from '@/web/features/personal-games/api/get-personal-game';
import { personalGameEndpoints } from '@/web/features/personal-games/api/save-score';
import { errorMessage } from '@/web/lib/api-client';
import { useStrokeMutation, useValidateMutation } from '@/web/lib/scorecard/api';
import { strokesOf } from '@/web/lib/scorecard/cache';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * 'Introducir Resultados' (P§2) on the scorecard engine's pieces: the hole selector, one row per participant with
 * the strokes of the hole; the creator taps a row to choose the strokes and can validate. Validated games are
 * read-only for everybody.
 */
export function ScoreEntry({
  game,
  holes,
  hole,
  onHoleChange,
}: {
  game: TPersonalGameDetail;
  holes: readonly Hole[];
  hole: number;
  onHoleChange: (hole: number) => void;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ScoreTarget | null>(null);
  const key = personalGameQueryKey(game.id);
  const endpoints = personalGameEndpoints(game.id);
  const save = useStrokeMutation(key, endpoints, {
    onSuccess: (change) =>
      toastSuccess('Resultado guardado', `Resultado del hoyo ${change.numero_hoyo} guardado correctamente`),
    onError: () => toastError('Error', 'No se pudo guardar el resultado'),
  });
  const validate = useValidateMutation<TPersonalGameDetail>(
    key,
    endpoints,
    (card) => ({ ...card, validada: true }),
    {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: ['personal-games', 'list'] });
        toastSuccess('Resultados validados');
      },
      onError: (error) => toastError('Error', errorMessage(error)),
    },
  );
  const current = holes[hole - 1]!;
  const canEdit = game.es_creador && !game.validada;

  return (
    <div className="grid grid-cols-1 gap-4">
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
                onOpen={canEdit ? () => setTarget({ participanteId: p.id, nombre: p.nombre, golpes }) : null}
              />
            </li>
          );
        })}
      </ul>
      {canEdit ? (
        <ValidateResultsButton
          description="Una vez validados los resultados, no se podrán modificar. ¿Estás seguro de que quieres continuar?"
          pending={validate.isPending}
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
          save.mutate({ participante_id: target.participanteId, numero_hoyo: hole, golpes });
          setTarget(null);
        }}
      />
    </div>
  );
}
