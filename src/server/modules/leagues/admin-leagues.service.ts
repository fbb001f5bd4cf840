/**
 * /admin/ligas 'Gestión de Ligas' (T§2, T§5, T§8, design.md §12, §13): leagues, their tournaments and order, and
 * the points actions. Every function expects an administrator (the /api/admin/* gate of app.ts). A refused request
 * writes nothing.
 */
import { and, asc, desc, eq, max } from 'drizzle-orm';
import {
  ADMIN_LEAGUE_MESSAGES as M,
  type TAdminLeague,
  type TAdminLeagueTournament,
  type TCalculateResponse,
  type TCalculatePreview,
  type TTournamentOption,
  type ZLeagueRequest,
} from '@/shared/schemas/admin-leagues';
import { LEAGUE_MESSAGES } from '@/shared/schemas/leagues';
import type { z } from 'zod';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import { ligas, ligasTorneos, torneos } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/lib/app-error';
import { publishLeaguePoints } from '@/server/modules/live/topics';
import { listIncompleteCards } from './incomplete-cards';
import {
  calculateLeaguePoints,
  recalculateCalculatedPoints,
  recalculateLeagueTournamentPoints,
} from './league-points.service';

type LeagueInput = z.output<typeof ZLeagueRequest>;

const adminCard = {
  id: ligas.id,
  nombre: ligas.nombre,
  descripcion: ligas.descripcion,
  activa: ligas.activa,
  fecha_inicio: ligas.fecha_inicio,
  fecha_fin: ligas.fecha_fin,
  sistema_puntuacion: ligas.sistema_puntuacion,
  numero_torneos_descartados: ligas.numero_torneos_descartados,
  mitad_puntos_equipos: ligas.mitad_puntos_equipos,
};

function valuesOf(input: LeagueInput) {
  const isOm = input.sistema_puntuacion !== 'cervecita';
  return {
    nombre: input.nombre,
    descripcion: input.descripcion ? input.descripcion : null,
    activa: input.activa ?? true,
    fecha_inicio: input.fecha_inicio ?? null,
    fecha_fin: input.fecha_fin ?? null,
    sistema_puntuacion: input.sistema_puntuacion,
    // T§5: the discarded-tournaments count exists only for OM; Cervecita counts the best 60 %.
    numero_torneos_descartados: isOm ? (input.numero_torneos_descartados ?? 0) : 0,
    mitad_puntos_equipos: input.mitad_puntos_equipos ?? false,
  };
}

/** Every league, active first, newest first. */
type PointsDeps = Pick<AppDeps, 'db' | 'live'>;

export function listAdminLeagues(db: DbOrTx): Promise<TAdminLeague[]> {
  return db.select(adminCard).from(ligas).orderBy(desc(ligas.activa), desc(ligas.created_at), asc(ligas.id));
}

export async function createLeague(db: DbOrTx, input: LeagueInput): Promise<TAdminLeague> {
  const [row] = await db.insert(ligas).values(valuesOf(input)).returning(adminCard);
  return row!;
}

/**
 * Name, season, system, discards or a team's share: the league's standings screens refetch (they may rank
 * differently now). A new system or team share changes what each position is worth: the points already
 * calculated for the league's tournaments are calculated again with it, in the same transaction.
 */
export async function updateLeague(deps: PointsDeps, id: string, input: LeagueInput): Promise<TAdminLeague> {
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select(adminCard).from(ligas).where(eq(ligas.id, id)).for('update');
    if (!before) throw notFound(LEAGUE_MESSAGES.notFound);
    const [updated] = await tx
      .update(ligas)
      .set(valuesOf(input))
      .where(eq(ligas.id, id))
      .returning(adminCard);
    if (
      updated!.sistema_puntuacion !== before.sistema_puntuacion ||
      updated!.mitad_puntos_equipos !== before.mitad_puntos_equipos
    ) {
      await recalculateCalculatedPoints(tx, id);
    }
    return updated!;
  });
  publishLeaguePoints(deps.live, id);
  return row;
}

/** Deletes a league with its tournament links and their points (cascade); the tournaments stay. */
export async function deleteLeague(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db.delete(ligas).where(eq(ligas.id, id)).returning({ id: ligas.id });
  if (deleted.length === 0) throw notFound(LEAGUE_MESSAGES.notFound);
}

