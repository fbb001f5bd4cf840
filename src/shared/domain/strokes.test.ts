import { describe, expect, it } from 'vitest';
import {
  ADMIN_STROKE_VALUES,
  PERSONAL_GAME_STROKE_VALUES,
  TOURNAMENT_DIALOG_STROKE_VALUES,
  requireStrokes,
} from './strokes';
import { expectDomainError } from './test-helpers';

describe('stroke values', () => {
  it('P§5 "Stroke choices per hole: 1 to 9 with labels by par"', () => {
    expect(PERSONAL_GAME_STROKE_VALUES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('T§5 "Score dialog: values 1 to 9 plus 10 (\'10+\')"', () => {
    expect(TOURNAMENT_DIALOG_STROKE_VALUES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('T§5 "Admin score entry: strokes 1-15 per hole, blank means none"', () => {
    expect(ADMIN_STROKE_VALUES[0]).toBe(1);
    expect(ADMIN_STROKE_VALUES.at(-1)).toBe(15);
    expect(requireStrokes(15)).toBe(15);
    expectDomainError(() => requireStrokes(16), 'INVALID_STROKES');
    expectDomainError(() => requireStrokes(0), 'INVALID_STROKES');
    expectDomainError(() => requireStrokes(-3), 'INVALID_STROKES');
    expectDomainError(() => requireStrokes(4.5), 'INVALID_STROKES');
    expectDomainError(() => requireStrokes(Number.NaN), 'INVALID_STROKES');
  });
});
