import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capIndex,
  differentialsUsed,
  exceptionalScoreReduction,
  handicapHistory,
  handicapIndexFromDifferentials,
  type WhsRoundInput,
} from './handicap-index';
import { addDays, holesWith, roundWithDifferential } from './test-helpers';

describe('differentialsUsed: the Rule 5.2 table', () => {
  it('lists, by scores in the record, how many of the lowest count and the adjustment', () => {
    const table = Array.from({ length: 23 }, (_, scores) => differentialsUsed(scores));
    expect(table).toEqual([
      null,
      null,
      null,
      { count: 1, adjustment: -2 },
      { count: 1, adjustment: -1 },
      { count: 1, adjustment: 0 },
      { count: 2, adjustment: -1 },
      { count: 2, adjustment: 0 },
      { count: 2, adjustment: 0 },
      { count: 3, adjustment: 0 },
      { count: 3, adjustment: 0 },
      { count: 3, adjustment: 0 },
      { count: 4, adjustment: 0 },
      { count: 4, adjustment: 0 },
      { count: 4, adjustment: 0 },
      { count: 5, adjustment: 0 },
      { count: 5, adjustment: 0 },
      { count: 6, adjustment: 0 },
      { count: 6, adjustment: 0 },
      { count: 7, adjustment: 0 },
      { count: 8, adjustment: 0 },
      { count: 8, adjustment: 0 },
      { count: 8, adjustment: 0 },
    ]);
  });
});

describe('handicapIndexFromDifferentials (Rule 5.2): lowest of the record, adjustment, to the tenth, at most 54.0', () => {
  const first = [15.0, 12.4, 13.8, 16.1, 11.9, 12.0, 20.0, 10.0, 14.0];

  it('no index with fewer than 3 scores', () => {
    expect(handicapIndexFromDifferentials([])).toBeNull();
    expect(handicapIndexFromDifferentials([15.0, 12.4])).toBeNull();
  });

  it('3 to 9 scores, by hand', () => {
    // 3: lowest 12.4 − 2.0 = 10.4.
    expect(handicapIndexFromDifferentials(first.slice(0, 3))).toBe(10.4);
    // 4: lowest 12.4 − 1.0 = 11.4.
    expect(handicapIndexFromDifferentials(first.slice(0, 4))).toBe(11.4);
    // 5: lowest 11.9.
    expect(handicapIndexFromDifferentials(first.slice(0, 5))).toBe(11.9);
    // 6: (11.9 + 12.0) / 2 = 11.95, − 1.0 = 10.95 → 11.0.
    expect(handicapIndexFromDifferentials(first.slice(0, 6))).toBe(11);
    // 7: (11.9 + 12.0) / 2 = 11.95 → 12.0.
    expect(handicapIndexFromDifferentials(first.slice(0, 7))).toBe(12);
    // 8: (10.0 + 11.9) / 2 = 10.95 → 11.0.
    expect(handicapIndexFromDifferentials(first.slice(0, 8))).toBe(11);
    // 9: (10.0 + 11.9 + 12.0) / 3 = 33.9 / 3 = 11.3.
    expect(handicapIndexFromDifferentials(first)).toBe(11.3);
  });

  it('20 scores: the best 8; a 21st pushes the oldest out', () => {
    const twenty = [
      14.0, 8.1, 19.0, 11.3, 9.5, 20.1, 12.5, 10.4, 16.0, 9.0, 13.3, 11.8, 17.0, 10.2, 15.5, 11.0, 18.2, 12.0,
      13.1, 14.2,
    ];
    // Lowest 8: 8.1 + 9.0 + 9.5 + 10.2 + 10.4 + 11.0 + 11.3 + 11.8 = 81.3; / 8 = 10.1625 → 10.2.
    expect(handicapIndexFromDifferentials(twenty)).toBe(10.2);
    // An older 0.5 before them is outside the last 20.
    expect(handicapIndexFromDifferentials([0.5, ...twenty])).toBe(10.2);
    // A newer 30.0 pushes the 14.0 out: the lowest 8 are the same.
    expect(handicapIndexFromDifferentials([...twenty, 30])).toBe(10.2);
    // Two newer 30.0 push out the two oldest, 14.0 and 8.1; the lowest 8 are then 9.0 … 11.8 and 12.0:
    // 9.0 + 9.5 + 10.2 + 10.4 + 11.0 + 11.3 + 11.8 + 12.0 = 85.2; / 8 = 10.65 → 10.7.
    expect(handicapIndexFromDifferentials([...twenty.slice(2), 30, 30])).toBe(10.7);
  });

  it('plus handicaps: −1.7 − 2.0 = −3.7 (plus 3.7); −2.15 rounds up to −2.1', () => {
    expect(handicapIndexFromDifferentials([-1.7, 0.4, 2.0])).toBe(-3.7);
    // 6 scores: (−1.2 + −1.1) / 2 = −1.15, − 1.0 = −2.15 → −2.1 (.05 upwards).
    expect(handicapIndexFromDifferentials([-1.1, -1.2, 3, 4, 5, 6])).toBe(-2.1);
  });

  it('at most 54.0', () => {
    // 3: 60.0 − 2.0 = 58.0 → 54.0.
    expect(handicapIndexFromDifferentials([60, 61, 62])).toBe(54);
  });

  it('moves with the differentials: adding 1.0 to each adds 1.0 to the index (below 54)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 400 }), { minLength: 3, maxLength: 25 }), (tenths) => {
        const record = tenths.map((t) => t / 10);
        const index = handicapIndexFromDifferentials(record) as number;
        const shifted = handicapIndexFromDifferentials(record.map((d) => Math.round((d + 1) * 10) / 10));
        expect(shifted).toBeCloseTo(index + 1, 9);
        expect(index).toBeLessThanOrEqual(Math.max(...record.slice(-20)));
      }),
    );
  });
});

