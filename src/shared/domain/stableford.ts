/**
 * Stableford points of one hole (Rules of Golf 21.1b; design §14): diff = score − par, points = max(0, 2 − diff):
 * double bogey or worse 0, bogey 1, par 2, birdie 3, eagle 4, albatross 5, condor 6. `score` is the net score for
 * the handicap ranking (strokes − strokes received) and the gross score for scratch.
 */
export function stablefordPoints(score: number, par: number): number {
  return Math.max(0, 2 - (score - par));
}
