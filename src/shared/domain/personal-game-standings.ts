import type { HoleInput } from './holes';
import {
  compareRowsByName as byName,
  competitionPositions,
  requireRankingMode,
  type RankingMode,
} from './ranking';
import type { HoleResultInput } from './scorecard';
import {
  assembleStandings,
  buildStandingsEntries,
  type Standings,
  type StandingsEntry,
} from './tournament-standings';

/** A row of `participantes_partida_personal` with its name resolved and its hole results. */
export interface PersonalGameParticipantInput {
  participante_id: string;
  nombre: string;
  /** `handicap_partida`; null counts as 0 (P§5: "An empty handicap edit counts as 0"). */
  handicap_partida: number | null;
  /** The player's or guest's own handicap index, when known (shown, never used to rank). */
  handicap_propio?: number | null;
  results: readonly HoleResultInput[];
}

/**
 * P§9: "Ranking in a personal game: ascending by result to par; in handicap mode ties broken by lower handicap;
 * only players with at least one hole are ranked". Players still tied share the rank (1, 2, 2, 4) and are listed
 * by name; players without holes follow in name order.
 */
function rankPersonal(entries: readonly StandingsEntry[], mode: RankingMode) {
  requireRankingMode(mode);
  const result = (e: StandingsEntry) => (mode === 'scratch' ? e.resultado_scratch : e.resultado_handicap);
  const tieKey = (a: StandingsEntry, b: StandingsEntry): number =>
    (result(a) ?? 0) - (result(b) ?? 0) || (mode === 'handicap' ? a.handicap - b.handicap : 0);
  const sorted = entries
    .filter((e) => e.hoyos_jugados > 0 && result(e) !== null)
    .sort((a, b) => tieKey(a, b) || byName(a, b));
  const positions = competitionPositions(sorted, (a, b) => tieKey(a, b) === 0);
  return {
    ranked: sorted.map((row, index) => ({ row, posicion: positions[index] ?? index + 1 })),
    unranked: entries.filter((e) => e.hoyos_jugados === 0).sort(byName),
  };
}

/**
 * Standings of a personal game (P§2 'Clasificación', P§9) in the one standings shape of design §13: the same
 * per-hole arithmetic as a tournament, no stroke limit, everybody on the course's first tee (`holes`).
 */
export function computePersonalGameStandings(
  participants: readonly PersonalGameParticipantInput[],
  holes: readonly HoleInput[],
): Standings {
  const entries = buildStandingsEntries(
    participants.map((p) => ({
      participante_id: p.participante_id,
      nombre: p.nombre,
      handicap: p.handicap_partida ?? 0,
      handicap_propio: p.handicap_propio ?? null,
      results: p.results,
    })),
    holes,
    null,
    'Un participante aparece dos veces en la partida',
  );
  return assembleStandings(entries, rankPersonal(entries, 'scratch'), rankPersonal(entries, 'handicap'));
}
