import type { CountbackStep } from './countback';
import { DomainError } from './errors';
import type { RowStatus } from './formats/enums';
import { DEFAULT_FORMAT } from './formats/format';
import { computeSideStandings } from './formats/side-standings';
import { holesNormalizer, type HoleInput } from './holes';
import { requireHandicapIndex, requirePlayingHandicap } from './playing-handicap';
import { DEFAULT_TIE_METHOD, requireTieMethod, type RankableRow, type TieMethod } from './ranking';
import { computeScorecard, type HoleDetail, type HoleResultInput, type Scorecard } from './scorecard';
import { requireStrokeLimit } from './stroke-limit';

/** A tournament participant with the handicap already resolved (see `resolveParticipantHandicap`). */
export interface TournamentParticipantInput {
  participante_id: string;
  nombre: string;
  /** Playing handicap to use (T§9: handicap_torneo, else guest's or profile's handicap, else 0). */
  handicap: number;
  /** The player's own (profile or guest) handicap index, null when unknown. */
  handicap_propio: number | null;
  profile_image_url?: string | null;
  /**
   * The holes of the participant's own tee (design §7: a tournament has a tee per sex, see `teeForSex`);
   * absent: the options' `holes`. An empty list means 18 holes of par 4 without stroke index.
   */
  holes?: readonly HoleInput[];
  results: readonly HoleResultInput[];
}

export interface TournamentStandingsOptions {
  /** Holes of participants that bring none of their own (`hoyos_tipo_salida`); default: none (par 4 holes). */
  holes?: readonly HoleInput[];
  /** `torneos.limite_golpes_hoyo`: null is Medal (no limit). */
  limite_golpes_hoyo: number | null;
  /** `torneos.metodo_desempate`, default puntuacion_media. */
  metodo_desempate?: TieMethod;
}

/** A participant of a side: one for individuals, two for pairs. */
export interface StandingsMember {
  participante_id: string;
  nombre: string;
  /** The participant's own playing handicap (a one-ball pair plays the pair's, the row's `handicap`). */
  handicap: number;
  profile_image_url: string | null;
  /** The member's own holes (`cuenta` marks the balls that counted); a one-ball pair's both show the pair's card. */
  holes: HoleDetail[];
}

/**
 * THE standings row, for tournaments and personal games alike (design §13): T§3's derived standings row plus
 * both positions and the per-hole grid of the participant's own tee. A row is a SIDE (design §14): a participant,
 * or a pair ('Nombre 1 / Nombre 2', `participante_id` the pair's id) with its two `miembros`.
 */
export interface StandingsRow extends RankableRow {
  /** `handicap`, the playing handicap: tournament, T§9's resolution; personal game, handicap_partida (null as 0).
   * A one-ball pair: the pair's; a mejor bola pair: the sum of the partners' (what desempate_handicap compares). */
  profile_image_url: string | null;
  golpes_brutos: number;
  golpes_netos: number;
  /** Stableford totals (net and gross points); null in stroke formats. */
  puntos_scratch: number | null;
  puntos_handicap: number | null;
  /** NP / RET / DESC as marked, or 'INCOMPLETA' (a finished stroke-play card with holes missing); null otherwise. */
  estado: RowStatus | null;
  motivo_estado: string | null;
  miembros: StandingsMember[];
  /** Null for a side without holes (T§9: "listed last without position") or with a status. */
  posicion_scratch: number | null;
  posicion_handicap: number | null;
  /** The side's holes (mejor bola: the ball that counted per hole). */
  holes: HoleDetail[];
}

/** Every participant in both orders; players without holes last, without a position. */
export interface Standings {
  byScratch: StandingsRow[];
  byHandicap: StandingsRow[];
  /**
   * `ultimos_hoyos`: per mode, the comparisons of the first pair of ranked rows with the same result that the
   * countback split (null when none was split).
   */
  countback?: { scratch: CountbackStep[] | null; handicap: CountbackStep[] | null };
}
/** The standings of a tournament (the same shape as every other standings). */
export type TournamentStandings = Standings;

/** What the rankings read of a participant, plus what its finished row is built from. */
export interface StandingsEntry extends RankableRow {
  index: number;
  participant: TournamentParticipantInput;
  card: Scorecard;
}

/**
 * Per participant: checks, the card on their own tee (normalised once per distinct hole list) and the light entry
 * the rankings sort. Shared by the tournament and personal-game standings.
 */
