import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { scoreDifferential } from './differential';

describe('scoreDifferential (Rule 5.1): 113 / slope × (AGS − CR − PCC), to the tenth', () => {
  it('the Rules example: 85 on 72.3 / 129 → 11.1', () => {
    // Hand: 113 × (85 − 72.3) / 129 = 113 × 12.7 / 129 = 1435.1 / 129 = 11.124… → 11.1.
    expect(scoreDifferential(85, 72.3, 129)).toBe(11.1);
    expect(scoreDifferential(85, 72.3, 129, 0)).toBe(11.1);
  });

  it('PCC +1 and −1 move the rating', () => {
    // Hand: 113 × (85 − 72.3 − 1) / 129 = 1322.1 / 129 = 10.248… → 10.2.
    expect(scoreDifferential(85, 72.3, 129, 1)).toBe(10.2);
    // Hand: slope 113: 80 − 72 + 1 = 9.0.
    expect(scoreDifferential(80, 72, 113, -1)).toBe(9);
  });

  it('a score below the rating gives a plus (negative) differential', () => {
    // Hand: 113 × (70 − 72.0) / 130 = −226 / 130 = −1.738… → −1.7 (plus 1.7).
    expect(scoreDifferential(70, 72, 130)).toBe(-1.7);
    // Hand: slope 113: 71 − 72.1 = −1.1.
    expect(scoreDifferential(71, 72.1, 113)).toBe(-1.1);
  });

  it('rounds .05 upwards, also below zero', () => {
    // Hand: 113 × (77 − 72.0) / 100 = 565 / 100 = 5.65 → 5.7.
    expect(scoreDifferential(77, 72, 100)).toBe(5.7);
    // Hand: 113 × (67 − 72.0) / 100 = −5.65 → −5.6 (plus 5.6: .05 goes to the higher value, not away from zero).
    expect(scoreDifferential(67, 72, 100)).toBe(-5.6);
  });

  it('refuses a slope, rating or PCC out of range', () => {
    for (const run of [
      () => scoreDifferential(85, 72.3, 30),
      () => scoreDifferential(85, 90, 129),
      () => scoreDifferential(85, 72.3, 129, 3.5),
      () => scoreDifferential(Number.NaN, 72.3, 129),
    ]) {
      expect(run).toThrow();
      try {
        run();
      } catch (error) {
        expect(isDomainError(error)).toBe(true);
      }
    }
  });
});
