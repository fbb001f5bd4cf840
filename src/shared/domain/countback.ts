import { HOLES_PER_ROUND } from './holes';

/** The countback segments of design §14: the last 9, 6, 3 and 1 holes (10–18, 13–18, 16–18, 18). */
export const COUNTBACK_SEGMENTS = [9, 6, 3, 1] as const;

/**
 * The countback (`ultimos_hoyos`) keys of one card, lower is better, compared in order: for each segment of the
 * last 9, 6, 3 and 1 holes, the sum of the holes' values minus segment/18 of `deduction` (1/2, 1/3, 1/6, 1/18 of
 * the playing handicap in the handicap ranking of stroke play; 0 elsewhere). The fractions are kept exact by
 * scaling every key by 18: key = 18 × sum − holes × deduction. `values` are per hole 1–18 in order, lower is
 * better (strokes to par, or minus the Stableford points); null (no score) counts 0.
 */
export function countbackKeys(values: readonly (number | null)[], deduction: number): number[] {
  return COUNTBACK_SEGMENTS.map((holes) => {
    let sum = 0;
    for (let i = HOLES_PER_ROUND - holes; i < HOLES_PER_ROUND; i++) sum += values[i] ?? 0;
    return HOLES_PER_ROUND * sum - holes * deduction;
  });
}
