import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { adjustedGrossScore, requirePcc, wholeCourseHandicap } from './adjusted-gross';
import { holesWith } from './test-helpers';

// The fixture tee (test-helpers.ts), par 72:
// hole   1  2  3  4  5  6  7  8  9 | 10 11 12 13 14 15 16 17 18
// par    4  4  3  5  4  4  3  4  5 |  4  3  5  4  4  4  3  5  4
// index  7  3 15  1 11  5 17  9 13 |  8 16  2 12  4 10 18  6 14

function hole(result: ReturnType<typeof adjustedGrossScore>, numero: number) {
  return result.holes[numero - 1];
}

describe('adjustedGrossScore: net double bogey from the course handicap (Rule 3.1)', () => {
  it('course handicap 7: one stroke on indexes 1–7; hole 4 (par 5, index 1) at most 8, hole 3 (par 3, index 15) at most 5', () => {
    // Hand: hole 4 max = 5 + 2 + 1 = 8, the 10 counts 8; hole 3 max = 3 + 2 + 0 = 5, the 7 counts 5.
    // Gross 72 + 5 + 4 = 81; adjusted 72 + 3 + 2 = 77.
    const result = adjustedGrossScore(holesWith({ 4: 10, 3: 7 }), 7);
    expect(result.adjustedGross).toBe(77);
    expect(result.holesPlayed).toBe(18);
    expect(hole(result, 4)).toEqual({
      numero_hoyo: 4,
      kind: 'golpes',
      golpes: 10,
      adjusted: 8,
      maximum: 8,
      capped: true,
    });
    expect(hole(result, 3)).toMatchObject({ adjusted: 5, maximum: 5, capped: true });
    // Exactly net double bogey is not capped: hole 2 (par 4, index 3) max 4 + 2 + 1 = 7.
    expect(hole(adjustedGrossScore(holesWith({ 2: 7 }), 7), 2)).toMatchObject({ adjusted: 7, capped: false });
  });

  it('course handicap 20: two strokes on indexes 1 and 2, one elsewhere', () => {
    // Hand: 20 = 18 + 2. Hole 4 (par 5, index 1) max 5 + 2 + 2 = 9; hole 12 (par 5, index 2) 9; hole 3 (par 3,
    // index 15) 3 + 2 + 1 = 6. Scores 11, 9, 7 count 9, 9, 6: 72 + 4 + 4 + 3 = 83.
    const result = adjustedGrossScore(holesWith({ 4: 11, 12: 9, 3: 7 }), 20);
    expect(result.holes.map((h) => h.maximum)).toEqual([
      7, 7, 6, 9, 7, 7, 6, 7, 8, 7, 6, 9, 7, 7, 7, 6, 8, 7,
    ]);
    expect(result.adjustedGross).toBe(83);
    expect(hole(result, 12)).toMatchObject({ capped: false });
  });

  it('a plus 2 (−2) gives strokes back on indexes 18 and 17: net double bogey par + 1 there, net par par − 1', () => {
    // Hand: hole 16 (par 3, index 18) max 3 + 2 − 1 = 4: the 5 counts 4. Hole 7 (par 3, index 17) not played:
    // net par 3 − 1 = 2. Hole 1 (par 4, index 7) max 4 + 2 + 0 = 6. Adjusted 72 + 1 − 1 = 72.
    const result = adjustedGrossScore(holesWith({ 16: 5, 7: null }), -2);
    expect(hole(result, 16)).toMatchObject({ adjusted: 4, maximum: 4, capped: true });
    expect(hole(result, 7)).toMatchObject({ kind: 'no_jugado', golpes: null, adjusted: 2, capped: false });
    expect(hole(result, 1)).toMatchObject({ maximum: 6 });
    expect(result.adjustedGross).toBe(72);
    expect(result.holesPlayed).toBe(17);
  });

  it('rounds an unrounded course handicap .5 upwards: plus 2.5 (−2.5) plays as plus 2, 6.5 as 7', () => {
    expect(wholeCourseHandicap(-2.5)).toBe(-2);
    expect(wholeCourseHandicap(6.5)).toBe(7);
    expect(wholeCourseHandicap(12.4)).toBe(12);
    const rounded = adjustedGrossScore(holesWith({ 16: 5, 7: null }), -2.5);
    expect(rounded).toEqual(adjustedGrossScore(holesWith({ 16: 5, 7: null }), -2));
  });

  it("'Recogida' counts net double bogey and counts as played", () => {
    // Hand: course handicap 7, hole 2 (par 4, index 3) picked up: 4 + 2 + 1 = 7; adjusted 72 + 3 = 75.
    const result = adjustedGrossScore(holesWith({ 2: 'R' }), 7);
    expect(hole(result, 2)).toEqual({
      numero_hoyo: 2,
      kind: 'recogida',
      golpes: null,
      adjusted: 7,
      maximum: 7,
      capped: false,
    });
    expect(result.adjustedGross).toBe(75);
    expect(result.holesPlayed).toBe(18);
  });

  it('a hole not played counts net par (the 2020 method)', () => {
    // Hand: course handicap 20: hole 4 (par 5, index 1) net par 5 + 2 = 7; hole 3 (par 3, index 15) 3 + 1 = 4.
    // The other 16 holes at par: 72 − 5 − 3 + 7 + 4 = 75; 16 holes played.
    const result = adjustedGrossScore(holesWith({ 4: null, 3: null }), 20);
    expect(hole(result, 4)).toMatchObject({ kind: 'no_jugado', adjusted: 7 });
    expect(hole(result, 3)).toMatchObject({ kind: 'no_jugado', adjusted: 4 });
    expect(result.adjustedGross).toBe(75);
    expect(result.holesPlayed).toBe(16);
  });

  it('before a first index: at most par + 5; picked up par + 5; not played par', () => {
    // Hand: hole 4 (par 5) 12 counts 10; hole 3 (par 3) picked up counts 8; hole 1 (par 4) not played counts 4.
    // 72 + 5 + 5 = 82.
    const result = adjustedGrossScore(holesWith({ 4: 12, 3: 'R', 1: null }), null);
    expect(hole(result, 4)).toMatchObject({ adjusted: 10, maximum: 10, capped: true });
    expect(hole(result, 3)).toMatchObject({ kind: 'recogida', adjusted: 8 });
    expect(hole(result, 1)).toMatchObject({ kind: 'no_jugado', adjusted: 4 });
    expect(result.adjustedGross).toBe(82);
    expect(result.holesPlayed).toBe(17);
  });

  it('an unknown stroke index counts as 18', () => {
    // Hand: course handicap 17 gives a stroke on indexes 1–17, none on 18: hole 4 with no index max 5 + 2 = 7.
    const holes = holesWith({ 4: 9 }).map((h) => (h.numero_hoyo === 4 ? { ...h, handicap: null } : h));
    expect(hole(adjustedGrossScore(holes, 17), 4)).toMatchObject({ adjusted: 7, maximum: 7, capped: true });
  });

  it('refuses impossible input', () => {
    const check = (run: () => unknown, code: Parameters<typeof isDomainError>[1]) => {
      try {
        run();
        expect.unreachable();
      } catch (error) {
        expect(isDomainError(error, code)).toBe(true);
      }
    };
    check(() => adjustedGrossScore(holesWith({ 1: 0 }), 7), 'INVALID_STROKES');
    check(() => adjustedGrossScore(holesWith().slice(0, 17), 7), 'INVALID_HOLE_NUMBER');
    check(() => adjustedGrossScore(holesWith(), Number.NaN), 'INVALID_HANDICAP');
    check(() => requirePcc(4), 'INVALID_PCC');
    check(() => requirePcc(-1.5), 'INVALID_PCC');
  });

  it('never counts more than was played nor more than the maximum; the maximums hand out the course handicap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 54 }),
        fc.array(fc.oneof(fc.integer({ min: 1, max: 15 }), fc.constant<'R'>('R'), fc.constant(null)), {
          minLength: 18,
          maxLength: 18,
        }),
        (courseHandicap, scores) => {
          const result = adjustedGrossScore(
            holesWith(Object.fromEntries(scores.map((score, i) => [i + 1, score]))),
            courseHandicap,
          );
          for (const h of result.holes) {
            expect(h.adjusted).toBeLessThanOrEqual(h.maximum);
            if (h.golpes !== null) expect(h.adjusted).toBeLessThanOrEqual(h.golpes);
          }
          // Net double bogey is par + 2 + strokes received: the strokes add up to the course handicap.
          const received = result.holes.reduce(
            (sum, h, i) => sum + h.maximum - 2 - (holesWith()[i]?.par ?? 0),
            0,
          );
          expect(received).toBe(courseHandicap);
          expect(result.holesPlayed).toBe(scores.filter((score) => score !== null).length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
