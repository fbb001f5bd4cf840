/**
 * A tournament's points table (T§5, T§7, T§9: 30 rows, created from the default OM table when none exist; positions
 * 1–20 editable and one shared value for 21 onward) and the administrators' quick result entry (T§2, T§5).
 */
import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import {
  EDITABLE_POSITIONS,
  ADMIN_TOURNAMENT_MESSAGES as M,
  type TPointsTable,
  type TQuickCard,
  type TQuickCardRequest,
} from '@/shared/schemas/admin-tournaments';
import {
  defaultPointsTable,
  HOLES_PER_ROUND,
  normalizeHoles,
  normalizePointsTable,
  POINTS_TABLE_ROWS,
  pointsForPosition,
} from '@/shared/domain';
import type { DbOrTx } from '@/server/db/client';
import {
  participantesTorneo,
  partidas,
  partidasParticipantes,
  resultadosHoyo,
  torneos,
  torneosPuntosConfiguracion,
} from '@/server/db/schema';
import { AppError, notFound } from '@/server/lib/app-error';
import { loadTournamentCards } from '@/server/modules/scores/queries';
import { replaceCard, type ScoreActor, type ScoresDeps } from '@/server/modules/scores/service';
import { standingsInputsChanged, type AdminTournamentDeps } from './admin-tournaments.events';

const T = torneosPuntosConfiguracion;

async function requireTournament(db: DbOrTx, torneoId: string) {
  const [row] = await db
    .select({ id: torneos.id })
    .from(torneos)
    .where(eq(torneos.id, torneoId))
    .for('update');
  if (!row) throw notFound(M.notFound);
}

function toTable(rows: { posicion: number; puntos: number }[]): TPointsTable {
  const table = normalizePointsTable(rows);
  return {
    top: Array.from({ length: EDITABLE_POSITIONS }, (_, i) => pointsForPosition(table, i + 1)),
    resto: pointsForPosition(table, EDITABLE_POSITIONS + 1),
  };
}

async function writeRows(db: DbOrTx, torneoId: string, rows: { posicion: number; puntos: number }[]) {
  await db
    .insert(T)
    .values(rows.map((r) => ({ torneo_id: torneoId, ...r })))
    .onConflictDoUpdate({ target: [T.torneo_id, T.posicion], set: { puntos: sql`excluded.puntos` } });
}

/** The tournament's table; the 30 default rows are stored first when it has none (T§7). */
export async function findPointsTable(db: DbOrTx, torneoId: string): Promise<TPointsTable> {
  return db.transaction(async (tx) => {
    await requireTournament(tx, torneoId);
    let rows = await tx
      .select({ posicion: T.posicion, puntos: T.puntos })
      .from(T)
      .where(eq(T.torneo_id, torneoId))
      .orderBy(asc(T.posicion));
    if (rows.length === 0) {
      rows = defaultPointsTable();
      try {
        await writeRows(tx, torneoId, rows);
      } catch (cause) {
        // T§8: its own message for the administrator; the cause goes to the server's log (app.onError).
        throw new AppError('DEFAULTS_NOT_CREATED', M.defaultsNotCreated, { cause });
      }
    }
    return toTable(rows);
  });
}

/** Saves positions 1–20 and the shared value as rows 21–30; the tournament's standings inputs changed. */
export async function savePointsTable(
  deps: AdminTournamentDeps,
  actorUserId: string,
  torneoId: string,
  input: TPointsTable,
): Promise<TPointsTable> {
  const rows = Array.from({ length: POINTS_TABLE_ROWS }, (_, i) => ({
    posicion: i + 1,
    puntos: input.top[i] ?? input.resto,
  }));
  await deps.db.transaction(async (tx) => {
    await requireTournament(tx, torneoId);
    await writeRows(tx, torneoId, rows);
  });
  await standingsInputsChanged(deps, { torneoId, cause: 'points_table', actorUserId });
  return toTable(rows);
}

export const resetPointsTable = (deps: AdminTournamentDeps, actorUserId: string, torneoId: string) =>
  savePointsTable(deps, actorUserId, torneoId, toTable(defaultPointsTable()));

async function participantOf(db: DbOrTx, participanteId: string) {
  const [row] = await db
    .select({
      id: participantesTorneo.id,
      torneo_id: participantesTorneo.torneo_id,
      partida_id: partidas.id,
      partida_nombre: partidas.nombre,
      validada: partidas.validada,
      modalidad: torneos.modalidad,
      forma_parejas: torneos.forma_parejas,
    })
    .from(participantesTorneo)
    .innerJoin(torneos, eq(torneos.id, participantesTorneo.torneo_id))
    .leftJoin(partidasParticipantes, eq(partidasParticipantes.participante_id, participantesTorneo.id))
    .leftJoin(partidas, eq(partidas.id, partidasParticipantes.partida_id))
    .where(eq(participantesTorneo.id, participanteId));
  if (!row) throw notFound(M.participantNotFound);
  return row;
}

