import { describe, expect, it } from 'vitest';
import { HOLE_COLOUR_CLASSES, holeColourClass } from './hole-colour';
import { expectDomainError } from './test-helpers';

describe('holeColourClass', () => {
  it('P§9 "Hole cell colours by net to par: -3 green, -2 yellow, -1 red, +1 light blue, +2 darker blue, +3 dark blue, +4 very dark, 5 or more black"', () => {
    expect(holeColourClass(-3)).toBe('bg-green-500 text-white');
    expect(holeColourClass(-2)).toBe('bg-yellow-400 text-black');
    expect(holeColourClass(-1)).toBe('bg-red-500 text-white');
    expect(holeColourClass(0)).toBe('');
    expect(holeColourClass(1)).toBe('bg-sky-200 text-black');
    expect(holeColourClass(2)).toBe('bg-blue-500 text-white');
    expect(holeColourClass(3)).toBe('bg-blue-800 text-white');
    expect(holeColourClass(4)).toBe('bg-slate-900 text-white');
    expect(holeColourClass(5)).toBe('bg-black text-white');
    expect(holeColourClass(9)).toBe('bg-black text-white');
  });

  it('better than -3 is still green; no score is neutral', () => {
    expect(holeColourClass(-5)).toBe(HOLE_COLOUR_CLASSES.eagleOrBetter);
    expect(holeColourClass(null)).toBe('');
  });

  it('every colour is distinct', () => {
    expect(new Set(Object.values(HOLE_COLOUR_CLASSES)).size).toBe(Object.values(HOLE_COLOUR_CLASSES).length);
  });

  it('rejects a net to par that is not a whole number', () => {
    expectDomainError(() => holeColourClass(0.5), 'INVALID_NUMBER');
    expectDomainError(() => holeColourClass(Number.NaN), 'INVALID_NUMBER');
  });
});
