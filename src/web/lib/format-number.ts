/**
 * Numbers as the screens write them (es-ES, without Intl: building a formatter costs a slow phone tens of ms on the
 * first screen). Handicaps are written by the domain's `formatHandicap` (@/shared/domain/handicap-text: −0.8 →
 * '+0,8'), re-exported here for the screens.
 */
export { formatHandicap } from '@/shared/domain/handicap-text';

const MINUS = '−';

/** 12.345 → '12,3'; −1.5 → '−1,5' (a true minus sign); null → '—' (nothing to show). */
export function formatDecimal(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = Math.abs(value).toFixed(digits).replace('.', ',');
  return value < 0 && /[1-9]/.test(text) ? `${MINUS}${text}` : text;
}

/** A difference, always signed: 2.5 → '+2,5', −1 → '−1,0', 0 → '0,0'; null → '—'. */
export function formatSignedDecimal(value: number | null | undefined, digits = 1): string {
  const text = formatDecimal(value, digits);
  if (text === '—' || text.startsWith(MINUS) || !/[1-9]/.test(text)) return text;
  return `+${text}`;
}
