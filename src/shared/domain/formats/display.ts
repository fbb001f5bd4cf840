import type { RankingMode } from '../ranking';
import type { HoleDetail } from '../scorecard';
import { formatToPar } from '../to-par-format';
import type { StandingsRow } from '../tournament-standings';
import type { CompetitionFormat } from './format';

/** What the score dialog and the grids call a picked-up hole. */
export const RECOGIDA_LABEL = 'Recogida';
/** The short mark of a picked-up hole in an 18-hole grid. */
export const RECOGIDA_MARK = 'R';

type ResultFields = Pick<
  StandingsRow,
  'resultado_scratch' | 'resultado_handicap' | 'puntos_scratch' | 'puntos_handicap'
>;

/**
 * The number a side's total shows in a mode (design §14: screens ask the format how a total reads): Stableford,
 * the points (net for handicap, gross for scratch); stroke formats, the result to par. Null when there is none.
 */
export function sideResult(format: CompetitionFormat, row: ResultFields, mode: RankingMode): number | null {
  if (format.ranking === 'stableford') return mode === 'scratch' ? row.puntos_scratch : row.puntos_handicap;
  return mode === 'scratch' ? row.resultado_scratch : row.resultado_handicap;
}

/** The text of {@link sideResult}: Stableford '36'; stroke formats 'PAR', '+3', '-2'; '–' when there is none. */
export function formatSideResult(format: CompetitionFormat, row: ResultFields, mode: RankingMode): string {
  const value = sideResult(format, row, mode);
  if (value === null) return '–';
  return format.ranking === 'stableford' ? String(value) : formatToPar(value, 'PAR');
}

/** What a stroke total shows when the card has a pick-up: its strokes would flatter it. */
export const NO_STROKE_TOTAL = '—';

/** The card has a hole picked up with no strokes ('Recogida' on the ball that counts). */
export function hasPickUp(holes: readonly HoleDetail[]): boolean {
  return holes.some((hole) => hole.recogida && hole.golpes === null);
}

/**
 * The gross and net stroke totals a card shows: a card with a pick-up ({@link hasPickUp}) shows none
 * ({@link NO_STROKE_TOTAL}; its points are unaffected), a card with no hole played '–', else the sums (net as
 * `formatNet` writes it).
 */
export function strokeTotals(
  row: Pick<StandingsRow, 'holes' | 'hoyos_jugados' | 'golpes_brutos' | 'golpes_netos'>,
  formatNet: (net: number) => string = String,
): { gross: string; net: string } {
  if (hasPickUp(row.holes)) return { gross: NO_STROKE_TOTAL, net: NO_STROKE_TOTAL };
  if (row.hoyos_jugados === 0) return { gross: '–', net: '–' };
  return { gross: String(row.golpes_brutos), net: formatNet(row.golpes_netos) };
}

/** A hole's Stableford points in a mode (null in stroke formats or without a score; 0 for 'Recogida'). */
export function holePoints(hole: HoleDetail, mode: RankingMode): number | null {
  return mode === 'scratch' ? hole.puntos_scratch : hole.puntos_handicap;
}

/**
 * What a hole's cell shows first: the strokes entered, 'R' for a pick-up, '–' without a score. A Stableford
 * grid adds the hole's points ({@link holePoints}) and the running total ({@link runningPoints}).
 */
export function holeMark(hole: HoleDetail): string {
  if (hole.golpes !== null) return String(hole.golpes);
  return hole.recogida ? RECOGIDA_MARK : '–';
}

/**
 * The running total of Stableford points after each hole of the grid (the scorecard of design §14), in the
 * holes' order; null in stroke formats.
 */
export function runningPoints(
  format: CompetitionFormat,
  holes: readonly HoleDetail[],
  mode: RankingMode,
): number[] | null {
  if (format.ranking !== 'stableford') return null;
  let total = 0;
  return holes.map((hole) => (total += holePoints(hole, mode) ?? 0));
}
