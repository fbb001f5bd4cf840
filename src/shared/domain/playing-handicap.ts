import { requireFinite, requireInRange } from './guards';
import { HOLES_PER_ROUND, totalPar, type HoleInput } from './holes';
import { roundHalfAwayFromZero } from './rounding';

/** Handicap index of a player (T§5: "Profile handicap input range -10 to 54"). */
export const HANDICAP_INDEX_MIN = -10;
export const HANDICAP_INDEX_MAX = 54;
/** Slope of a tee (T§5, T§9: "Slope 55-155"); 113 is the standard slope of the WHS formula. */
export const SLOPE_MIN = 55;
export const SLOPE_MAX = 155;
export const STANDARD_SLOPE = 113;
/** Course rating of a tee (T§5: "course rating optional, 60-80"). */
export const COURSE_RATING_MIN = 60;
export const COURSE_RATING_MAX = 80;
/**
 * A women's course rating may be higher: rated from a back tee (a man's white or yellow tee), a long course gives a
 * woman 80–84 (WHS Rules 5.1/6.2 rate every tee for each sex).
 */
export const COURSE_RATING_MAX_DAMAS = 85;
/** Reductor percentage of a tournament (T§5: "Reductor 0-200, default 100 when blank"). */
export const REDUCTOR_MIN = 0;
export const REDUCTOR_MAX = 200;
export const DEFAULT_REDUCTOR = 100;

/** The playing-handicap extremes that valid inputs can produce (index ±, slope, CR − par, reductor 200). */
export const PLAYING_HANDICAP_MAX = roundHalfAwayFromZero(
  ((HANDICAP_INDEX_MAX * SLOPE_MAX) / STANDARD_SLOPE + (COURSE_RATING_MAX_DAMAS - 3 * HOLES_PER_ROUND)) *
    (REDUCTOR_MAX / 100),
);
export const PLAYING_HANDICAP_MIN = roundHalfAwayFromZero(
  ((HANDICAP_INDEX_MIN * SLOPE_MAX) / STANDARD_SLOPE + (COURSE_RATING_MIN - 5 * HOLES_PER_ROUND)) *
    (REDUCTOR_MAX / 100),
);

/** The rating of a tee (`tipos_salida` with its `hoyos_tipo_salida`). */
export interface TeeRating {
  slope: number;
  course_rating: number | null;
  holes: readonly HoleInput[];
  /** True when these are the tee's women's ratings (their course rating may reach {@link COURSE_RATING_MAX_DAMAS}). */
  damas?: boolean;
}

/** Throws unless `courseRating` is a course rating of a tee for men (60–80) or, with `damas`, for women (60–85). */
export function requireCourseRating(courseRating: number, damas = false): number {
  return damas
    ? requireInRange(
        courseRating,
        COURSE_RATING_MIN,
        COURSE_RATING_MAX_DAMAS,
        'INVALID_COURSE_RATING',
        `El course rating de damas debe estar entre ${COURSE_RATING_MIN} y ${COURSE_RATING_MAX_DAMAS}`,
      )
    : requireInRange(
        courseRating,
        COURSE_RATING_MIN,
        COURSE_RATING_MAX,
        'INVALID_COURSE_RATING',
        'El course rating debe estar entre 60 y 80',
      );
}

/** Throws unless `handicap` is a handicap index -10…54. */
export function requireHandicapIndex(handicap: number): number {
  return requireInRange(
    handicap,
    HANDICAP_INDEX_MIN,
    HANDICAP_INDEX_MAX,
    'INVALID_HANDICAP',
    'El hándicap debe estar entre -10 y 54',
  );
}

/** Throws unless `handicap` is a playing handicap that valid inputs can produce. */
export function requirePlayingHandicap(handicap: number): number {
  return requireInRange(
    handicap,
    PLAYING_HANDICAP_MIN,
    PLAYING_HANDICAP_MAX,
    'INVALID_HANDICAP',
    `El hándicap de juego debe estar entre ${PLAYING_HANDICAP_MIN} y ${PLAYING_HANDICAP_MAX}`,
  );
}

/** Throws unless `reductor` is a percentage 0–200 (T§5). */
export function requireReductor(reductor: number): number {
  return requireInRange(
    reductor,
    REDUCTOR_MIN,
    REDUCTOR_MAX,
    'INVALID_REDUCTOR',
    'El reductor debe estar entre 0 y 200',
  );
}

/**
 * WHS course handicap, not rounded (design §7): index × slope / 113 + (course rating − par), where par is the
 * tee's total par and the (course rating − par) term is 0 without a course rating.
 */
export function calculateCourseHandicap(handicap: number, tee: TeeRating): number {
  requireHandicapIndex(handicap);
  requireInRange(tee.slope, SLOPE_MIN, SLOPE_MAX, 'INVALID_SLOPE', 'El slope debe estar entre 55 y 155');
  const courseRating = tee.course_rating;
  if (courseRating !== null) requireCourseRating(courseRating, tee.damas === true);
  const ratingTerm = courseRating === null ? 0 : courseRating - totalPar(tee.holes);
  return (handicap * tee.slope) / STANDARD_SLOPE + ratingTerm;
}

/**
 * The database function `calcular_handicap_juego` (P§7, T§7): the playing handicap of a player with handicap
 * index `handicap` on `tee` with the tournament's reductor percentage. Course handicap × reductor / 100, rounded
 * to the nearest whole number with .5 away from zero (design §7; `roundHalfAwayFromZero`).
 */
export function calculatePlayingHandicap(
  handicap: number,
  tee: TeeRating,
  reductor: number = DEFAULT_REDUCTOR,
): number {
  requireReductor(reductor);
  return roundHalfAwayFromZero((calculateCourseHandicap(handicap, tee) * reductor) / 100);
}

/** What decides a tournament participant's playing handicap (`participantes_torneo` + profile). */
export interface HandicapSources {
  handicap_torneo?: number | null;
  es_invitado?: boolean;
  handicap_invitado?: number | null;
  /** The profile's handicap. */
  handicap?: number | null;
}

/**
 * The handicap a participant plays off (T§9: "Playing handicap = handicap_torneo, otherwise the guest's or
 * profile's handicap, otherwise 0").
 */
export function resolveParticipantHandicap(sources: HandicapSources): number {
  if (sources.handicap_torneo !== null && sources.handicap_torneo !== undefined) {
    return requirePlayingHandicap(sources.handicap_torneo);
  }
  const own = sources.es_invitado === true ? sources.handicap_invitado : sources.handicap;
  if (own === null || own === undefined) return 0;
  requireFinite(own, 'INVALID_HANDICAP', 'El handicap debe ser un número válido');
  return requireHandicapIndex(own);
}
