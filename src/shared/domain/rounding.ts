/**
 * Rounds to the nearest whole number with halves going away from zero: 12.5 → 13, -2.5 → -3 (a "plus 2.5"
 * becomes "plus 3"), 0.5 → 1. For positive numbers this is `Math.round`. Binary noise is removed first
 * (12.4999999999 from 18.4 × 113 / 113 style arithmetic counts as 12.5) so decimal inputs round as a person
 * computing by hand would (design §7: "rounded to the nearest whole number (.5 up)").
 */
export function roundHalfAwayFromZero(value: number): number {
  const magnitude = Math.round(Math.abs(value) * 1e9) / 1e9;
  const rounded = Math.floor(magnitude + 0.5);
  return value < 0 ? -rounded || 0 : rounded;
}

/** Rounds to two decimals (points), with the same binary-noise cleanup. */
export function roundToCents(value: number): number {
  return roundHalfAwayFromZero(value * 100) / 100;
}
