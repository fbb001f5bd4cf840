import { ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { strokeDots, strokeLabel, type Hole } from '@/shared/domain';
import type { TPersonalGameDetail, TPersonalGameParticipant } from '@/shared/schemas/personal-games';
import { useSaveScore } from '@/web/features/personal-games/api/save-score';
import { HoleSelector } from '@/web/features/personal-games/components/hole-selector';
import { ScoreDialog, type ScoreTarget } from '@/web/features/personal-games/components/score-dialog';
import {
  ValidateResultsButton,
  ValidatedBanner,
} from '@/web/features/personal-games/components/validate-results';
import { formatHandicap } from '@/web/lib/format-number';
import { cn } from '@/web/lib/utils';

/** The handicap strokes of a player on the hole (rules engine): dots (•, up to 3) or '-n' for a plus handicap. */
function StrokesIndicator({ handicap, hole }: { handicap: number; hole: Hole }) {
  const dots = strokeDots(handicap, hole.handicap);
  if (dots.received === 0) return null;
  const n = Math.abs(dots.received);
  const sr = `${dots.givesBack ? 'devuelve' : 'recibe'} ${n} golpe${n === 1 ? '' : 's'}`;
  if (dots.givesBack) {
    return (
      <span className="text-sm leading-none font-bold text-destructive" title={sr}>
        <span aria-hidden>-{n}</span>
        <span className="sr-only">{sr}</span>
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1" title={sr}>
      {Array.from({ length: dots.shown }, (_, i) => (
        <span key={i} aria-hidden className="size-2 rounded-full bg-primary" />
      ))}
      <span className="sr-only">{sr}</span>
    </span>
  );
}

function ParticipantRow({
  participant,
  hole,
  golpes,
  onOpen,
}: {
  participant: TPersonalGameParticipant;
  hole: Hole;
  golpes: number | null;
  onOpen: (() => void) | null;
}) {
  const handicap = participant.handicap_partida ?? 0;
  const label = golpes === null ? null : strokeLabel(golpes, hole.par);
  const body = (
    <>
      <span className="min-w-0 flex-1 text-left">
        <span className="block truncate text-base font-semibold">{participant.nombre}</span>
        <span className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
          <span className="tabular-nums">HCP {formatHandicap(handicap)}</span>
          <StrokesIndicator handicap={handicap} hole={hole} />
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-center gap-0.5">
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-xl border-2 text-2xl font-bold tabular-nums',
            golpes === null
              ? 'border-dashed border-input text-muted-foreground'
              : 'border-primary bg-secondary text-foreground',
          )}
        >
          {golpes ?? '–'}
        </span>
        <span className="h-4 text-[11px] leading-4 text-muted-foreground">{label}</span>
      </span>
      {onOpen ? <ChevronRightIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" /> : null}
    </>
  );
  const base = 'flex w-full items-center gap-3 rounded-xl border border-border bg-card p-3 shadow-xs';
  if (!onOpen) return <div className={base}>{body}</div>;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        base,
        'min-h-20 cursor-pointer transition hover:border-primary/50 hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:scale-[0.99]',
      )}
    >
      {body}
    </button>
  );
}

/**
 * 'Introducir Resultados' (P§2): the hole selector, one row per participant with the strokes of the hole; the
 * creator taps a row to choose the strokes and can validate. Validated games are read-only for everybody.
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
  const [target, setTarget] = useState<ScoreTarget | null>(null);
  const save = useSaveScore(game.id);
  const current = holes[hole - 1]!;
  const canEdit = game.es_creador && !game.validada;
  const strokesOf = (participanteId: string) =>
    game.resultados.find((r) => r.participante_id === participanteId && r.numero_hoyo === hole)?.golpes ??
    null;

  return (
    <div className="grid grid-cols-1 gap-4">
      <HoleSelector holes={holes} hole={hole} onChange={onHoleChange} />
      {game.validada ? <ValidatedBanner /> : null}
      <ul aria-label={`Resultados del hoyo ${hole}`} className="grid grid-cols-1 gap-2">
        {game.participantes.map((p) => {
          const golpes = strokesOf(p.id);
          return (
            <li key={p.id}>
              <ParticipantRow
                participant={p}
                hole={current}
                golpes={golpes}
                onOpen={canEdit ? () => setTarget({ participanteId: p.id, nombre: p.nombre, golpes }) : null}
              />
            </li>
          );
        })}
      </ul>
      {canEdit ? <ValidateResultsButton gameId={game.id} /> : null}
      <ScoreDialog
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
