import { requireInRange } from '../guards';
import {
  COURSE_RATING_MAX_DAMAS,
  COURSE_RATING_MIN,
  SLOPE_MAX,
  SLOPE_MIN,
  STANDARD_SLOPE,
} from '../playing-handicap';
import { roundToTenth } from '../rounding';
import { requirePcc } from './adjusted-gross';

/**
 * The score differential of an 18-hole round (Rule 5.1): 113 / slope × (adjusted gross − course rating − PCC),
 * rounded to the nearest tenth with .05 upwards (`roundToTenth`: −1.25 → −1.2, a plus 1.2). Example of the Rules:
 * adjusted gross 85 on a tee rated 72.3 / 129 with PCC 0 → 113 / 129 × 12.7 = 11.12… → 11.1. The rating is the
 * one the player played off, a women's rating from a back tee included (up to {@link COURSE_RATING_MAX_DAMAS}).
 */
export function scoreDifferential(
  adjustedGross: number,
  courseRating: number,
  slope: number,
  pcc = 0,
): number {
  requireInRange(slope, SLOPE_MIN, SLOPE_MAX, 'INVALID_SLOPE', 'El slope debe estar entre 55 y 155');
  requireInRange(
    courseRating,
    COURSE_RATING_MIN,
    COURSE_RATING_MAX_DAMAS,
    'INVALID_COURSE_RATING',
    `El course rating debe estar entre ${COURSE_RATING_MIN} y ${COURSE_RATING_MAX_DAMAS}`,
  );
  requirePcc(pcc);
  requireInRange(adjustedGross, 18, 18 * 15, 'INVALID_STROKES', 'El resultado bruto ajustado no es válido');
  return roundToTenth((STANDARD_SLOPE * (adjustedGross - courseRating - pcc)) / slope);
}
