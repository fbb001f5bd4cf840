import { describe, expect, it } from 'vitest';
import { requireFinite, requireInRange, requireIntegerInRange } from './guards';
import { expectDomainError } from './test-helpers';

describe('guards', () => {
  it('reject NaN, infinities and values that are not numbers', () => {
    expectDomainError(() => requireFinite(Number.NaN, 'INVALID_NUMBER', 'x'), 'INVALID_NUMBER');
    expectDomainError(() => requireFinite(Number.NEGATIVE_INFINITY, 'INVALID_NUMBER', 'x'), 'INVALID_NUMBER');
    expectDomainError(() => requireFinite('4' as unknown as number, 'INVALID_NUMBER', 'x'), 'INVALID_NUMBER');
    expect(requireFinite(-0.5, 'INVALID_NUMBER', 'x')).toBe(-0.5);
  });

  it('check inclusive ranges and whole numbers', () => {
    expect(requireInRange(55, 55, 155, 'INVALID_SLOPE', 'x')).toBe(55);
    expect(requireInRange(155, 55, 155, 'INVALID_SLOPE', 'x')).toBe(155);
    expectDomainError(() => requireInRange(30, 55, 155, 'INVALID_SLOPE', 'x'), 'INVALID_SLOPE');
    expect(requireIntegerInRange(18, 1, 18, 'INVALID_HOLE_NUMBER', 'x')).toBe(18);
    expectDomainError(
      () => requireIntegerInRange(19, 1, 18, 'INVALID_HOLE_NUMBER', 'x'),
      'INVALID_HOLE_NUMBER',
    );
    expectDomainError(
      () => requireIntegerInRange(1.5, 1, 18, 'INVALID_HOLE_NUMBER', 'x'),
      'INVALID_HOLE_NUMBER',
    );
  });
});
