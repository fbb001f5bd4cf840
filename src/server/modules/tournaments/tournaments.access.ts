/** Who may see a tournament (T§6, design.md §6): the one visibility rule of the player-side tournament reads. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@/shared/schemas/tournaments';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import { cuadros, participantesTorneo, partidos, torneos } from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';
import { parseWith } from '@/server/lib/validate';

/** What the tournament services use of the running server. */
export type TournamentDeps = Pick<AppDeps, 'db' | 'logger' | 'clock' | 'config'>;

/** The club's local date 'YYYY-MM-DD' now (design.md §5): decides which tournaments are finished (T§4). */
export function clubToday(deps: Pick<AppDeps, 'clock' | 'config'>): string {
  return clubNow(deps.clock(), deps.config.TZ).today;
}

/**
 * The knockout draws of these tournaments, each with whether its final is decided: a tournament with a draw is one
 * tournament with many dates and is finished only then (design §14; `isTournamentFinished`'s `draw`). One query.
 */
export async function findDrawStates(
  db: DbOrTx,
  torneoIds: string[],
): Promise<Map<string, { finalDecidida: boolean }>> {
  if (torneoIds.length === 0) return new Map();
  const rows = await db
    .select({
      torneo_id: cuadros.torneo_id,
      // Qualified by hand: drizzle writes a lone table's columns unqualified, which the subquery would read as its own.
      finalDecidida: sql<boolean>`exists (select 1 from ${partidos} m where m.torneo_id = "cuadros"."torneo_id"
        and m.ronda = "cuadros"."rondas" and m.ganador is not null)`,
    })
    .from(cuadros)
    .where(inArray(cuadros.torneo_id, torneoIds));
  return new Map(rows.map((r) => [r.torneo_id, { finalDecidida: Boolean(r.finalDecidida) }]));
}

/** A well-formed tournament id, or a 400 'Identificador no válido'. */
export function requireTournamentId(id: string): string {
  return parseWith(ZUuid, id);
}

/**
 * The tournament when the actor may see it: an active tournament is public (T§6: visitors see the lists); an
 * inactive one only to administrators and to the players enrolled in it. Anybody else gets the same 404 as for
 * an unknown tournament. Everything read through a tournament — its standings, a group's standings, a
 * participant's group, its live stream — follows the same rule (`isTournamentVisible`).
 */
export async function findVisibleTournament(
  db: DbOrTx,
  actor: Actor | null,
  torneoId: string,
): Promise<typeof torneos.$inferSelect> {
  const [torneo] = await db.select().from(torneos).where(eq(torneos.id, torneoId));
  if (!torneo || !(await maySee(db, actor, torneo))) throw notFound(TOURNAMENT_MESSAGES.notFound);
  return torneo;
}

/** Whether the tournament `torneoId` (a well-formed id) exists and the actor may see it (see findVisibleTournament). */
export async function isTournamentVisible(
  db: DbOrTx,
  actor: Actor | null,
  torneoId: string,
): Promise<boolean> {
  const [torneo] = await db
    .select({ id: torneos.id, activo: torneos.activo })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  return Boolean(torneo) && (await maySee(db, actor, torneo!));
}

async function maySee(db: DbOrTx, actor: Actor | null, torneo: { id: string; activo: boolean }) {
  if (torneo.activo || actor?.isAdmin) return true;
  if (!actor?.profileId) return false;
  const [enrolled] = await db
    .select({ id: participantesTorneo.id })
    .from(participantesTorneo)
    .where(
      and(eq(participantesTorneo.torneo_id, torneo.id), eq(participantesTorneo.jugador_id, actor.profileId)),
    );
  return Boolean(enrolled);
}
