import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TScoreChange, TScoreResult } from '@/shared/schemas/scorecard';

/**
 * One hole's value: strokes, 'Recogida' (picked up, no strokes: tournament formats that allow it) or nothing
 * (golpes null, not picked up: cleared).
 */
export interface ScoreCell {
  participante_id: string;
  numero_hoyo: number;
  golpes: number | null;
  recogida?: boolean;
}

/** Anything cached that carries a partida's (or a tournament's) hole results: cards and standings inputs. */
export interface WithResults {
  resultados: readonly (TScoreResult | ScoreCell)[];
}

/** The strokes of a participant on a hole, or null. */
export function strokesOf(card: WithResults, participanteId: string, numeroHoyo: number): number | null {
  return (
    card.resultados.find((r) => r.participante_id === participanteId && r.numero_hoyo === numeroHoyo)
      ?.golpes ?? null
  );
}

const isPickUp = (cell: TScoreResult | ScoreCell | undefined) =>
  cell !== undefined && 'recogida' in cell && cell.recogida === true;

/**
 * The same data with one hole set (golpes, or 'Recogida') or cleared (golpes null, not picked up): THE cache patch
 * of a stroke, local or live.
 */
export function withScore<T extends WithResults>(card: T, change: TScoreChange | ScoreCell): T {
  const { participante_id, numero_hoyo } = change;
  const recogida = isPickUp(change);
  const golpes = recogida ? null : change.golpes;
  const index = card.resultados.findIndex(
    (r) => r.participante_id === participante_id && r.numero_hoyo === numero_hoyo,
  );
  const cleared = golpes === null && !recogida;
  if (index < 0 && cleared) return card;
  const old = card.resultados[index];
  if (old && old.golpes === golpes && isPickUp(old) === recogida) return card;
  const resultados = [...card.resultados];
  const cell: ScoreCell = recogida
    ? { participante_id, numero_hoyo, golpes: null, recogida: true }
    : { participante_id, numero_hoyo, golpes };
  if (cleared) resultados.splice(index, 1);
  else if (index >= 0) resultados[index] = cell;
  else resultados.push(cell);
  return { ...card, resultados };
}

export const hasResults = (value: unknown): value is WithResults =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { resultados?: unknown }).resultados);

/** Applies a stroke to the data cached under `key` (nothing when not cached or not a card). */
export function patchScore(queryClient: QueryClient, key: QueryKey, change: TScoreChange): void {
  queryClient.setQueryData<unknown>(key, (old: unknown) => (hasResults(old) ? withScore(old, change) : old));
}
