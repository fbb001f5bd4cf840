/**
 * The inputs of a tournament's standings (design.md §13): participants with the tee of their sex, hole results,
 * stroke limit and tie method. The server sends the inputs, not a ranking: the browser ranks them with the rules
 * engine (`rankStandings` in src/shared/domain) and keeps ranking as live strokes arrive, so no viewer ever
 * refetches a tournament per stroke.
 */
import { z } from 'zod';
import {
  ZCardParticipant,
  ZCardPartida,
  ZCardTee,
  ZCardTournament,
  ZScoreResult,
  ZStandingsPair,
} from './scorecard';

export const ZStandingsTournament = ZCardTournament.extend({
  campo: z.object({ nombre: z.string(), ubicacion: z.string() }),
});
export type TStandingsTournament = z.infer<typeof ZStandingsTournament>;

/** GET /api/tournaments/:torneoId/standings (partida null) and GET /api/groups/:partidaId/standings. */
export const ZStandingsInputs = z.object({
  torneo: ZStandingsTournament,
  /** The group whose standings these are; null for the whole tournament. */
  partida: ZCardPartida.nullable(),
  salidas: z.array(ZCardTee),
  participantes: z.array(ZCardParticipant),
  /** The tournament's pairs ([] for individual formats). */
  parejas: z.array(ZStandingsPair),
  resultados: z.array(ZScoreResult),
});
export type TStandingsInputs = z.infer<typeof ZStandingsInputs>;