async function requireLeague(db: DbOrTx, id: string, lock = false): Promise<void> {
  const query = db.select({ id: ligas.id }).from(ligas).where(eq(ligas.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(LEAGUE_MESSAGES.notFound);
}

/** The league's tournaments (name and date) in the league's order. */
export async function listLeagueTournaments(db: DbOrTx, ligaId: string): Promise<TAdminLeagueTournament[]> {
  await requireLeague(db, ligaId);
  return db
    .select({
      torneo_id: ligasTorneos.torneo_id,
      nombre: torneos.nombre,
      fecha_juego: torneos.fecha_juego,
      orden_torneo: ligasTorneos.orden_torneo,
    })
    .from(ligasTorneos)
    .innerJoin(torneos, eq(torneos.id, ligasTorneos.torneo_id))
    .where(eq(ligasTorneos.liga_id, ligaId))
    .orderBy(asc(ligasTorneos.orden_torneo), asc(torneos.fecha_juego), asc(torneos.id));
}

/** Every tournament (the dialog's choices), newest first. */
export function listTournamentOptions(db: DbOrTx): Promise<TTournamentOption[]> {
  return db
    .select({ id: torneos.id, nombre: torneos.nombre, fecha_juego: torneos.fecha_juego })
    .from(torneos)
    .orderBy(desc(torneos.fecha_juego), asc(torneos.nombre), asc(torneos.id));
}

/** Adds a tournament at the end of the league (a new column on its standings screens); twice is refused. */
export async function addLeagueTournament(
  { db, live }: PointsDeps,
  ligaId: string,
  torneoId: string,
): Promise<TAdminLeagueTournament[]> {
  await db.transaction(async (tx) => {
    await requireLeague(tx, ligaId, true);
    const [torneo] = await tx.select({ id: torneos.id }).from(torneos).where(eq(torneos.id, torneoId));
    if (!torneo) throw notFound(M.tournamentNotFound);
    const [already] = await tx
      .select({ id: ligasTorneos.torneo_id })
      .from(ligasTorneos)
      .where(and(eq(ligasTorneos.liga_id, ligaId), eq(ligasTorneos.torneo_id, torneoId)));
    if (already) throw conflict(M.tournamentTwice);
    const [last] = await tx
      .select({ orden: max(ligasTorneos.orden_torneo) })
      .from(ligasTorneos)
      .where(eq(ligasTorneos.liga_id, ligaId));
    await tx
      .insert(ligasTorneos)
      .values({ liga_id: ligaId, torneo_id: torneoId, orden_torneo: (last?.orden ?? 0) + 1 });
  });
  publishLeaguePoints(live, ligaId);
  return listLeagueTournaments(db, ligaId);
}

/**
 * Removes a tournament from the league; its league points go in the same statement (the foreign key of
 * `puntuaciones_liga (liga_id, torneo_id)` cascades, design.md §13); its standings screens refetch.
 */
export async function removeLeagueTournament(
  { db, live }: PointsDeps,
  ligaId: string,
  torneoId: string,
): Promise<TAdminLeagueTournament[]> {
  await requireLeague(db, ligaId);
  const removed = await db
    .delete(ligasTorneos)
    .where(and(eq(ligasTorneos.liga_id, ligaId), eq(ligasTorneos.torneo_id, torneoId)))
    .returning({ id: ligasTorneos.torneo_id });
  if (removed.length === 0) throw notFound(M.notInLeague);
  publishLeaguePoints(live, ligaId);
  return listLeagueTournaments(db, ligaId);
}

/** Sets `orden_torneo` 1…n in the order given (the columns of the standings screens); exactly the league's tournaments. */
export async function orderLeagueTournaments(
  { db, live }: PointsDeps,
  ligaId: string,
  torneoIds: readonly string[],
): Promise<TAdminLeagueTournament[]> {
  await db.transaction(async (tx) => {
    await requireLeague(tx, ligaId, true);
    const current = await tx
      .select({ id: ligasTorneos.torneo_id })
      .from(ligasTorneos)
      .where(eq(ligasTorneos.liga_id, ligaId));
    const given = new Set(torneoIds);
    if (given.size !== torneoIds.length) throw badRequest(M.tournamentTwice);
    if (given.size !== current.length || current.some((c) => !given.has(c.id))) throw badRequest(M.order);
    for (const [i, torneoId] of torneoIds.entries()) {
      await tx
        .update(ligasTorneos)
        .set({ orden_torneo: i + 1 })
        .where(and(eq(ligasTorneos.liga_id, ligaId), eq(ligasTorneos.torneo_id, torneoId)));
    }
  });
  publishLeaguePoints(live, ligaId);
  return listLeagueTournaments(db, ligaId);
}

/** 'Calcular Puntuaciones': every tournament of the league; its standings screens refetch. */
export async function calculateLeague(deps: PointsDeps, ligaId: string): Promise<TCalculateResponse> {
  const result = await calculateLeaguePoints(deps.db, ligaId);
  if (!result) throw notFound(LEAGUE_MESSAGES.notFound);
  publishLeaguePoints(deps.live, ligaId);
  return { ...result, incompletas: await listIncompleteCards(deps.db, ligaId) };
}

/** What 'Calcular Puntuaciones' shows before it runs: the incomplete cards, which will get no points. */
export async function previewCalculateLeague(deps: PointsDeps, ligaId: string): Promise<TCalculatePreview> {
  await requireLeague(deps.db, ligaId);
  return { incompletas: await listIncompleteCards(deps.db, ligaId) };
}

/** 'Recalcular puntos' for one tournament of the league. */
export async function recalculateLeagueTournament(
  deps: PointsDeps,
  ligaId: string,
  torneoId: string,
): Promise<{ participantes: number }> {
  await requireLeague(deps.db, ligaId);
  const participantes = await recalculateLeagueTournamentPoints(deps.db, ligaId, torneoId);
  if (participantes === null) throw notFound(M.notInLeague);
  publishLeaguePoints(deps.live, ligaId, torneoId);
  return { participantes };
}
