/**
 * Entries (decision record 039): the close time, the places and the waiting list. Every decision about a place is
 * taken under the tournament's row lock (SELECT … FOR UPDATE), so concurrent enrolments never go beyond the places
 * and the waiting list keeps the order the requests got the lock in. Waiting players are not participants: the
 * waiting list is its own table, and a promotion moves the player into participantes_torneo.
 */
import { clubEmailLogoUrl, clubName } from '@/server/modules/settings/club-settings';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { entriesClosed, isTournamentFinished, localTimeToInstant, placesLeft } from '@/shared/domain';
import type { TTournamentEntries } from '@/shared/schemas/tournaments';
import { isTemporaryEmail } from '@/shared/schemas/admin-tools';
import type { AppDeps } from '@/server/context';
import type { DbOrTx, Tx } from '@/server/db/client';
import { listaEspera, participantesTorneo as pt, profiles, torneos } from '@/server/db/schema';
import { clubNow } from '@/server/lib/clock';
import type { Logger } from '@/server/lib/logger';
import { linkEmail } from '@/server/lib/mail';
import { computePlayedOff, loadHandicapContext, memberIndexes } from './playing-handicap';

/** The club's local 'YYYY-MM-DDTHH:MM' (the form's value) to the instant it names; null stays null. */
export function closeInstant(local: string | null, timeZone: string): Date | null {
  if (!local) return null;
  const [date = '', time = ''] = local.split('T');
  return localTimeToInstant(date, time, timeZone);
}

/** An instant as the club's local 'YYYY-MM-DDTHH:MM'. */
export function closeLocal(instant: Date | null, timeZone: string): string | null {
  if (!instant) return null;
  const local = clubNow(instant, timeZone);
  return `${local.today}T${local.time}`;
}

/** What the entry decisions read of a tournament, locked FOR UPDATE until the transaction ends. */
export interface LockedTournament {
  id: string;
  nombre: string;
  activo: boolean;
  fecha_juego: string;
  cierre_inscripcion: Date | null;
  plazas: number | null;
}

export async function lockTournamentForEntries(tx: Tx, torneoId: string): Promise<LockedTournament | null> {
  const [row] = await tx
    .select({
      id: torneos.id,
      nombre: torneos.nombre,
      activo: torneos.activo,
      fecha_juego: torneos.fecha_juego,
      cierre_inscripcion: torneos.cierre_inscripcion,
      plazas: torneos.plazas,
    })
    .from(torneos)
    .where(eq(torneos.id, torneoId))
    .for('update');
  return row ?? null;
}

export async function countParticipants(db: DbOrTx, torneoId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pt).where(eq(pt.torneo_id, torneoId));
  return Number(row?.n ?? 0);
}

/** The actor's waiting-list row in the tournament, if any. */
export async function findWaiting(db: DbOrTx, torneoId: string, profileId: string) {
  const [row] = await db
    .select({ id: listaEspera.id })
    .from(listaEspera)
    .where(and(eq(listaEspera.torneo_id, torneoId), eq(listaEspera.jugador_id, profileId)));
  return row ?? null;
}

/** Puts a player at the end of the waiting list (the caller holds the tournament's lock). */
export async function joinWaitingList(tx: Tx, torneoId: string, profileId: string): Promise<boolean> {
  const [row] = await tx
    .insert(listaEspera)
    .values({ torneo_id: torneoId, jugador_id: profileId })
    .onConflictDoNothing({ target: [listaEspera.torneo_id, listaEspera.jugador_id] })
    .returning({ id: listaEspera.id });
  return row !== undefined;
}

export async function leaveWaitingList(db: DbOrTx, torneoId: string, profileIds: string[]): Promise<void> {
  if (profileIds.length === 0) return;
  await db
    .delete(listaEspera)
    .where(and(eq(listaEspera.torneo_id, torneoId), inArray(listaEspera.jugador_id, profileIds)));
}

/** A member's participant row, with the playing handicap the rules engine computes (as enrolment does). */
export async function insertMemberParticipant(
  tx: Tx,
  torneoId: string,
  profileId: string,
  logger: Logger,
): Promise<string | null> {
  const [profile] = await tx
    .select({ sexo: profiles.sexo, handicap: profiles.handicap })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) return null;
  const ctx = await loadHandicapContext(tx, torneoId);
  // The tournament's index: the official one, or the club's estimate ('Hándicap de la peña', design.md §16).
  const index = ctx
    ? ((await memberIndexes(tx, ctx, [{ id: profileId, handicap: profile.handicap }])).get(profileId) ?? null)
    : null;
  const [created] = await tx
    .insert(pt)
    .values({
      torneo_id: torneoId,
      jugador_id: profileId,
      ...(ctx ? computePlayedOff(ctx, { sexo: profile.sexo, handicap: index }, logger) : {}),
      es_invitado: false,
      // Members count for league points (design.md §13), whatever the column default.
      incluir_en_puntos: true,
    })
    .onConflictDoNothing({ target: [pt.torneo_id, pt.jugador_id] })
    .returning({ id: pt.id });
  return created?.id ?? null;
}

/** Whether players may still enrol or cancel by themselves: active, not finished, before the close. */
export function entriesOpen(
  torneo: Pick<LockedTournament, 'activo' | 'fecha_juego' | 'cierre_inscripcion'>,
  deps: Pick<AppDeps, 'clock' | 'config'>,
): boolean {
  const now = deps.clock();
  return (
    torneo.activo &&
    !isTournamentFinished(torneo.fecha_juego, clubNow(now, deps.config.TZ).today) &&
    !entriesClosed(torneo.cierre_inscripcion, now)
  );
}

