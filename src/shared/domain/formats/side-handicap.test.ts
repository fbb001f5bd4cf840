import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCourseHandicap, calculatePlayingHandicap } from '../playing-handicap';
import { roundHalfAwayFromZero } from '../rounding';
import { expectDomainError, TEE_HOLES } from '../test-helpers';
import { formatOf } from './format';
import { sidePlayingHandicap } from './side-handicap';

const individual = formatOf({ modalidad: 'individual_por_golpes' });
const stableford = formatOf({ modalidad: 'stableford_individual' });
const mejorBola = formatOf({ modalidad: 'stableford_parejas', forma_parejas: 'mejor_bola' });
const foursome = formatOf({ modalidad: 'parejas_por_golpes', forma_parejas: 'foursome' });
const greensome = formatOf({ modalidad: 'parejas_por_golpes', forma_parejas: 'greensome' });
const courseHandicap = fc.double({ min: -15, max: 80, noNaN: true });
const reductor = fc.integer({ min: 0, max: 200 });

describe('sidePlayingHandicap (design §14; WHS Appendix C)', () => {
  it('hand-computed: the allowance on the unrounded course handicaps, rounded once', () => {
    expect(sidePlayingHandicap(individual, [12.5], 100)).toBe(13); // 12.5 × 100 % = 12.5 → 13 (.5 away from 0)
    expect(sidePlayingHandicap(stableford, [20.5], 95)).toBe(19); // 20.5 × 0.95 = 19.475 → 19
    expect(sidePlayingHandicap(mejorBola, [17.3], 85)).toBe(15); // 17.3 × 0.85 = 14.705 → 15
    expect(sidePlayingHandicap(foursome, [10.4, 20.3], 50)).toBe(15); // (10.4 + 20.3) × 0.5 = 15.35 → 15
    // Rounded once: (9.4 + 9.4) × 0.5 = 9.4 → 9, where rounding each half first would give 5 + 5 = 10.
    expect(sidePlayingHandicap(foursome, [9.4, 9.4], 50)).toBe(9);
    expect(sidePlayingHandicap(greensome, [21.6, 8.2], 100)).toBe(14); // 0.6 × 8.2 + 0.4 × 21.6 = 4.92 + 8.64 = 13.56 → 14
    expect(sidePlayingHandicap(greensome, [-1.5, 4.5], 100)).toBe(1); // 0.6 × −1.5 + 0.4 × 4.5 = −0.9 + 1.8 = 0.9 → 1
  });

  it('one player: the same number as calculatePlayingHandicap from the index and tee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 540 }),
        fc.integer({ min: 55, max: 155 }),
        reductor,
        (i10, slope, r) => {
          const tee = { slope, course_rating: 71.5, holes: TEE_HOLES };
          const ch = calculateCourseHandicap(i10 / 10, tee);
          expect(sidePlayingHandicap(individual, [ch], r)).toBe(calculatePlayingHandicap(i10 / 10, tee, r));
          expect(sidePlayingHandicap(mejorBola, [ch], r)).toBe(calculatePlayingHandicap(i10 / 10, tee, r));
        },
      ),
    );
  });

  it('foursome is round((CH1 + CH2) × r / 100), in either order', () => {
    fc.assert(
      fc.property(courseHandicap, courseHandicap, reductor, (a, b, r) => {
        const value = sidePlayingHandicap(foursome, [a, b], r);
        expect(value).toBe(roundHalfAwayFromZero(((a + b) * r) / 100));
        expect(sidePlayingHandicap(foursome, [b, a], r)).toBe(value);
      }),
    );
  });

  it('greensome lies between the lower and the higher partner playing alone, and ignores the order', () => {
    fc.assert(
      fc.property(courseHandicap, courseHandicap, reductor, (a, b, r) => {
        const value = sidePlayingHandicap(greensome, [a, b], r);
        expect(sidePlayingHandicap(greensome, [b, a], r)).toBe(value);
        const alone = [sidePlayingHandicap(individual, [a], r), sidePlayingHandicap(individual, [b], r)];
        expect(value).toBeGreaterThanOrEqual(Math.min(...alone));
        expect(value).toBeLessThanOrEqual(Math.max(...alone));
        if (a === b) expect(value).toBe(alone[0]);
      }),
    );
  });

  it('refuses a wrong number of players, a reductor out of range and NaN', () => {
    expectDomainError(() => sidePlayingHandicap(foursome, [10], 50), 'INVALID_HANDICAP');
    expectDomainError(() => sidePlayingHandicap(individual, [10, 12], 100), 'INVALID_HANDICAP');
    expectDomainError(() => sidePlayingHandicap(individual, [10], 250), 'INVALID_REDUCTOR');
    expectDomainError(() => sidePlayingHandicap(greensome, [10, Number.NaN], 100), 'INVALID_HANDICAP');
  });
});
