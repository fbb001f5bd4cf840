import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './errors';

describe('DomainError', () => {
  it('carries a stable code and a Spanish message, and is an Error', () => {
    const error = new DomainError('INVALID_SLOPE', 'El slope debe estar entre 55 y 155');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('INVALID_SLOPE');
    expect(error.message).toBe('El slope debe estar entre 55 y 155');
  });

  it('isDomainError recognises the class and optionally the code', () => {
    const error = new DomainError('GROUP_FULL', 'La partida ya tiene 4 jugadores');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(error, 'GROUP_FULL')).toBe(true);
    expect(isDomainError(error, 'INVALID_PAR')).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
  });
});
