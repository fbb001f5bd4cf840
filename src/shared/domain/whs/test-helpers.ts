import type { WhsHoleInput } from './adjusted-gross';
import type { WhsRoundInput } from './handicap-index';

/** A par-72 tee (test fixture): pars and stroke indexes of holes 1–18. */
export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4] as const;
export const STROKE_INDEXES = [7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 16, 2, 12, 4, 10, 18, 6, 14] as const;

/** The 18 holes with strokes `golpes[i]` (default par); `'R'` = 'Recogida', null = not played. */
export function holesWith(scores: Readonly<Record<number, number | 'R' | null>> = {}): WhsHoleInput[] {
  return PARS.map((par, i) => {
    const numero = i + 1;
    const score = numero in scores ? scores[numero] : par;
    return {
      numero_hoyo: numero,
      par,
      handicap: STROKE_INDEXES[i] ?? null,
      golpes: score === 'R' || score === null || score === undefined ? null : score,
      recogida: score === 'R',
    };
  });
}

/** 'YYYY-MM-DD' `days` after `fecha`. */
export function addDays(fecha: string, days: number): string {
  const date = new Date(`${fecha}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A round of 18 holes whose score differential is exactly `differential` (slope 113, PCC 0, no course handicap
 * so nothing is capped): adjusted gross 72 + floor(d) and course rating 72 + floor(d) − d, so AGS − CR = d.
 */
export function roundWithDifferential(fecha: string, differential: number): WhsRoundInput {
  const over = Math.floor(differential);
  const courseRating = Math.round((72 + over - differential) * 10) / 10;
  const scores: Record<number, number> = {};
  let left = over;
  for (let hole = 1; left !== 0; hole = (hole % 18) + 1) {
    const par = PARS[hole - 1] as number;
    const current = scores[hole] ?? par;
    if (left > 0 && current < par + 5) {
      scores[hole] = current + 1;
      left--;
    } else if (left < 0 && current > 1) {
      scores[hole] = current - 1;
      left++;
    }
  }
  return {
    fecha,
    course_rating: courseRating,
    slope: 113,
    pcc: 0,
    course_handicap: null,
    holes: holesWith(scores),
  };
}
