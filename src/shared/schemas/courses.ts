import { z } from 'zod';
import { ZUuid } from './common';

/** A hole of a tee after normalisation: par always known, stroke index (`handicap`) possibly unknown. */
export const ZHole = z.object({
  numero_hoyo: z.number().int(),
  par: z.number().int(),
  handicap: z.number().int().nullable(),
  /** The hole's length from the tee in metres; absent or null when the club has not entered it. */
  metros: z.number().int().nullable().optional(),
});
export type THole = z.infer<typeof ZHole>;

/** A course's first tee (P§7: "select tipos_salida by campo_id (first one)") with its 18 normalised holes. */
export const ZCourseTee = z.object({
  id: ZUuid,
  nombre: z.string(),
  slope: z.number().int(),
  course_rating: z.number().nullable(),
  par_total: z.number().int(),
  hoyos: z.array(ZHole),
});
export type TCourseTee = z.infer<typeof ZCourseTee>;

/** GET /api/courses: one entry of the course select (name and location), ordered by nombre. */
export const ZCourse = z.object({
  id: ZUuid,
  nombre: z.string(),
  ubicacion: z.string(),
  tee: ZCourseTee.nullable(),
});
export type TCourse = z.infer<typeof ZCourse>;

export const ZCoursesResponse = z.array(ZCourse);
export type TCoursesResponse = z.infer<typeof ZCoursesResponse>;
