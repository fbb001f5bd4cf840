import { requireInRange } from '../guards';
import { DEFAULT_STROKE_INDEX, requireNormalizedHoles, type Hole } from '../holes';
import { requirePlayingHandicap } from '../playing-handicap';
import { roundHalfUp } from '../rounding';
import { requireStrokes } from '../strokes';
import { strokesReceivedByStrokeIndex } from '../strokes-received';
import { PCC_MAX, PCC_MIN } from './pcc';

/**
 * A hole of a round for the club's handicap estimate (design §16): the tee's hole (`numero_hoyo` 1–18 in order,
 * `par`, `handicap` = stroke index or null for 18) and what the player scored: `golpes`, or `recogida` (started and
 * not finished; `golpes` is then ignored), or neither (not played).
 */
export interface WhsHoleInput extends Hole {
  golpes: number | null;
  recogida?: boolean;
}

/** How a hole entered the adjusted gross score. */
export type WhsHoleKind = 'golpes' | 'recogida' | 'no_jugado';

/** One hole of the adjusted gross score. */
export interface WhsAdjustedHole {
  numero_hoyo: number;
  kind: WhsHoleKind;
  /** The strokes recorded (null when picked up or not played). */
  golpes: number | null;
  /** What the hole counts in the adjusted gross score. */
  adjusted: number;
  /** The most the hole may count: net double bogey, or par + 5 before a first index (Rule 3.1). */
  maximum: number;
  /** True when the strokes recorded were above the maximum and were lowered to it. */
  capped: boolean;
}

/** The adjusted gross score of a round (Rules of Handicapping 2024, Rules 3.1 and 3.2). */
export interface WhsAdjustedGross {
  /** The sum of the 18 adjusted holes. */
  adjustedGross: number;
  /** Holes with strokes or picked up ('Recogida'): a hole started counts as played (Rule 3.2). */
  holesPlayed: number;
  holes: WhsAdjustedHole[];
}

/** Over par per hole a player without an index may count (Rule 3.1b: "par + 5"). */
export const NO_INDEX_MAX_OVER_PAR = 5;

/**
 * The course handicap as the estimate uses it: a whole number, .5 upwards (Rules of Handicapping 6.1: the course
 * handicap is rounded for the maximum hole score and the holes not played). A value already whole is kept.
 */
export function wholeCourseHandicap(courseHandicap: number): number {
  return requirePlayingHandicap(roundHalfUp(courseHandicap));
}

/**
 * The adjusted gross score of one round (Rules of Handicapping 2024):
 * - a hole played counts its strokes up to net double bogey = par + 2 + the strokes received on it from the COURSE
 *   handicap of that day (not the playing handicap after the allowance); a plus course handicap gives strokes back
 *   on the easiest holes (stroke index 18 first: `strokesReceivedByStrokeIndex`), so its net double bogey there is
 *   par + 1;
 * - a hole started and not finished ('Recogida') counts net double bogey (Rule 3.2: the score it most likely is
 *   never exceeds it; net double bogey is the value a committee records);
 * - a hole not played counts net par = par + strokes received (the 2020 method; the 2024 "expected score" table
 *   is not published);
 * - before the player has an index (`courseHandicap` null) the maximum is par + 5, and a hole not played counts
 *   par (no strokes received).
 * `courseHandicap` may be unrounded (`calculateCourseHandicap`); it is rounded here (`wholeCourseHandicap`).
 */
export function adjustedGrossScore(
  holes: readonly WhsHoleInput[],
  courseHandicap: number | null,
): WhsAdjustedGross {
  requireNormalizedHoles(holes);
  const strokesByIndex =
    courseHandicap === null ? null : strokesReceivedByStrokeIndex(wholeCourseHandicap(courseHandicap));
  let adjustedGross = 0;
  let holesPlayed = 0;
  const adjustedHoles = holes.map((hole): WhsAdjustedHole => {
    const received = strokesByIndex ? (strokesByIndex[hole.handicap ?? DEFAULT_STROKE_INDEX] ?? 0) : 0;
    const maximum = strokesByIndex ? hole.par + 2 + received : hole.par + NO_INDEX_MAX_OVER_PAR;
    let result: WhsAdjustedHole;
    if (hole.recogida === true) {
      result = {
        numero_hoyo: hole.numero_hoyo,
        kind: 'recogida',
        golpes: null,
        adjusted: maximum,
        maximum,
        capped: false,
      };
    } else if (hole.golpes === null || hole.golpes === undefined) {
      const netPar = hole.par + received;
      result = {
        numero_hoyo: hole.numero_hoyo,
        kind: 'no_jugado',
        golpes: null,
        adjusted: netPar,
        maximum,
        capped: false,
      };
    } else {
      const golpes = requireStrokes(hole.golpes);
      result = {
        numero_hoyo: hole.numero_hoyo,
        kind: 'golpes',
        golpes,
        adjusted: Math.min(golpes, maximum),
        maximum,
        capped: golpes > maximum,
      };
    }
    if (result.kind !== 'no_jugado') holesPlayed++;
    adjustedGross += result.adjusted;
    return result;
  });
  return { adjustedGross, holesPlayed, holes: adjustedHoles };
}

export { PCC_MAX, PCC_MIN };

/** Throws unless `pcc` is a playing conditions calculation −1.0…+3.0. */
export function requirePcc(pcc: number): number {
  return requireInRange(pcc, PCC_MIN, PCC_MAX, 'INVALID_PCC', 'El PCC debe estar entre -1 y +3');
}