export function buildStandingsEntries(
  participants: readonly TournamentParticipantInput[],
  defaultHoles: readonly HoleInput[],
  limite: number | null,
  duplicateMessage: string,
): StandingsEntry[] {
  const limit = requireStrokeLimit(limite);
  const holesOf = holesNormalizer();
  holesOf(defaultHoles); // checked even when every participant brings their own
  const seen = new Set<string>();
  return participants.map((participant, index): StandingsEntry => {
    if (seen.has(participant.participante_id)) {
      throw new DomainError('DUPLICATE_PARTICIPANT', duplicateMessage);
    }
    seen.add(participant.participante_id);
    requirePlayingHandicap(participant.handicap);
    if (participant.handicap_propio !== null) requireHandicapIndex(participant.handicap_propio);
    const holeInputs = participant.holes ?? defaultHoles;
    const card = computeScorecard(participant.results, holesOf(holeInputs), participant.handicap, {
      limite_golpes_hoyo: limit,
    });
    return {
      index,
      participante_id: participant.participante_id,
      nombre: participant.nombre,
      handicap: participant.handicap,
      handicap_propio: participant.handicap_propio,
      hoyos_jugados: card.hoyos_jugados,
      resultado_scratch: card.resultado_scratch,
      resultado_handicap: card.resultado_handicap,
      participant,
      card,
    };
  });
}

type RankingOf = { ranked: { row: StandingsEntry; posicion: number }[]; unranked: StandingsEntry[] };

/** Builds each row once, with both positions, and lists them in each ranking's order (ranked, then unranked). */
export function assembleStandings(
  entries: readonly StandingsEntry[],
  scratch: RankingOf,
  handicap: RankingOf,
): Standings {
  const scratchPosition: (number | null)[] = entries.map(() => null);
  const handicapPosition: (number | null)[] = entries.map(() => null);
  for (const { row, posicion } of scratch.ranked) scratchPosition[row.index] = posicion;
  for (const { row, posicion } of handicap.ranked) handicapPosition[row.index] = posicion;
  const rows = entries.map(({ participant, card }, i): StandingsRow => ({
    participante_id: participant.participante_id,
    nombre: participant.nombre,
    handicap: participant.handicap,
    handicap_propio: participant.handicap_propio,
    profile_image_url: participant.profile_image_url ?? null,
    hoyos_jugados: card.hoyos_jugados,
    golpes_brutos: card.golpes_brutos,
    golpes_netos: card.golpes_netos,
    resultado_scratch: card.resultado_scratch,
    resultado_handicap: card.resultado_handicap,
    puntos_scratch: null,
    puntos_handicap: null,
    estado: null,
    motivo_estado: null,
    miembros: [
      {
        participante_id: participant.participante_id,
        nombre: participant.nombre,
        handicap: participant.handicap,
        profile_image_url: participant.profile_image_url ?? null,
        holes: card.holes,
      },
    ],
    posicion_scratch: scratchPosition[i] ?? null,
    posicion_handicap: handicapPosition[i] ?? null,
    holes: card.holes,
  }));
  const inOrder = (ranking: RankingOf): StandingsRow[] => {
    const list: StandingsRow[] = [];
    for (const { row } of ranking.ranked) list.push(rows[row.index] as StandingsRow);
    for (const entry of ranking.unranked) list.push(rows[entry.index] as StandingsRow);
    return list;
  };
  return { byScratch: inOrder(scratch), byHandicap: inOrder(handicap) };
}

/**
 * Tournament standings of individual stroke play (T§9 Ranking, T§3 derived row): per player the holes played on
 * their own tee, gross and net strokes (after the stroke limit of design §7), scratch result (gross − par of the
 * holes played, rounded; 72 × holes / 18 when the tee has no hole data) and handicap result (net − par of the holes
 * played); both rankings ascending by result; only players with holes are ranked, the rest are listed last without
 * position; ties as `metodo_desempate` says (see `rankTournamentRows`). The same engine as every format
 * (`rankStandings`), with the individual stroke-play format and every participant a side of one.
 */
export function computeTournamentStandings(
  participants: readonly TournamentParticipantInput[],
  options: TournamentStandingsOptions,
): Standings {
  return computeSideStandings(
    participants.map((p) => ({
      id: p.participante_id,
      nombre: p.nombre,
      members: [p],
      handicap: p.handicap,
      handicap_propio: p.handicap_propio,
      estado: null,
      motivo_estado: null,
    })),
    {
      format: DEFAULT_FORMAT,
      defaultHoles: options.holes ?? [],
      limite_golpes_hoyo: options.limite_golpes_hoyo,
      metodo_desempate: requireTieMethod(options.metodo_desempate ?? DEFAULT_TIE_METHOD),
      finalizado: false,
    },
  );
}
