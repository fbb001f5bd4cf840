import { DomainError } from '../errors';
import { requireFinite } from '../guards';
import { requireReductor } from '../playing-handicap';
import { roundHalfAwayFromZero } from '../rounding';
import type { CompetitionFormat } from './format';

/** Greensome (WHS Rules of Handicapping, Appendix C): 60 % of the lower course handicap plus 40 % of the higher. */
export const GREENSOME_LOWER_SHARE = 0.6;
export const GREENSOME_HIGHER_SHARE = 0.4;

/**
 * The playing handicap of a side (design §14): the allowance applies to the UNROUNDED course handicaps and the
 * result is rounded once, .5 away from zero. One player (individual formats, each partner of a mejor bola):
 * round(CH × reductor / 100). Foursome: round((CH1 + CH2) × reductor / 100), default reductor 50. Greensome:
 * round((0.6 × lower + 0.4 × higher) × reductor / 100), default reductor 100. One-ball formats take the two
 * partners' course handicaps, the others one.
 */
export function sidePlayingHandicap(
  format: CompetitionFormat,
  courseHandicaps: readonly number[],
  reductor: number,
): number {
  requireReductor(reductor);
  for (const ch of courseHandicaps) {
    requireFinite(ch, 'INVALID_HANDICAP', 'El hándicap de campo debe ser un número válido');
  }
  const expected = format.oneBall ? 2 : 1;
  if (courseHandicaps.length !== expected) {
    throw new DomainError(
      'INVALID_HANDICAP',
      format.oneBall
        ? 'El hándicap de una pareja de una bola se calcula con los hándicaps de los dos jugadores'
        : 'El hándicap de juego se calcula con el hándicap de un jugador',
    );
  }
  const [first = 0, second = 0] = courseHandicaps;
  let base = first;
  if (format.forma_parejas === 'foursome') base = first + second;
  if (format.forma_parejas === 'greensome') {
    base = GREENSOME_LOWER_SHARE * Math.min(first, second) + GREENSOME_HIGHER_SHARE * Math.max(first, second);
  }
  return roundHalfAwayFromZero((base * reductor) / 100);
}
