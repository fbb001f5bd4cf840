import { useRef, useState, type KeyboardEvent } from 'react';
import { ZPlayerParticipantInput } from '@/shared/schemas/personal-games';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { toastError } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

const ZGameHandicap = ZPlayerParticipantInput.shape.handicap_partida;

export interface HandicapEditorProps {
  /** Who the handicap belongs to (accessible names). */
  name: string;
  /** The game handicap set for this participant; null = not set (the server computes it). */
  value: number | null;
  /** What the server will compute when `value` is null; undefined when unknown yet (no course chosen). */
  preview: number | undefined;
  onChange: (value: number) => void;
}

/**
 * The inline game-handicap editor of a participant row (P§2): click the number to edit; Enter or leaving the
 * field saves, Escape cancels; an empty value counts as 0 (P§5). A value not set yet shows the rules engine's
 * preview in a muted, dashed style.
 */
export function HandicapEditor({ name, value, preview, onChange }: HandicapEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  // Set once the edit is finished (Enter/Escape), so the blur that follows does not save again.
  const finished = useRef(false);
  const isSet = value !== null;
  const shown = isSet ? value : preview;

  function start(): void {
    finished.current = false;
    setDraft(formatHandicap(shown));
    setEditing(true);
  }

  function commit(): void {
    if (finished.current) return;
    finished.current = true;
    setEditing(false);
    const parsed = ZGameHandicap.safeParse(draft.trim() === '' ? 0 : draft);
    if (!parsed.success) {
      toastError('Error', parsed.error.issues[0]?.message);
      return;
    }
    onChange(parsed.data ?? 0);
  }

  function cancel(): void {
    finished.current = true;
    setEditing(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault(); // not the form's submit
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  }

  if (editing) {
    return (
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        aria-label={`Hándicap de juego de ${name}`}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
        onFocus={(e) => e.currentTarget.select()}
        className="h-11 w-16 rounded-lg border border-ring bg-card px-2 text-center text-base font-semibold tabular-nums outline-none ring-2 ring-ring/30"
      />
    );
  }

  return (
    <button
      type="button"
      onClick={start}
      aria-label={`Hándicap de juego de ${name}: ${shown === undefined ? 'sin calcular' : formatHandicap(shown)}. Editar`}
      title={isSet ? 'Editar hándicap de juego' : 'Calculado con el primer tipo de salida del campo'}
      className={cn(
        'flex h-11 min-w-14 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 leading-none tabular-nums transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        isSet
          ? 'border-border bg-card font-semibold text-foreground'
          : 'border-dashed border-input text-muted-foreground italic',
      )}
    >
      <span className="text-[10px] font-medium tracking-wide text-muted-foreground not-italic">HCP</span>
      <span className="text-base">{shown === undefined ? '–' : formatHandicap(shown)}</span>
    </button>
  );
}
