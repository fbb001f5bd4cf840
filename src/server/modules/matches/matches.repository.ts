/**
 * The queries of match play and the knockout draw (design.md §14), one function per fact: the matches, their
 * conceded and extra holes and audit, the draw and its rounds, and what a match touches of its partida (the
 * partida, its seats, its players' card). The services, the settlement and the view hold no SQL.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import {
  cuadroRondas,
  cuadros,
  partidas,
  partidasParticipantes as seats,
  partidoAudit,
  partidos,
  partidosHoyosConcedidos as conceded,
  partidosHoyosExtra as extras,
  profiles,
  resultadosHoyo,
  torneos,
} from '@/server/db/schema';
import { TOURNAMENT_HEADER } from '@/server/modules/scores/tournament-header.repository';
import { CARD_COLUMNS } from '@/server/db/card-columns';

type MatchRow = typeof partidos.$inferSelect;
type MatchCard = NonNullable<MatchRow['tarjeta']>;

// ─── the tournament's matches and draw ─────────────────────────────────────────────────────────────────────────

/** The tournament a match-play context is computed for (null: no such tournament). */
export async function findMatchTournament(db: DbOrTx, torneoId: string) {
  const [row] = await db
    .select({ ...TOURNAMENT_HEADER, activo: torneos.activo })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  return row ?? null;
}

/** The tournament's knockout draw (null: it has none). */
export async function findDraw(db: DbOrTx, torneoId: string) {
  const [row] = await db.select().from(cuadros).where(eq(cuadros.torneo_id, torneoId));
  return row ?? null;
}

/** Locks the tournament's draw row, when it has one, for the transaction. */
export async function lockDraw(db: DbOrTx, torneoId: string) {
  await db.select({ id: cuadros.id }).from(cuadros).where(eq(cuadros.torneo_id, torneoId)).for('update');
}

/** The rounds of the tournament's draw with their deadlines. */
export function findDrawRounds(db: DbOrTx, torneoId: string) {
  return db
    .select({ ronda: cuadroRondas.ronda, fecha_limite: cuadroRondas.fecha_limite })
    .from(cuadroRondas)
    .where(eq(cuadroRondas.torneo_id, torneoId));
}

/** A draw and its rounds, round i + 1 with deadline `deadlines[i]`. */
export async function insertDraw(
  db: DbOrTx,
  draw: Pick<typeof cuadros.$inferInsert, 'torneo_id' | 'modo' | 'rondas'>,
  deadlines: readonly string[],
) {
  await db.insert(cuadros).values(draw);
  await db
    .insert(cuadroRondas)
    .values(deadlines.map((fecha_limite, i) => ({ torneo_id: draw.torneo_id, ronda: i + 1, fecha_limite })));
}

/** Deletes the tournament's draw rounds and draw (its matches are deleted first, by `deleteMatches`). */
export async function deleteDraw(db: DbOrTx, torneoId: string) {
  await db.delete(cuadroRondas).where(eq(cuadroRondas.torneo_id, torneoId));
  await db.delete(cuadros).where(eq(cuadros.torneo_id, torneoId));
}

export async function updateRoundDeadline(db: DbOrTx, torneoId: string, ronda: number, fecha_limite: string) {
  await db
    .update(cuadroRondas)
    .set({ fecha_limite })
    .where(and(eq(cuadroRondas.torneo_id, torneoId), eq(cuadroRondas.ronda, ronda)));
}

// ─── matches ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The tournament's matches by round and position. */
export function findMatches(db: DbOrTx, torneoId: string): Promise<MatchRow[]> {
  return db
    .select()
    .from(partidos)
    .where(eq(partidos.torneo_id, torneoId))
    .orderBy(asc(partidos.ronda), asc(partidos.posicion));
}

/** Match `matchId`, its row locked for the write's transaction (null: no such match). */
export async function lockMatch(db: DbOrTx, matchId: string) {
  const [row] = await db.select().from(partidos).where(eq(partidos.id, matchId)).for('update');
  return row ?? null;
}

