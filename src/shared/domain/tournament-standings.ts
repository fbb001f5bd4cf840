import { DomainError } from './errors';
import { normalizeHoles, type HoleInput } from './holes';
import { requireHandicapIndex, requirePlayingHandicap } from './playing-handicap';
import { DEFAULT_TIE_METHOD, rankTournamentRows, requireTieMethod, type TieMethod } from './ranking';
import { computeScorecard, type HoleDetail, type HoleResultInput } from './scorecard';
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
  results: readonly HoleResultInput[];
}

export interface TournamentStandingsOptions {
  /** The tee's holes (`hoyos_tipo_salida`); an empty list means 18 holes of par 4 without stroke index. */
  holes: readonly HoleInput[];
  /** `torneos.limite_golpes_hoyo`: null is Medal (no limit). */
  limite_golpes_hoyo: number | null;
  /** `torneos.metodo_desempate`, default puntuacion_media. */
  metodo_desempate?: TieMethod;
}

/** T§3's derived standings row plus both positions and the per-hole grid. */
export interface StandingsRow {
  participante_id: string;
  nombre: string;
  handicap: number;
  handicap_propio: number | null;
  profile_image_url: string | null;
  hoyos_jugados: number;
  golpes_brutos: number;
  golpes_netos: number;
  resultado_scratch: number | null;
  resultado_handicap: number | null;
  /** Null for a player without holes (T§9: "listed last without position"). */
  posicion_scratch: number | null;
  posicion_handicap: number | null;
  holes: HoleDetail[];
}

export interface TournamentStandings {
  /** Every participant in scratch order; players without holes last. */
  byScratch: StandingsRow[];
  /** Every participant in handicap order; players without holes last. */
  byHandicap: StandingsRow[];
}

/**
 * Tournament standings (T§9 Ranking, T§3 derived row): per player the holes played, gross and net strokes
 * (after the stroke limit of design §7), scratch result (gross − par of the holes played, rounded; 72 × holes /
 * 18 when the tee has no hole data) and handicap result (net − par of the holes played); both rankings ascending
 * by result; only players with holes are ranked, the rest are listed last without position; ties as
 * `metodo_desempate` says (see `rankTournamentRows`).
 */
export function computeTournamentStandings(
  participants: readonly TournamentParticipantInput[],
  options: TournamentStandingsOptions,
): TournamentStandings {
  const holes = normalizeHoles(options.holes);
  const limit = requireStrokeLimit(options.limite_golpes_hoyo);
  const tieMethod = requireTieMethod(options.metodo_desempate ?? DEFAULT_TIE_METHOD);
  const seen = new Set<string>();

  // Rank light entries first and build each output row once, with its final positions.
  const entries = participants.map((participant, index) => {
    if (seen.has(participant.participante_id)) {
      throw new DomainError('DUPLICATE_PARTICIPANT', 'Un participante aparece dos veces en el torneo');
    }
    seen.add(participant.participante_id);
    requirePlayingHandicap(participant.handicap);
    if (participant.handicap_propio !== null) requireHandicapIndex(participant.handicap_propio);
    const card = computeScorecard(participant.results, holes, participant.handicap, {
      limite_golpes_hoyo: limit,
      parKnown: options.holes.length > 0,
    });
    return {
      index,
      card,
      participante_id: participant.participante_id,
      nombre: participant.nombre,
      handicap: participant.handicap,
      handicap_propio: participant.handicap_propio,
      hoyos_jugados: card.hoyos_jugados,
      resultado_scratch: card.resultado_scratch,
      resultado_handicap: card.resultado_handicap,
    };
  });

  const scratch = rankTournamentRows(entries, 'scratch', tieMethod);
  const handicap = rankTournamentRows(entries, 'handicap', tieMethod);
  const scratchPosition: (number | null)[] = entries.map(() => null);
  const handicapPosition: (number | null)[] = entries.map(() => null);
  for (const { row, posicion } of scratch.ranked) scratchPosition[row.index] = posicion;
  for (const { row, posicion } of handicap.ranked) handicapPosition[row.index] = posicion;

  const rows = entries.map(({ index, card }): StandingsRow => {
    const participant = participants[index] as TournamentParticipantInput;
    return {
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
      posicion_scratch: scratchPosition[index] ?? null,
      posicion_handicap: handicapPosition[index] ?? null,
      holes: card.holes,
    };
  });
  const inOrder = (ranking: typeof scratch): StandingsRow[] =>
    [...ranking.ranked.map((r) => r.row), ...ranking.unranked].map(
      (entry) => rows[entry.index] as StandingsRow,
    );
  return { byScratch: inOrder(scratch), byHandicap: inOrder(handicap) };
}
