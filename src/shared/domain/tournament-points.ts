import { normalizePointsTable, cervecitaPoints, pointsForPosition, type PointsRow } from './points-table';
import type { TieMethod } from './formats/enums';
import { computeSideStandings, type SideInput } from './formats/side-standings';
import { knockoutPositions, type PositionedMatch } from './formats/draw';
import { rankTournamentRows, type RankableRow, type Ranked } from './ranking';
import { sidesOfInputs, type StandingsInputs } from './standings-inputs';
import type { Standings, StandingsRow } from './tournament-standings';
import { scoringSystemOf } from './scoring-system';

export interface TournamentPointsOptions {
  /** `ligas.sistema_puntuacion`: om_{product} or anything else (Cervecita). */
  sistema_puntuacion: string;
  /** `torneos_puntos_configuracion` rows; empty or absent means the default OM table. */
  configuracion?: readonly PointsRow[];
  /** The participants with `incluir_en_puntos` (T§3, T§4). */
  incluidos: ReadonlySet<string>;
  /**
   * A match-play tournament's matches (`formatOf(…).result === 'partidos'`): its positions come from them, not from strokes.
   * `rounds`: the draw's rounds, 1 for a one-day tournament (no draw). A side is its participant id (a pair's
   * first participant). Absent for a match-play tournament: no matches, no points.
   */
  matches?: TournamentMatches;
  /**
   * `ligas.mitad_puntos_equipos`: a side of two or more (a pair, a team) gives each member half its position's
   * points instead of all of them (an individual keeps all). Default false.
   */
  mitad_puntos_equipos?: boolean;
  /** `rankStandings(inputs)` when the caller has it already (it is not ranked twice). */
  standings?: Standings;
}

