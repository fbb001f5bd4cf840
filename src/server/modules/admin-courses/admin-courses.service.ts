/**
 * /admin/campos (T§2, T§5, T§7 "Administration"): courses, tees and holes. Every function expects an administrator
 * (the /api/admin/* gate of app.ts); writes of more than one row run in one transaction.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeHoles, teeAsPlayed, totalPar, type TeeHoleInput } from '@/shared/domain';
import {
  ADMIN_COURSE_MESSAGES as M,
  type TAdminCourse,
  type TAdminCoursesResponse,
  type TAdminHole,
  type TAdminTee,
  type TAdminTeeDetail,
  type TCourseRequest,
  type TTeeHolesRequest,
} from '@/shared/schemas/admin-courses';
import type { z } from 'zod';
import type { ZCreateTeeRequest } from '@/shared/schemas/admin-courses';
import { spanish } from '@/server/db/collation';
import type { Db, DbOrTx } from '@/server/db/client';
import { camposGolf, hoyosTipoSalida, tiposSalida } from '@/server/db/schema';
import { conflict, notFound } from '@/server/lib/app-error';
import { courseBlockMessage, courseUsage, teeBlockMessage, teeUsage } from './admin-courses.usage';
import { holesByTee } from '@/server/modules/courses/courses.service';
import { changeTees, type PlayedOffDeps } from '@/server/modules/tournaments/played-off';

type TeeRow = typeof tiposSalida.$inferSelect;
type TeeInput = z.output<typeof ZCreateTeeRequest>;

const TEE_ORDER = [asc(tiposSalida.created_at), spanish(tiposSalida.nombre), asc(tiposSalida.id)] as const;

/** The courses (all, or the given ones) with their tees, par totals and what blocks their deletion. */
async function loadCourses(db: DbOrTx, ids?: string[]): Promise<TAdminCourse[]> {
  const courses = await db
    .select({ id: camposGolf.id, nombre: camposGolf.nombre, ubicacion: camposGolf.ubicacion })
    .from(camposGolf)
    .where(ids ? inArray(camposGolf.id, ids) : undefined)
    .orderBy(spanish(camposGolf.nombre), asc(camposGolf.id));
  const courseIds = courses.map((c) => c.id);
  if (courseIds.length === 0) return [];
  const tees = await db
    .select()
    .from(tiposSalida)
    .where(inArray(tiposSalida.campo_id, courseIds))
    .orderBy(...TEE_ORDER);
  const holes = await holesByTee(
    db,
    tees.map((t) => t.id),
  );
  const firstOf = new Map<string, string>();
  for (const tee of tees) if (!firstOf.has(tee.campo_id)) firstOf.set(tee.campo_id, tee.id);
  const usageByCourse = await courseUsage(db, courseIds);
  const usageByTee = await teeUsage(
    db,
    tees.map((t) => ({ id: t.id, campo_id: t.campo_id, isFirst: firstOf.get(t.campo_id) === t.id })),
    usageByCourse,
  );
  return courses.map((course) => ({
    ...course,
    tees: tees
      .filter((t) => t.campo_id === course.id)
      .map((t) => toTee(t, holes.get(t.id) ?? [], usageByTee.get(t.id) ?? null)),
    bloqueo_eliminar: courseBlockMessage(
      course.nombre,
      usageByCourse.get(course.id) ?? { torneos: [], partidas: 0 },
    ),
  }));
}

function toTee(
  tee: TeeRow,
  holes: TeeHoleInput[],
  usage: { torneos: string[]; partidas: number } | null,
): TAdminTee {
  return {
    id: tee.id,
    campo_id: tee.campo_id,
    nombre: tee.nombre,
    slope: tee.slope,
    course_rating: tee.course_rating,
    slope_damas: tee.slope_damas,
    course_rating_damas: tee.course_rating_damas,
    par_total: totalPar(holes),
    par_total_damas: tee.slope_damas === null ? null : totalPar(teeAsPlayed(tee, holes, 'mujer').holes),
    hoyos_con_handicap: holes.filter((h) => h.handicap != null).length,
    bloqueo_eliminar: usage ? teeBlockMessage(tee.nombre, usage) : null,
  };
}

