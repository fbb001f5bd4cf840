import { describe, expect, it } from 'vitest';
import { formatToPar } from './to-par-format';
import { expectDomainError } from './test-helpers';

describe('formatToPar', () => {
  it('P§2 "the result (PAR, +n or -n)" in the personal-game standings', () => {
    expect(formatToPar(0, 'PAR')).toBe('PAR');
    expect(formatToPar(3, 'PAR')).toBe('+3');
    expect(formatToPar(-2, 'PAR')).toBe('-2');
  });

  it('P§9 "Net result = strokes minus received strokes minus par, shown as E, +n or -n"', () => {
    expect(formatToPar(0, 'E')).toBe('E');
    expect(formatToPar(1, 'E')).toBe('+1');
    expect(formatToPar(-1, 'E')).toBe('-1');
  });

  it('rejects a result that is not a whole number', () => {
    expectDomainError(() => formatToPar(1.5, 'E'), 'INVALID_NUMBER');
    expectDomainError(() => formatToPar(Number.NaN, 'PAR'), 'INVALID_NUMBER');
  });
});
