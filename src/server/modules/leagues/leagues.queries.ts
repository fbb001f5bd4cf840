/**
 * Reading leagues for players (T§2 Ligas tab, /ligas, the interim /ligas/{id}; P§2 'Mis Torneos y Ligas'; T§7
 * "ligas: select active ordered by created_at descending; select by id"; "ligas_torneos: select by liga_id with
 * the tournament's nombre and fecha_juego").
 */
import { and, asc, desc, eq, exists, type SQL } from 'drizzle-orm';
import { isTournamentFinished } from '@/shared/domain';
import { LEAGUE_MESSAGES, type TLeagueCard, type TLeagueDetail } from '@/shared/schemas/leagues';
import type { DbOrTx } from '@/server/db/client';
import { ligas, ligasTorneos, participantesTorneo, torneos } from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import { findDrawStates } from '@/server/modules/tournaments/tournaments.access';

const card = {
  id: ligas.id,
  nombre: ligas.nombre,
  descripcion: ligas.descripcion,
  activa: ligas.activa,
  fecha_inicio: ligas.fecha_inicio,
  fecha_fin: ligas.fecha_fin,
  sistema_puntuacion: ligas.sistema_puntuacion,
};

/** Leagues in which the player took part: one of their tournaments belongs to it. */
function playedBy(db: DbOrTx, profileId: string): SQL {
  return exists(
    db
      .select({ one: ligasTorneos.torneo_id })
      .from(ligasTorneos)
      .innerJoin(participantesTorneo, eq(participantesTorneo.torneo_id, ligasTorneos.torneo_id))
      .where(and(eq(ligasTorneos.liga_id, ligas.id), eq(participantesTorneo.jugador_id, profileId))),
  );
}

/** GET /api/leagues: the active leagues, newest first, for everybody. */
export function listActiveLeagues(db: DbOrTx): Promise<TLeagueCard[]> {
  return db
    .select(card)
    .from(ligas)
    .where(eq(ligas.activa, true))
    .orderBy(desc(ligas.created_at), asc(ligas.id));
}

/** The leagues of the player's tournaments, active and finished (P§2 'Ligas (n)'), newest first. */
export function listMyLeagues(db: DbOrTx, actor: Actor): Promise<TLeagueCard[]> {
  if (!actor.profileId) return Promise.resolve([]);
  return db
    .select(card)
    .from(ligas)
    .where(playedBy(db, actor.profileId))
    .orderBy(desc(ligas.activa), desc(ligas.created_at), asc(ligas.id));
}

/**
 * GET /api/leagues/:id: the league with its tournaments in date order. An active league is public; an inactive
 * one is seen by administrators and by the players who took part in it (their 'Mis Torneos y Ligas' links to
 * it); anybody else gets 'Liga no encontrada'. Inactive tournaments are listed to administrators only.
 */
export async function findLeagueDetail(
  db: DbOrTx,
  actor: Actor | null,
  ligaId: string,
  today: string,
): Promise<TLeagueDetail> {
  const {
    liga: { numero_torneos_descartados: _, ...liga },
    torneos,
  } = await findLeagueWithDiscards(db, actor, ligaId, today);
  return { liga, torneos };
}

/** {@link findLeagueDetail} with the league's `numero_torneos_descartados` (the standings need it). */
export async function findLeagueWithDiscards(
  db: DbOrTx,
  actor: Actor | null,
  ligaId: string,
  today: string,
): Promise<TLeagueDetail & { liga: { numero_torneos_descartados: number } }> {
  const isAdmin = actor?.isAdmin ?? false;
  const [liga] = await db
    .select({ ...card, numero_torneos_descartados: ligas.numero_torneos_descartados })
    .from(ligas)
    .where(eq(ligas.id, ligaId));
  if (!liga) throw notFound(LEAGUE_MESSAGES.notFound);
  if (!liga.activa && !isAdmin) {
    const me = actor?.profileId;
    const played =
      me &&
      (await db
        .select({ id: ligas.id })
        .from(ligas)
        .where(and(eq(ligas.id, ligaId), playedBy(db, me)))
        .limit(1));
    if (!played || played.length === 0) throw notFound(LEAGUE_MESSAGES.notFound);
  }
  const rows = await db
    .select({
      id: torneos.id,
      nombre: torneos.nombre,
      fecha_juego: torneos.fecha_juego,
      orden_torneo: ligasTorneos.orden_torneo,
    })
    .from(ligasTorneos)
    .innerJoin(torneos, eq(torneos.id, ligasTorneos.torneo_id))
    .where(and(eq(ligasTorneos.liga_id, ligaId), isAdmin ? undefined : eq(torneos.activo, true)))
    .orderBy(asc(torneos.fecha_juego), asc(ligasTorneos.orden_torneo), asc(torneos.id));
  const draws = await findDrawStates(
    db,
    rows.map((r) => r.id),
  );
  return {
    liga,
    torneos: rows.map((r) => ({
      ...r,
      finalizado: isTournamentFinished(r.fecha_juego, today, draws.get(r.id)),
    })),
  };
}
