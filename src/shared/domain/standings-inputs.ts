import { DEFAULT_FORMAT, formatOf } from './formats/format';
import type { FormaParejas, Modalidad } from './formats/enums';
import { computeSideStandings, type SideInput, type SideStandingsOptions } from './formats/side-standings';
import { formSides, memberOf, type SidePair, type SideParticipant } from './formats/sides';
import type { HoleInput } from './holes';
import type { TieMethod } from './ranking';
import type { HoleResultInput } from './scorecard';
import type {
  Standings,
  TournamentParticipantInput,
  TournamentStandingsOptions,
} from './tournament-standings';

/**
 * The inputs of a tournament's standings as the server sends them (design.md §13, §14): tees with their holes,
 * participants each with the id of the tee of their sex, pairs, every hole result, and the tournament's format,
 * stroke limit and tie method. The browser ranks them here and keeps ranking as live strokes arrive; the leagues
 * rank the same. The format fields are optional so older callers keep working; their defaults are documented.
 */
export interface StandingsInputs {
  torneo: {
    limite_golpes_hoyo: number | null;
    metodo_desempate: TieMethod;
    /** Default 'individual_por_golpes'. */
    modalidad?: Modalidad;
    /** Default null (a pairs modality without one is 'mejor_bola'). */
    forma_parejas?: FormaParejas | null;
    /** Default false: a live round, where everybody with a hole played is ranked. */
    finalizado?: boolean;
  };
  salidas: readonly { id: string; hoyos: readonly HoleInput[] }[];
  /** `estado` and `motivo_estado` default to null. */
  participantes: readonly SideParticipant[];
  /** Default [] (individual formats ignore it). A participant is in at most one pair. */
  parejas?: readonly SidePair[];
  /** `recogida` defaults to false; a one-ball pair's card is stored under its first participant. */
  resultados: readonly (HoleResultInput & { participante_id: string })[];
}

/**
 * The rules engine's input of these standings for the individual stroke-play engine `computeTournamentStandings`:
 * each participant on the holes of their own tee (formats, pairs and statuses are not part of it; `rankStandings`
 * reads them).
 */
export function toStandingsInput(inputs: StandingsInputs): {
  participants: TournamentParticipantInput[];
  options: TournamentStandingsOptions;
} {
  const { holesOfTee, resultsOf } = lookups(inputs);
  return {
    participants: inputs.participantes.map((p) => memberOf(p, holesOfTee, resultsOf)),
    options: {
      limite_golpes_hoyo: inputs.torneo.limite_golpes_hoyo,
      metodo_desempate: inputs.torneo.metodo_desempate,
    },
  };
}

const NO_HOLES: readonly HoleInput[] = [];
const NO_RESULTS: readonly HoleResultInput[] = [];

function lookups(inputs: StandingsInputs) {
  const tees = new Map(inputs.salidas.map((t) => [t.id, t.hoyos]));
  const results = new Map<string, HoleResultInput[]>();
  for (const r of inputs.resultados) {
    const list = results.get(r.participante_id);
    if (list) list.push(r);
    else results.set(r.participante_id, [r]);
  }
  return {
    holesOfTee: (teeId: string) => tees.get(teeId) ?? NO_HOLES,
    resultsOf: (id: string) => results.get(id) ?? NO_RESULTS,
  };
}

/** The format, the sides and the options of these inputs: what `rankStandings` and the league points rank. */
export function sidesOfInputs(inputs: StandingsInputs): {
  sides: SideInput[];
  options: SideStandingsOptions;
} {
  const { torneo } = inputs;
  const format =
    torneo.modalidad === undefined
      ? DEFAULT_FORMAT
      : formatOf({ modalidad: torneo.modalidad, forma_parejas: torneo.forma_parejas ?? null });
  const { holesOfTee, resultsOf } = lookups(inputs);
  return {
    sides: formSides(format, inputs.participantes, inputs.parejas ?? [], holesOfTee, resultsOf),
    options: {
      format,
      defaultHoles: NO_HOLES,
      limite_golpes_hoyo: torneo.limite_golpes_hoyo,
      metodo_desempate: torneo.metodo_desempate,
      finalizado: torneo.finalizado ?? false,
    },
  };
}

/** The standings of these inputs in the tournament's format: rows are sides (design §14, contract §3). */
export function rankStandings(inputs: StandingsInputs): Standings {
  const { sides, options } = sidesOfInputs(inputs);
  return computeSideStandings(sides, options);
}
