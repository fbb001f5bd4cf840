import { requireIsoDate } from '../dates';
import { DomainError } from '../errors';
import { requireFinite } from '../guards';
import { roundToTenth } from '../rounding';
import { adjustedGrossScore, requirePcc, type WhsAdjustedHole, type WhsHoleInput } from './adjusted-gross';
import { scoreDifferential } from './differential';

/** The scoring record: the most recent 20 scores (Rule 5.2). */
export const SCORING_RECORD_SIZE = 20;
/** Scores needed for a first index (Rule 5.2a). */
export const MIN_SCORES_FOR_INDEX = 3;
/** The highest index (Rule 5.3). */
export const MAX_WHS_INDEX = 54;
/** Holes played for an 18-hole score (2020 Rule 5.1b: 14 or more; fewer is not counted here). */
export const MIN_HOLES_FOR_SCORE = 14;
/** Days of the low handicap index (Rule 5.7). */
export const LOW_INDEX_DAYS = 365;
/** The rise above the low index the soft cap starts at, and the hard cap (Rule 5.8). */
export const SOFT_CAP_THRESHOLD = 3;
export const HARD_CAP = 5;

/** Rule 5.2 table: how many of the lowest differentials count, and the adjustment, by scores in the record. */
export interface DifferentialsUsed {
  count: number;
  adjustment: number;
}

const RULE_5_2: readonly (DifferentialsUsed | null)[] = [
  null,
  null,
  null,
  { count: 1, adjustment: -2 }, // 3
  { count: 1, adjustment: -1 }, // 4
  { count: 1, adjustment: 0 }, // 5
  { count: 2, adjustment: -1 }, // 6
  { count: 2, adjustment: 0 }, // 7
  { count: 2, adjustment: 0 }, // 8
  { count: 3, adjustment: 0 }, // 9
  { count: 3, adjustment: 0 }, // 10
  { count: 3, adjustment: 0 }, // 11
  { count: 4, adjustment: 0 }, // 12
  { count: 4, adjustment: 0 }, // 13
  { count: 4, adjustment: 0 }, // 14
  { count: 5, adjustment: 0 }, // 15
  { count: 5, adjustment: 0 }, // 16
  { count: 6, adjustment: 0 }, // 17
  { count: 6, adjustment: 0 }, // 18
  { count: 7, adjustment: 0 }, // 19
  { count: 8, adjustment: 0 }, // 20
];

/**
 * Rule 5.2 table for a record of `scores` scores (more than 20: the last 20): 3 → lowest 1 − 2.0; 4 → lowest 1
 * − 1.0; 5 → lowest 1; 6 → lowest 2 − 1.0; 7–8 → 2; 9–11 → 3; 12–14 → 4; 15–16 → 5; 17–18 → 6; 19 → 7; 20 → 8.
 * Null below 3 scores (no index yet).
 */
export function differentialsUsed(scores: number): DifferentialsUsed | null {
  if (!Number.isInteger(scores) || scores < 0) {
    throw new DomainError('INVALID_NUMBER', 'El número de resultados no es válido');
  }
  return RULE_5_2[Math.min(scores, SCORING_RECORD_SIZE)] ?? null;
}

/** The positions (in `record`) of the lowest `count` values; equal values: the more recent (later) first. */
function lowestPositions(record: readonly number[], count: number): number[] {
  return record
    .map((_, i) => i)
    .sort((a, b) => (record[a] as number) - (record[b] as number) || b - a)
    .slice(0, count);
}

/**
 * The index of a scoring record (Rule 5.2), oldest first; only the last 20 are read: the average of the lowest
 * differentials of the table, plus its adjustment, rounded to the nearest tenth (.05 upwards), at most 54.0. Null
 * with fewer than 3 scores. The differentials are taken as given (already with any exceptional score reduction).
 */
export function handicapIndexFromDifferentials(differentials: readonly number[]): number | null {
  return indexOfRecord(differentials.slice(-SCORING_RECORD_SIZE))?.index ?? null;
}

function indexOfRecord(record: readonly number[]): { index: number; used: number[] } | null {
  record.forEach((d) => requireFinite(d, 'INVALID_NUMBER', 'El diferencial no es un número válido'));
  const rule = differentialsUsed(record.length);
  if (!rule) return null;
  const used = lowestPositions(record, rule.count);
  const average = used.reduce((sum, i) => sum + (record[i] as number), 0) / rule.count;
  return { index: Math.min(MAX_WHS_INDEX, roundToTenth(average + rule.adjustment)), used };
}

/** The cap a calculated index was held by (Rule 5.8): 'blando' (soft) or 'duro' (hard). */
export type WhsCap = 'blando' | 'duro';

/**
 * The caps of Rule 5.8 on a calculated index, given the low index: a rise above low + 3.0 counts half
 * (soft cap), and the index never goes above low + 5.0 (hard cap); rounded to the tenth (.05 upwards).
 */
