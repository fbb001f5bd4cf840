/**
 * How a handicap is written and read (WHS: a plus handicap is written '+0,8'; the app stores it negative, −0,8, as
 * the spec's profile range −10…54 does). One reader and one writer for every index and playing handicap the app
 * shows or takes: forms, spreadsheets, cards, papers, CSV, standings, profile.
 */
import { parseDecimal } from '../decimal';
import { roundHalfAwayFromZero } from './rounding';

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

/** What a tournament participant plays off (decision record 028), as their card shows it. */
export interface PlayedOff {
  /** The handicap index. */
  indice: number | null;
  /** The tee's name. */
  salida: string | null;
  /** The WHS course handicap, not rounded. */
  handicap_campo: number | null;
  /** The playing handicap. */
  handicap_juego: number | null;
}

/**
 * A participant's card header line: 'Hándicap 12,4 · Amarillas · HC 14 · HJ 13' (a plus index '+0,8'); the
 * course handicap rounded as WHS rounds it (.5 away from zero); what is unknown is left out. '' when nothing is.
 * A tournament played off the club's estimate says so: 'Hándicap de la peña 12,4 · …' (design.md §16).
 */
export function formatPlayedOff(p: PlayedOff, indice: 'oficial' | 'pena' = 'oficial'): string {
  const parts: string[] = [];
  const name = indice === 'pena' ? 'Hándicap de la peña' : 'Hándicap';
  if (p.indice !== null) parts.push(`${name} ${formatHandicap(p.indice)}`);
  if (p.salida) parts.push(p.salida);
  if (p.handicap_campo !== null) parts.push(`HC ${formatHandicap(roundHalfAwayFromZero(p.handicap_campo))}`);
  if (p.handicap_juego !== null) parts.push(`HJ ${formatHandicap(p.handicap_juego)}`);
  return parts.join(' · ');
}
