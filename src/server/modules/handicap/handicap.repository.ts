/**
 * The rounds the app holds, as the club's estimate and the statistics read them (design.md §16). Every query
 * of the handicap module lives here; the service turns rows into the rules engine's inputs.
 *
 * A round is one player's own card: a tournament participant's card (on the tee and course handicap frozen for the
 * tournament, decision record 028) or a personal game participant's card (on the course's first tee, P§7).
 */
import { and, asc, eq, inArray, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import {
  formatModule,
  normalizeHoles,
  teeAsPlayed,
  type FormatModule,
  type HoleInput,
} from '@/shared/domain';
import type { HandicapRoundSource, WhsHoleInput } from '@/shared/domain/whs';
import type { DbOrTx } from '@/server/db/client';
import { spanish } from '@/server/db/collation';
import {
  camposGolf,
  partidas,
  partidasParticipantes,
  participantesPartidaPersonal,
  participantesTorneo,
  pccCampoDia,
  profiles,
  resultadosHoyoPartidaPersonal,
  tiposSalida,
  torneos,
} from '@/server/db/schema';
import { enteredTees, firstTees, type EnteredTee } from '@/server/modules/courses/courses.service';
import { readCardResults } from '@/server/db/card-columns';

/** One player's card of one round, with everything the estimate and the statistics need. */
export interface StoredRound {
  jugador_id: string;
  /** The card's key: 't:' + tournament participant, or 'p:' + personal game participant. */
  key: string;
  fecha: string;
  nombre: string;
  campo_id: string;
  campo: string;
  salida_id: string | null;
  salida: string;
  slope: number | null;
  course_rating: number | null;
  /** The course handicap of the day (null: no index then). */
  course_handicap: number | null;
  /** The playing handicap of the round (net statistics). */
  playing_handicap: number | null;
  /** Where it comes from, as `handicapExclusion` reads it. */
  source: HandicapRoundSource;
  /** False for a one-ball team card (foursome, greensome): not the player's own score. */
  ownCard: boolean;
  /** The 18 holes of the tee with this card's strokes ('Recogida' or nothing). */
  holes: WhsHoleInput[];
}

/**
 * THE one place that asks a tournament's format whether a card is a one-ball team card or a player's own card:
 * the format's module decides (decision record 036).
 */
function tournamentFormat(modalidad: string, forma_parejas: string | null): FormatModule {
  return formatModule(modalidad, forma_parejas);
}

/** Whose cards: some players', or everyone's on some tees (but one player's, already loaded), or all. */
type Filter =
  { jugadorIds: readonly string[] } | { teeIds: readonly string[]; except?: string } | { all: true };

function withHoles(
  tee: readonly HoleInput[] | undefined,
  results: readonly { numero_hoyo: number; golpes: number | null; recogida: boolean }[],
): WhsHoleInput[] {
  const holes = normalizeHoles(tee ?? []);
  const byHole = new Map(results.map((r) => [r.numero_hoyo, r]));
  return holes.map((h) => {
    const r = byHole.get(h.numero_hoyo);
    return { ...h, golpes: r?.golpes ?? null, recogida: r?.recogida ?? false };
  });
}

function playedHoles(
  tee: EnteredTee | undefined,
  sexo: 'hombre' | 'mujer' | null,
): readonly HoleInput[] | undefined {
  return tee ? teeAsPlayed(tee.tee, tee.holes, sexo).holes : undefined;
}

/** Tournament cards of members (never guests), one per participant placed in a group. */
async function tournamentRounds(db: DbOrTx, filter: Filter): Promise<StoredRound[]> {
  const where =
    'jugadorIds' in filter
      ? inArray(participantesTorneo.jugador_id, [...filter.jugadorIds])
      : 'teeIds' in filter
        ? and(
            inArray(participantesTorneo.salida_juego_id, [...filter.teeIds]),
            filter.except ? ne(participantesTorneo.jugador_id, filter.except) : undefined,
          )
        : sql`true`;
  const rows = await db
    .select({
      participante_id: participantesTorneo.id,
      jugador_id: participantesTorneo.jugador_id,
      fecha: partidas.fecha_juego,
      nombre: torneos.nombre,
      modalidad: torneos.modalidad,
      forma_parejas: torneos.forma_parejas,
      validada: partidas.validada,
      campo_id: torneos.campo_id,
      campo: camposGolf.nombre,
      salida_id: participantesTorneo.salida_juego_id,
      salida: participantesTorneo.salida_juego_nombre,
      slope: participantesTorneo.slope_juego,
      course_rating: participantesTorneo.course_rating_juego,
      course_handicap: participantesTorneo.handicap_campo,
      playing_handicap: participantesTorneo.handicap_torneo,
      sexo: profiles.sexo,
    })
    .from(participantesTorneo)
    .innerJoin(profiles, eq(profiles.id, participantesTorneo.jugador_id))
    .innerJoin(torneos, eq(torneos.id, participantesTorneo.torneo_id))
    .innerJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
    .innerJoin(partidasParticipantes, eq(partidasParticipantes.participante_id, participantesTorneo.id))
    .innerJoin(partidas, eq(partidas.id, partidasParticipantes.partida_id))
    .where(and(where, isNotNull(participantesTorneo.jugador_id), eq(participantesTorneo.es_invitado, false)));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.participante_id);
  const results = await readCardResults(db, ids);
  const byParticipant = groupBy(results, (r) => r.participante_id);
  const teeIds = [...new Set(rows.flatMap((r) => (r.salida_id ? [r.salida_id] : [])))];
  const tees = await enteredTees(db, teeIds);
  const out: StoredRound[] = [];
  for (const r of rows) {
    const cards = byParticipant.get(r.participante_id);
    if (!cards || !r.jugador_id) continue;
    const format = tournamentFormat(r.modalidad, r.forma_parejas);
    out.push({
      jugador_id: r.jugador_id,
      key: `t:${r.participante_id}`,
      fecha: r.fecha,
      nombre: r.nombre,
      campo_id: r.campo_id,
      campo: r.campo,
      salida_id: r.salida_id,
      salida: r.salida ?? '',
      slope: r.slope,
      course_rating: r.course_rating,
      course_handicap: r.course_handicap,
      playing_handicap: r.playing_handicap,
      source: {
        tipo: 'torneo',
        format,
        validada: r.validada,
        rated: r.salida_id !== null && r.slope !== null && r.course_rating !== null,
      },
      ownCard: !format.hole.oneBallPerSide,
      // The holes of the member's sex on that tee (a woman's 'Par Dam.' and 'Hcp Dam.').
      holes: withHoles(playedHoles(r.salida_id ? tees.get(r.salida_id) : undefined, r.sexo), cards),
    });
  }
  return out;
}