export function capIndex(calculated: number, lowIndex: number): { index: number; cap: WhsCap | null } {
  const rise = roundToTenth(calculated - lowIndex);
  if (rise <= SOFT_CAP_THRESHOLD) return { index: calculated, cap: null };
  const soft = roundToTenth(lowIndex + SOFT_CAP_THRESHOLD + (rise - SOFT_CAP_THRESHOLD) / 2);
  const hard = roundToTenth(lowIndex + HARD_CAP);
  return soft > hard ? { index: hard, cap: 'duro' } : { index: soft, cap: 'blando' };
}

/**
 * The exceptional score reduction a differential earns (Rule 5.9), against the index the player had when the
 * round was played: 7.0–9.9 below it → −1.0; 10.0 or more → −2.0; else 0 (and 0 without an index).
 */
export function exceptionalScoreReduction(differential: number, indexAtTime: number | null): 0 | -1 | -2 {
  if (indexAtTime === null) return 0;
  const below = roundToTenth(indexAtTime - differential);
  return below >= 10 ? -2 : below >= 7 ? -1 : 0;
}

/** One round of a player for the estimate: the tee's rating, the holes as played, and the day's course handicap. */
export interface WhsRoundInput {
  /** 'YYYY-MM-DD'. */
  fecha: string;
  course_rating: number;
  slope: number;
  /** The course and day's playing conditions calculation (−1…+3); null or absent = 0. */
  pcc?: number | null;
  /**
   * The course handicap the player had that day (index × slope / 113 + CR − par of the index frozen for the
   * tournament; may be unrounded), or null before the player has an index (holes then count at most par + 5).
   */
  course_handicap: number | null;
  /** The 18 holes in order with the strokes, 'Recogida' or nothing. */
  holes: readonly WhsHoleInput[];
}

/** A round of the history, oldest first. Fields after `indexAfter` describe the record as it stands now. */
export interface WhsRoundResult<T extends WhsRoundInput = WhsRoundInput> {
  round: T;
  fecha: string;
  adjustedGross: number;
  holesPlayed: number;
  /** Per hole: what counted, and `capped` where net double bogey (or par + 5) lowered the strokes. */
  holes: WhsAdjustedHole[];
  pcc: number;
  /** 14 or more holes played: the round is a score of the record. */
  acceptable: boolean;
  /** The score differential (null when not acceptable). */
  differential: number | null;
  /** The index in effect the day the round was played (the estimate from the rounds of earlier days). */
  indexAtTime: number | null;
  /** The exceptional score reduction this round triggered on the last 20 differentials (Rule 5.9). */
  exceptional: 0 | -1 | -2;
  /** The index before the caps, after this round. */
  calculatedIndex: number | null;
  /** The low index at this round (from 20 scores on). */
  lowIndex: number | null;
  /** The cap that held the index after this round. */
  cap: WhsCap | null;
  /** The estimate after this round. */
  indexAfter: number | null;
  /** The exceptional score reductions now applied to this differential (0 or negative). */
  esrAdjustment: number;
  /** `differential` + `esrAdjustment` (null when not acceptable). */
  adjustedDifferential: number | null;
  /** Among the last 20 scores. */
  inRecord: boolean;
  /** Among the lowest differentials the current estimate averages. */
  counts: boolean;
}

/** The estimate and how it came to be. */
export interface WhsHistory<T extends WhsRoundInput = WhsRoundInput> {
  /** Every round, oldest first (same day: in the order given). */
  rounds: WhsRoundResult<T>[];
  /** The current estimate (null before 3 scores). */
  index: number | null;
  /** The current low index (null before 20 scores). */
  lowIndex: number | null;
  /** Scores in the record (at most 20). */
  scoresInRecord: number;
  /** Acceptable scores ever. */
  scores: number;
}

const MS_PER_DAY = 86_400_000;

function dayNumber(fecha: string): number {
  requireIsoDate(fecha);
  return (
    Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)) - 1, Number(fecha.slice(8, 10))) /
    MS_PER_DAY
  );
}

/**
 * The club's estimate of a player's index from their rounds (design §16, Rules of Handicapping 2024, Rule 5), with
 * the history behind it. Rounds are taken in date order (same day: the order given):
 * - each round's adjusted gross (`adjustedGrossScore`) and, with 14 or more holes played, its differential
 *   (`scoreDifferential`); rounds of fewer holes (9-hole rounds included) are shown and not counted;
 * - after each score, the index of the last 20 (`handicapIndexFromDifferentials`, Rule 5.2), with each exceptional
 *   score's reduction on the last 20 differentials at that moment (Rule 5.9, against the index in effect the day
 *   the round was played);
 * - from 20 scores, the low index (the lowest index in effect on a day from 365 days before the round's day up to
 *   that day) and the soft and hard caps (`capIndex`, Rule 5.8).
 */
