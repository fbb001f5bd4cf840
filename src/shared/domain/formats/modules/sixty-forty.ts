/** WHS Rules of Handicapping, Appendix C (greensome, Chapman): 60 % of the lower course handicap plus 40 % of the higher. */
export const SIXTY_FORTY_LOWER_SHARE = 0.6;
export const SIXTY_FORTY_HIGHER_SHARE = 0.4;

/** 0.6 × lower + 0.4 × higher, unrounded. */
export function sixtyForty([a = 0, b = 0]: readonly number[]): number {
  return SIXTY_FORTY_LOWER_SHARE * Math.min(a, b) + SIXTY_FORTY_HIGHER_SHARE * Math.max(a, b);
}
