import { HANDICAP_INDEX_MAX, HANDICAP_INDEX_MIN } from '../playing-handicap';
import { roundToTenth } from '../rounding';

/**
 * The club's estimate as the handicap index a tournament set to 'Hándicap de la peña' plays off (design.md §16): the
 * estimate clamped to the range a profile's index accepts (−10…54); null stays null (no estimate yet).
 */
export function estimateAsIndex(estimate: number | null): number | null {
  if (estimate === null) return null;
  return Math.min(HANDICAP_INDEX_MAX, Math.max(HANDICAP_INDEX_MIN, estimate));
}

/** 'Hándicaps de la peña': estimate − official index, to the tenth; null when either is unknown. */
export function estimateDifference(estimate: number | null, official: number | null): number | null {
  if (estimate === null || official === null) return null;
  return roundToTenth(estimate - official);
}