export interface TournamentMatches {
  rounds: number;
  partidos: readonly (PositionedMatch & { origen_resultado?: string | null })[];
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
 * occupy. One row per included PARTICIPANT: a pair's points go to each included partner, at the pair's position
 * (half of them each when the league says so, `mitad_puntos_equipos`).
 * Rows come in handicap order. A match-play tournament (`format.result === 'partidos'`) ranks by its matches instead
 * (`options.matches`, see `matchPlayPoints`).
 */
export function computeTournamentPoints(
  inputs: StandingsInputs,
  options: TournamentPointsOptions,
): LeaguePointsRow[] {
  const table = normalizePointsTable(options.configuracion ?? []);
  const { sides, options: standingsOptions } = sidesOfInputs(inputs);
  if (standingsOptions.format.result === 'partidos')
    return matchPlayPoints(sides, standingsOptions.metodo_desempate, table, options);
  const all = options.standings ?? computeSideStandings(sides, standingsOptions);
  const included = (row: StandingsRow) => row.miembros.some((m) => options.incluidos.has(m.participante_id));
  let rankedCount = 0;
  const eligibleIds = new Set<string>();
  for (const row of all.byHandicap) {
    if (row.posicion_handicap === null) continue;
    rankedCount += 1;
    if (included(row)) eligibleIds.add(row.participante_id);
  }
  if (eligibleIds.size === 0) return [];
  // Re-ranked among the eligible sides; when every ranked side is eligible the positions are already those.
  const standings =
    eligibleIds.size === rankedCount
      ? all
      : computeSideStandings(
          sides.filter((side) => eligibleIds.has(side.id)),
          standingsOptions,
        );
  const scratch = rankedRows(standings.byScratch, 'scratch');
  const handicap = rankedRows(standings.byHandicap, 'handicap');
  const isOm = scoringSystemOf(options.sistema_puntuacion) === 'om';
  const pointsAt = isOm
    ? (posicion: number) => pointsForPosition(table, posicion)
    : (posicion: number) => cervecitaPoints(posicion, eligibleIds.size);

  const scratchPoints = isOm ? sharedPoints(scratch, pointsAt) : null;
  const handicapPoints = sharedPoints(handicap, pointsAt);
  const rows: LeaguePointsRow[] = [];
  for (const { row, posicion } of handicap) {
    const share = memberShare(row.miembros.length, options);
    const puntosHandicap = share * (handicapPoints.get(row.participante_id) ?? 0);
    const puntosScratch = scratchPoints
      ? share * (scratchPoints.get(row.participante_id) ?? 0)
      : puntosHandicap;
    for (const m of row.miembros) {
      if (!options.incluidos.has(m.participante_id)) continue;
      rows.push({
        participante_id: m.participante_id,
        posicion_scratch: row.posicion_scratch ?? posicion,
        posicion_handicap: posicion,
        puntos_scratch: puntosScratch,
        puntos_handicap: puntosHandicap,
      });
    }
  }
  return rows;
}

/** The part of its side's points each member of a side of `members` gets (design §14 Leagues). */
function memberShare(members: number, options: TournamentPointsOptions): number {
  return options.mitad_puntos_equipos === true && members > 1 ? 0.5 : 1;
}

/** The rows of a ranking that have a position in it, with that position. */
function rankedRows(rows: readonly StandingsRow[], mode: 'scratch' | 'handicap'): Ranked<StandingsRow>[] {
  const ranked: Ranked<StandingsRow>[] = [];
  for (const row of rows) {
    const posicion = mode === 'scratch' ? row.posicion_scratch : row.posicion_handicap;
    if (posicion !== null) ranked.push({ row, posicion });
  }
  return ranked;
}

/**
 * League points of a match-play tournament (design §14 Leagues): positions by the round reached
 * (`knockoutPositions`: winner 1, runner-up 2, semi-final losers 3–4, …; one day: winners first, halved sides next,
 * losers last). The eligible sides are those with a position, no status and an included member; the loser of a
 * walkover ('no_presentado', who did not play) has none. They are re-ranked among themselves by that position with
 * the tournament's tie method: `desempate_handicap` orders equal positions by lower playing handicap, then higher
 * own handicap; the others share them (points averaged, like `puntuacion_media`). Both columns take the same
 * position and points; Cervecita's N is the number of eligible sides. A pair's position goes to each included
 * partner.
 */
function matchPlayPoints(
  sides: readonly SideInput[],
  tieMethod: TieMethod,
  table: readonly PointsRow[],
  options: TournamentPointsOptions,
): LeaguePointsRow[] {
  const matches = options.matches;
  if (!matches) return [];
  const noShows = new Set(
    matches.partidos.flatMap((m) =>
      m.origen_resultado === 'no_presentado' && (m.winner === 1 || m.winner === 2)
        ? [m.winner === 1 ? m.side2 : m.side1]
        : [],
    ),
  );
  const positions = knockoutPositions(matches.partidos, matches.rounds);
  const rows: (RankableRow & { side: SideInput; knockout: number })[] = [];
  for (const side of sides) {
    const key = side.members[0]?.participante_id;
    const position = key === undefined || noShows.has(key) ? undefined : positions.get(key);
    if (!position || side.estado !== null) continue;
    if (!side.members.some((m) => options.incluidos.has(m.participante_id))) continue;
    rows.push({
      side,
      knockout: position.position,
      participante_id: side.id,
      nombre: side.nombre,
      handicap: side.handicap,
      handicap_propio: side.handicap_propio,
      hoyos_jugados: 1,
      resultado_scratch: position.position,
      resultado_handicap: position.position,
    });
  }
  if (rows.length === 0) return [];
  const { ranked } = rankTournamentRows(rows, 'handicap', tieMethod, {
    resultOf: (row) => row.knockout,
  });
  const isOm = scoringSystemOf(options.sistema_puntuacion) === 'om';
  const pointsAt = isOm
    ? (posicion: number) => pointsForPosition(table, posicion)
    : (posicion: number) => cervecitaPoints(posicion, rows.length);
  const points = sharedPoints(ranked, pointsAt);
  return ranked.flatMap(({ row, posicion }) => {
    const puntos = memberShare(row.side.members.length, options) * (points.get(row.participante_id) ?? 0);
    return row.side.members
      .filter((m) => options.incluidos.has(m.participante_id))
      .map((m) => ({
        participante_id: m.participante_id,
        posicion_scratch: posicion,
        posicion_handicap: posicion,
        puntos_scratch: puntos,
        puntos_handicap: puntos,
      }));
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
  const points = new Map<string, number>();
  for (const { row, posicion } of ranked) points.set(row.participante_id, average.get(posicion) ?? 0);
  return points;
}
