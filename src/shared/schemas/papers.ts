/**
 * Saturday's paper: the start sheet, scorecards, results and league papers (PDF/CSV), the private calendar
 * address and 'Duplicar torneo'. The downloads answer files; these are the JSON bodies around them.
 */
import { z } from 'zod';
import { ZIsoDate, zText } from './common';

export const PAPERS_MESSAGES = {
  perSheet: 'Las tarjetas por hoja deben ser 4 o 1',
  groupsNotPublished: 'Las partidas de este torneo aún no están publicadas',
  cardNotAllowed: 'Solo los jugadores de la partida pueden descargar su tarjeta',
  noGroups: 'El torneo no tiene partidas publicadas',
  calendarNotFound: 'Dirección de calendario no encontrada',
  duplicateDate: 'Indica la fecha del nuevo torneo',
  duplicateNotFound: 'Torneo no encontrado',
} as const;
const M = PAPERS_MESSAGES;

/** ?por_hoja=4|1 of the scorecards PDF (default 4: four cards to an A4 sheet). */
export const ZScorecardsQuery = z.object({
  por_hoja: z
    .enum(['4', '1'], { message: M.perSheet })
    .optional()
    .transform((v) => (v === '1' ? 1 : 4)),
});
export type TScorecardsQuery = z.input<typeof ZScorecardsQuery>;

/** GET/POST /api/me/calendar: the private address of the player's tee times (null: disabled). */
export const ZCalendarAddress = z.object({ url: z.string().nullable() });
export type TCalendarAddress = z.infer<typeof ZCalendarAddress>;

/** POST /api/admin/tournaments/:id/duplicate → 201 TAdminTournament. */
export const ZDuplicateTournamentRequest = z.object({
  fecha_juego: z.string({ message: M.duplicateDate }).min(1, { message: M.duplicateDate }).pipe(ZIsoDate),
  /** Absent or blank: the same name. */
  nombre: zText({ max: 120 })
    .nullable()
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type TDuplicateTournamentRequest = z.input<typeof ZDuplicateTournamentRequest>;
