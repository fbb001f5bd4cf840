import { describe, expect, it } from 'vitest';
import { nextHole, openingHole, playingOrder, previousHole } from './playing-order';

describe('the order a group plays its holes', () => {
  it('a hole-1 start is 1–18: previous stops at 1, next at 18', () => {
    expect(playingOrder(1)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(previousHole(1, 1)).toBeNull();
    expect(nextHole(1, 18)).toBeNull();
    expect(nextHole(1, 5)).toBe(6);
  });

  it('from the 10th: 10–18 then 1–9; next goes 18 → 1; previous stops at 10, next at 9', () => {
    expect(playingOrder(10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(nextHole(10, 18)).toBe(1);
    expect(previousHole(10, 1)).toBe(18);
    expect(previousHole(10, 10)).toBeNull();
    expect(nextHole(10, 9)).toBeNull();
  });

  it('opens at the starting hole, or the first hole in order the group has not finished', () => {
    expect(openingHole(10, () => false)).toBe(10);
    expect(openingHole(10, (h) => h >= 10)).toBe(1);
    expect(openingHole(10, () => true)).toBe(9);
    expect(openingHole(1, (h) => h <= 3)).toBe(1); // a hole-1 start keeps opening at 1
  });
});
