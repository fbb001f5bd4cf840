/**
 * League points of a tournament (T§9 League points, design.md §7, §12, §13; decision records 002 and 011).
 *
 * For one tournament of a league: the tournament's standings inputs (the same batch read as the live standings,
 * scores/queries.ts), ranked by the rules engine, then `computeTournamentPoints` with the tournament's points
 * configuration (or the default table), its tie method and the league's system. The tournament's
 * `puntuaciones_liga` rows of that league are REPLACED in one transaction, so running it twice never doubles
 * anything; the snapshot tables `resultados_torneo` and `clasificaciones_torneo` are rewritten in the same
 * transaction (they are never read for live standings). Totals per player are derived from the rows.
 */
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import {
  computeTournamentPoints,
  rankStandings,
  type LeaguePointsRow,
  type Standings,
  type StandingsInputs,
  type TournamentMatches,
} from '@/shared/domain';
import type { DbOrTx } from '@/server/db/client';
import { insertRows } from '@/server/db/insert-rows';
import {
  clasificacionesTorneo,
  ligas,
  ligasTorneos,
  participantesTorneo,
  partidas,
  partidos,
  puntuacionesLiga,
  resultadosTorneo,
  torneosPuntosConfiguracion,
} from '@/server/db/schema';
import { loadPositionedMatches } from '@/server/modules/matches/matches.view';
import { loadPointsInputs } from './incomplete-cards';

/** The points of one tournament in one league after a recalculation. */
export interface TournamentPointsResult {
  liga_id: string;
  torneo_id: string;
  /** Participants who received points (rows written). */
  participantes: number;
}

/** What the computation reads once per tournament, whatever the number of leagues it belongs to. */
interface TournamentInputs {
  torneoId: string;
  /** The standings inputs in the tournament's format (the same as the live standings). */
  standingsInputs: StandingsInputs;
  standings: Standings;
  /** Participants with `incluir_en_puntos`. */
  incluidos: ReadonlySet<string>;
  configuracion: { posicion: number; puntos: number }[];
  /** A match-play tournament's matches: its positions come from the round reached (design.md §14). */
  matches?: TournamentMatches;
}

async function loadTournamentInputs(db: DbOrTx, torneoId: string): Promise<TournamentInputs | null> {
  const [standingsInputs, included, configuracion, matches] = await Promise.all([
    loadPointsInputs(db, torneoId),
    db
      .select({ id: participantesTorneo.id, incluir: participantesTorneo.incluir_en_puntos })
      .from(participantesTorneo)
      .where(eq(participantesTorneo.torneo_id, torneoId)),
    db
      .select({ posicion: torneosPuntosConfiguracion.posicion, puntos: torneosPuntosConfiguracion.puntos })
      .from(torneosPuntosConfiguracion)
      .where(eq(torneosPuntosConfiguracion.torneo_id, torneoId))
      .orderBy(asc(torneosPuntosConfiguracion.posicion)),
    loadPositionedMatches(db, torneoId),
  ]);
  if (!standingsInputs) return null;
  return {
    torneoId,
    standingsInputs,
    standings: rankStandings(standingsInputs),
    incluidos: new Set(included.filter((p) => p.incluir).map((p) => p.id)),
    configuracion,
    ...(matches ? { matches } : {}),
  };
}

/**
 * Rewrites the tournament's snapshot (`resultados_torneo`, `clasificaciones_torneo`) from its standings: one row
 * per participant, a pair's partners each with the pair's totals and positions.
 */
async function writeSnapshot(db: DbOrTx, inputs: TournamentInputs): Promise<void> {
  const rows = inputs.standings.byHandicap.flatMap((side) =>
    side.miembros.map((m) => ({ ...side, participante_id: m.participante_id })),
  );
  const ids = rows.map((r) => r.participante_id);
  await db.delete(clasificacionesTorneo).where(eq(clasificacionesTorneo.torneo_id, inputs.torneoId));
  if (ids.length > 0) await db.delete(resultadosTorneo).where(inArray(resultadosTorneo.participante_id, ids));
  const played = rows.filter((r) => r.hoyos_jugados > 0);
  if (played.length === 0) return;
  await insertRows(
    db,
    resultadosTorneo,
    played.map((r) => ({
      participante_id: r.participante_id,
      golpes_brutos: r.golpes_brutos,
      golpes_netos: Math.round(r.golpes_netos),
    })),
  );
  const ranked = played.filter((r) => r.posicion_handicap !== null);
  if (ranked.length === 0) return;
  await insertRows(
    db,
    clasificacionesTorneo,
    ranked.map((r) => ({
      torneo_id: inputs.torneoId,
      participante_id: r.participante_id,
      posicion: r.posicion_handicap!,
      posicion_scratch: r.posicion_scratch,
      posicion_handicap: r.posicion_handicap,
    })),
  );
}