export function handicapHistory<T extends WhsRoundInput>(rounds: readonly T[]): WhsHistory<T> {
  const ordered = rounds
    .map((round, order) => ({ round, order, day: dayNumber(round.fecha) }))
    .sort((a, b) => a.day - b.day || a.order - b.order);

  const results: WhsRoundResult<T>[] = [];
  // The acceptable scores: differential, current ESR adjustment, and the result they belong to.
  const differentials: number[] = [];
  const adjustments: number[] = [];
  const owners: number[] = [];
  // Revisions of the index: in effect from `from` (the day after the day of the rounds that made it).
  const revisions: { from: number; index: number | null }[] = [];

  let index: number | null = null;
  let lowIndex: number | null = null;
  let used: number[] = [];
  let currentDay: number | null = null;
  let indexAtTime: number | null = null;

  for (const { round, day } of ordered) {
    if (day !== currentDay) {
      if (currentDay !== null) revisions.push({ from: currentDay + 1, index });
      currentDay = day;
      indexAtTime = index;
    }
    requireFinite(round.course_rating, 'INVALID_COURSE_RATING', 'El course rating no es válido');
    const pcc = requirePcc(round.pcc ?? 0);
    const gross = adjustedGrossScore(round.holes, round.course_handicap);
    const acceptable = gross.holesPlayed >= MIN_HOLES_FOR_SCORE;
    // Rating and slope are checked for every round, counted or not.
    const differential = scoreDifferential(gross.adjustedGross, round.course_rating, round.slope, pcc);
    const result: WhsRoundResult<T> = {
      round,
      fecha: round.fecha,
      adjustedGross: gross.adjustedGross,
      holesPlayed: gross.holesPlayed,
      holes: gross.holes,
      pcc,
      acceptable,
      differential: acceptable ? differential : null,
      indexAtTime,
      exceptional: 0,
      calculatedIndex: index,
      lowIndex,
      cap: null,
      indexAfter: index,
      esrAdjustment: 0,
      adjustedDifferential: null,
      inRecord: false,
      counts: false,
    };
    results.push(result);
    if (!acceptable) continue;

    const position = differentials.length;
    differentials.push(differential);
    adjustments.push(0);
    owners.push(results.length - 1);
    const exceptional = exceptionalScoreReduction(differential, indexAtTime);
    result.exceptional = exceptional;
    if (exceptional !== 0) {
      for (let i = Math.max(0, position - SCORING_RECORD_SIZE + 1); i <= position; i++) {
        adjustments[i] = (adjustments[i] as number) + exceptional;
      }
    }

    const start = Math.max(0, differentials.length - SCORING_RECORD_SIZE);
    const record: number[] = [];
    for (let i = start; i < differentials.length; i++) {
      record.push(roundToTenth((differentials[i] as number) + (adjustments[i] as number)));
    }
    const calculated = indexOfRecord(record);
    used = calculated ? calculated.used.map((i) => i + start) : [];
    result.calculatedIndex = calculated?.index ?? null;
    index = calculated?.index ?? null;

    if (differentials.length >= SCORING_RECORD_SIZE) {
      lowIndex = lowestInEffect(revisions, day);
      if (lowIndex !== null && index !== null) {
        const capped = capIndex(index, lowIndex);
        index = Math.min(MAX_WHS_INDEX, capped.index);
        result.cap = capped.cap;
      }
    }
    result.lowIndex = lowIndex;
    result.indexAfter = index;
  }

  const recordStart = Math.max(0, differentials.length - SCORING_RECORD_SIZE);
  const counting = new Set(used);
  owners.forEach((owner, i) => {
    const result = results[owner] as WhsRoundResult<T>;
    result.esrAdjustment = adjustments[i] as number;
    result.adjustedDifferential = roundToTenth((differentials[i] as number) + (adjustments[i] as number));
    result.inRecord = i >= recordStart;
    result.counts = counting.has(i);
  });

  return {
    rounds: results,
    index,
    lowIndex,
    scoresInRecord: differentials.length - recordStart,
    scores: differentials.length,
  };
}

/**
 * The lowest index in effect on any day from `day` − 365 up to `day` (Rule 5.7): the revision in effect at the
 * start of that window and every later one that took effect by `day`. Null when none (no index yet).
 */
function lowestInEffect(
  revisions: readonly { from: number; index: number | null }[],
  day: number,
): number | null {
  const windowStart = day - LOW_INDEX_DAYS;
  let lowest: number | null = null;
  for (let i = revisions.length - 1; i >= 0; i--) {
    const revision = revisions[i] as { from: number; index: number | null };
    if (revision.from > day) continue;
    if (revision.index !== null && (lowest === null || revision.index < lowest)) lowest = revision.index;
    if (revision.from <= windowStart) break;
  }
  return lowest;
}
