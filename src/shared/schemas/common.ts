import { z } from 'zod';

/** Error body of every failed API call: `{ error: { code, message } }`, message in Spanish. */
export const ZApiError = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZUuid = z.uuid({ message: 'Identificador no válido' });

/** A calendar date `YYYY-MM-DD` that really exists. */
export const ZIsoDate = z
  .string({ message: 'Fecha no válida' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha no válida' })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Fecha no válida');

/** A time of day `HH:MM` (seconds accepted and dropped). */
export const ZTimeOfDay = z
  .string({ message: 'Hora no válida' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: 'Hora no válida' })
  .transform((s) => s.slice(0, 5));

export const ZSexo = z.enum(['hombre', 'mujer'], { message: 'Sexo no válido' });
export const ZTramoEdad = z.enum(['infantil', 'general', 'senior'], { message: 'Tramo de edad no válido' });

/** Handicap index of a player: -10 to 54, one decimal at most (T§5). */
export const ZHandicap = z
  .number({ message: 'El handicap debe ser un número válido' })
  .min(-10, { message: 'El hándicap debe estar entre -10 y 54' })
  .max(54, { message: 'El hándicap debe estar entre -10 y 54' });
