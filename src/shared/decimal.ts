/**
 * THE parser of a decimal number as a Spanish club types or saves it: '72,6' and '72.6' are the same number, spaces
 * are ignored, a sign may lead. Every form field that takes a decimal and the spreadsheet import read through it, so
 * a decimal comma is never eaten (an `<input type="number">` drops it) nor read as a thousands separator.
 *
 * '' (or only spaces) → null: no value. Anything that is not one number → NaN, for the schema to refuse with its
 * own Spanish message.
 */
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

export function parseDecimal(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return text;
  const t = text.replace(/[\s\u00A0]/g, '');
  if (t === '') return null;
  if (!DECIMAL.test(t)) return Number.NaN;
  const n = Number(t.replace(',', '.'));
  return Object.is(n, -0) ? 0 : n;
}

/**
 * A number with a decimal comma and no thousands separator, at most `digits` decimals (trailing zeros dropped):
 * 72.6 → '72,6', 36 → '36', 12.345 → '12,35'. For course ratings, allowances and points shown in a field or a
 * paper; a handicap reads through `formatHandicap` (its plus sign).
 */
export function formatDecimal(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const scale = 10 ** digits;
  const rounded = Math.round(value * scale) / scale;
  return String(Object.is(rounded, -0) ? 0 : rounded).replace('.', ',');
}
