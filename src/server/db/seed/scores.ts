/** Deterministic, plausible scores for the demo club (a seeded pseudo-random generator, so every seed is the same). */

export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strokes on a hole for a player of handicap index `handicap`: around par + handicap / 18, within 1…par + 5. */
export function demoStrokes(rand: () => number, par: number, handicap: number): number {
  const expectedOver = Math.max(-0.3, handicap / 18);
  const noise = (rand() + rand() + rand() - 1.5) * 1.4;
  const strokes = Math.round(par + expectedOver + noise);
  return Math.min(par + 5, Math.max(1, strokes));
}

/** Shifts an ISO date 'YYYY-MM-DD' by whole days. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
