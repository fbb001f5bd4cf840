import { describe, expect, it } from 'vitest';
import { formatDecimal, formatSignedDecimal } from './format-number';

describe('numbers as the screens write them', () => {
  it('formatDecimal: a comma, a true minus sign, a dash for nothing', () => {
    expect(formatDecimal(12.345)).toBe('12,3');
    expect(formatDecimal(7, 2)).toBe('7,00');
    expect(formatDecimal(-1.5)).toBe('−1,5');
    expect(formatDecimal(-0.04)).toBe('0,0');
    expect(formatDecimal(null)).toBe('—');
    expect(formatDecimal(Number.NaN)).toBe('—');
  });
  it('formatSignedDecimal: plus for above, minus for below, none for zero', () => {
    expect(formatSignedDecimal(2.5)).toBe('+2,5');
    expect(formatSignedDecimal(-1)).toBe('−1,0');
    expect(formatSignedDecimal(0)).toBe('0,0');
    expect(formatSignedDecimal(0.3, 0)).toBe('0');
    expect(formatSignedDecimal(undefined)).toBe('—');
  });
});
