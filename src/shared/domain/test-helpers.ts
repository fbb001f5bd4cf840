import { expect } from 'vitest';
import { DomainError, type DomainErrorCode } from './errors';
import type { HoleInput } from './holes';

/** Asserts that `fn` throws a {@link DomainError} with `code`. Test-only helper. */
export function expectDomainError(fn: () => unknown, code: DomainErrorCode): void {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect((thrown as DomainError).code).toBe(code);
  expect((thrown as DomainError).message).not.toBe('');
}

/** A par-72 tee with every stroke index: front nine 36, back nine 36. Test-only fixture. */
export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4] as const;
export const STROKE_INDEXES = [7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 16, 2, 12, 4, 10, 18, 6, 14] as const;
export const TEE_HOLES: HoleInput[] = PARS.map((par, i) => ({
  numero_hoyo: i + 1,
  par,
  handicap: STROKE_INDEXES[i] ?? null,
}));

/** Hole results of the first `count` holes with par + `overPar` strokes each. */
export function resultsOverPar(count: number, overPar: number): { numero_hoyo: number; golpes: number }[] {
  return PARS.slice(0, count).map((par, i) => ({ numero_hoyo: i + 1, golpes: par + overPar }));
}
