import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TScoreChange, TScoreResult } from '@/shared/schemas/scorecard';

/** Anything cached that carries a partida's (or a tournament's) hole results: cards and standings inputs. */
export interface WithResults {
  resultados: readonly TScoreResult[];
}

/** The strokes of a participant on a hole, or null. */
export function strokesOf(card: WithResults, participanteId: string, numeroHoyo: number): number | null {
  return (
    card.resultados.find((r) => r.participante_id === participanteId && r.numero_hoyo === numeroHoyo)
      ?.golpes ?? null
  );
}

/** The same data with one hole set (golpes) or cleared (null): THE cache patch of a stroke, local or live. */
export function withScore<T extends WithResults>(card: T, change: TScoreChange): T {
  const { participante_id, numero_hoyo, golpes } = change;
  const index = card.resultados.findIndex(
    (r) => r.participante_id === participante_id && r.numero_hoyo === numero_hoyo,
  );
  if (index < 0 && golpes === null) return card;
  if (index >= 0 && card.resultados[index]?.golpes === golpes) return card;
  const resultados = [...card.resultados];
  if (golpes === null) resultados.splice(index, 1);
  else if (index >= 0) resultados[index] = { participante_id, numero_hoyo, golpes };
  else resultados.push({ participante_id, numero_hoyo, golpes });
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
