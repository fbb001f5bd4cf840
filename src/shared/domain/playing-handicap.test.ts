import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLAYING_HANDICAP_MAX,
  PLAYING_HANDICAP_MIN,
  calculateCourseHandicap,
  calculatePlayingHandicap,
  resolveParticipantHandicap,
  type TeeRating,
} from './playing-handicap';
import { expectDomainError, TEE_HOLES } from './test-helpers';

const tee = (slope: number, course_rating: number | null): TeeRating => ({
  slope,
  course_rating,
  holes: TEE_HOLES,
});

describe('calculatePlayingHandicap — calcular_handicap_juego (P§7, T§7, design §7)', () => {
  it('design §7 "course handicap = index × slope / 113 + (course rating − par), not rounded"', () => {
    // 18.4 × 125 / 113 = 20.3540…; + (71.2 − 72) = 19.5540…
    expect(calculateCourseHandicap(18.4, tee(125, 71.2))).toBeCloseTo(19.554, 3);
  });

  it('design §7 "playing handicap = course handicap × reductor / 100, rounded to the nearest whole number (.5 up)"', () => {
    expect(calculatePlayingHandicap(18.4, tee(125, 71.2), 100)).toBe(20);
    // 19.554 × 85 % = 16.62 → 17
    expect(calculatePlayingHandicap(18.4, tee(125, 71.2), 85)).toBe(17);
    // 25 × 90 % = 22.5 → 23 (.5 up)
    expect(calculatePlayingHandicap(25, tee(113, null), 90)).toBe(23);
    expect(calculatePlayingHandicap(18.4, tee(125, 71.2))).toBe(20);
  });

  it('design §7 "Without a course rating the (course rating − par) term is 0"', () => {
    // 18.4 × 125 / 113 = 20.35 → 20
    expect(calculatePlayingHandicap(18.4, tee(125, null))).toBe(20);
    expect(calculatePlayingHandicap(10, tee(113, null))).toBe(10);
  });

  it('design §7 "Par is the tee\'s total par": a tee without holes has par 72', () => {
    expect(calculateCourseHandicap(0, { slope: 113, course_rating: 70, holes: [] })).toBe(-2);
    expect(
      calculateCourseHandicap(0, { slope: 113, course_rating: 70, holes: [{ numero_hoyo: 1, par: 3 }] }),
    ).toBe(-1);
  });

  it('plus handicaps: index -3 on slope 130, CR 70 → -3.45 − 2 = -5.45 → -5; a plus half goes away from zero', () => {
    expect(calculatePlayingHandicap(-3, tee(130, 70))).toBe(-5);
    expect(calculatePlayingHandicap(-2.5, tee(113, null))).toBe(-3);
  });

  it('handicap 54 on the hardest tee gives more than 54 (no cap), reductor 0 gives 0', () => {
    expect(calculatePlayingHandicap(54, tee(155, 80))).toBe(82);
    expect(calculatePlayingHandicap(54, tee(155, 80), 0)).toBe(0);
  });

  it('T§9 "Slope 55-155; course rating 60-80; … reductor 0-200": impossible input is rejected', () => {
    expectDomainError(() => calculatePlayingHandicap(10, tee(30, null)), 'INVALID_SLOPE');
    expectDomainError(() => calculatePlayingHandicap(10, tee(156, null)), 'INVALID_SLOPE');
    expectDomainError(() => calculatePlayingHandicap(10, tee(120, 85)), 'INVALID_COURSE_RATING');
    expectDomainError(() => calculatePlayingHandicap(10, tee(120, 59.9)), 'INVALID_COURSE_RATING');
    expectDomainError(() => calculatePlayingHandicap(10, tee(120, 70), 250), 'INVALID_REDUCTOR');
    expectDomainError(() => calculatePlayingHandicap(10, tee(120, 70), -1), 'INVALID_REDUCTOR');
    expectDomainError(() => calculatePlayingHandicap(55, tee(120, 70)), 'INVALID_HANDICAP');
    expectDomainError(() => calculatePlayingHandicap(-10.1, tee(120, 70)), 'INVALID_HANDICAP');
    expectDomainError(() => calculatePlayingHandicap(Number.NaN, tee(120, 70)), 'INVALID_HANDICAP');
    expectDomainError(() => calculatePlayingHandicap(10, tee(Number.NaN, 70)), 'INVALID_SLOPE');
  });

  it('property: the playing handicap is within the published bounds and grows with the index', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 540 }),
        fc.integer({ min: -100, max: 540 }),
        fc.integer({ min: 55, max: 155 }),
        fc.option(fc.integer({ min: 600, max: 800 })),
        fc.integer({ min: 0, max: 200 }),
        (a, b, slope, rating, reductor) => {
          const t = tee(slope, rating === null ? null : rating / 10);
          const low = calculatePlayingHandicap(Math.min(a, b) / 10, t, reductor);
          const high = calculatePlayingHandicap(Math.max(a, b) / 10, t, reductor);
          expect(low).toBeLessThanOrEqual(high);
          expect(low).toBeGreaterThanOrEqual(PLAYING_HANDICAP_MIN);
          expect(high).toBeLessThanOrEqual(PLAYING_HANDICAP_MAX);
        },
      ),
    );
  });
});

describe('resolveParticipantHandicap', () => {
  it('T§9 "Playing handicap = handicap_torneo, otherwise the guest\'s or profile\'s handicap, otherwise 0"', () => {
    expect(resolveParticipantHandicap({ handicap_torneo: 15, handicap: 20.1 })).toBe(15);
    expect(resolveParticipantHandicap({ handicap_torneo: 0, handicap: 20.1 })).toBe(0);
    expect(resolveParticipantHandicap({ handicap_torneo: null, handicap: 20.1 })).toBe(20.1);
    expect(
      resolveParticipantHandicap({
        handicap_torneo: null,
        es_invitado: true,
        handicap_invitado: 12.3,
        handicap: 5,
      }),
    ).toBe(12.3);
    expect(resolveParticipantHandicap({ es_invitado: true, handicap_invitado: null })).toBe(0);
    expect(resolveParticipantHandicap({})).toBe(0);
  });

  it('rejects a handicap that cannot exist', () => {
    expectDomainError(() => resolveParticipantHandicap({ handicap: 60 }), 'INVALID_HANDICAP');
    expectDomainError(() => resolveParticipantHandicap({ handicap: Number.NaN }), 'INVALID_HANDICAP');
    expectDomainError(() => resolveParticipantHandicap({ handicap_torneo: 500 }), 'INVALID_HANDICAP');
  });
});
