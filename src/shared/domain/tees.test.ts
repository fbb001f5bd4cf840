import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCourseHandicap, calculatePlayingHandicap } from './playing-handicap';
import { strokesReceivedByHole } from './strokes-received';
import { teeAsPlayed, teeForSex, womenHolesDiffer, type TeeHoleInput, type TeeSex } from './tees';

const men = { sexo: 'hombre' as const, id: 'amarillas' };
const women = { sexo: 'mujer' as const, id: 'rojas' };

describe('teeForSex (design §7: a tee per sex)', () => {
  it('gives each sex its own tee', () => {
    expect(teeForSex([men, women], 'hombre')).toBe(men);
    expect(teeForSex([women, men], 'mujer')).toBe(women);
  });

  it('"a player without a sex plays the men\'s tee"', () => {
    expect(teeForSex([women, men], null)).toBe(men);
  });

  it('"a tournament with one tee uses it for everybody"', () => {
    for (const sexo of ['hombre', 'mujer', null] as const) {
      expect(teeForSex([women], sexo)).toBe(women);
      expect(teeForSex([men], sexo)).toBe(men);
    }
  });

  it('null without tees', () => {
    expect(teeForSex([], 'mujer')).toBeNull();
  });

  it('always picks one of the tees given, and the own sex when there is one', () => {
    fc.assert(
      fc.property(
        fc.subarray([men, women]),
        fc.constantFrom<TeeSex | null>('hombre', 'mujer', null),
        (tees, sexo) => {
          const tee = teeForSex(tees, sexo);
          if (tees.length === 0) {
            expect(tee).toBeNull();
            return;
          }
          expect(tees).toContain(tee);
          const own = tees.find((t) => t.sexo === (sexo ?? 'hombre'));
          if (own) expect(tee).toBe(own);
        },
      ),
    );
  });
});

/**
 * A yellow tee as a Spanish card prints it: men 71,2 / 128 and women 76,8 / 140 (RFEG rates a back tee for women
 * higher); par 72 for men, 74 for women (holes 4 and 13 are par 5 for women); 'Hcp Cab.' runs 1…18 over the holes,
 * 'Hcp Dam.' swaps holes 1 and 2 and holes 17 and 18.
 */
const YELLOW = { slope: 128, course_rating: 71.2, slope_damas: 140, course_rating_damas: 76.8 };
const YELLOW_HOLES: TeeHoleInput[] = Array.from({ length: 18 }, (_, i) => {
  const n = i + 1;
  const womenIndex: Record<number, number> = { 1: 2, 2: 1, 17: 18, 18: 17 };
  return {
    numero_hoyo: n,
    par: n === 4 || n === 13 ? 4 : [3, 8, 12, 16].includes(n) ? 3 : [5, 10, 15, 18].includes(n) ? 5 : 4,
    handicap: n,
    par_damas: n === 4 || n === 13 ? 5 : null,
    handicap_damas: womenIndex[n] ?? n,
    metros: 300 + n,
  };
});

describe('teeAsPlayed (a tee rated for both sexes)', () => {
  it('the card prints par 72 for men and 74 for women', () => {
    expect(teeAsPlayed(YELLOW, YELLOW_HOLES, 'hombre').holes.reduce((t, h) => t + h.par, 0)).toBe(72);
    expect(teeAsPlayed(YELLOW, YELLOW_HOLES, 'mujer').holes.reduce((t, h) => t + h.par, 0)).toBe(74);
  });

  it("a woman's playing handicap from the yellow tee's women's ratings, by hand", () => {
    // WHS Rule 6.1: 20,0 × 140 / 113 + (76,8 − 74) = 24,7788 + 2,8 = 27,5788 → 28 at 100 %.
    const women = teeAsPlayed(YELLOW, YELLOW_HOLES, 'mujer');
    expect(women).toMatchObject({ slope: 140, course_rating: 76.8, damas: true });
    expect(calculateCourseHandicap(20, women)).toBeCloseTo(27.5788, 4);
    expect(calculatePlayingHandicap(20, women, 100)).toBe(28);
    // 85 %: 27,5788 × 0,85 = 23,44 → 23.
    expect(calculatePlayingHandicap(20, women, 85)).toBe(23);
    // The same index from the men's ratings: 20,0 × 128 / 113 + (71,2 − 72) = 22,655 − 0,8 = 21,855 → 22.
    expect(calculatePlayingHandicap(20, teeAsPlayed(YELLOW, YELLOW_HOLES, 'hombre'), 100)).toBe(22);
    // Without a sex, a player plays the men's values (design §7).
    expect(calculatePlayingHandicap(20, teeAsPlayed(YELLOW, YELLOW_HOLES, null), 100)).toBe(22);
  });

  it("a woman receives her strokes by 'Hcp Dam.'", () => {
    // 28 strokes: one on every hole and a second on stroke indexes 1–10. Hole 1 is her 2, hole 2 her 1: both get
    // two; hole 17 is her 18 and hole 18 her 17: one each (the men's 17/18 would be the same count, so check 11).
    const women = teeAsPlayed(YELLOW, YELLOW_HOLES, 'mujer');
    const strokes = strokesReceivedByHole(28, women.holes);
    expect(strokes.slice(0, 2)).toEqual([2, 2]);
    expect(strokes[10]).toBe(1);
    expect(strokes[9]).toBe(2);
    expect(women.holes[0]).toMatchObject({ numero_hoyo: 1, handicap: 2, metros: 301 });
    expect(teeAsPlayed(YELLOW, YELLOW_HOLES, 'hombre').holes[0]).toMatchObject({ handicap: 1, metros: 301 });
  });

  it("a woman on a tee rated only for men plays the men's values", () => {
    const menOnly = { ...YELLOW, slope_damas: null, course_rating_damas: null };
    const played = teeAsPlayed(menOnly, YELLOW_HOLES, 'mujer');
    expect(played).toMatchObject({ slope: 128, course_rating: 71.2, damas: false });
    expect(played.holes.reduce((t, h) => t + h.par, 0)).toBe(72);
    expect(womenHolesDiffer(menOnly, YELLOW_HOLES)).toBe(false);
  });

  it("without a column of 'Hcp Dam.' a woman's stroke indexes are the men's", () => {
    const holes = YELLOW_HOLES.map((h) => ({ ...h, handicap_damas: null, par_damas: null }));
    expect(teeAsPlayed(YELLOW, holes, 'mujer').holes.map((h) => h.handicap)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    expect(womenHolesDiffer(YELLOW, holes)).toBe(false);
    expect(womenHolesDiffer(YELLOW, YELLOW_HOLES)).toBe(true);
  });

  it("accepts a women's course rating from a back tee above 80, up to 85", () => {
    const back = teeAsPlayed(
      { ...YELLOW, slope_damas: 150, course_rating_damas: 82.4 },
      YELLOW_HOLES,
      'mujer',
    );
    // 10,0 × 150 / 113 + (82,4 − 74) = 13,274 + 8,4 = 21,674 → 22.
    expect(calculatePlayingHandicap(10, back, 100)).toBe(22);
    expect(() =>
      calculatePlayingHandicap(10, { slope: 128, course_rating: 82.4, holes: back.holes }, 100),
    ).toThrow('El course rating debe estar entre 60 y 80');
    expect(() => calculatePlayingHandicap(10, { ...back, course_rating: 85.1 }, 100)).toThrow(
      'El course rating de damas debe estar entre 60 y 85',
    );
  });
});