export function listAdminCourses(db: DbOrTx): Promise<TAdminCoursesResponse> {
  return loadCourses(db);
}

async function findAdminCourse(db: DbOrTx, id: string): Promise<TAdminCourse> {
  const [course] = await loadCourses(db, [id]);
  if (!course) throw notFound(M.courseNotFound);
  return course;
}

/** The tee with its 18 normalised holes (missing ones par 4, no stroke index). */
export async function findAdminTee(db: DbOrTx, teeId: string): Promise<TAdminTeeDetail> {
  const [tee] = await db
    .select({ campo_id: tiposSalida.campo_id })
    .from(tiposSalida)
    .where(eq(tiposSalida.id, teeId));
  if (!tee) throw notFound(M.teeNotFound);
  const course = await findAdminCourse(db, tee.campo_id);
  const summary = course.tees.find((t) => t.id === teeId)!;
  const holes = (await holesByTee(db, [teeId])).get(teeId) ?? [];
  return { ...summary, hoyos: adminHoles(holes) };
}

/** The 18 holes as the grid edits them: the men's par and stroke index normalised, the women's and the length as entered. */
function adminHoles(holes: readonly TeeHoleInput[]): TAdminHole[] {
  const byNumber = new Map(holes.map((h) => [h.numero_hoyo, h]));
  return normalizeHoles(holes).map((h) => {
    const entered = byNumber.get(h.numero_hoyo);
    return {
      numero_hoyo: h.numero_hoyo,
      par: h.par,
      handicap: h.handicap,
      par_damas: entered?.par_damas ?? null,
      handicap_damas: entered?.handicap_damas ?? null,
      metros: h.metros ?? null,
    };
  });
}

export async function createCourse(db: Db, input: TCourseRequest): Promise<TAdminCourse> {
  const [row] = await db.insert(camposGolf).values(input).returning({ id: camposGolf.id });
  return findAdminCourse(db, row!.id);
}

export async function updateCourse(db: Db, id: string, input: TCourseRequest): Promise<TAdminCourse> {
  const [row] = await db
    .update(camposGolf)
    .set(input)
    .where(eq(camposGolf.id, id))
    .returning({ id: camposGolf.id });
  if (!row) throw notFound(M.courseNotFound);
  return findAdminCourse(db, id);
}

/** Deletes a course and its tees and holes, unless a tournament or personal game uses it (409, nothing deleted). */
export async function deleteCourse(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock makes a tournament or game created meanwhile wait (its foreign key needs this row).
    const [locked] = await tx
      .select({ id: camposGolf.id })
      .from(camposGolf)
      .where(eq(camposGolf.id, id))
      .for('update');
    if (!locked) throw notFound(M.courseNotFound);
    const course = await findAdminCourse(tx, id);
    const blocked = course.bloqueo_eliminar ?? course.tees.find((t) => t.bloqueo_eliminar)?.bloqueo_eliminar;
    if (blocked) throw conflict(blocked);
    await tx.delete(camposGolf).where(eq(camposGolf.id, id));
  });
}

function teeValues(input: TeeInput) {
  return {
    nombre: input.nombre,
    slope: input.slope,
    course_rating: input.course_rating,
    slope_damas: input.slope_damas,
    course_rating_damas: input.course_rating_damas,
  };
}

/** A new tee gets 18 holes of par 4 without stroke index (T§7). */
export async function createTee(db: Db, campoId: string, input: TeeInput): Promise<TAdminTeeDetail> {
  const id = await db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: camposGolf.id })
      .from(camposGolf)
      .where(eq(camposGolf.id, campoId))
      .for('update');
    if (!course) throw notFound(M.courseNotFound);
    const [tee] = await tx
      .insert(tiposSalida)
      .values({ campo_id: campoId, ...teeValues(input) })
      .returning({ id: tiposSalida.id });
    await tx.insert(hoyosTipoSalida).values(
      Array.from({ length: 18 }, (_, i) => ({
        tipo_salida_id: tee!.id,
        numero_hoyo: i + 1,
        par: 4,
        handicap: null,
      })),
    );
    return tee!.id;
  });
  return findAdminTee(db, id);
}