describe('capIndex (Rule 5.8): soft cap halves the rise above 3.0, hard cap 5.0', () => {
  it('a rise up to 3.0 is not capped; a fall never is', () => {
    expect(capIndex(12.9, 10)).toEqual({ index: 12.9, cap: null });
    expect(capIndex(13, 10)).toEqual({ index: 13, cap: null });
    expect(capIndex(8, 10)).toEqual({ index: 8, cap: null });
  });

  it('soft cap', () => {
    // Low 10.0, calculated 14.0: rise 4.0, 1.0 above 3.0 counts half: 10.0 + 3.0 + 0.5 = 13.5.
    expect(capIndex(14, 10)).toEqual({ index: 13.5, cap: 'blando' });
    // Low 10.0, calculated 14.5: 10.0 + 3.0 + 0.75 = 13.75 → 13.8.
    expect(capIndex(14.5, 10)).toEqual({ index: 13.8, cap: 'blando' });
    // Low 10.0, calculated 17.0: 10.0 + 3.0 + 2.0 = 15.0, exactly the hard cap.
    expect(capIndex(17, 10)).toEqual({ index: 15, cap: 'blando' });
    // Plus low −1.0 (plus 1.0), calculated 3.0: rise 4.0: −1.0 + 3.0 + 0.5 = 2.5.
    expect(capIndex(3, -1)).toEqual({ index: 2.5, cap: 'blando' });
  });

  it('hard cap', () => {
    // Low 10.0, calculated 20.0: soft 10.0 + 3.0 + 3.5 = 16.5, above 10.0 + 5.0 = 15.0.
    expect(capIndex(20, 10)).toEqual({ index: 15, cap: 'duro' });
  });
});

describe('exceptionalScoreReduction (Rule 5.9)', () => {
  it('7.0–9.9 below the index: −1.0; 10.0 or more: −2.0', () => {
    // Index 16.0: 9.0 is 7.0 below; 9.1 only 6.9; 6.1 is 9.9; 6.0 is 10.0.
    expect(exceptionalScoreReduction(9, 16)).toBe(-1);
    expect(exceptionalScoreReduction(9.1, 16)).toBe(0);
    expect(exceptionalScoreReduction(6.1, 16)).toBe(-1);
    expect(exceptionalScoreReduction(6, 16)).toBe(-2);
    // Plus index −1.0: −8.0 is 7.0 below.
    expect(exceptionalScoreReduction(-8, -1)).toBe(-1);
    expect(exceptionalScoreReduction(-20, null)).toBe(0);
  });
});

function weekly(start: string, differentials: readonly number[]): WhsRoundInput[] {
  return differentials.map((d, i) => roundWithDifferential(addDays(start, 7 * i), d));
}

