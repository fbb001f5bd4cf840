import { DomainError } from './errors';
import { requireTieMethod, type TieMethod } from './formats/enums';
import { compareNames } from './names';

export { requireTieMethod, type TieMethod };
export const DEFAULT_TIE_METHOD: TieMethod = 'puntuacion_media';
/** Which result a ranking orders by. */
export type RankingMode = 'scratch' | 'handicap';

/** The fields a tournament ranking reads (a subset of T§3's derived standings row). */
export interface RankableRow {
  participante_id: string;
  nombre: string;
  /** Playing handicap. */
  handicap: number;
  /** The player's own handicap (profile or guest), null when unknown. */
  handicap_propio: number | null;
  hoyos_jugados: number;
  resultado_scratch: number | null;
  resultado_handicap: number | null;
}

export interface Ranked<T> {
  row: T;
  posicion: number;
  /** `ultimos_hoyos` with `rules.countbackOf`: the row's countback keys (empty otherwise). */
  countback?: readonly number[];
}

export interface Ranking<T> {
  /** Players with holes played, best first, with their position (shared on ties). */
  ranked: Ranked<T>[];
  /** Players without holes, in name order: listed last without a position (T§9). */
  unranked: T[];
}

/** Throws unless `mode` is 'scratch' or 'handicap'. */
export function requireRankingMode(mode: string): RankingMode {
  if (mode === 'scratch' || mode === 'handicap') return mode;
  throw new DomainError('INVALID_MODE', "La clasificación debe ser 'scratch' o 'handicap'");
}

/**
 * Positions of already sorted items with standard competition ranking (1, 2, 2, 4): an item tied with the one
 * before it shares that one's position.
 */
export function competitionPositions<T>(sorted: readonly T[], isTied: (a: T, b: T) => boolean): number[] {
  const positions: number[] = [];
  sorted.forEach((item, index) => {
    const previous = index > 0 ? sorted[index - 1] : undefined;
    const previousPosition = positions[index - 1];
    positions.push(
      previous !== undefined && previousPosition !== undefined && isTied(previous, item)
        ? previousPosition
        : index + 1,
    );
  });
  return positions;
}

/** How a format ranks its rows when they are not stroke-play rows read as they are. */
export interface RankingRules<T> {
  /** The row's result in the mode, LOWER IS BETTER (Stableford: minus the points); default `resultado_*`. */
  resultOf?: (row: T, mode: RankingMode) => number | null;
  /**
   * `ultimos_hoyos` (design §14): the row's countback keys in the mode, compared in order, lower is better (see
   * `countbackKeys`). Without it `ultimos_hoyos` cannot break a tie and the tied rows share the position.
   */
  countbackOf?: (row: T, mode: RankingMode) => readonly number[];
}

/**
 * Ranks a tournament's rows (T§9 Ranking): only players with holes played above 0 are ranked, ascending by the
 * mode's result; `desempate_handicap` breaks ties by lower playing handicap, then higher own handicap, in both
 * modes (design §7); `ultimos_hoyos` breaks them on the last 9, 6, 3 and 1 holes (`rules.countbackOf`, design
 * §14); under `puntuacion_media`, and whatever stays tied, equal results share a position (1, 2, 2, 4). Within a
 * shared position the handicap ranking still lists lower playing handicap, then higher own handicap, first
 * (T§9); remaining ties are listed by name, then id, so the order is deterministic.
 */
export function rankTournamentRows<T extends RankableRow>(
  rows: readonly T[],
  mode: RankingMode,
  tieMethod: TieMethod,
  rules: RankingRules<T> = {},
): Ranking<T> {
  requireRankingMode(mode);
  requireTieMethod(tieMethod);
  const byHandicapBreak = tieMethod === 'desempate_handicap';
  const countbackOf = tieMethod === 'ultimos_hoyos' ? rules.countbackOf : undefined;
  const orderTiesByHandicap = byHandicapBreak || mode === 'handicap';
  const resultOf =
    rules.resultOf ?? ((row: T) => (mode === 'scratch' ? row.resultado_scratch : row.resultado_handicap));
  const keyed: { row: T; result: number; countback: readonly number[] }[] = [];
  const unranked: T[] = [];
  for (const row of rows) {
    const result = resultOf(row, mode);
    if (row.hoyos_jugados > 0 && result !== null) {
      keyed.push({ row, result, countback: countbackOf ? countbackOf(row, mode) : NO_COUNTBACK });
    } else unranked.push(row);
  }
  unranked.sort(compareRowsByName);
  /** Zero when the tie method leaves a and b tied. */
  const tieBreak = (a: (typeof keyed)[number], b: (typeof keyed)[number]): number =>
    a.result - b.result ||
    compareKeys(a.countback, b.countback) ||
    (byHandicapBreak ? compareHandicaps(a.row, b.row) : 0);
  keyed.sort(
    (a, b) =>
      tieBreak(a, b) ||
      (orderTiesByHandicap ? compareHandicaps(a.row, b.row) : 0) ||
      compareRowsByName(a.row, b.row),
  );
  const positions = competitionPositions(keyed, (a, b) => tieBreak(a, b) === 0);
  return {
    ranked: keyed.map(({ row, countback }, index) => ({
      row,
      posicion: positions[index] ?? index + 1,
      countback,
    })),
    unranked,
  };
}

const NO_COUNTBACK: readonly number[] = [];

/** Lexicographic comparison of two countback key lists (lower first). */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** T§9: "tie-break lower playing handicap first, then higher own handicap" (unknown own handicap last). */
function compareHandicaps(a: RankableRow, b: RankableRow): number {
  if (a.handicap !== b.handicap) return a.handicap - b.handicap;
  const ownA = a.handicap_propio ?? Number.NEGATIVE_INFINITY;
  const ownB = b.handicap_propio ?? Number.NEGATIVE_INFINITY;
  if (ownA === ownB) return 0;
  return ownB > ownA ? 1 : -1;
}

/** The order of rows that nothing else separates: by name for Spanish readers, then by id. */
export function compareRowsByName(a: RankableRow, b: RankableRow): number {
  return (
    compareNames(a.nombre, b.nombre) ||
    (a.participante_id < b.participante_id ? -1 : a.participante_id > b.participante_id ? 1 : 0)
  );
}