/** Renames or re-rates a tee; the tournaments not started that play it get their playing handicaps recomputed. */
export async function updateTee(
  deps: PlayedOffDeps,
  actorUserId: string,
  teeId: string,
  input: TeeInput,
): Promise<TAdminTeeDetail> {
  await changeTees(deps, actorUserId, [teeId], async (tx) => {
    const [row] = await tx
      .update(tiposSalida)
      .set(teeValues(input))
      .where(eq(tiposSalida.id, teeId))
      .returning({ id: tiposSalida.id });
    if (!row) throw notFound(M.teeNotFound);
  });
  return findAdminTee(deps.db, teeId);
}

/** Copies a tee and its holes as '{nombre} (Copia)' (T§7). */
export async function duplicateTee(db: Db, teeId: string): Promise<TAdminTeeDetail> {
  const id = await db.transaction(async (tx) => {
    const [tee] = await tx.select().from(tiposSalida).where(eq(tiposSalida.id, teeId)).for('share');
    if (!tee) throw notFound(M.teeNotFound);
    const [copy] = await tx
      .insert(tiposSalida)
      .values({
        campo_id: tee.campo_id,
        nombre: `${tee.nombre} (Copia)`,
        slope: tee.slope,
        course_rating: tee.course_rating,
        slope_damas: tee.slope_damas,
        course_rating_damas: tee.course_rating_damas,
      })
      .returning({ id: tiposSalida.id });
    const holes = (await holesByTee(tx, [teeId])).get(teeId) ?? [];
    if (holes.length > 0) {
      await tx.insert(hoyosTipoSalida).values(
        holes.map((h) => ({
          tipo_salida_id: copy!.id,
          numero_hoyo: h.numero_hoyo,
          par: h.par ?? 4,
          handicap: h.handicap ?? null,
          par_damas: h.par_damas ?? null,
          handicap_damas: h.handicap_damas ?? null,
          metros: h.metros ?? null,
        })),
      );
    }
    return copy!.id;
  });
  return findAdminTee(db, id);
}

/** Deletes a tee and its holes unless a tournament or the course's personal games use it (409). */
export async function deleteTee(db: Db, teeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: tiposSalida.id })
      .from(tiposSalida)
      .where(eq(tiposSalida.id, teeId))
      .for('update');
    if (!locked) throw notFound(M.teeNotFound);
    const tee = await findAdminTee(tx, teeId);
    if (tee.bloqueo_eliminar) throw conflict(tee.bloqueo_eliminar);
    await tx.delete(tiposSalida).where(eq(tiposSalida.id, teeId));
  });
}

/**
 * Saves the 18 holes of a tee in one statement: the stroke-index unique constraint is deferred to the commit, so
 * swapping two stroke indexes is one save (design.md §13).
 */
export async function saveTeeHoles(
  deps: PlayedOffDeps,
  actorUserId: string,
  teeId: string,
  input: TTeeHolesRequest,
): Promise<TAdminTeeDetail> {
  await changeTees(deps, actorUserId, [teeId], async (tx) => {
    const [tee] = await tx
      .select({ id: tiposSalida.id })
      .from(tiposSalida)
      .where(eq(tiposSalida.id, teeId))
      .for('update');
    if (!tee) throw notFound(M.teeNotFound);
    await tx
      .insert(hoyosTipoSalida)
      .values(input.hoyos.map((h) => ({ tipo_salida_id: teeId, ...h })))
      .onConflictDoUpdate({
        target: [hoyosTipoSalida.tipo_salida_id, hoyosTipoSalida.numero_hoyo],
        set: {
          par: sql`excluded.par`,
          handicap: sql`excluded.handicap`,
          par_damas: sql`excluded.par_damas`,
          handicap_damas: sql`excluded.handicap_damas`,
          metros: sql`excluded.metros`,
        },
      });
  });
  return findAdminTee(deps.db, teeId);
}
