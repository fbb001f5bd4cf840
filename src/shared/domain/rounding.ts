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

/**
 * The Rules of Handicapping's rounding: nearest whole number with .5 rounded upwards — towards the higher value,
 * not away from zero, so a plus 2.5 (−2.5) becomes plus 2 (−2). Used by the club's handicap estimate (the course
 * handicap of its net double bogey); the playing handicap of a tournament keeps `roundHalfAwayFromZero`
 * (design §7). Binary noise is removed first, as in `roundHalfAwayFromZero`.
 */
export function roundHalfUp(value: number): number {
  const cleaned = Math.round(value * 1e9) / 1e9;
  const rounded = Math.floor(cleaned + 0.5);
  return rounded === 0 ? 0 : rounded;
}

/**
 * Nearest tenth with .05 rounded upwards (Rules of Handicapping: score differentials and indexes): 12.45 → 12.5,
 * −1.25 → −1.2 (plus 1.2), −1.26 → −1.3. Binary noise is removed first (0.15 + 0.1 style sums round as by hand).
 */
export function roundToTenth(value: number): number {
  return roundHalfUp(value * 10) / 10;
}
