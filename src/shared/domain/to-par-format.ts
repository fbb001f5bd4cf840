import { DomainError } from './errors';

/** What a result of 0 to par reads as: 'PAR' in personal-game standings (P§2), 'E' in hole grids (P§9). */
export type ZeroToParLabel = 'PAR' | 'E';

/**
 * Formats a result to par: `zeroLabel` for 0, '+n' above par, '-n' below (P§2: "the result (PAR, +n or -n)";
 * P§9: "shown as E, +n or -n"). Results are whole numbers; anything else is rejected.
 */
export function formatToPar(toPar: number, zeroLabel: ZeroToParLabel): string {
  if (typeof toPar !== 'number' || !Number.isInteger(toPar)) {
    throw new DomainError('INVALID_NUMBER', 'El resultado respecto al par debe ser un número entero');
  }
  if (zeroLabel !== 'PAR' && zeroLabel !== 'E') {
    throw new DomainError('INVALID_MODE', "La etiqueta del par debe ser 'PAR' o 'E'");
  }
  if (toPar === 0) return zeroLabel;
  return toPar > 0 ? `+${toPar}` : `-${Math.abs(toPar)}`;
}
