import type { FieldErrors } from 'react-hook-form';
import {
  HOLE_METRES_MAX,
  HOLE_METRES_MIN,
  HOLES_PER_ROUND,
  STANDARD_SLOPE,
  teeAsPlayed,
  totalPar,
} from '@/shared/domain';
import type { TTeeHolesRequest } from '@/shared/schemas/admin-courses';

/** A row of the hole grid as typed: a field may hold null (empty) or a number out of range. */
export interface TypedHole {
  numero_hoyo: number;
  par: unknown;
  par_damas?: unknown;
  metros?: unknown;
}

/** A grid column: its heading (Spanish cards print 'Hcp Cab.' and 'Hcp Dam.') names the field in the error list. */
export const HOLE_COLUMNS = {
  metros: 'Metros',
  par: 'Par',
  handicap: 'Hcp Cab.',
  par_damas: 'Par Dam.',
  handicap_damas: 'Hcp Dam.',
} as const satisfies Partial<Record<keyof TTeeHolesRequest['hoyos'][number], string>>;

const FIELDS = Object.keys(HOLE_COLUMNS) as (keyof typeof HOLE_COLUMNS)[];

/** Holes read as entered, for the rules engine; null while a par is empty. */
function parsAsTyped(hoyos: readonly TypedHole[]) {
  if (hoyos.some((h) => typeof h.par !== 'number')) return null;
  return hoyos.map((h) => ({
    numero_hoyo: h.numero_hoyo,
    par: h.par as number,
    par_damas: typeof h.par_damas === 'number' ? h.par_damas : null,
  }));
}

/** A tee rated for women, so that `teeAsPlayed` reads the holes as a woman plays them (only the pars are read). */
const RATED_FOR_WOMEN = {
  slope: STANDARD_SLOPE,
  course_rating: null,
  slope_damas: STANDARD_SLOPE,
  course_rating_damas: null,
};

/** The rules engine's answer, or null when it refuses the holes as typed (a par out of 3–5). */
function orNull(total: () => number): number | null {
  try {
    return total();
  } catch {
    return null;
  }
}

/**
 * The tee's total pars from the grid as typed: the men's, and the women's (their 'Par Dam.' where entered, else the
 * men's par, as the rules engine plays it); each null while a par is empty or not 3–5.
 */
export function liveTotalPars(hoyos: readonly TypedHole[]): { par: number | null; parDamas: number | null } {
  const holes = parsAsTyped(hoyos);
  if (holes === null) return { par: null, parDamas: null };
  const par = orNull(() => totalPar(holes.map(({ numero_hoyo, par }) => ({ numero_hoyo, par }))));
  const parDamas = orNull(() => totalPar(teeAsPlayed(RATED_FOR_WOMEN, holes, 'mujer').holes));
  return { par, parDamas };
}

/** The holes' lengths entered (1–999 m): their sum and how many holes have one. */
export function liveTotalMetres(hoyos: readonly TypedHole[]): { metros: number; hoyos: number } {
  let metros = 0;
  let count = 0;
  for (const h of hoyos) {
    const m = h.metros;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < HOLE_METRES_MIN || m > HOLE_METRES_MAX) continue;
    metros += m;
    count += 1;
  }
  return { metros, hoyos: count };
}

/** The metres total as shown: '6012'; '3010' with the note '(9 de 18 hoyos)' while some holes have none; '—'. */
export function metresText({ metros, hoyos }: { metros: number; hoyos: number }, of = HOLES_PER_ROUND) {
  if (hoyos === 0) return { text: '—', note: null };
  return { text: String(metros), note: hoyos === of ? null : `(${hoyos} de ${of} hoyos)` };
}

export interface HoleProblem {
  hoyo: number;
  /** The column's heading ('Hcp Dam.'). */
  field: string;
  message: string;
}

/** The grid's errors per hole and column, in hole order then column order: 'Hoyo 2 (Hcp Cab.): …'. */
export function holeErrors(errors: FieldErrors<TTeeHolesRequest>): HoleProblem[] {
  const list: HoleProblem[] = [];
  const rows = errors.hoyos;
  if (!Array.isArray(rows)) return list;
  rows.forEach((row: FieldErrors<TTeeHolesRequest['hoyos'][number]> | undefined, i: number) => {
    for (const field of FIELDS) {
      const message = row?.[field]?.message;
      if (message) list.push({ hoyo: i + 1, field: HOLE_COLUMNS[field], message });
    }
  });
  return list;
}
