/**
 * The inputs of a tournament's standings (design.md §13): participants with the tee of their sex, hole results,
 * stroke limit and tie method. The server sends the inputs, not a ranking: the browser ranks them with the rules
 * engine and keeps ranking as live strokes arrive, so no viewer ever refetches a tournament per stroke.
 */
import { z } from 'zod';
import {
  computeTournamentStandings,
  type Standings,
  type TournamentParticipantInput,
  type TournamentStandingsOptions,
} from '@/shared/domain';
import { ZCardParticipant, ZCardPartida, ZCardTee, ZCardTournament, ZScoreResult } from './scorecard';

export const ZStandingsTournament = ZCardTournament.extend({
  modalidad: z.enum([
    'individual_por_golpes',
    'matchplay_individual',
    'matchplay_parejas',
    'parejas_por_golpes',
  ]),
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
  resultados: z.array(ZScoreResult),
});
export type TStandingsInputs = z.infer<typeof ZStandingsInputs>;

/** The rules engine's input of these standings: each participant on the holes of their own tee. */
export function toStandingsInput(
  inputs: Pick<TStandingsInputs, 'salidas' | 'participantes' | 'resultados'> & {
    torneo: Pick<TStandingsTournament, 'limite_golpes_hoyo' | 'metodo_desempate'>;
  },
): { participants: TournamentParticipantInput[]; options: TournamentStandingsOptions } {
  const tees = new Map(inputs.salidas.map((t) => [t.id, t.hoyos]));
  const results = new Map<string, { numero_hoyo: number; golpes: number }[]>();
  for (const r of inputs.resultados) {
    const list = results.get(r.participante_id);
    if (list) list.push(r);
    else results.set(r.participante_id, [r]);
  }
  return {
    participants: inputs.participantes.map((p) => ({
      participante_id: p.id,
      nombre: p.nombre,
      handicap: p.handicap,
      handicap_propio: p.handicap_propio,
      profile_image_url: p.profile_image_url,
      holes: tees.get(p.tee_id) ?? [],
      results: results.get(p.id) ?? [],
    })),
    options: {
      limite_golpes_hoyo: inputs.torneo.limite_golpes_hoyo,
      metodo_desempate: inputs.torneo.metodo_desempate,
    },
  };
}

/** The standings of these inputs, ranked by the rules engine. */
export function rankStandings(
  inputs: Pick<TStandingsInputs, 'torneo' | 'salidas' | 'participantes' | 'resultados'>,
): Standings {
  const { participants, options } = toStandingsInput(inputs);
  return computeTournamentStandings(participants, options);
}
