import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZHandicap, zDecimal, zHandicapNumber } from './common';

const M = 'Número no válido';
const rating = zDecimal(M).pipe(z.number({ message: M }).min(60, { message: M }).nullable());
const required = zDecimal(M).pipe(z.number({ message: M }));
const playing = zHandicapNumber(M).pipe(z.number({ message: M }).int({ message: M }));

const value = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message);
};

describe('zDecimal', () => {
  it('takes a JSON number as it is and reads a text with a decimal comma or point', () => {
    expect(value(rating, 72.6)).toBe(72.6);
    expect(value(rating, '72,6')).toBe(72.6);
    expect(value(rating, '72.6')).toBe(72.6);
    expect(value(rating, ' 72,6 ')).toBe(72.6);
    expect(value(rating, '')).toBeNull();
    expect(value(rating, null)).toBeNull();
  });

  it("refuses with the field's own message what is not one number, and '' where a value is required", () => {
    for (const bad of ['1.234,5', '--1', '72,6,1', 'setenta', '1e3', '+', true, {}, [], 'x'.repeat(41)]) {
      expect(value(rating, bad), JSON.stringify(bad)).toEqual([M]);
    }
    expect(value(rating, '59,9')).toEqual([M]);
    expect(value(required, '')).toEqual([M]);
    expect(value(required, undefined)).toEqual([M]);
    expect(value(required, Number.NaN)).toEqual([M]);
    expect(value(required, Number.POSITIVE_INFINITY)).toEqual([M]);
  });

  it("reads '+2,5' as 2.5: a decimal's sign is its own (only a handicap's '+' means plus)", () => {
    expect(value(required, '+2,5')).toBe(2.5);
    expect(value(required, '-2,5')).toBe(-2.5);
  });
});

describe('zHandicapNumber and ZHandicap', () => {
  it("read '+0,8', '+0.8' and '-0,8' as the plus handicap −0.8; a number stays as it is", () => {
    for (const text of ['+0,8', '+0.8', '-0,8', ' + 0,8 ']) expect(value(ZHandicap, text), text).toBe(-0.8);
    expect(value(ZHandicap, -0.8)).toBe(-0.8);
    expect(value(ZHandicap, 0.8)).toBe(0.8);
    expect(value(ZHandicap, '10,9')).toBe(10.9);
    expect(value(playing, '+1')).toBe(-1);
    expect(value(playing, '+1,5')).toEqual([M]);
  });

  it("refuses with the spec's texts: not a number, out of −10…54", () => {
    expect(value(ZHandicap, '')).toEqual(['El handicap debe ser un número válido']);
    expect(value(ZHandicap, '1.234,5')).toEqual(['El handicap debe ser un número válido']);
    expect(value(ZHandicap, '--1')).toEqual(['El handicap debe ser un número válido']);
    expect(value(ZHandicap, '+10,1')).toEqual(['El hándicap debe estar entre -10 y 54']);
    expect(value(ZHandicap, '54,1')).toEqual(['El hándicap debe estar entre -10 y 54']);
  });
});