/** What a league's points of a tournament depend on besides the tournament: its system and a team's share. */
const LEAGUE_RULES = { sistema: ligas.sistema_puntuacion, mitad_puntos_equipos: ligas.mitad_puntos_equipos };
type LeagueRules = { sistema: string; mitad_puntos_equipos: boolean };

function pointsOf(inputs: TournamentInputs, league: LeagueRules): LeaguePointsRow[] {
  return computeTournamentPoints(inputs.standingsInputs, {
    sistema_puntuacion: league.sistema,
    mitad_puntos_equipos: league.mitad_puntos_equipos,
    configuracion: inputs.configuracion,
    incluidos: inputs.incluidos,
    standings: inputs.standings,
    ...(inputs.matches ? { matches: inputs.matches } : {}),
  });
}

/**
 * The columns of a points row that hold the participant's side in the standings the points were computed from
 * (decision record 043): 'Mis Resultados' reads them instead of ranking the tournament again.
 */
function sideColumnsOf(standings: Standings) {
  const sides = new Map<string, Standings['byHandicap'][number]>();
  for (const side of standings.byHandicap)
    for (const m of side.miembros) if (!sides.has(m.participante_id)) sides.set(m.participante_id, side);
  return (participanteId: string) => {
    const side = sides.get(participanteId);
    return {
      resultado_lado: side !== undefined,
      resultado_scratch: side?.resultado_scratch ?? null,
      resultado_handicap: side?.resultado_handicap ?? null,
      resultado_puntos_scratch: side?.puntos_scratch ?? null,
      resultado_puntos_handicap: side?.puntos_handicap ?? null,
    };
  };
}

async function replaceLeagueRows(
  db: DbOrTx,
  ligaId: string,
  inputs: TournamentInputs,
  rows: readonly LeaguePointsRow[],
): Promise<void> {
  const torneoId = inputs.torneoId;
  await db
    .delete(puntuacionesLiga)
    .where(and(eq(puntuacionesLiga.liga_id, ligaId), eq(puntuacionesLiga.torneo_id, torneoId)));
  if (rows.length === 0) return;
  const sideOf = sideColumnsOf(inputs.standings);
  await insertRows(
    db,
    puntuacionesLiga,
    rows.map((r) => ({
      liga_id: ligaId,
      torneo_id: torneoId,
      participante_id: r.participante_id,
      posicion_handicap: r.posicion_handicap,
      posicion_scratch: r.posicion_scratch,
      puntos_handicap: r.puntos_handicap,
      puntos_scratch: r.puntos_scratch,
      ...sideOf(r.participante_id),
    })),
  );
}

/**
 * The importer's rows keep the old app's points; the participant's side in this app's standings is stored beside
 * them (decision record 043), for every league the tournament belongs to, in the importer's transaction.
 */
export async function storeImportedSideResults(db: DbOrTx, torneoId: string): Promise<void> {
  const inputs = await loadTournamentInputs(db, torneoId);
  if (!inputs) return;
  const rows = await db
    .select({ id: puntuacionesLiga.id, participante_id: puntuacionesLiga.participante_id })
    .from(puntuacionesLiga)
    .where(eq(puntuacionesLiga.torneo_id, torneoId));
  if (rows.length === 0) return;
  const sideOf = sideColumnsOf(inputs.standings);
  const values = sql.join(
    rows.map((r) => {
      const v = sideOf(r.participante_id);
      return sql`(${r.id}::uuid, ${v.resultado_lado}::boolean, ${v.resultado_scratch}::double precision, ${v.resultado_handicap}::double precision, ${v.resultado_puntos_scratch}::double precision, ${v.resultado_puntos_handicap}::double precision)`;
    }),
    sql`, `,
  );
  await db.execute(sql`
    update ${puntuacionesLiga} set
      resultado_lado = v.lado, resultado_scratch = v.rs, resultado_handicap = v.rh,
      resultado_puntos_scratch = v.ps, resultado_puntos_handicap = v.ph
    from (values ${values}) as v(id, lado, rs, rh, ps, ph)
    where ${puntuacionesLiga.id} = v.id`);
}

