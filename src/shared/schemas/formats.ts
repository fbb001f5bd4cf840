/**
 * The competition formats' enums as zod schemas (design.md §14). The lists and labels are the domain's
 * (`src/shared/domain/formats`): there is no second copy here.
 */
import { z } from 'zod';
import { FORMAS_PAREJAS, MODALIDADES, PARTICIPANT_STATUSES, TIE_METHODS } from '@/shared/domain';

export const ZModalidad = z.enum(MODALIDADES, { message: 'La modalidad no es válida' });
export const ZFormaParejas = z.enum(FORMAS_PAREJAS, {
  message: 'La forma de juego por parejas no es válida',
});
export const ZMetodoDesempate = z.enum(TIE_METHODS, { message: 'Método de desempate no válido' });
export const ZParticipantStatus = z.enum(PARTICIPANT_STATUSES, { message: 'El estado no es válido' });
