import { describe, expect, it } from 'vitest';
import { estimateAsIndex, estimateDifference } from './estimate-use';

describe('estimateAsIndex', () => {
  it('keeps an estimate inside −10…54 and clamps one outside', () => {
    expect(estimateAsIndex(12.3)).toBe(12.3);
    expect(estimateAsIndex(-1.2)).toBe(-1.2);
    expect(estimateAsIndex(-11.4)).toBe(-10);
    expect(estimateAsIndex(null)).toBeNull();
  });
});

describe('estimateDifference', () => {
  it('is estimate minus official to the tenth', () => {
    // 14.2 − 15.9 = −1.7 (floating point gives −1.6999…)
    expect(estimateDifference(14.2, 15.9)).toBe(-1.7);
    // plus 1.2 estimate against 0.4 official: −1.2 − 0.4 = −1.6
    expect(estimateDifference(-1.2, 0.4)).toBe(-1.6);
    expect(estimateDifference(null, 3)).toBeNull();
    expect(estimateDifference(3, null)).toBeNull();
  });
});
