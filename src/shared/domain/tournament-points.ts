import { DomainError } from './errors';
import { normalizePointsTable, cervecitaPoints, pointsForPosition, type PointsRow } from './points-table';
import {
  DEFAULT_TIE_METHOD,
  rankTournamentRows,
  requireTieMethod,
  type RankableRow,
  type Ranked,
  type TieMethod,
} from './ranking';
import { scoringSystemOf } from './scoring-system';

/** A standings row with the participant's `incluir_en_puntos` flag (T§3, T§4). */
export interface PointsParticipant extends RankableRow {
  incluir_en_puntos: boolean;
}

export interface TournamentPointsOptions {
  /** `ligas.sistema_puntuacion`: om_{product} or anything else (Cervecita). */
  sistema_puntuacion: string;
  /** `torneos_puntos_configuracion` rows; empty or absent means the default OM table. */
  configuracion?: readonly PointsRow[];
  /** `torneos.metodo_desempate`, default puntuacion_media. */
  metodo_desempate?: TieMethod;
}

/** A `puntuaciones_liga` row without its league and tournament ids. */
export interface LeaguePointsRow {
  participante_id: string;
  posicion_scratch: number;
  posicion_handicap: number;
  puntos_scratch: number;
  puntos_handicap: number;
}

/**
 * League points of one tournament (T§9 League points). Only participants with `incluir_en_puntos` and holes
 * played get points, and positions are re-ranked among them. OM: each ranking's position looks up the
 * tournament's table (default table when not configured; positions past the last configured one take its
 * points). Cervecita: points = participants with holes − position + 1, +1 for first place, minimum 1, and both
 * columns use the handicap position. Ties (every player sharing a position after the tie method of design §7)
 * share the average of the points of the positions they occupy. Rows come in handicap order.
 */
export function computeTournamentPoints(
  participants: readonly PointsParticipant[],
  options: TournamentPointsOptions,
): LeaguePointsRow[] {
  const tieMethod = requireTieMethod(options.metodo_desempate ?? DEFAULT_TIE_METHOD);
  const table = normalizePointsTable(options.configuracion ?? []);
  const seen = new Set<string>();
  for (const participant of participants) {
    if (seen.has(participant.participante_id)) {
      throw new DomainError('DUPLICATE_PARTICIPANT', 'Un participante aparece dos veces en el torneo');
    }
    seen.add(participant.participante_id);
  }
  const eligible = participants.filter((p) => p.incluir_en_puntos && p.hoyos_jugados > 0);
  if (eligible.length === 0) return [];

  const scratch = rankTournamentRows(eligible, 'scratch', tieMethod).ranked;
  const handicap = rankTournamentRows(eligible, 'handicap', tieMethod).ranked;
  const isOm = scoringSystemOf(options.sistema_puntuacion) === 'om';
  const pointsAt = isOm
    ? (posicion: number) => pointsForPosition(table, posicion)
    : (posicion: number) => cervecitaPoints(posicion, eligible.length);

  const scratchPoints = sharedPoints(scratch, pointsAt);
  const handicapPoints = sharedPoints(handicap, pointsAt);
  const scratchPosition = new Map(scratch.map((r) => [r.row.participante_id, r.posicion]));

  return handicap.map(({ row, posicion }) => {
    const puntosHandicap = handicapPoints.get(row.participante_id) ?? 0;
    return {
      participante_id: row.participante_id,
      posicion_scratch: scratchPosition.get(row.participante_id) ?? posicion,
      posicion_handicap: posicion,
      puntos_scratch: isOm ? (scratchPoints.get(row.participante_id) ?? 0) : puntosHandicap,
      puntos_handicap: puntosHandicap,
    };
  });
}

/**
 * Points of every ranked row: players sharing a position p (k of them) each get the average of the points of
 * positions p … p + k − 1 (T§9: "players with equal results share the average of the points of the positions
 * they occupy"). A player alone at a position gets that position's points.
 */
export function sharedPoints<T extends { participante_id: string }>(
  ranked: readonly Ranked<T>[],
  pointsAt: (posicion: number) => number,
): Map<string, number> {
  const groupSize = new Map<number, number>();
  for (const { posicion } of ranked) groupSize.set(posicion, (groupSize.get(posicion) ?? 0) + 1);
  const average = new Map<number, number>();
  for (const [posicion, size] of groupSize) {
    let sum = 0;
    for (let p = posicion; p < posicion + size; p++) sum += pointsAt(p);
    average.set(posicion, sum / size);
  }
  return new Map(ranked.map(({ row, posicion }) => [row.participante_id, average.get(posicion) ?? 0]));
}