/** The match partida `partidaId` plays (null: it plays none), its row locked when `lock`. */
export async function findMatchOfPartida(db: DbOrTx, partidaId: string, lock = false) {
  const query = db.select().from(partidos).where(eq(partidos.partida_id, partidaId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function insertMatches(db: DbOrTx, rows: (typeof partidos.$inferInsert)[]) {
  return db.insert(partidos).values(rows).returning();
}

/** Deletes matches, and then their partidas. */
export async function deleteMatches(db: DbOrTx, rows: Pick<MatchRow, 'id' | 'partida_id'>[]) {
  const partidaIds = rows.flatMap((r) => (r.partida_id ? [r.partida_id] : []));
  if (rows.length > 0)
    await db.delete(partidos).where(
      inArray(
        partidos.id,
        rows.map((r) => r.id),
      ),
    );
  await deletePartidas(db, partidaIds);
}

/** A match's result as stored (and who conceded it, when given); `updated_at` now. */
export async function setMatchResult(
  db: DbOrTx,
  matchId: string,
  result: Pick<MatchRow, 'ganador' | 'origen_resultado' | 'resultado'> &
    Partial<Pick<MatchRow, 'concedido_por'>>,
) {
  await db
    .update(partidos)
    .set({ ...result, updated_at: new Date() })
    .where(eq(partidos.id, matchId));
}

/** A match's agreed date and time. */
export async function setMatchDate(db: DbOrTx, matchId: string, fecha: string, hora: string | null) {
  await db.update(partidos).set({ fecha, hora, updated_at: new Date() }).where(eq(partidos.id, matchId));
}

/** Who plays side `column` of a match (the winner of the previous round's match, or nobody yet). */
export async function setMatchSide(
  db: DbOrTx,
  matchId: string,
  column: 'lado_1_participante_id' | 'lado_2_participante_id',
  participanteId: string | null,
) {
  await db
    .update(partidos)
    .set({ [column]: participanteId, updated_at: new Date() })
    .where(eq(partidos.id, matchId));
}

/** The partida a match is played in (null: none). */
export async function setMatchPartida(db: DbOrTx, matchId: string, partidaId: string | null) {
  await db
    .update(partidos)
    .set({ partida_id: partidaId, updated_at: new Date() })
    .where(eq(partidos.id, matchId));
}

/** The card kept in a decided match whose winner moved on (null: its card is the live one again). */
export async function setMatchCard(db: DbOrTx, matchId: string, tarjeta: MatchCard | null) {
  await db.update(partidos).set({ tarjeta }).where(eq(partidos.id, matchId));
}

export async function insertMatchAudit(db: DbOrTx, values: typeof partidoAudit.$inferInsert) {
  await db.insert(partidoAudit).values(values);
}

// ─── conceded and extra holes ──────────────────────────────────────────────────────────────────────────────────

/** The conceded holes of matches `matchIds`. */
export async function findConcededHoles(db: DbOrTx, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return db.select().from(conceded).where(inArray(conceded.partido_id, matchIds));
}

/** Whether one of `holes` of match `matchId` is conceded. */
export async function isAnyHoleConceded(db: DbOrTx, matchId: string, holes: number[]) {
  const rows = await db
    .select({ numero_hoyo: conceded.numero_hoyo })
    .from(conceded)
    .where(and(eq(conceded.partido_id, matchId), inArray(conceded.numero_hoyo, holes)))
    .limit(1);
  return rows.length > 0;
}

export async function insertConcededHole(db: DbOrTx, values: typeof conceded.$inferInsert) {
  await db.insert(conceded).values(values);
}

export async function deleteConcededHoles(db: DbOrTx, matchId: string) {
  await db.delete(conceded).where(eq(conceded.partido_id, matchId));
}

/** The extra holes of matches `matchIds`, in hole order. */
export async function findExtraHoles(db: DbOrTx, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return db
    .select()
    .from(extras)
    .where(inArray(extras.partido_id, matchIds))
    .orderBy(asc(extras.numero_hoyo));
}

/** Extra hole `numero` of a match, won by `ganador` (0: halved); a second save replaces it. */
export async function saveExtraHoleRow(db: DbOrTx, matchId: string, numero: number, ganador: number) {
  await db
    .insert(extras)
    .values({ partido_id: matchId, numero_hoyo: numero, ganador })
    .onConflictDoUpdate({ target: [extras.partido_id, extras.numero_hoyo], set: { ganador } });
}

export async function deleteExtraHoles(db: DbOrTx, matchId: string) {
  await db.delete(extras).where(eq(extras.partido_id, matchId));
}

// ─── a match's partida: the partida, its seats, its players' card ──────────────────────────────────────────────

/** A match's partida; answers its id. */
export async function insertPartida(db: DbOrTx, values: typeof partidas.$inferInsert) {
  const [row] = await db.insert(partidas).values(values).returning({ id: partidas.id });
  return row!.id;
}

/** A partida's day (and tee time, when given). */
export async function setPartidaSchedule(
  db: DbOrTx,
  partidaId: string,
  values: { fecha_juego: string; hora_salida?: string | null },
) {
  await db.update(partidas).set(values).where(eq(partidas.id, partidaId));
}

export async function deletePartidas(db: DbOrTx, partidaIds: string[]) {
  if (partidaIds.length > 0) await db.delete(partidas).where(inArray(partidas.id, partidaIds));
}

/** The seats of these participants, wherever they sit. */
export function findSeatsOf(db: DbOrTx, participanteIds: string[]) {
  return db.select().from(seats).where(inArray(seats.participante_id, participanteIds));
}

/** The seats of partida `partidaId`. */
export function findPartidaSeats(db: DbOrTx, partidaId: string) {
  return db.select().from(seats).where(eq(seats.partida_id, partidaId));
}

export async function insertSeats(db: DbOrTx, rows: (typeof seats.$inferInsert)[]) {
  await db.insert(seats).values(rows);
}

export async function deleteSeat(db: DbOrTx, seatId: string) {
  await db.delete(seats).where(eq(seats.id, seatId));
}

/** Whether a player seated in partida `partidaId` has a stroke on their card. */
export async function partidaHasStrokes(db: DbOrTx, partidaId: string) {
  const [scored] = await db
    .select({ id: resultadosHoyo.id })
    .from(resultadosHoyo)
    .innerJoin(seats, eq(seats.participante_id, resultadosHoyo.participante_id))
    .where(eq(seats.partida_id, partidaId))
    .limit(1);
  return Boolean(scored);
}

/** The card of the players seated in partida `partidaId` now. */
export function findPartidaCard(db: DbOrTx, partidaId: string): Promise<MatchCard> {
  return db
    .select(CARD_COLUMNS)
    .from(resultadosHoyo)
    .innerJoin(seats, eq(seats.participante_id, resultadosHoyo.participante_id))
    .where(eq(seats.partida_id, partidaId));
}

/** Whether participant `participanteId` has a stroke on their card. */
export async function participantHasStrokes(db: DbOrTx, participanteId: string) {
  const [scored] = await db
    .select({ id: resultadosHoyo.id })
    .from(resultadosHoyo)
    .where(eq(resultadosHoyo.participante_id, participanteId))
    .limit(1);
  return Boolean(scored);
}

/** Puts back the holes of a kept card (a hole already there stays). */
export async function restoreStrokes(db: DbOrTx, rows: MatchCard) {
  if (rows.length > 0) await db.insert(resultadosHoyo).values(rows).onConflictDoNothing();
}

export async function deleteParticipantStrokes(db: DbOrTx, participanteId: string) {
  await db.delete(resultadosHoyo).where(eq(resultadosHoyo.participante_id, participanteId));
}

// ─── the players' e-mail ───────────────────────────────────────────────────────────────────────────────────────

/** The name and e-mail of these profiles. */
export function findPlayerEmails(db: DbOrTx, profileIds: string[]) {
  return db
    .select({ id: profiles.id, nombre: profiles.nombre, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.id, profileIds));
}
