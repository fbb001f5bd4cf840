import { format, isValid, parse, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/**
 * THE one es-ES date formatter. Dates of play and birth dates travel as 'YYYY-MM-DD' and are
 * parsed as LOCAL dates (never `new Date('YYYY-MM-DD')`, which is UTC midnight and can show the day before).
 */

type DateInput = string | Date | null | undefined;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parse 'YYYY-MM-DD' as a local date; full ISO timestamps as instants. Invalid → null. */
export function toDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  const d = ISO_DATE.test(value) ? parse(value, 'yyyy-MM-dd', new Date()) : parseISO(value);
  return isValid(d) ? d : null;
}

/** 'dd/MM/yyyy' → 07/03/2025 */
export function formatShortDate(value: DateInput): string {
  const d = toDate(value);
  return d ? format(d, 'dd/MM/yyyy', { locale: es }) : '';
}

/** Spanish long form → 'viernes, 7 de marzo de 2025' */
export function formatLongDate(value: DateInput): string {
  const d = toDate(value);
  return d ? format(d, "EEEE, d 'de' MMMM 'de' yyyy", { locale: es }) : '';
}

/** 'dd/MM' → column headers such as 07/03 */
export function formatDayMonth(value: DateInput): string {
  const d = toDate(value);
  return d ? format(d, 'dd/MM', { locale: es }) : '';
}

/** 'HH:mm' from a time of day ('09:30' or '09:30:00') or a Date/timestamp. */
export function formatTime(value: DateInput): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value)) return value.slice(0, 5);
  const d = toDate(value);
  return d ? format(d, 'HH:mm', { locale: es }) : '';
}

/** A local date as 'YYYY-MM-DD' (e.g. for <input type="date"> values and API payloads). */
export function toIsoDate(value: Date): string {
  return format(value, 'yyyy-MM-dd');
}

/** Today's local date as 'YYYY-MM-DD'. */
export function todayIsoDate(): string {
  return toIsoDate(new Date());
}
