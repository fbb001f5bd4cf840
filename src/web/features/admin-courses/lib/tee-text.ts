import { formatDecimal } from '@/shared/decimal';
import type { TAdminTee } from '@/shared/schemas/admin-courses';

/** A course rating as the tee list shows it: '72,6', or '—' when the tee has none. */
export const ratingText = (courseRating: number | null) =>
  courseRating === null ? '—' : formatDecimal(courseRating, 1);

/**
 * The women's rating of a tee in one line, 'Damas: 140 · 76,8 · par 74' (slope, course rating, total par with their
 * 'Par Dam.'); null when the tee is not rated for women.
 */
export function womenRatingText(
  tee: Pick<TAdminTee, 'slope_damas' | 'course_rating_damas' | 'par_total' | 'par_total_damas'>,
): string | null {
  if (tee.slope_damas === null) return null;
  const par = tee.par_total_damas ?? tee.par_total;
  return `Damas: ${tee.slope_damas} · ${ratingText(tee.course_rating_damas)} · par ${par}`;
}
