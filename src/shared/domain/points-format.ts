import { DomainError } from './errors';
import { roundToCents } from './rounding';

/**
 * Points as shown, in es-ES (T§9: "Points display with 2 decimals; '.00' is hidden"): rounded to two decimals,
 * written with a decimal comma and without trailing zeros: 36 → '36', 36.5 → '36,5', 12.333 → '12,33',
 * 12345.5 → '12.345,5' (es-ES groups thousands from five digits on). Points are never negative.
 */
export function formatPoints(points: number): string {
  if (typeof points !== 'number' || !Number.isFinite(points) || points < 0) {
    throw new DomainError('INVALID_POINTS', 'Los puntos deben ser un número mayor o igual que 0');
  }
  const [whole = '0', cents = ''] = roundToCents(points).toFixed(2).split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  const decimals = cents.replace(/0+$/, '');
  return decimals ? `${grouped},${decimals}` : grouped;
}
