import { DomainError } from './errors';
import { roundToCents } from './rounding';

/**
 * Points as shown (T§9: "Points display with 2 decimals; '.00' is hidden"): 36 → '36', 36.5 → '36.50',
 * 12.333 → '12.33'. Points are never negative.
 */
export function formatPoints(points: number): string {
  if (typeof points !== 'number' || !Number.isFinite(points) || points < 0) {
    throw new DomainError('INVALID_POINTS', 'Los puntos deben ser un número mayor o igual que 0');
  }
  const text = roundToCents(points).toFixed(2);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
