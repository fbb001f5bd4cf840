/** What a tournament participant plays off (decision record 028), as the API sends it. */
import { z } from 'zod';

export const ZPlayedOff = z.object({
  /** The handicap index they play off. */
  indice: z.number().nullable(),
  /** The tee's name. */
  salida: z.string().nullable(),
  slope: z.number().nullable(),
  course_rating: z.number().nullable(),
  /** The WHS course handicap, not rounded. */
  handicap_campo: z.number().nullable(),
  /** The playing handicap. */
  handicap_juego: z.number().nullable(),
  /** Kept since the tournament started ('congelado'), derived from older data ('derivado'), or still following. */
  origen: z.enum(['congelado', 'derivado']).nullable(),
  /** Set by an administrator by hand ('fijado a mano'): kept until they clear it. */
  fijado: z.boolean(),
});
export type TPlayedOff = z.infer<typeof ZPlayedOff>;
