/**
 * How a handicap is written and read (WHS: a plus handicap is written '+0,8'; the app stores it negative, −0,8, as
 * the spec's profile range −10…54 does). One reader and one writer for every index and playing handicap the app
 * shows or takes: forms, spreadsheets, cards, papers, CSV, standings, profile.
 */
import { parseDecimal } from '../decimal';

/**
 * A handicap as typed or read from a sheet: '12,4' → 12.4; '+0,8', '+0.8' and '-0,8' → −0.8 (a leading sign, plus
 * or minus, means a plus handicap, which is stored negative); '' → null; not a number → NaN.
 */
export function parseHandicap(text: string | number | null | undefined): number | null {
  if (typeof text === 'number' || text === null || text === undefined) return parseDecimal(text);
  const value = parseDecimal(text);
  if (value === null || Number.isNaN(value)) return value;
  const signed = /^[\s\u00A0]*[+-]/.test(text);
  const n = signed ? -Math.abs(value) : value;
  return Object.is(n, -0) ? 0 : n;
}

/** One decimal at most, as every stored handicap has. */
const PLAIN = /^\d{1,4}(\.\d)?$/;

/**
 * A handicap index or playing handicap as people read it: 12.4 → '12,4', 18 → '18', −0.8 → '+0,8', −2 → '+2',
 * 0 → '0'; null → ''. Written without Intl (building a formatter costs a slow phone tens of ms on the first
 * screen); more than one decimal is rounded to one.
 */
export function formatHandicap(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const magnitude = Math.round(Math.abs(value) * 10) / 10;
  const plain = String(magnitude);
  const text = PLAIN.test(plain) ? plain.replace('.', ',') : magnitude.toFixed(1).replace('.', ',');
  return value < 0 && magnitude !== 0 ? `+${text}` : text;
}
