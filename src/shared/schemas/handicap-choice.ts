/** Which index a tournament's playing handicaps use (design.md §16); apart so the tournament form loads no WHS code. */
import { z } from 'zod';

/** Which index a tournament's playing handicaps use. */
export const INDICES_HANDICAP = ['oficial', 'pena'] as const;
export const ZIndiceHandicap = z.enum(INDICES_HANDICAP, { message: 'Índice de hándicap no válido' });
export type TIndiceHandicap = z.infer<typeof ZIndiceHandicap>;
export const INDICE_HANDICAP_LABELS: Record<TIndiceHandicap, string> = {
  oficial: 'Hándicap oficial',
  pena: 'Hándicap de la peña',
};
