/** Courses as personal games need them (P§7): the course list and each course's first tee with its holes. */
import { asc, eq, inArray } from 'drizzle-orm';
import { teeAsPlayed, totalPar, type TeeHoleInput } from '@/shared/domain';
import type { TCourse, TCourseTee } from '@/shared/schemas/courses';
import type { DbOrTx } from '@/server/db/client';
import { camposGolf, hoyosTipoSalida, tiposSalida } from '@/server/db/schema';
import { spanish } from '@/server/db/collation';

type TeeRow = typeof tiposSalida.$inferSelect;

function toTee(tee: TeeRow, holes: readonly TeeHoleInput[]): TCourseTee {
  const hoyos = teeAsPlayed(tee, holes, 'hombre').holes;
  return {
    id: tee.id,
    nombre: tee.nombre,
    slope: tee.slope,
    course_rating: tee.course_rating,
    par_total: totalPar(hoyos),
    hoyos,
  };
}

/**
 * The holes of each tee, in order, as entered: the men's and women's par and stroke index and the length (courses
 * screens, the administration's tee grid, and — through `teeAsPlayed` — whatever plays the tee).
 */
export async function holesByTee(db: DbOrTx, teeIds: string[]): Promise<Map<string, TeeHoleInput[]>> {
  const byTee = new Map<string, TeeHoleInput[]>();
  if (teeIds.length === 0) return byTee;
  const rows = await db
    .select({
      tipo_salida_id: hoyosTipoSalida.tipo_salida_id,
      numero_hoyo: hoyosTipoSalida.numero_hoyo,
      par: hoyosTipoSalida.par,
      handicap: hoyosTipoSalida.handicap,
      par_damas: hoyosTipoSalida.par_damas,
      handicap_damas: hoyosTipoSalida.handicap_damas,
      metros: hoyosTipoSalida.metros,
    })
    .from(hoyosTipoSalida)
    .where(inArray(hoyosTipoSalida.tipo_salida_id, teeIds))
    .orderBy(asc(hoyosTipoSalida.numero_hoyo));
  for (const { tipo_salida_id, ...hole } of rows) {
    const list = byTee.get(tipo_salida_id) ?? [];
    list.push(hole);
    byTee.set(tipo_salida_id, list);
  }
  return byTee;
}

/** A tee as entered, with its holes as entered (both sexes' values): what `teeAsPlayed` reads. */
export interface EnteredTee {
  tee: TeeRow;
  holes: TeeHoleInput[];
}

/**
 * The first tee of each course, as entered: ordered by created_at, then nombre (P§7 "select tipos_salida by campo_id
 * (first one)").
 */
export async function firstEnteredTees(
  db: DbOrTx,
  campoIds: readonly string[],
): Promise<Map<string, EnteredTee>> {
  const result = new Map<string, EnteredTee>();
  if (campoIds.length === 0) return result;
  const tees = await db
    .select({ id: tiposSalida.id, campo_id: tiposSalida.campo_id })
    .from(tiposSalida)
    .where(inArray(tiposSalida.campo_id, [...campoIds]))
    .orderBy(asc(tiposSalida.created_at), spanish(tiposSalida.nombre), asc(tiposSalida.id));
  const first = new Map<string, string>();
  for (const tee of tees) if (!first.has(tee.campo_id)) first.set(tee.campo_id, tee.id);
  const entered = await enteredTees(db, [...first.values()]);
  for (const [campoId, teeId] of first) {
    const tee = entered.get(teeId);
    if (tee) result.set(campoId, tee);
  }
  return result;
}

/** These tees as entered, with their holes. */
export async function enteredTees(db: DbOrTx, teeIds: readonly string[]): Promise<Map<string, EnteredTee>> {
  const result = new Map<string, EnteredTee>();
  if (teeIds.length === 0) return result;
  const tees = await db
    .select()
    .from(tiposSalida)
    .where(inArray(tiposSalida.id, [...teeIds]));
  const holes = await holesByTee(
    db,
    tees.map((t) => t.id),
  );
  for (const tee of tees) result.set(tee.id, { tee, holes: holes.get(tee.id) ?? [] });
  return result;
}

/** The first tee of each course with its men's rating and holes (personal games play it). */
export async function firstTees(db: DbOrTx, campoIds: string[]): Promise<Map<string, TCourseTee>> {
  const result = new Map<string, TCourseTee>();
  for (const [campoId, { tee, holes }] of await firstEnteredTees(db, campoIds)) {
    result.set(campoId, toTee(tee, holes));
  }
  return result;
}

/** The course's first tee with its 18 normalised holes, or null when the course has no tee. */
export async function findFirstTee(db: DbOrTx, campoId: string): Promise<TCourseTee | null> {
  return (await firstTees(db, [campoId])).get(campoId) ?? null;
}

export async function findCourse(db: DbOrTx, campoId: string) {
  const [row] = await db
    .select({ id: camposGolf.id, nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion })
    .from(camposGolf)
    .where(eq(camposGolf.id, campoId));
  return row ?? null;
}

/** GET /api/courses: every course ordered by nombre, each with its first tee (or null). */
export async function listCourses(db: DbOrTx): Promise<TCourse[]> {
  const courses = await db
    .select({ id: camposGolf.id, nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion })
    .from(camposGolf)
    .orderBy(spanish(camposGolf.nombre), asc(camposGolf.id));
  const tees = await firstTees(
    db,
    courses.map((c) => c.id),
  );
  return courses.map((c) => ({ ...c, tee: tees.get(c.id) ?? null }));
}
