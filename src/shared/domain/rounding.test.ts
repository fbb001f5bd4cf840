import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, roundToCents } from './rounding';

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
