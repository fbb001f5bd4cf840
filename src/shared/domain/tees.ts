import { normalizeHoles, type Hole, type HoleInput } from './holes';
import type { TeeRating } from './playing-handicap';

/** The sexes a tournament assigns a tee to (`torneos_salidas.sexo`). */
export type TeeSex = 'hombre' | 'mujer';

/**
 * The tee a participant plays in a tournament (design §7): the tee of their sex (a guest's `sexo_invitado`, a
 * player's profile `sexo`); a player without a sex plays the men's tee; a tournament with one tee uses it for
 * everybody. Null when the tournament has no tee at all (the caller then falls back to the course's first tee).
 */
export function teeForSex<T extends { sexo: TeeSex }>(tees: readonly T[], sexo: TeeSex | null): T | null {
  const wanted = sexo ?? 'hombre';
  return tees.find((t) => t.sexo === wanted) ?? tees.find((t) => t.sexo === 'hombre') ?? tees[0] ?? null;
}

/**
 * A physical tee as the club enters it (`tipos_salida`): rated for men (`slope`, `course_rating`, the spec's
 * columns) and, when the club entered them, for women (WHS rates every tee for each sex).
 */
export interface TeeRatings {
  slope: number;
  course_rating: number | null;
  /** The women's slope; null when the tee is not rated for women. */
  slope_damas: number | null;
  course_rating_damas: number | null;
}

/**
 * A hole of a tee as entered: the men's par and stroke index ('Hcp Cab.'), the women's when they differ
 * ('Par Dam.', 'Hcp Dam.'; null means the men's par, or no women's stroke index), and the length from this tee.
 */
export interface TeeHoleInput extends HoleInput {
  par_damas?: number | null;
  handicap_damas?: number | null;
}

/** The rating and holes a player of a sex plays from a tee (what the playing handicap and the card read). */
export interface PlayedTee extends TeeRating {
  holes: Hole[];
  /** True when these are the tee's women's values. */
  damas: boolean;
}

/** True when the club entered the tee's women's rating. */
export function isRatedForWomen(tee: Pick<TeeRatings, 'slope_damas'>): boolean {
  return tee.slope_damas !== null;
}

/**
 * A tee as a player of `sexo` plays it. A woman on a tee rated for women plays its women's slope and course
 * rating, each hole's women's par (the men's where none is entered) and the women's stroke indexes when any is
 * entered (a column of 'Hcp Dam.'; otherwise the men's). Anyone else — a man, a player without a sex, a woman on a
 * tee rated only for men — plays the men's values. The holes are normalised (18, numbered, checked).
 */
export function teeAsPlayed(tee: TeeRatings, holes: readonly TeeHoleInput[], sexo: TeeSex | null): PlayedTee {
  if (sexo !== 'mujer' || tee.slope_damas === null) {
    return {
      slope: tee.slope,
      course_rating: tee.course_rating,
      holes: normalizeHoles(holes),
      damas: false,
    };
  }
  const ownIndexes = holes.some((h) => h.handicap_damas != null);
  return {
    slope: tee.slope_damas,
    course_rating: tee.course_rating_damas,
    holes: normalizeHoles(
      holes.map((h) => ({
        numero_hoyo: h.numero_hoyo,
        par: h.par_damas ?? h.par,
        handicap: ownIndexes ? h.handicap_damas : h.handicap,
        metros: h.metros,
      })),
    ),
    damas: true,
  };
}

/** True when a woman plays other pars or stroke indexes than a man from this tee (her card is a different card). */
export function womenHolesDiffer(tee: TeeRatings, holes: readonly TeeHoleInput[]): boolean {
  if (!isRatedForWomen(tee)) return false;
  const ownIndexes = holes.some((h) => h.handicap_damas != null);
  return holes.some(
    (h) =>
      (h.par_damas != null && h.par_damas !== h.par) ||
      (ownIndexes && (h.handicap_damas ?? null) !== (h.handicap ?? null)),
  );
}
