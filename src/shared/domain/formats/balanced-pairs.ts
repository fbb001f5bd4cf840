/** A player to pair: their id and the handicap they play off (null when unknown). */
export interface PairCandidate {
  id: string;
  handicap: number | null;
}

/**
 * 'Formar parejas equilibradas': the players ordered by handicap, lowest first (unknown handicaps last, then by the
 * order given), and the lowest paired with the highest, the second lowest with the second highest, and so on, so
 * that every pair's handicaps add up to about the same. With an odd number the middle player is left without a
 * partner (`left`).
 */
export function balancedPairs(players: readonly PairCandidate[]): {
  pairs: [string, string][];
  left: string | null;
} {
  const order = players
    .map((p, i) => ({ p, i }))
    .sort(
      (a, b) =>
        (a.p.handicap ?? Number.POSITIVE_INFINITY) - (b.p.handicap ?? Number.POSITIVE_INFINITY) || a.i - b.i,
    )
    .map(({ p }) => p.id);
  const pairs: [string, string][] = [];
  for (let low = 0, high = order.length - 1; low < high; low++, high--) {
    pairs.push([order[low] as string, order[high] as string]);
  }
  return { pairs, left: order.length % 2 === 1 ? (order[(order.length - 1) / 2] ?? null) : null };
}
