import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, roundHalfUp, roundToCents, roundToTenth } from './rounding';

describe('roundHalfAwayFromZero (design §7: "rounded to the nearest whole number (.5 up)")', () => {
  it('rounds halves up for positive numbers, like Math.round', () => {
    expect(roundHalfAwayFromZero(12.5)).toBe(13);
    expect(roundHalfAwayFromZero(12.49)).toBe(12);
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
  });

  it('rounds a plus half away from zero: plus 2.5 becomes plus 3', () => {
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(-2.49)).toBe(-2);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });

  it('ignores binary noise: 0.145 × 100 is 14.5 by hand and rounds to 15', () => {
    expect(0.145 * 100).toBeLessThan(14.5);
    expect(roundHalfAwayFromZero(0.145 * 100)).toBe(15);
  });

  it('is symmetric and never more than 0.5 away', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (x) => {
        expect(roundHalfAwayFromZero(-x)).toBe(-roundHalfAwayFromZero(x) || 0);
        expect(Math.abs(roundHalfAwayFromZero(x) - x)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('roundToCents keeps two decimals', () => {
    expect(roundToCents(12.333)).toBe(12.33);
    expect(roundToCents(1.005)).toBe(1.01);
  });
});

describe('roundHalfUp and roundToTenth (Rules of Handicapping: ".5 rounded upwards")', () => {
  it('rounds halves towards the higher value, also for plus values', () => {
    expect(roundHalfUp(12.5)).toBe(13);
    expect(roundHalfUp(-2.5)).toBe(-2);
    expect(roundHalfUp(-2.51)).toBe(-3);
    expect(Object.is(roundHalfUp(-0.4), 0)).toBe(true);
  });

  it('rounds to the tenth: 12.45 → 12.5, −1.25 → −1.2, −1.26 → −1.3, 11.1248 → 11.1', () => {
    expect(roundToTenth(12.45)).toBe(12.5);
    expect(roundToTenth(-1.25)).toBe(-1.2);
    expect(roundToTenth(-1.26)).toBe(-1.3);
    expect(roundToTenth(11.1248)).toBe(11.1);
    expect(Object.is(roundToTenth(-0.04), 0)).toBe(true);
  });

  it('ignores binary noise: (10.1 + 10.2) / 2 is 10.15 by hand and rounds to 10.2', () => {
    expect((10.1 + 10.2) / 2).toBeLessThan(10.15);
    expect(roundToTenth((10.1 + 10.2) / 2)).toBe(10.2);
  });

  it('is never more than 0.05 away', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (x) => {
        expect(Math.abs(roundToTenth(x) - x)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
