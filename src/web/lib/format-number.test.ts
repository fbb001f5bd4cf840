import { describe, expect, it } from 'vitest';
import { formatHandicap } from './format-number';

describe('formatHandicap', () => {
  it('writes what es-ES Intl writes, with one decimal at most', () => {
    const intl = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
    for (let tenths = -1000; tenths <= 10_000; tenths++) {
      const value = Number((tenths / 10).toFixed(1));
      expect(formatHandicap(value)).toBe(intl.format(value));
    }
    for (const value of [-0, 12.25, 1.15, -2.45, 0.04, 12_345.6, 99_999]) {
      expect(formatHandicap(value)).toBe(intl.format(value));
    }
    expect(formatHandicap(12.4)).toBe('12,4');
    expect(formatHandicap(null)).toBe('');
    expect(formatHandicap(undefined)).toBe('');
  });
});
