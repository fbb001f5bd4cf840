import { DomainError } from './errors';
import { normalizeHoles, type HoleInput } from './holes';
import { requirePlayingHandicap } from './playing-handicap';
import { competitionPositions, requireRankingMode, type Ranked, type RankingMode } from './ranking';
import { computeScorecard, type HoleDetail, type HoleResultInput } from './scorecard';

/** A row of `participantes_partida_personal` with its name resolved and its hole results. */
export interface PersonalGameParticipantInput {
  id: string;
  nombre: string;
  /** `handicap_partida`; null counts as 0 (P§5: "An empty handicap edit counts as 0"). */
  handicap_partida: number | null;
  results: readonly HoleResultInput[];
}

export interface PersonalGameRow {
  id: string;
  nombre: string;
  handicap_partida: number;
  hoyos_jugados: number;
  golpes_brutos: number;
  golpes_netos: number;
  resultado_scratch: number | null;
  resultado_handicap: number | null;
  /** The result of the chosen mode ('Resultado vs Par'); null without holes. */
  resultado: number | null;
  holes: HoleDetail[];
}

export interface PersonalGameRanking {
  /** Players with at least one hole, best first, with their rank. */
  ranked: Ranked<PersonalGameRow>[];
  /** Players without holes: not ranked (P§9), in name order, for a UI that still lists them. */
  unranked: PersonalGameRow[];
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Ranking of a personal game (P§9: "ascending by result to par; in handicap mode ties broken by lower handicap;
 * only players with at least one hole are ranked"). Players still tied share the rank (1, 2, 2, 4) and are
 * listed by name. No stroke limit applies to personal games.
 */
export function rankPersonalGame(
  participants: readonly PersonalGameParticipantInput[],
  holeInputs: readonly HoleInput[],
  mode: RankingMode,
): PersonalGameRanking {
  requireRankingMode(mode);
  const holes = normalizeHoles(holeInputs);
  const seen = new Set<string>();
  const rows = participants.map((participant): PersonalGameRow => {
    if (seen.has(participant.id)) {
      throw new DomainError('DUPLICATE_PARTICIPANT', 'Un participante aparece dos veces en la partida');
    }
    seen.add(participant.id);
    const handicap = requirePlayingHandicap(participant.handicap_partida ?? 0);
    const card = computeScorecard(participant.results, holes, handicap, {
      limite_golpes_hoyo: null,
      parKnown: holeInputs.length > 0,
    });
    return {
      id: participant.id,
      nombre: participant.nombre,
      handicap_partida: handicap,
      hoyos_jugados: card.hoyos_jugados,
      golpes_brutos: card.golpes_brutos,
      golpes_netos: card.golpes_netos,
      resultado_scratch: card.resultado_scratch,
      resultado_handicap: card.resultado_handicap,
      resultado: mode === 'scratch' ? card.resultado_scratch : card.resultado_handicap,
      holes: card.holes,
    };
  });

  const byName = (a: PersonalGameRow, b: PersonalGameRow): number =>
    collator.compare(a.nombre, b.nombre) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const tieKey = (a: PersonalGameRow, b: PersonalGameRow): number =>
    (a.resultado ?? 0) - (b.resultado ?? 0) ||
    (mode === 'handicap' ? a.handicap_partida - b.handicap_partida : 0);
  const sorted = rows.filter((row) => row.hoyos_jugados > 0).sort((a, b) => tieKey(a, b) || byName(a, b));
  const positions = competitionPositions(sorted, (a, b) => tieKey(a, b) === 0);
  return {
    ranked: sorted.map((row, index) => ({ row, posicion: positions[index] ?? index + 1 })),
    unranked: rows.filter((row) => row.hoyos_jugados === 0).sort(byName),
  };
}