/** The leagues a tournament belongs to, with their systems. */
function leaguesOfTournament(db: DbOrTx, torneoId: string) {
  return db
    .select({ liga_id: ligas.id, ...LEAGUE_RULES })
    .from(ligasTorneos)
    .innerJoin(ligas, eq(ligas.id, ligasTorneos.liga_id))
    .where(eq(ligasTorneos.torneo_id, torneoId))
    .orderBy(asc(ligas.id));
}

/** The advisory-lock class of a tournament's points (the tournament's id hashed is the lock's other half). */
const POINTS_LOCK_CLASS = 11_011;

/**
 * Takes the tournament's points lock until the end of the transaction. The three ways points are written (the
 * automatic recalculation, 'Calcular Puntuaciones', 'Recalcular puntos') take it before they read the standings,
 * so two of them never interleave their delete and insert, and the later one reads what the earlier committed.
 * Several tournaments are locked in id order (no deadlock between two 'Calcular Puntuaciones').
 */
async function lockTournamentPoints(tx: DbOrTx, torneoIds: readonly string[]): Promise<void> {
  for (const torneoId of [...new Set(torneoIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${POINTS_LOCK_CLASS}, hashtext(${torneoId}))`);
  }
}

/**
 * Recalculates a tournament's league points in EVERY league it belongs to, and its snapshot, in one
 * transaction; returns the number of participants with points per league (empty when the tournament is in no
 * league or does not exist), under the tournament's points lock. The server runs it through
 * {@link recalculateIfDue} on the 'standings-inputs-changed' event (league-points.events.ts); the demo seed and
 * the bench call it directly.
 */
export async function recalculateTournamentPoints(
  db: DbOrTx,
  torneoId: string,
): Promise<TournamentPointsResult[]> {
  return db.transaction(async (tx) => {
    await lockTournamentPoints(tx, [torneoId]);
    return recalculateLocked(tx, torneoId);
  });
}

async function recalculateLocked(tx: DbOrTx, torneoId: string): Promise<TournamentPointsResult[]> {
  const leagues = await leaguesOfTournament(tx, torneoId);
  if (leagues.length === 0) return [];
  const inputs = await loadTournamentInputs(tx, torneoId);
  if (!inputs) return [];
  const results: TournamentPointsResult[] = [];
  for (const league of leagues) {
    const { liga_id } = league;
    const rows = pointsOf(inputs, league);
    await replaceLeagueRows(tx, liga_id, inputs, rows);
    results.push({ liga_id, torneo_id: torneoId, participantes: rows.length });
  }
  await writeSnapshot(tx, inputs);
  return results;
}

/**
 * The automatic run after a tournament's standings inputs changed (decision record 011): when the tournament
 * belongs to a league and either every one of its groups is validated (the last validation, or a change to a
 * finished round) or its points were already calculated (a later correction keeps them in step), its points are
 * recalculated. A tournament in no league, or with groups still open and no points yet, is left alone (null).
 * Decided and written under the tournament's points lock, in one transaction.
 */
export async function recalculateIfDue(
  db: DbOrTx,
  torneoId: string,
): Promise<TournamentPointsResult[] | null> {
  return db.transaction(async (tx) => {
    const [inLeague] = await tx
      .select({ liga_id: ligasTorneos.liga_id })
      .from(ligasTorneos)
      .where(eq(ligasTorneos.torneo_id, torneoId))
      .limit(1);
    if (!inLeague) return null;
    await lockTournamentPoints(tx, [torneoId]);
    // A group not validated yet, or (match play) a match not decided yet: the round is still open. A match's
    // partida is not validated: its match's result is what closes it.
    const [open] = await tx
      .select({ id: partidas.id })
      .from(partidas)
      .where(
        and(
          eq(partidas.torneo_id, torneoId),
          eq(partidas.validada, false),
          notExists(
            tx.select({ id: partidos.id }).from(partidos).where(eq(partidos.partida_id, partidas.id)),
          ),
        ),
      )
      .limit(1);
    const [undecided] = await tx
      .select({ id: partidos.id })
      .from(partidos)
      .where(and(eq(partidos.torneo_id, torneoId), isNull(partidos.ganador)))
      .limit(1);
    if (open || undecided) {
      const [scored] = await tx
        .select({ id: puntuacionesLiga.id })
        .from(puntuacionesLiga)
        .where(eq(puntuacionesLiga.torneo_id, torneoId))
        .limit(1);
      if (!scored) return null;
    }
    return recalculateLocked(tx, torneoId);
  });
}

/**
 * Recalculates one tournament's points in one league ('Recalcular puntos'); null when the tournament is not
 * in that league. Returns the number of participants with points.
 */
export async function recalculateLeagueTournamentPoints(
  db: DbOrTx,
  ligaId: string,
  torneoId: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [league] = await tx
      .select(LEAGUE_RULES)
      .from(ligasTorneos)
      .innerJoin(ligas, eq(ligas.id, ligasTorneos.liga_id))
      .where(and(eq(ligasTorneos.liga_id, ligaId), eq(ligasTorneos.torneo_id, torneoId)))
      .for('update', { of: ligas });
    if (!league) return null;
    await lockTournamentPoints(tx, [torneoId]);
    const inputs = await loadTournamentInputs(tx, torneoId);
    if (!inputs) return null;
    const rows = pointsOf(inputs, league);
    await replaceLeagueRows(tx, ligaId, inputs, rows);
    await writeSnapshot(tx, inputs);
    return rows.length;
  });
}

/**
 * The points this app's rules give one tournament of a league, computed and not written (the importer's dry
 * comparison with the points an old app stored, decision record 021); null when the tournament is not in that
 * league.
 */
export async function previewLeagueTournamentPoints(
  db: DbOrTx,
  ligaId: string,
  torneoId: string,
): Promise<LeaguePointsRow[] | null> {
  const [league] = await db
    .select(LEAGUE_RULES)
    .from(ligasTorneos)
    .innerJoin(ligas, eq(ligas.id, ligasTorneos.liga_id))
    .where(and(eq(ligasTorneos.liga_id, ligaId), eq(ligasTorneos.torneo_id, torneoId)));
  if (!league) return null;
  const inputs = await loadTournamentInputs(db, torneoId);
  return inputs ? pointsOf(inputs, league) : null;
}

/**
 * 'Calcular Puntuaciones': recalculates every tournament of the league in one transaction; returns the points
 * rows written (participants with points, summed over the tournaments), the number of tournaments and the
 * league's system; null when the league does not exist.
 */
export async function calculateLeaguePoints(
  db: DbOrTx,
  ligaId: string,
): Promise<{ participantes: number; torneos: number; sistema_puntuacion: string } | null> {
  return db.transaction(async (tx) => {
    const [league] = await tx.select(LEAGUE_RULES).from(ligas).where(eq(ligas.id, ligaId)).for('update');
    if (!league) return null;
    const tournaments = await tx
      .select({ torneo_id: ligasTorneos.torneo_id })
      .from(ligasTorneos)
      .where(eq(ligasTorneos.liga_id, ligaId))
      .orderBy(asc(ligasTorneos.orden_torneo), asc(ligasTorneos.torneo_id));
    await lockTournamentPoints(
      tx,
      tournaments.map((t) => t.torneo_id),
    );
    let participantes = 0;
    for (const { torneo_id } of tournaments) {
      const inputs = await loadTournamentInputs(tx, torneo_id);
      if (!inputs) continue;
      const rows = pointsOf(inputs, league);
      await replaceLeagueRows(tx, ligaId, inputs, rows);
      await writeSnapshot(tx, inputs);
      participantes += rows.length;
    }
    return { participantes, torneos: tournaments.length, sistema_puntuacion: league.sistema };
  });
}

/**
 * After a league's system or team share changed (inside that transaction): the tournaments whose points were
 * already calculated in the league get them again under its new rules; the others stay without points.
 */
export async function recalculateCalculatedPoints(tx: DbOrTx, ligaId: string): Promise<void> {
  const [league] = await tx.select(LEAGUE_RULES).from(ligas).where(eq(ligas.id, ligaId));
  if (!league) return;
  const calculated = await tx
    .selectDistinct({ torneo_id: puntuacionesLiga.torneo_id })
    .from(puntuacionesLiga)
    .where(eq(puntuacionesLiga.liga_id, ligaId));
  const torneoIds = calculated.map((t) => t.torneo_id);
  await lockTournamentPoints(tx, torneoIds);
  for (const torneoId of [...torneoIds].sort()) {
    const inputs = await loadTournamentInputs(tx, torneoId);
    if (inputs) await replaceLeagueRows(tx, ligaId, inputs, pointsOf(inputs, league));
  }
}
