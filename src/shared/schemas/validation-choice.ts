/** 'Validación' of a tournament (design.md §18): who certifies a card. Apart so both forms and cards share it. */
import { z } from 'zod';

export const VALIDACIONES = ['partida', 'marcador_jugador'] as const;
export const ZValidacion = z.enum(VALIDACIONES, { message: 'Validación no válida' });
export type TValidacion = z.infer<typeof ZValidacion>;
export const VALIDACION_LABELS: Record<TValidacion, string> = {
  partida: 'Por la partida',
  marcador_jugador: 'Marcador y jugador',
};
/** The server's refusal of 'Marcador y jugador' for a format that cannot attest cards (match play). */
export const VALIDACION_NOT_ALLOWED =
  'La validación «Marcador y jugador» solo se aplica a las modalidades por golpes y Stableford: en match play las partes acuerdan el resultado';
