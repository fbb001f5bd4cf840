/** /admin/campos (T§2, T§5, T§7 "Administration"): courses, their tees and the 18 holes of a tee. */
import { z } from 'zod';
import { COURSE_RATING_MAX_DAMAS, HOLE_METRES_MAX, HOLE_METRES_MIN, HOLES_PER_ROUND } from '@/shared/domain';
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
  slopeDamasRange: 'El slope de damas debe estar entre 55 y 155',
  slopeDamasInteger: 'El slope de damas debe ser un número entero',
  slopeDamasRequired: 'Indica el slope de damas para su course rating',
  courseRatingDamasRange: `El course rating de damas debe estar entre 60 y ${COURSE_RATING_MAX_DAMAS}`,
  parDamasRange: 'El par de damas debe estar entre 3 y 5',
  strokeIndexDamasRange: 'El handicap de damas del hoyo debe estar entre 1 y 18',
  metrosRange: `La longitud del hoyo debe estar entre ${HOLE_METRES_MIN} y ${HOLE_METRES_MAX} metros`,
  mergeChoose: 'Elige la salida a la que unirla',
  mergeSame: 'Elige otra salida: una salida no se une consigo misma',
  mergeOtherCourse: 'Las dos salidas deben ser del mismo campo',
  courseNotFound: 'Campo no encontrado',
  teeNotFound: 'Tipo de salida no encontrado',
} as const;
const M = ADMIN_COURSE_MESSAGES;

export const COURSE_LIMITS = {
  slopeMin: 55,
  slopeMax: 155,
  courseRatingMin: 60,
  courseRatingMax: 80,
  courseRatingDamasMax: COURSE_RATING_MAX_DAMAS,
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

/** Optional: the women's slope; null or absent when the tee is not rated for women. */
const ZSlopeDamas = z
  .number({ message: M.slopeDamasRange })
  .int({ message: M.slopeDamasInteger })
  .min(COURSE_LIMITS.slopeMin, { message: M.slopeDamasRange })
  .max(COURSE_LIMITS.slopeMax, { message: M.slopeDamasRange })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** Optional like the men's, up to 85: a women's rating from a back tee is higher (WHS rates each tee per sex). */
const ZCourseRatingDamas = zDecimal(M.courseRatingDamasRange)
  .pipe(
    z
      .number({ message: M.courseRatingDamasRange })
      .min(COURSE_LIMITS.courseRatingMin, { message: M.courseRatingDamasRange })
      .max(COURSE_LIMITS.courseRatingDamasMax, { message: M.courseRatingDamasRange })
      .nullable(),
  )
  .optional()
  .transform((v) => v ?? null);

/** A tee's name and its ratings: the men's (the spec's slope and course rating) and, optionally, the women's. */
function teeRequest(nameRequired: string) {
  return z
    .object({
      nombre: zText({ required: nameRequired, max: COURSE_LIMITS.teeNombreMax }),
      slope: ZSlope,
      course_rating: ZCourseRating,
      slope_damas: ZSlopeDamas,
      course_rating_damas: ZCourseRatingDamas,
    })
    .superRefine((tee, ctx) => {
      if (tee.course_rating_damas !== null && tee.slope_damas === null) {
        ctx.addIssue({ code: 'custom', message: M.slopeDamasRequired, path: ['slope_damas'] });
      }
    });
}

/** POST /api/admin/courses/:id/tees: a new tee gets 18 holes of par 4 without stroke index (T§7). */
export const ZCreateTeeRequest = teeRequest(M.teeRequired);
export type TCreateTeeRequest = z.input<typeof ZCreateTeeRequest>;

/** PUT /api/admin/tees/:id: renaming to an empty name is refused with its own message (T§5). */
export const ZUpdateTeeRequest = teeRequest(M.teeNameEmpty);
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
  /** 'Par Dam.': the women's par when it is not the men's; null or absent means the same. */
  par_damas: z
    .number({ message: M.parDamasRange })
    .int({ message: M.parDamasRange })
    .min(COURSE_LIMITS.parMin, { message: M.parDamasRange })
    .max(COURSE_LIMITS.parMax, { message: M.parDamasRange })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** 'Hcp Dam.': the women's stroke index; null or absent when the card gives none. */
  handicap_damas: z
    .number({ message: M.strokeIndexDamasRange })
    .int({ message: M.strokeIndexDamasRange })
    .min(1, { message: M.strokeIndexDamasRange })
    .max(HOLES_PER_ROUND, { message: M.strokeIndexDamasRange })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** The hole's length from this tee in metres; null or absent when unknown. */
  metros: z
    .number({ message: M.metrosRange })
    .int({ message: M.metrosRange })
    .min(HOLE_METRES_MIN, { message: M.metrosRange })
    .max(HOLE_METRES_MAX, { message: M.metrosRange })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
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
    for (const key of ['handicap', 'handicap_damas'] as const) {
      const seen = new Set<number>();
      hoyos.forEach((hole, i) => {
        const index = hole[key];
        if (index === null) return;
        if (seen.has(index)) {
          ctx.addIssue({ code: 'custom', message: M.strokeIndexTaken, path: ['hoyos', i, key] });
        }
        seen.add(index);
      });
    }
  });
export type TTeeHolesRequest = z.output<typeof ZTeeHolesRequest>;
export type TTeeHolesInput = z.input<typeof ZTeeHolesRequest>;

/**
 * POST /api/admin/tees/:id/merge: a tee the club made for women (e.g. 'Rojas damas') becomes the women's rating,
 * pars and stroke indexes of `destino_id`, a tee of the same course; the tournaments that played it play that tee.
 */
export const ZMergeTeeRequest = z.object({ destino_id: z.uuid({ message: M.mergeChoose }) });
export type TMergeTeeRequest = z.infer<typeof ZMergeTeeRequest>;

/** A tee in the course list, with what blocks its deletion (null when it can be deleted). */
export const ZAdminTee = z.object({
  id: ZUuid,
  campo_id: ZUuid,
  nombre: z.string(),
  slope: z.number().int(),
  course_rating: z.number().nullable(),
  /** The women's rating; null when the tee is not rated for women. */
  slope_damas: z.number().int().nullable(),
  course_rating_damas: z.number().nullable(),
  par_total: z.number().int(),
  /** The women's total par (their 'Par Dam.' where entered); null when the tee is not rated for women. */
  par_total_damas: z.number().int().nullable(),
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

/** A hole in the administration's grid: the men's par and 'Hcp Cab.', the women's 'Par Dam.' and 'Hcp Dam.', metres. */
export const ZAdminHole = ZHole.extend({
  par_damas: z.number().int().nullable(),
  handicap_damas: z.number().int().nullable(),
  metros: z.number().int().nullable(),
});
export type TAdminHole = z.infer<typeof ZAdminHole>;

/** GET /api/admin/tees/:id and the answer of every tee write: the tee with its 18 holes. */
export const ZAdminTeeDetail = ZAdminTee.extend({ hoyos: z.array(ZAdminHole) });
export type TAdminTeeDetail = z.infer<typeof ZAdminTeeDetail>;
