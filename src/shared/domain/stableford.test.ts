import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeHoles } from './holes';
import { computeScorecard } from './scorecard';
import { stablefordPoints } from './stableford';

describe('stablefordPoints (Rules of Golf 21.1b; design §14)', () => {
  it('the §14 table: +2 or worse 0, +1 1, par 2, −1 3, −2 4, −3 5, −4 6', () => {
    expect([8, 7, 6, 5, 4, 3, 2, 1, 0].map((score) => stablefordPoints(score, 4))).toEqual([
      0, // 8 on a par 4: +4 → max(0, 2 − 4) = 0
      0, // +3 → 0
      0, // +2 → 0
      1, // +1 → 2 − 1 = 1
      2, // par → 2
      3, // −1 → 3
      4, // −2 → 4
      5, // −3 → 5
      6, // −4 → 6 (a net 0 on a par 4 after strokes received)
    ]);
  });

  it("property: on a card, each hole's points are a function of its net to par (handicap) and gross to par (scratch)", () => {
    const holes = normalizeHoles(
      Array.from({ length: 18 }, (_, i) => ({
        numero_hoyo: i + 1,
        par: 3 + (i % 3),
        handicap: ((i * 7) % 18) + 1,
      })),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 18, maxLength: 18 }),
        fc.integer({ min: -10, max: 60 }),
        (strokes, handicap) => {
          const card = computeScorecard(
            strokes.map((golpes, i) => ({ numero_hoyo: i + 1, golpes })),
            holes,
            handicap,
            { limite_golpes_hoyo: null, scoring: 'stableford' },
          );
          const byNetToPar = new Map<number, number>();
          for (const h of card.holes) {
            const netToPar = h.netToPar as number;
            expect(h.puntos_handicap).toBe(Math.max(0, 2 - netToPar));
            expect(h.puntos_scratch).toBe(Math.max(0, 2 - ((h.golpes as number) - h.par)));
            if (byNetToPar.has(netToPar)) expect(h.puntos_handicap).toBe(byNetToPar.get(netToPar));
            byNetToPar.set(netToPar, h.puntos_handicap as number);
          }
          expect(card.puntos_handicap).toBe(card.holes.reduce((s, h) => s + (h.puntos_handicap ?? 0), 0));
        },
      ),
    );
  });
});
