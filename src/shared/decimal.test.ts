import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it('reads a decimal comma and a decimal point as the same number', () => {
    expect(parseDecimal('72,6')).toBe(72.6);
    expect(parseDecimal('72.6')).toBe(72.6);
    expect(parseDecimal('10,9')).toBe(10.9);
    expect(parseDecimal(' 1 1 3 ')).toBe(113);
    expect(parseDecimal('36')).toBe(36);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('12,')).toBe(12);
    expect(parseDecimal('-2,5')).toBe(-2.5);
    expect(parseDecimal('+2,5')).toBe(2.5);
    expect(parseDecimal('-0')).toBe(0);
    expect(Object.is(parseDecimal('-0'), -0)).toBe(false);
  });

  it('answers null for nothing and NaN for text that is not one number', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
    for (const bad of [
      '1.234,5',
      '12,4,1',
      'doce',
      '1e3',
      '12 ,4a',
      '--1',
      '+-1',
      ',',
      '.',
      '0x10',
      'Infinity',
    ])
      expect(parseDecimal(bad)).toBeNaN();
  });

  it('passes numbers through', () => {
    expect(parseDecimal(12.4)).toBe(12.4);
  });
});

describe('formatDecimal', () => {
  it('writes a decimal comma, no thousands separator, trailing zeros dropped', () => {
    expect(formatDecimal(72.6)).toBe('72,6');
    expect(formatDecimal(36)).toBe('36');
    expect(formatDecimal(12.345)).toBe('12,35');
    expect(formatDecimal(1234.5)).toBe('1234,5');
    expect(formatDecimal(-0.001)).toBe('0');
    expect(formatDecimal(72.64, 1)).toBe('72,6');
    expect(formatDecimal(null)).toBe('');
  });
});