describe('handicapHistory: the estimate round after round', () => {
  it('builds the differential from the holes, the rating and the PCC', () => {
    // Hand: course handicap 7 on the fixture tee, hole 4 scored 10 counts 8 (net double bogey): 72 + 3 = 75;
    // rating 70.1, slope 125, PCC +1: 113 × (75 − 70.1 − 1) / 125 = 113 × 3.9 / 125 = 3.5256 → 3.5.
    const history = handicapHistory([
      {
        fecha: '2026-05-02',
        course_rating: 70.1,
        slope: 125,
        pcc: 1,
        course_handicap: 7,
        holes: holesWith({ 4: 10 }),
      },
    ]);
    const [round] = history.rounds;
    expect(round).toMatchObject({
      adjustedGross: 75,
      differential: 3.5,
      pcc: 1,
      acceptable: true,
      indexAfter: null,
    });
    expect(round?.holes.filter((h) => h.capped).map((h) => h.numero_hoyo)).toEqual([4]);
    expect(history.index).toBeNull();
  });

  it('counts a round of 14 holes and not one of 13 (nor a 9-hole round)', () => {
    // 14 holes played, 4 not played at net par (no index: par): adjusted 72, rating 72, slope 113 → 0.0.
    const fourteen = holesWith({ 15: null, 16: null, 17: null, 18: null });
    const thirteen = holesWith({ 14: null, 15: null, 16: null, 17: null, 18: null });
    const nine = holesWith(Object.fromEntries(Array.from({ length: 9 }, (_, i) => [i + 10, null])));
    const base = { course_rating: 72, slope: 113, course_handicap: null };
    const history = handicapHistory([
      { ...base, fecha: '2026-05-02', holes: fourteen },
      { ...base, fecha: '2026-05-03', holes: thirteen },
      { ...base, fecha: '2026-05-04', holes: nine },
    ]);
    expect(history.rounds.map((r) => [r.holesPlayed, r.acceptable, r.differential])).toEqual([
      [14, true, 0],
      [13, false, null],
      [9, false, null],
    ]);
    expect(history.scores).toBe(1);
  });

  it('the first index after 3 scores; an exceptional score lowers every differential of the record', () => {
    // 15.0, 12.4, 13.8: index 12.4 − 2.0 = 10.4 after the third (none in effect the day of the third).
    // Fourth, 3.0: 10.4 − 3.0 = 7.4 below the index of that day → −1.0 on all four: 14.0, 11.4, 12.8, 2.0;
    // 4 scores: 2.0 − 1.0 = 1.0.
    // Fifth, 10.0: not exceptional (above 1.0), not reduced: lowest 2.0 → 2.0.
    const history = handicapHistory(weekly('2026-01-10', [15.0, 12.4, 13.8, 3.0, 10.0]));
    expect(history.rounds.map((r) => r.differential)).toEqual([15, 12.4, 13.8, 3, 10]);
    expect(history.rounds.map((r) => r.indexAtTime)).toEqual([null, null, null, 10.4, 1]);
    expect(history.rounds.map((r) => r.indexAfter)).toEqual([null, null, 10.4, 1, 2]);
    expect(history.rounds.map((r) => r.exceptional)).toEqual([0, 0, 0, -1, 0]);
    expect(history.rounds.map((r) => r.esrAdjustment)).toEqual([-1, -1, -1, -1, 0]);
    expect(history.rounds.map((r) => r.adjustedDifferential)).toEqual([14, 11.4, 12.8, 2, 10]);
    expect(history.rounds.map((r) => r.counts)).toEqual([false, false, false, true, false]);
    expect(history.index).toBe(2);
    expect(history.lowIndex).toBeNull();
  });

  it('the index of the day of play is the one from earlier days: two rounds the same day', () => {
    // 10.0, 10.0, 10.0 on three days: 8.0. Then 1.0 and 1.0 the same day: both against 8.0 (7.0 below → −1.0
    // each). After the first: 9.0, 9.0, 9.0, 0.0 → 0.0 − 1.0 = −1.0; after the second: 8.0, 8.0, 8.0, −1.0, −1.0
    // → lowest −1.0 (5 scores, no adjustment).
    const rounds = weekly('2026-01-10', [10, 10, 10]);
    rounds.push(roundWithDifferential('2026-02-07', 1), roundWithDifferential('2026-02-07', 1));
    const history = handicapHistory(rounds);
    expect(history.rounds.map((r) => r.indexAtTime)).toEqual([null, null, null, 8, 8]);
    expect(history.rounds.map((r) => r.indexAfter)).toEqual([null, null, 8, -1, -1]);
    expect(history.index).toBe(-1);
  });

  it('orders rounds by date', () => {
    const rounds = weekly('2026-01-10', [15.0, 12.4, 13.8, 3.0, 10.0]);
    const history = handicapHistory([...rounds].reverse());
    expect(history.rounds.map((r) => r.round)).toEqual(rounds);
    expect(history.index).toBe(2);
  });

  it('an exceptional score after 24 rounds reduces the last 20 only', () => {
    // 24 × 10.0 weekly: the index is 10.0 (best 8 of 20 = 10.0; the low index 8.0 of the 3rd round caps nothing).
    // 25th, 0.0: 10.0 below → −2.0 on rounds 6–25: nineteen 8.0 and −2.0; best 8: (−2.0 + 7 × 8.0) / 8 = 6.75
    // → 6.8.
    const history = handicapHistory(weekly('2025-01-04', [...Array<number>(24).fill(10), 0]));
    expect(history.rounds[23]?.indexAfter).toBe(10);
    expect(history.rounds[24]?.exceptional).toBe(-2);
    expect(history.rounds.map((r) => r.esrAdjustment)).toEqual([
      ...Array<number>(5).fill(0),
      ...Array<number>(20).fill(-2),
    ]);
    expect(history.index).toBe(6.8);
    expect(history.rounds.filter((r) => r.inRecord)).toHaveLength(20);
    expect(history.rounds.filter((r) => r.counts)).toHaveLength(8);
    expect(history.rounds[24]?.counts).toBe(true);
    expect(history.scoresInRecord).toBe(20);
    expect(history.scores).toBe(25);
  });

  // Twenty rounds of 10.0 weekly from 2025-01-04 give the indexes (Rule 5.2 table): after round 3 10.0 − 2.0 =
  // 8.0; 4: 9.0; 5: 10.0; 6: 10.0 − 1.0 = 9.0; 7 on: 10.0. Then rounds of 25.0: with m of them in the last 20,
  // the best 8 are 10.0 until m = 12; m = 13: (7 × 10.0 + 25.0) / 8 = 11.875 → 11.9; m = 14: (60 + 50) / 8 =
  // 13.75 → 13.8; m = 15: (50 + 75) / 8 = 15.625 → 15.6.
  const tens = Array<number>(20).fill(10);
  const highs = Array<number>(15).fill(25);

  it('soft and hard caps against the low index of the last 365 days', () => {
    // The high rounds follow at once (2025-05-24 on): the low index is 8.0 (in effect 2025-01-19 … 2025-01-25).
    // m = 13: rise 11.9 − 8.0 = 3.9 → 8.0 + 3.0 + 0.45 = 11.45 → 11.5 (soft).
    // m = 14: 13.8 − 8.0 = 5.8 → 8.0 + 3.0 + 1.4 = 12.4 (soft; the hard cap is 13.0).
    // m = 15: 15.6 − 8.0 = 7.6 → 8.0 + 3.0 + 2.3 = 13.3 → hard cap 13.0.
    const history = handicapHistory(weekly('2025-01-04', [...tens, ...highs]));
    const after = history.rounds.map((r) => r.indexAfter);
    expect(after.slice(0, 8)).toEqual([null, null, 8, 9, 10, 9, 10, 10]);
    expect(history.rounds[19]).toMatchObject({ lowIndex: 8, indexAfter: 10, cap: null });
    expect(after.slice(20, 32)).toEqual(Array<number>(12).fill(10));
    expect(history.rounds.slice(32).map((r) => [r.calculatedIndex, r.indexAfter, r.cap])).toEqual([
      [11.9, 11.5, 'blando'],
      [13.8, 12.4, 'blando'],
      [15.6, 13, 'duro'],
    ]);
    expect(history.index).toBe(13);
    expect(history.lowIndex).toBe(8);
  });

  it('the low index forgets what was in effect more than 365 days before', () => {
    // The same rounds, the high ones from 2026-03-07: the index in effect a year before each is 10.0 (since
    // 2025-02-08), so the low index is 10.0.
    // m = 13: 11.9 − 10.0 = 1.9, not capped. m = 14: 13.8 − 10.0 = 3.8 → 10.0 + 3.0 + 0.4 = 13.4.
    // m = 15: 15.6 − 10.0 = 5.6 → 10.0 + 3.0 + 1.3 = 14.3.
    const history = handicapHistory([...weekly('2025-01-04', tens), ...weekly('2026-03-07', highs)]);
    expect(history.rounds.slice(32).map((r) => [r.lowIndex, r.calculatedIndex, r.indexAfter, r.cap])).toEqual(
      [
        [10, 11.9, 11.9, null],
        [10, 13.8, 13.4, 'blando'],
        [10, 15.6, 14.3, 'blando'],
      ],
    );
  });

  it('never above 54.0, and the counting differentials are the table’s count', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -30, max: 600 }), { minLength: 1, maxLength: 40 }), (tenths) => {
        const history = handicapHistory(
          weekly(
            '2025-01-04',
            tenths.map((t) => t / 10),
          ),
        );
        for (const round of history.rounds) {
          if (round.indexAfter !== null) expect(round.indexAfter).toBeLessThanOrEqual(54);
        }
        const count = Math.min(tenths.length, 20);
        expect(history.rounds.filter((r) => r.counts)).toHaveLength(differentialsUsed(count)?.count ?? 0);
      }),
      { numRuns: 50 },
    );
  });
});
