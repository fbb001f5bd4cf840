import { describe, expect, it } from 'vitest';
import { formatPoints } from './points-format';
import { expectDomainError } from './test-helpers';

describe('formatPoints', () => {
  it('T§9 "Points display with 2 decimals; \'.00\' is hidden", in es-ES without trailing zeros', () => {
    expect(formatPoints(36)).toBe('36');
    expect(formatPoints(33.5)).toBe('33,5');
    expect(formatPoints(12.333)).toBe('12,33');
    expect(formatPoints((40 + 37 + 35) / 3)).toBe('37,33');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(35.999)).toBe('36');
    expect(formatPoints(1.005)).toBe('1,01');
    expect(formatPoints(10.1)).toBe('10,1');
    expect(formatPoints(1234.25)).toBe('1234,25');
    expect(formatPoints(12_345.5)).toBe('12.345,5');
  });

  it('writes what es-ES Intl writes for every hundredth up to 20000', () => {
    const intl = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
    for (let cents = 0; cents <= 2_000_000; cents += 193) {
      const value = cents / 100;
      expect(formatPoints(value)).toBe(intl.format(value));
    }
  });

  it('rejects negative or non-numeric points', () => {
    expectDomainError(() => formatPoints(-1), 'INVALID_POINTS');
    expectDomainError(() => formatPoints(Number.NaN), 'INVALID_POINTS');
  });
});
