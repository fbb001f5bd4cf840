import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeHoles } from '../holes';
import { computeScorecard, type HoleResultInput } from '../scorecard';
import { TEE_HOLES } from '../test-helpers';
import { combineBestBall } from './best-ball';

const tee = normalizeHoles(TEE_HOLES);
const card = (results: HoleResultInput[], handicap: number, stableford: boolean) =>
  computeScorecard(results, tee, handicap, {
    limite_golpes_hoyo: null,
    scoring: stableford ? 'stableford' : 'golpes',
  });

describe('combineBestBall (mejor bola, design §14; Rules of Golf 23)', () => {
  it('hand-computed: per hole the better net ball for handicap and the better gross ball for scratch', () => {
    // Hole 1 is a par 4 of stroke index 7; hole 2 a par 4 of index 3; hole 3 a par 3 of index 15.
    // Ana (handicap 7) gets a stroke on holes 1 and 2; Bea (handicap 0) none.
    const ana = card(
      [
        { numero_hoyo: 1, golpes: 5 }, // net 4, par
        { numero_hoyo: 2, golpes: 6 }, // net 5, +1
        { numero_hoyo: 3, golpes: null, recogida: true },
      ],
      7,
      false,
    );
    const bea = card(
      [
        { numero_hoyo: 1, golpes: 4 }, // par, gross better than Ana's 5
        { numero_hoyo: 2, golpes: 7 }, // +3
      ],
      0,
      false,
    );
    const { card: side, memberHoles } = combineBestBall([ana, bea], false);
    // Hole 1: nets 4 and 4 tie → Ana's (first) counts; gross 4 (Bea) beats 5. Hole 2: Ana's net 5 beats 7; gross
    // 6 beats 7. Hole 3: Ana picked up (no score in stroke play), Bea has none → the side has no score.
    expect(memberHoles[0]?.slice(0, 3).map((h) => [h.cuenta, h.cuenta_scratch])).toEqual([
      [true, false],
      [true, true],
      [false, false],
    ]);
    expect(memberHoles[1]?.slice(0, 2).map((h) => [h.cuenta, h.cuenta_scratch])).toEqual([
      [false, true],
      [false, false],
    ]);
    // Handicap: net to par 0 + 1 = +1; scratch: 4 + 6 = 10 on par 8 → +2; 2 holes played.
    expect(side).toMatchObject({
      hoyos_jugados: 2,
      resultado_handicap: 1,
      resultado_scratch: 2,
      golpes_brutos: 10,
      golpes_netos: 4 + 5,
      puntos_handicap: null,
    });
  });

  it("Stableford: the most points per hole, a pick-up scores 0 and the partner's ball counts", () => {
    const ana = card(
      [
        { numero_hoyo: 1, golpes: null, recogida: true },
        { numero_hoyo: 2, golpes: 4 },
      ],
      7,
      true,
    );
    const bea = card([{ numero_hoyo: 1, golpes: 5 }], 0, true);
    const { card: side } = combineBestBall([ana, bea], true);
    // Hole 1: Ana 0 (picked up), Bea 5 on a par 4 = +1 → 1 point. Hole 2: Ana 4 − 1 = net 3 → 3 points,
    // gross par → 2. Net 1 + 3 = 4; gross 1 + 2 = 3.
    expect(side).toMatchObject({ hoyos_jugados: 2, puntos_handicap: 4, puntos_scratch: 3 });
  });

  const strokes = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 18, maxLength: 18 });
  it("property: the better-ball total is never worse than either partner's (stroke play and Stableford)", () => {
    fc.assert(
      fc.property(
        strokes,
        strokes,
        fc.integer({ min: -5, max: 54 }),
        fc.integer({ min: -5, max: 54 }),
        (a, b, ha, hb) => {
          const results = (s: number[]) => s.map((golpes, i) => ({ numero_hoyo: i + 1, golpes }));
          const stroke = [card(results(a), ha, false), card(results(b), hb, false)];
          const side = combineBestBall(stroke, false).card;
          for (const c of stroke) {
            expect(side.resultado_handicap as number).toBeLessThanOrEqual(c.resultado_handicap as number);
            expect(side.resultado_scratch as number).toBeLessThanOrEqual(c.resultado_scratch as number);
          }
          const points = [card(results(a), ha, true), card(results(b), hb, true)];
          const stablefordSide = combineBestBall(points, true).card;
          for (const c of points) {
            expect(stablefordSide.puntos_handicap as number).toBeGreaterThanOrEqual(
              c.puntos_handicap as number,
            );
            expect(stablefordSide.puntos_scratch as number).toBeGreaterThanOrEqual(
              c.puntos_scratch as number,
            );
          }
        },
      ),
    );
  });
});
