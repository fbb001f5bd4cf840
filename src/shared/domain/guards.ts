import { DomainError, type DomainErrorCode } from './errors';

/** Throws unless `value` is a finite number (not NaN, not ±Infinity, not a string in disguise). */
export function requireFinite(value: number, code: DomainErrorCode, message: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new DomainError(code, message);
  return value;
}

/** Throws unless `value` is a finite number within [min, max]. */
export function requireInRange(
  value: number,
  min: number,
  max: number,
  code: DomainErrorCode,
  message: string,
): number {
  requireFinite(value, code, message);
  if (value < min || value > max) throw new DomainError(code, message);
  return value;
}

/** Throws unless `value` is an integer within [min, max]. */
export function requireIntegerInRange(
  value: number,
  min: number,
  max: number,
  code: DomainErrorCode,
  message: string,
): number {
  requireInRange(value, min, max, code, message);
  if (!Number.isInteger(value)) throw new DomainError(code, message);
  return value;
}
