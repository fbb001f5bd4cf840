import { z } from 'zod';
import { parseDecimal } from '../decimal';
import { parseHandicap } from '../domain/handicap-text';
import { DATE_OUT_OF_RANGE, isDateInRange } from '../domain/dates';
import { HANDICAP_INDEX_MAX, HANDICAP_INDEX_MIN } from '../domain/playing-handicap';

/** Error body of every failed API call: `{ error: { code, message } }`, message in Spanish. */
export const ZApiError = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZUuid = z.uuid({ message: 'Identificador no válido' });

export const TEXT_NOT_ALLOWED = 'El texto contiene caracteres no permitidos';

/** C0 controls (tab, line feed and carriage return allowed only in multi-line texts), DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A surrogate half without its partner (not valid UTF-16, cannot be stored as UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds no control character (line breaks allowed when multi-line) and no lone surrogate. */
export function isAllowedText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value) && !LONE_SURROGATE.test(value);
}

export interface TextOptions {
  /** Message when the text is missing, not a string, or empty after trimming; omit for an optional-empty text. */
  required?: string;
  /** Maximum length after trimming (default 200). */
  max?: number;
  /** Allows line breaks and tabs (descriptions). */
  multiline?: boolean;
}

/**
 * THE text schema of the API: every text a request carries goes through it. It trims, refuses control characters
 * (a NUL byte would reach PostgreSQL as an error) and lone surrogates with a Spanish 400, and caps the length.
 */
export function zText(options: TextOptions = {}) {
  const max = options.max ?? 200;
  const base = z
    .string({ message: options.required ?? 'Texto no válido' })
    .refine((v) => isAllowedText(v, options.multiline), { message: TEXT_NOT_ALLOWED, abort: true })
    .trim();
  const sized = base.max(max, { message: `Máximo ${max} caracteres` });
  return options.required ? sized.min(1, { message: options.required }) : sized;
}

/**
 * A calendar date `YYYY-MM-DD` that really exists, within the years the club's data can hold (a year 0 would reach
 * PostgreSQL as an error).
 */
export const ZIsoDate = z
  .string({ message: 'Fecha no válida' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha no válida', abort: true })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'Fecha no válida', abort: true },
  )
  .refine(isDateInRange, { message: DATE_OUT_OF_RANGE });

/** A time of day `HH:MM` (seconds accepted and dropped). */
export const ZTimeOfDay = z
  .string({ message: 'Hora no válida' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: 'Hora no válida' })
  .transform((s) => s.slice(0, 5));

export const ZSexo = z.enum(['hombre', 'mujer'], { message: 'Sexo no válido' });
export const ZTramoEdad = z.enum(['infantil', 'general', 'senior'], { message: 'Tramo de edad no válido' });

/** Longer than any number a person types: such a text is refused before it is read. */
const NUMBER_TEXT_MAX = 40;

function numberFromText(read: (text: string) => number | null, message: string) {
  return z
    .union([z.number(), z.string().max(NUMBER_TEXT_MAX, { message }), z.null()], { message })
    .transform((v) => (typeof v === 'string' ? read(v) : v));
}

/**
 * A decimal field as a Spanish club types it or a client sends it: a JSON number as it is, or a text read by THE
 * decimal reader (`parseDecimal`: '72,6' and '72.6' are 72.6). '' and null give null, a text that is not one
 * number NaN: pipe it into the field's own `z.number()` checks, which refuse both with the field's Spanish message
 * (`.nullable()` inside the pipe when the field may be empty). Forms and routes parse with the same schema.
 */
export const zDecimal = (message: string) => numberFromText(parseDecimal, message);

/**
 * An index or a playing handicap, as {@link zDecimal} but read by `parseHandicap`: a leading '+' (or '-') is a
 * plus handicap, stored negative ('+0,8', '+0.8' and '-0,8' are −0.8); a JSON number is taken as it is.
 */
export const zHandicapNumber = (message: string) => numberFromText(parseHandicap, message);

const HANDICAP_MESSAGES = {
  number: 'El handicap debe ser un número válido',
  range: 'El hándicap debe estar entre -10 y 54',
} as const;

/** Handicap index of a player: -10 to 54 (T§5), '+0,8' for a plus handicap (−0.8). Required: '' is not a number. */
export const ZHandicap = zHandicapNumber(HANDICAP_MESSAGES.number).pipe(
  z
    .number({ message: HANDICAP_MESSAGES.number })
    .min(HANDICAP_INDEX_MIN, { message: HANDICAP_MESSAGES.range })
    .max(HANDICAP_INDEX_MAX, { message: HANDICAP_MESSAGES.range }),
);