/** Personal game cards of members, on the course's first tee; the game handicap (reductor 100) is the course's. */
async function personalRounds(db: DbOrTx, filter: Filter): Promise<StoredRound[]> {
  let where;
  if ('jugadorIds' in filter)
    where = inArray(participantesPartidaPersonal.jugador_id, [...filter.jugadorIds]);
  else if ('teeIds' in filter) {
    const campos = await db
      .selectDistinct({ campo_id: tiposSalida.campo_id })
      .from(tiposSalida)
      .where(inArray(tiposSalida.id, [...filter.teeIds]));
    if (campos.length === 0) return [];
    where = and(
      inArray(
        partidas.campo_id,
        campos.map((c) => c.campo_id),
      ),
      filter.except ? ne(participantesPartidaPersonal.jugador_id, filter.except) : undefined,
    );
  } else where = sql`true`;
  const rows = await db
    .select({
      participante_id: participantesPartidaPersonal.id,
      jugador_id: participantesPartidaPersonal.jugador_id,
      partida_id: partidas.id,
      fecha: partidas.fecha_juego,
      nombre: partidas.nombre,
      valida: partidas.valida_para_handicap,
      campo_id: camposGolf.id,
      campo: camposGolf.nombre,
      handicap: participantesPartidaPersonal.handicap_partida,
      guests: sql<number>`(select count(*)::int from ${participantesPartidaPersonal} g where g.partida_id = ${partidas.id} and (g.es_invitado or g.jugador_id is null))`,
    })
    .from(participantesPartidaPersonal)
    .innerJoin(partidas, eq(partidas.id, participantesPartidaPersonal.partida_id))
    .innerJoin(camposGolf, eq(camposGolf.id, partidas.campo_id))
    .where(
      and(
        where,
        eq(partidas.es_partida_personal, true),
        isNotNull(participantesPartidaPersonal.jugador_id),
        eq(participantesPartidaPersonal.es_invitado, false),
      ),
    );
  if (rows.length === 0) return [];
  const results = await db
    .select({
      participante_id: resultadosHoyoPartidaPersonal.participante_id,
      numero_hoyo: resultadosHoyoPartidaPersonal.numero_hoyo,
      golpes: resultadosHoyoPartidaPersonal.golpes,
    })
    .from(resultadosHoyoPartidaPersonal)
    .where(
      inArray(
        resultadosHoyoPartidaPersonal.participante_id,
        rows.map((r) => r.participante_id),
      ),
    );
  const byParticipant = groupBy(results, (r) => r.participante_id);
  const tees = await firstTees(db, [...new Set(rows.map((r) => r.campo_id))]);
  const out: StoredRound[] = [];
  for (const r of rows) {
    const cards = byParticipant.get(r.participante_id);
    if (!cards || !r.jugador_id) continue;
    const tee = tees.get(r.campo_id) ?? null;
    if ('teeIds' in filter && (!tee || !filter.teeIds.includes(tee.id))) continue;
    out.push({
      jugador_id: r.jugador_id,
      key: `p:${r.participante_id}`,
      fecha: r.fecha,
      nombre: r.nombre,
      campo_id: r.campo_id,
      campo: r.campo,
      salida_id: tee?.id ?? null,
      salida: tee?.nombre ?? '',
      slope: tee?.slope ?? null,
      course_rating: tee?.course_rating ?? null,
      course_handicap: r.handicap,
      playing_handicap: r.handicap,
      source: {
        tipo: 'partida_personal',
        valida_para_handicap: r.valida,
        todos_socios: r.guests === 0,
        rated: tee !== null && tee.course_rating !== null,
      },
      ownCard: true,
      holes: withHoles(
        tee?.hoyos,
        cards.map((c) => ({ ...c, recogida: false })),
      ),
    });
  }
  return out;
}

