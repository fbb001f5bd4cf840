/** /admin/campos (T§2, T§5, T§7 "Administration"): courses, their tees and the 18 holes of a tee. */
import { z } from 'zod';
import { HOLES_PER_ROUND } from '@/shared/domain';
import { ZUuid, zDecimal, zText } from './common';
import { ZHole } from './courses';

export const ADMIN_COURSE_MESSAGES = {
  courseRequired: 'El nombre y ubicación son obligatorios',
  teeRequired: 'El nombre y slope son obligatorios',
  teeNameEmpty: 'El nombre no puede estar vacío',
  slopeRange: 'El slope debe estar entre 55 y 155',
  slopeInteger: 'El slope debe ser un número entero',
  courseRatingRange: 'El course rating debe estar entre 60 y 80',
  parRange: 'El par debe estar entre 3 y 5',
  strokeIndexRange: 'El handicap del hoyo debe estar entre 1 y 18',
  strokeIndexTaken: 'Este handicap ya está asignado a otro hoyo',
  holes: 'La salida debe tener los 18 hoyos, del 1 al 18',
  courseNotFound: 'Campo no encontrado',
  teeNotFound: 'Tipo de salida no encontrado',
} as const;
const M = ADMIN_COURSE_MESSAGES;

export const COURSE_LIMITS = {
  slopeMin: 55,
  slopeMax: 155,
  courseRatingMin: 60,
  courseRatingMax: 80,
  parMin: 3,
  parMax: 5,
  nombreMax: 120,
  ubicacionMax: 160,
  teeNombreMax: 80,
} as const;

/** POST /api/admin/courses and PUT /api/admin/courses/:id. */
export const ZCourseRequest = z.object({
  nombre: zText({ required: M.courseRequired, max: COURSE_LIMITS.nombreMax }),
  ubicacion: zText({ required: M.courseRequired, max: COURSE_LIMITS.ubicacionMax }),
});
export type TCourseRequest = z.infer<typeof ZCourseRequest>;

const ZSlope = z
  .number({ message: M.teeRequired })
  .int({ message: M.slopeInteger })
  .min(COURSE_LIMITS.slopeMin, { message: M.slopeRange })
  .max(COURSE_LIMITS.slopeMax, { message: M.slopeRange });

/** Optional: null, '' (or absent) means "no course rating"; '72,6' and '72.6' are 72.6. */
const ZCourseRating = zDecimal(M.courseRatingRange)
  .pipe(
    z
      .number({ message: M.courseRatingRange })
      .min(COURSE_LIMITS.courseRatingMin, { message: M.courseRatingRange })
      .max(COURSE_LIMITS.courseRatingMax, { message: M.courseRatingRange })
      .nullable(),
  )
  .optional()
  .transform((v) => v ?? null);

/** POST /api/admin/courses/:id/tees: a new tee gets 18 holes of par 4 without stroke index (T§7). */
export const ZCreateTeeRequest = z.object({
  nombre: zText({ required: M.teeRequired, max: COURSE_LIMITS.teeNombreMax }),
  slope: ZSlope,
  course_rating: ZCourseRating,
});
export type TCreateTeeRequest = z.input<typeof ZCreateTeeRequest>;

/** PUT /api/admin/tees/:id: renaming to an empty name is refused with its own message (T§5). */
export const ZUpdateTeeRequest = z.object({
  nombre: zText({ required: M.teeNameEmpty, max: COURSE_LIMITS.teeNombreMax }),
  slope: ZSlope,
  course_rating: ZCourseRating,
});
export type TUpdateTeeRequest = z.input<typeof ZUpdateTeeRequest>;

export const ZHoleEdit = z.object({
  numero_hoyo: z
    .number({ message: M.holes })
    .int({ message: M.holes })
    .min(1, { message: M.holes })
    .max(HOLES_PER_ROUND, { message: M.holes }),
  par: z
    .number({ message: M.parRange })
    .int({ message: M.parRange })
    .min(COURSE_LIMITS.parMin, { message: M.parRange })
    .max(COURSE_LIMITS.parMax, { message: M.parRange }),
  /** The hole's stroke index (the spec's `hoyos_tipo_salida.handicap`), or null when unknown. */
  handicap: z
    .number({ message: M.strokeIndexRange })
    .int({ message: M.strokeIndexRange })
    .min(1, { message: M.strokeIndexRange })
    .max(HOLES_PER_ROUND, { message: M.strokeIndexRange })
    .nullable(),
});
export type THoleEdit = z.infer<typeof ZHoleEdit>;

/**
 * PUT /api/admin/tees/:id/holes: the 18 holes of a tee, saved at once (a swap of two stroke indexes is one save).
 * A stroke index used twice marks the second hole with 'Este handicap ya está asignado a otro hoyo'.
 */
export const ZTeeHolesRequest = z
  .object({ hoyos: z.array(ZHoleEdit, { message: M.holes }).length(HOLES_PER_ROUND, { message: M.holes }) })
  .superRefine(({ hoyos }, ctx) => {
    const numbers = new Set(hoyos.map((h) => h.numero_hoyo));
    if (numbers.size !== HOLES_PER_ROUND) ctx.addIssue({ code: 'custom', message: M.holes, path: ['hoyos'] });
    const seen = new Set<number>();
    hoyos.forEach((hole, i) => {
      if (hole.handicap === null) return;
      if (seen.has(hole.handicap)) {
        ctx.addIssue({ code: 'custom', message: M.strokeIndexTaken, path: ['hoyos', i, 'handicap'] });
      }
      seen.add(hole.handicap);
    });
  });
export type TTeeHolesRequest = z.infer<typeof ZTeeHolesRequest>;

/** A tee in the course list, with what blocks its deletion (null when it can be deleted). */
export const ZAdminTee = z.object({
  id: ZUuid,
  campo_id: ZUuid,
  nombre: z.string(),
  slope: z.number().int(),
  course_rating: z.number().nullable(),
  par_total: z.number().int(),
  /** Holes with a stroke index (18 when the tee is complete). */
  hoyos_con_handicap: z.number().int(),
  bloqueo_eliminar: z.string().nullable(),
});
export type TAdminTee = z.infer<typeof ZAdminTee>;

export const ZAdminCourse = z.object({
  id: ZUuid,
  nombre: z.string(),
  ubicacion: z.string(),
  /** The tees in creation order (the first one is the tee personal games play). */
  tees: z.array(ZAdminTee),
  bloqueo_eliminar: z.string().nullable(),
});
export type TAdminCourse = z.infer<typeof ZAdminCourse>;

/** GET /api/admin/courses: every course by name (Spanish order) with its tees. */
export const ZAdminCoursesResponse = z.array(ZAdminCourse);
export type TAdminCoursesResponse = z.infer<typeof ZAdminCoursesResponse>;

/** GET /api/admin/tees/:id and the answer of every tee write: the tee with its 18 holes. */
export const ZAdminTeeDetail = ZAdminTee.extend({ hoyos: z.array(ZHole) });
export type TAdminTeeDetail = z.infer<typeof ZAdminTeeDetail>;
