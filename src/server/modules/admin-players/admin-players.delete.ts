/**
 * Deleting a player (T§7 delete-player), in one transaction or not at all (design.md §13: history is never deleted
 * by a cascade):
 * - refused while the player has strokes in a tournament that is not finished;
 * - enrolments in tournaments that are not finished are deleted (with their seat in a group and any points);
 * - participant rows of finished tournaments and of personal games are kept with `nombre_jugador`;
 * - personal games the player created stay, read-only, with `creador_id` null;
 * - the profile and the player's account (sessions, sign-in methods, roles, pending password links) are deleted.
 */
import fs from 'node:fs/promises';
import { count, eq, inArray } from 'drizzle-orm';
import { isTournamentFinished } from '@/shared/domain';
import type { TPlayerDeletionImpact } from '@/shared/schemas/admin-players';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import {
  participantesPartidaPersonal,
  participantesTorneo,
  partidas,
  profiles,
  puntuacionesLiga,
  resultadosHoyo,
  torneos,
  user,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { conflict } from '@/server/lib/app-error';
import { deleteAccounts } from '@/server/modules/admin-tools/player-accounts';
import { findProfileRow } from './admin-players.service';

export const OWN_PROFILE = 'No puedes eliminar tu propio perfil';

interface Enrolment {
  id: string;
  torneo: string;
  fecha_juego: string;
  finished: boolean;
  strokes: number;
}

async function enrolmentsOf(db: DbOrTx, profileId: string, today: string): Promise<Enrolment[]> {
  const rows = await db
    .select({
      id: participantesTorneo.id,
      torneo: torneos.nombre,
      fecha_juego: torneos.fecha_juego,
      strokes: count(resultadosHoyo.id),
    })
    .from(participantesTorneo)
    .innerJoin(torneos, eq(torneos.id, participantesTorneo.torneo_id))
    .leftJoin(resultadosHoyo, eq(resultadosHoyo.participante_id, participantesTorneo.id))
    .where(eq(participantesTorneo.jugador_id, profileId))
    .groupBy(participantesTorneo.id, torneos.nombre, torneos.fecha_juego)
    .orderBy(torneos.fecha_juego);
  return rows.map((r) => ({
    ...r,
    strokes: Number(r.strokes),
    finished: isTournamentFinished(r.fecha_juego, today),
  }));
}

async function impactOf(db: DbOrTx, profileId: string, today: string) {
  const profile = await findProfileRow(db, profileId);
  const enrolments = await enrolmentsOf(db, profileId, today);
  const playing = enrolments.find((e) => !e.finished && e.strokes > 0);
  const [games] = await db
    .select({ n: count() })
    .from(participantesPartidaPersonal)
    .where(eq(participantesPartidaPersonal.jugador_id, profileId));
  const [created] = await db.select({ n: count() }).from(partidas).where(eq(partidas.creador_id, profileId));
  const [cuenta] = profile.user_id
    ? await db.select({ email: user.email }).from(user).where(eq(user.id, profile.user_id))
    : [];
  const impact: TPlayerDeletionImpact = {
    nombre: profile.nombre,
    cuenta_email: cuenta?.email ?? null,
    inscripciones: enrolments
      .filter((e) => !e.finished)
      .map((e) => ({ torneo: e.torneo, fecha_juego: e.fecha_juego })),
    torneos_conservados: enrolments.filter((e) => e.finished).length,
    partidas_conservadas: Number(games?.n ?? 0),
    partidas_creadas: Number(created?.n ?? 0),
    bloqueo: playing
      ? `No se puede eliminar a ${profile.nombre}: tiene resultados en el torneo «${playing.torneo}», que aún no ha terminado`
      : null,
  };
  return { profile, enrolments, impact };
}

/** GET /api/admin/players/:id/deletion: what deleting the player takes with it and what it keeps. */
export async function playerDeletionImpact(
  db: DbOrTx,
  actor: Actor,
  profileId: string,
  today: string,
): Promise<TPlayerDeletionImpact> {
  const { impact } = await impactOf(db, profileId, today);
  if (!impact.bloqueo && actor.profileId === profileId) return { ...impact, bloqueo: OWN_PROFILE };
  return impact;
}

export async function deletePlayer(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  actor: Actor,
  profileId: string,
  today: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Locks the player: enrolments and games written meanwhile wait for the foreign key on this row.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
    const { profile, enrolments, impact } = await impactOf(tx, profileId, today);
    if (impact.bloqueo) throw conflict(impact.bloqueo);
    if (actor.profileId === profileId) throw conflict(OWN_PROFILE);

    const pending = enrolments.filter((e) => !e.finished).map((e) => e.id);
    if (pending.length > 0) {
      await tx.delete(puntuacionesLiga).where(inArray(puntuacionesLiga.participante_id, pending));
      await tx.delete(participantesTorneo).where(inArray(participantesTorneo.id, pending));
    }
    await tx
      .update(participantesTorneo)
      .set({ jugador_id: null, nombre_jugador: profile.nombre })
      .where(eq(participantesTorneo.jugador_id, profileId));
    await tx
      .update(participantesPartidaPersonal)
      .set({ jugador_id: null, nombre_jugador: profile.nombre })
      .where(eq(participantesPartidaPersonal.jugador_id, profileId));
    await tx.update(partidas).set({ creador_id: null }).where(eq(partidas.creador_id, profileId));
    await tx.delete(profiles).where(eq(profiles.id, profileId));
    if (profile.user_id) await deleteAccounts(tx, [profile.user_id]);
  });
  // The image file goes after the commit (a rolled-back deletion keeps it).
  const file = deps.storage.profileImagePath(`${profileId}.webp`);
  if (file) {
    await fs.rm(file, { force: true }).catch((err: unknown) => {
      deps.logger.warn({ err, profileId }, 'profile image of a deleted player could not be removed');
    });
  }
}
