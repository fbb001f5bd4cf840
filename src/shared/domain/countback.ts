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

/** One comparison of a countback: the segment of the last `holes` holes and the two cards' values on it. */
export interface CountbackStep {
  holes: (typeof COUNTBACK_SEGMENTS)[number];
  /** The segment's value (`key / 18`: the sum less the handicap fraction), lower is better. */
  a: number;
  b: number;
}

/**
 * The comparisons a countback made between two cards' keys (see `countbackKeys`): the segments in order up to and
 * including the first that differs; all four when none does (the cards stay tied).
 */
export function countbackSteps(a: readonly number[], b: readonly number[]): CountbackStep[] {
  const steps: CountbackStep[] = [];
  for (let i = 0; i < COUNTBACK_SEGMENTS.length; i++) {
    const ka = a[i] ?? 0;
    const kb = b[i] ?? 0;
    steps.push({ holes: COUNTBACK_SEGMENTS[i] ?? 1, a: ka / HOLES_PER_ROUND, b: kb / HOLES_PER_ROUND });
    if (ka !== kb) break;
  }
  return steps;
}

const segmentValue = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const pointsValue = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * Why a countback split two cards: 'últimos 9: 18–18 · últimos 6: 13–12' (Stableford: the points of each segment,
 * `stableford` negates the keys' minus points back); stroke play: the segment to par less the handicap fraction
 * ('últimos 9: +2–+2 · últimos 6: −1,5–+0,5'). The last hole reads 'hoyo 18'.
 */
export function formatCountbackSteps(steps: readonly CountbackStep[], stableford: boolean): string {
  const value = (v: number) =>
    stableford ? pointsValue.format(-v + 0) : segmentValue.format(v).replace('-', '−');
  return steps
    .map((s) => `${s.holes === 1 ? 'hoyo 18' : `últimos ${s.holes}`}: ${value(s.a)}–${value(s.b)}`)
    .join(' · ');
}
