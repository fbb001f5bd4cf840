import { DomainError } from './errors';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
export const MINUTES_PER_DAY = 24 * 60;

/** Throws unless `value` is a calendar date 'YYYY-MM-DD' that exists (2024-02-29 yes, 2023-02-29 no). */
export function requireIsoDate(value: string): string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (match) {
    const [, y, m, d] = match;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    if (
      date.getUTCFullYear() === Number(y) &&
      date.getUTCMonth() === Number(m) - 1 &&
      date.getUTCDate() === Number(d)
    ) {
      return value;
    }
  }
  throw new DomainError('INVALID_DATE', 'Fecha no válida');
}

/** Minutes since midnight of a time 'HH:MM' (seconds accepted and ignored). */
export function parseTimeOfDay(value: string): number {
  const match = typeof value === 'string' ? TIME_OF_DAY.exec(value) : null;
  if (!match) throw new DomainError('INVALID_TIME', 'Hora no válida');
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:MM' of minutes since midnight (0 … 1439). */
export function formatTimeOfDay(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new DomainError('INVALID_TIME', 'Hora no válida');
  }
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The first and last date the club's data accepts (a birth date, a round, a deadline). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const DATE_OUT_OF_RANGE = 'La fecha debe estar entre el 01/01/1900 y el 31/12/2100';

/** True for an ISO date 'YYYY-MM-DD' between DATE_MIN and DATE_MAX (the format makes text order date order). */
export function isDateInRange(value: string): boolean {
  return value >= DATE_MIN && value <= DATE_MAX;
}