/** GET …/card: the participant's 18 holes (null for none), the par of each hole of their tee, and their group. */
export async function findQuickCard(db: DbOrTx, participanteId: string): Promise<TQuickCard> {
  const p = await participantOf(db, participanteId);
  // The participant's tee (of their sex, design.md §7) and strokes, read as every card reads them.
  const cards = await loadTournamentCards(
    db,
    p.partida_id ? { partidaIds: [p.partida_id] } : { torneoId: p.torneo_id },
  );
  const teeId = cards.participantes.find((c) => c.id === participanteId)?.tee_id;
  const hoyos = cards.salidas.find((s) => s.id === teeId)?.hoyos ?? normalizeHoles([]);
  const golpes: (number | null)[] = Array.from({ length: HOLES_PER_ROUND }, () => null);
  const recogida: boolean[] = Array.from({ length: HOLES_PER_ROUND }, () => false);
  for (const h of cards.resultados) {
    if (h.participante_id !== participanteId) continue;
    golpes[h.numero_hoyo - 1] = h.golpes;
    recogida[h.numero_hoyo - 1] = h.recogida ?? false;
  }
  return {
    golpes,
    recogida,
    modalidad: p.modalidad,
    forma_parejas: p.forma_parejas,
    pares: hoyos.map((h) => h.par),
    partida:
      p.partida_id && p.partida_nombre
        ? { id: p.partida_id, nombre: p.partida_nombre, validada: p.validada ?? false }
        : null,
  };
}

/**
 * A participant without a group gets one of their own ('Partida N', ten minutes after the last group, or 08:00),
 * so that their card has a partida for the audit and the live events like every other card (decision 012).
 */
async function seatInNewGroup(db: DbOrTx, torneoId: string, participanteId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select({ fecha_juego: torneos.fecha_juego })
      .from(torneos)
      .where(eq(torneos.id, torneoId))
      .for('update');
    if (!t) throw notFound(M.notFound);
    const [seat] = await tx
      .select({ partida_id: partidasParticipantes.partida_id })
      .from(partidasParticipantes)
      .where(eq(partidasParticipantes.participante_id, participanteId));
    if (seat) return seat.partida_id;
    const [stats] = await tx
      .select({ n: count(), orden: max(partidas.orden_salida) })
      .from(partidas)
      .where(eq(partidas.torneo_id, torneoId));
    const [last] = await tx
      .select({ hora: partidas.hora_salida })
      .from(partidas)
      .where(eq(partidas.torneo_id, torneoId))
      .orderBy(desc(partidas.orden_salida))
      .limit(1);
    const [g] = await tx
      .insert(partidas)
      .values({
        torneo_id: torneoId,
        nombre: `Partida ${Number(stats?.n ?? 0) + 1}`,
        fecha_juego: t.fecha_juego,
        hora_salida: last?.hora ? addMinutes(last.hora, 10) : '08:00',
        orden_salida: Number(stats?.orden ?? 0) + 1,
      })
      .returning({ id: partidas.id });
    await tx
      .insert(partidasParticipantes)
      .values({ partida_id: g!.id, participante_id: participanteId, posicion_grupo: 1 });
    return g!.id;
  });
}

function addMinutes(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number);
  const total = Math.min(((h ?? 8) * 60 + (m ?? 0) + minutes) % (24 * 60), 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * PUT …/card: the participant's 18 holes replaced at once by the scorecard engine (`replaceCard`: one
 * transaction, an audit row per changed hole, live events, the leagues' hook for validated groups).
 */
export async function saveQuickCard(
  deps: ScoresDeps,
  actor: ScoreActor,
  participanteId: string,
  input: TQuickCardRequest,
): Promise<TQuickCard> {
  const p = await participantOf(deps.db, participanteId);
  let partidaId = p.partida_id;
  if (!partidaId) {
    if (input.golpes.every((g) => g === null) && !input.recogida?.some(Boolean))
      return findQuickCard(deps.db, participanteId);
    partidaId = await seatInNewGroup(deps.db, p.torneo_id, participanteId);
    try {
      await replaceCard(deps, actor, partidaId, {
        participantes: [{ participante_id: participanteId, golpes: input.golpes, recogida: input.recogida }],
      });
    } catch (err) {
      // The group made for this card goes again (it has no strokes: the card was not saved).
      await deps.db
        .delete(partidas)
        .where(
          and(
            eq(partidas.id, partidaId),
            sql`not exists (select 1 from ${resultadosHoyo} r join ${partidasParticipantes} pp on pp.participante_id = r.participante_id where pp.partida_id = ${partidaId})`,
          ),
        );
      throw err;
    }
  } else {
    await replaceCard(deps, actor, partidaId, {
      participantes: [{ participante_id: participanteId, golpes: input.golpes, recogida: input.recogida }],
    });
  }
  return findQuickCard(deps.db, participanteId);
}
