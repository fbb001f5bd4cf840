import type { HoleInput } from './holes';
import type { TieMethod } from './ranking';
import type { HoleResultInput } from './scorecard';
import {
  computeTournamentStandings,
  type Standings,
  type TournamentParticipantInput,
  type TournamentStandingsOptions,
} from './tournament-standings';

/**
 * The inputs of a tournament's standings as the server sends them (design.md §13): tees with their holes,
 * participants each with the id of the tee of their sex, every hole result, and the tournament's stroke limit and
 * tie method. The browser ranks them here and keeps ranking as live strokes arrive; the leagues rank the same.
 */
export interface StandingsInputs {
  torneo: { limite_golpes_hoyo: number | null; metodo_desempate: TieMethod };
  salidas: readonly { id: string; hoyos: readonly HoleInput[] }[];
  participantes: readonly {
    id: string;
    nombre: string;
    handicap: number;
    handicap_propio: number | null;
    profile_image_url: string | null;
    tee_id: string;
  }[];
  resultados: readonly (HoleResultInput & { participante_id: string })[];
}

/** The rules engine's input of these standings: each participant on the holes of their own tee. */
export function toStandingsInput(inputs: StandingsInputs): {
  participants: TournamentParticipantInput[];
  options: TournamentStandingsOptions;
} {
  const tees = new Map(inputs.salidas.map((t) => [t.id, t.hoyos]));
  const results = new Map<string, HoleResultInput[]>();
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

/** The standings of these inputs, ranked. */
export function rankStandings(inputs: StandingsInputs): Standings {
  const { participants, options } = toStandingsInput(inputs);
  return computeTournamentStandings(participants, options);
}