/** Every card of the players (or on the tees, or all), oldest first. */
export async function loadRounds(db: DbOrTx, filter: Filter): Promise<StoredRound[]> {
  if ('jugadorIds' in filter && filter.jugadorIds.length === 0) return [];
  if ('teeIds' in filter && filter.teeIds.length === 0) return [];
  const [t, p] = await Promise.all([tournamentRounds(db, filter), personalRounds(db, filter)]);
  return [...t, ...p].sort((a, b) => a.fecha.localeCompare(b.fecha) || a.key.localeCompare(b.key));
}

/** The PCC of every course and day entered, keyed 'campo_id|fecha'. */
export async function pccByCourseDay(db: DbOrTx, campoIds: readonly string[]): Promise<Map<string, number>> {
  if (campoIds.length === 0) return new Map();
  const rows = await db
    .select({ campo_id: pccCampoDia.campo_id, fecha: pccCampoDia.fecha, pcc: pccCampoDia.pcc })
    .from(pccCampoDia)
    .where(inArray(pccCampoDia.campo_id, [...campoIds]));
  return new Map(rows.map((r) => [`${r.campo_id}|${r.fecha}`, r.pcc]));
}

export async function listPcc(db: DbOrTx) {
  return db
    .select({
      campo_id: pccCampoDia.campo_id,
      campo: camposGolf.nombre,
      fecha: pccCampoDia.fecha,
      pcc: pccCampoDia.pcc,
    })
    .from(pccCampoDia)
    .innerJoin(camposGolf, eq(camposGolf.id, pccCampoDia.campo_id))
    .orderBy(sql`${pccCampoDia.fecha} desc`, spanish(camposGolf.nombre));
}

export async function courseExists(db: DbOrTx, campoId: string): Promise<boolean> {
  const [row] = await db.select({ id: camposGolf.id }).from(camposGolf).where(eq(camposGolf.id, campoId));
  return row !== undefined;
}

export async function upsertPcc(db: DbOrTx, campoId: string, fecha: string, pcc: number): Promise<void> {
  await db
    .insert(pccCampoDia)
    .values({ campo_id: campoId, fecha, pcc })
    .onConflictDoUpdate({
      target: [pccCampoDia.campo_id, pccCampoDia.fecha],
      set: { pcc, updated_at: sql`now()` },
    });
}

export async function deletePcc(db: DbOrTx, campoId: string, fecha: string): Promise<void> {
  await db.delete(pccCampoDia).where(and(eq(pccCampoDia.campo_id, campoId), eq(pccCampoDia.fecha, fecha)));
}

/** A player's name and official index. */
export async function findPlayer(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: profiles.id, nombre: profiles.nombre, handicap: profiles.handicap })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ?? null;
}

/** Every player with an account or an official index or a round: 'Hándicaps de la peña'. */
export async function listPlayers(db: DbOrTx) {
  return db
    .select({ id: profiles.id, nombre: profiles.nombre, handicap: profiles.handicap })
    .from(profiles)
    .orderBy(spanish(profiles.nombre), asc(profiles.id));
}

/** The strokes recorded in a personal game (a subquery). */
function strokesOf(db: DbOrTx, partidaId: string) {
  return db
    .select({ id: resultadosHoyoPartidaPersonal.id })
    .from(resultadosHoyoPartidaPersonal)
    .innerJoin(
      participantesPartidaPersonal,
      eq(participantesPartidaPersonal.id, resultadosHoyoPartidaPersonal.participante_id),
    )
    .where(eq(participantesPartidaPersonal.partida_id, partidaId));
}

/** A personal game: its creator, whether it has a stroke, whether it is a personal game at all. */
export async function findPersonalGameForHandicap(db: DbOrTx, partidaId: string) {
  const [row] = await db
    .select({ id: partidas.id, creador_id: partidas.creador_id, personal: partidas.es_partida_personal })
    .from(partidas)
    .where(eq(partidas.id, partidaId));
  if (!row) return null;
  const [stroke] = await strokesOf(db, partidaId).limit(1);
  return { ...row, strokes: stroke ? 1 : 0 };
}

/** Sets 'Válida para hándicap' only while the game has no stroke (one statement: no race with the first one). */
export async function setValidaParaHandicap(
  db: DbOrTx,
  partidaId: string,
  valida: boolean,
): Promise<boolean> {
  const updated = await db
    .update(partidas)
    .set({ valida_para_handicap: valida })
    .where(and(eq(partidas.id, partidaId), notExists(strokesOf(db, partidaId))))
    .returning({ id: partidas.id });
  return updated.length > 0;
}

/** A tournament's index choice and day. */
export async function findTournamentIndexChoice(db: DbOrTx, torneoId: string) {
  const [row] = await db
    .select({ indice: torneos.indice_handicap, fecha: torneos.fecha_juego })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  return row ?? null;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}