/**
 * Fills the free places from the waiting list, first come first served, while entries are open (after the close
 * the administrators decide by hand). The caller holds the tournament's lock. Answers the promoted players.
 */
export async function promoteFromWaitingList(
  tx: Tx,
  deps: Pick<AppDeps, 'clock' | 'config' | 'logger'>,
  torneo: LockedTournament,
): Promise<string[]> {
  if (!entriesOpen(torneo, deps)) return [];
  // Without a limit (an administrator removed it) every waiting player gets in.
  const free = placesLeft(torneo.plazas, await countParticipants(tx, torneo.id)) ?? 1000;
  if (free === 0) return [];
  const waiting = await tx
    .select({ id: listaEspera.id, jugador_id: listaEspera.jugador_id })
    .from(listaEspera)
    .where(eq(listaEspera.torneo_id, torneo.id))
    .orderBy(asc(listaEspera.orden))
    .limit(free);
  const promoted: string[] = [];
  for (const w of waiting) {
    await tx.delete(listaEspera).where(eq(listaEspera.id, w.id));
    if (await insertMemberParticipant(tx, torneo.id, w.jugador_id, deps.logger)) promoted.push(w.jugador_id);
  }
  return promoted;
}

const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Tells each promoted player they have a place (after the commit), through the mailer: the outbox keeps every
 * one. A failure is logged: the promotion is already saved.
 */
export async function sendPromotionEmails(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>,
  torneoId: string,
  profileIds: string[],
): Promise<void> {
  if (profileIds.length === 0) return;
  try {
    const [torneo] = await deps.db
      .select({ nombre: torneos.nombre, fecha_juego: torneos.fecha_juego })
      .from(torneos)
      .where(eq(torneos.id, torneoId));
    if (!torneo) return;
    const people = await deps.db
      .select({ nombre: profiles.nombre, email: profiles.email })
      .from(profiles)
      .where(inArray(profiles.id, profileIds));
    const fecha = longDate.format(new Date(`${torneo.fecha_juego}T00:00:00Z`));
    for (const person of people) {
      if (!person.email || isTemporaryEmail(person.email)) continue;
      const content = linkEmail({
        clubName: await clubName(deps),
        clubLogoUrl: await clubEmailLogoUrl(deps),
        greeting: `Hola ${person.nombre}:`,
        body: `Se ha liberado una plaza en ${torneo.nombre} (${fecha}) y has pasado de la lista de espera a estar inscrito. Si no puedes jugar, cancela tu inscripción antes del cierre para dejar la plaza al siguiente.`,
        action: 'Ver el torneo',
        url: `${deps.config.baseUrl}/torneos/${torneoId}/inscripcion`,
      });
      try {
        await deps.mailer.send({
          to: person.email,
          subject: `${torneo.nombre}: tienes plaza`,
          ...content,
          kind: 'torneo',
        });
      } catch (err) {
        deps.logger.warn({ err, torneoId }, 'promotion e-mail not sent');
      }
    }
  } catch (err) {
    deps.logger.error({ err, torneoId }, 'promotion e-mails failed');
  }
}

/** The entry list of each tournament for its card, with the actor's position on the waiting list. */
export async function findEntries(
  db: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  profileId: string | null,
  torneoIds: string[],
): Promise<Map<string, TTournamentEntries>> {
  const result = new Map<string, TTournamentEntries>();
  if (torneoIds.length === 0) return result;
  const rows = await db
    .select({
      id: torneos.id,
      cierre: torneos.cierre_inscripcion,
      plazas: torneos.plazas,
      cuota: torneos.cuota_centimos,
    })
    .from(torneos)
    .where(inArray(torneos.id, torneoIds));
  const counts = await db
    .select({ torneo_id: pt.torneo_id, n: count() })
    .from(pt)
    .where(inArray(pt.torneo_id, torneoIds))
    .groupBy(pt.torneo_id);
  const inscritos = new Map(counts.map((c) => [c.torneo_id, Number(c.n)]));
  const waiting = await db
    .select({ torneo_id: listaEspera.torneo_id, jugador_id: listaEspera.jugador_id })
    .from(listaEspera)
    .where(inArray(listaEspera.torneo_id, torneoIds))
    .orderBy(asc(listaEspera.torneo_id), asc(listaEspera.orden));
  const now = deps.clock();
  for (const r of rows) {
    const mine = waiting.filter((w) => w.torneo_id === r.id);
    const index = profileId ? mine.findIndex((w) => w.jugador_id === profileId) : -1;
    result.set(r.id, {
      cierre: closeLocal(r.cierre, deps.config.TZ),
      cerrada: entriesClosed(r.cierre, now),
      plazas: r.plazas,
      plazas_libres: placesLeft(r.plazas, inscritos.get(r.id) ?? 0),
      en_espera: mine.length,
      mi_puesto_espera: index >= 0 ? index + 1 : null,
      cuota_centimos: r.cuota,
    });
  }
  return result;
}

/** The waiting list of a tournament in order, for its administrators. */
export async function listWaiting(db: DbOrTx, torneoId: string) {
  const rows = await db
    .select({ id: listaEspera.id, jugador_id: listaEspera.jugador_id, nombre: profiles.nombre })
    .from(listaEspera)
    .innerJoin(profiles, eq(profiles.id, listaEspera.jugador_id))
    .where(eq(listaEspera.torneo_id, torneoId))
    .orderBy(asc(listaEspera.orden));
  return rows.map((r, i) => ({ ...r, puesto: i + 1 }));
}
