import { describe, expect, it } from 'vitest';
import { netStrokes, netToPar } from './net-score';
import { expectDomainError } from './test-helpers';

describe('net per hole', () => {
  it('P§9 "Net result = strokes minus received strokes minus par"', () => {
    expect(netStrokes(5, 1)).toBe(4);
    expect(netToPar(5, 1, 4)).toBe(0);
    expect(netToPar(3, 2, 4)).toBe(-3);
    expect(netToPar(7, 0, 4)).toBe(3);
  });

  it('a plus handicap adds the stroke given back', () => {
    expect(netStrokes(4, -1)).toBe(5);
    expect(netToPar(4, -1, 4)).toBe(1);
  });

  it('rejects impossible input', () => {
    expectDomainError(() => netToPar(-1, 0, 4), 'INVALID_STROKES');
    expectDomainError(() => netToPar(5, 0.5, 4), 'INVALID_NUMBER');
    expectDomainError(() => netToPar(5, Number.NaN, 4), 'INVALID_NUMBER');
    expectDomainError(() => netToPar(5, 0, 7), 'INVALID_PAR');
  });
});
