import { normalizePointsTable, cervecitaPoints, pointsForPosition, type PointsRow } from './points-table';
import { computeSideStandings } from './formats/side-standings';
import type { Ranked } from './ranking';
import { sidesOfInputs, type StandingsInputs } from './standings-inputs';
import type { StandingsRow } from './tournament-standings';
import { scoringSystemOf } from './scoring-system';

export interface TournamentPointsOptions {
  /** `ligas.sistema_puntuacion`: om_{product} or anything else (Cervecita). */
  sistema_puntuacion: string;
  /** `torneos_puntos_configuracion` rows; empty or absent means the default OM table. */
  configuracion?: readonly PointsRow[];
  /** The participants with `incluir_en_puntos` (T§3, T§4). */
  incluidos: ReadonlySet<string>;
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
 * League points of one tournament (T§9 League points; design §14 Leagues). The eligible sides are the ranked ones
 * of the tournament's standings in its format (holes played, no status, not 'Incompleta') with at least one
 * included participant; positions are re-ranked among them with the format's ranking and the tournament's tie
 * method (`ultimos_hoyos` still tied after hole 18 shares like `puntuacion_media`). OM: each ranking's position
 * looks up the tournament's table (default table when not configured; positions past the last configured one take
 * its points). Cervecita: points = eligible sides − position + 1, +1 for first place, minimum 1, and both columns
 * use the handicap position. Sides sharing a position share the average of the points of the positions they
 * occupy. One row per included PARTICIPANT: a pair's points go to each included partner, at the pair's position.
 * Rows come in handicap order.
 */
export function computeTournamentPoints(
  inputs: StandingsInputs,
  options: TournamentPointsOptions,
): LeaguePointsRow[] {
  const table = normalizePointsTable(options.configuracion ?? []);
  const { sides, options: standingsOptions } = sidesOfInputs(inputs);
  const all = computeSideStandings(sides, standingsOptions);
  const eligibleIds = new Set(
    all.byHandicap
      .filter(
        (row) =>
          row.posicion_handicap !== null &&
          row.miembros.some((m) => options.incluidos.has(m.participante_id)),
      )
      .map((row) => row.participante_id),
  );
  if (eligibleIds.size === 0) return [];
  // Re-ranked among the eligible sides; when every ranked side is eligible the positions are already those.
  const rankedCount = all.byHandicap.filter((row) => row.posicion_handicap !== null).length;
  const standings =
    eligibleIds.size === rankedCount
      ? all
      : computeSideStandings(
          sides.filter((side) => eligibleIds.has(side.id)),
          standingsOptions,
        );
  const ranked = (rows: readonly StandingsRow[], position: (row: StandingsRow) => number | null) =>
    rows.flatMap((row) => {
      const posicion = position(row);
      return posicion === null ? [] : [{ row, posicion }];
    });
  const scratch = ranked(standings.byScratch, (row) => row.posicion_scratch);
  const handicap = ranked(standings.byHandicap, (row) => row.posicion_handicap);
  const isOm = scoringSystemOf(options.sistema_puntuacion) === 'om';
  const pointsAt = isOm
    ? (posicion: number) => pointsForPosition(table, posicion)
    : (posicion: number) => cervecitaPoints(posicion, eligibleIds.size);

  const scratchPoints = sharedPoints(scratch, pointsAt);
  const handicapPoints = sharedPoints(handicap, pointsAt);
  return handicap.flatMap(({ row, posicion }) => {
    const puntosHandicap = handicapPoints.get(row.participante_id) ?? 0;
    const side = {
      posicion_scratch: row.posicion_scratch ?? posicion,
      posicion_handicap: posicion,
      puntos_scratch: isOm ? (scratchPoints.get(row.participante_id) ?? 0) : puntosHandicap,
      puntos_handicap: puntosHandicap,
    };
    return row.miembros
      .filter((m) => options.incluidos.has(m.participante_id))
      .map((m) => ({ participante_id: m.participante_id, ...side }));
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
