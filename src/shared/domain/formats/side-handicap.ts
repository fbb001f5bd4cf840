import type { CompetitionFormat } from './format';
import { SIXTY_FORTY_HIGHER_SHARE, SIXTY_FORTY_LOWER_SHARE } from './modules/sixty-forty';

/** Greensome and Chapman (WHS Rules of Handicapping, Appendix C): 60 % of the lower course handicap plus 40 % of the higher. */
export const GREENSOME_LOWER_SHARE = SIXTY_FORTY_LOWER_SHARE;
export const GREENSOME_HIGHER_SHARE = SIXTY_FORTY_HIGHER_SHARE;

/**
 * The playing handicap of a side (design §14): the format's allowance (`FormatModule.allowance`, one rule per side
 * kind in `modules/`) on the UNROUNDED course handicaps, rounded once, .5 away from zero. One player (individual
 * formats, each partner of a mejor bola): round(CH × reductor / 100). Foursome: round((CH1 + CH2) × reductor / 100).
 * Greensome and Chapman: round((0.6 × lower + 0.4 × higher) × reductor / 100).
 */
export function sidePlayingHandicap(
  format: CompetitionFormat,
  courseHandicaps: readonly number[],
  reductor: number,
): number {
  return format.allowance(courseHandicaps, reductor);
}
