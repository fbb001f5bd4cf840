import { describe, expect, it } from 'vitest';
import { formatPoints } from './points-format';
import { expectDomainError } from './test-helpers';

describe('formatPoints', () => {
  it('T§9 "Points display with 2 decimals; \'.00\' is hidden"', () => {
    expect(formatPoints(36)).toBe('36');
    expect(formatPoints(36.5)).toBe('36.50');
    expect(formatPoints(12.333)).toBe('12.33');
    expect(formatPoints((40 + 37 + 35) / 3)).toBe('37.33');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(35.999)).toBe('36');
    expect(formatPoints(1.005)).toBe('1.01');
  });

  it('rejects negative or non-numeric points', () => {
    expectDomainError(() => formatPoints(-1), 'INVALID_POINTS');
    expectDomainError(() => formatPoints(Number.NaN), 'INVALID_POINTS');
  });
});
