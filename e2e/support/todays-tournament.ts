/**
 * The demo club's (SEED=demo) tournament of today, 'Torneo del Sábado', and who plays it: what the browser tests of a
 * tournament's day start from (in their `prepare`, on the runtime of e2e/support/club.ts).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { todayInTimeZone } from '@/shared/domain';
import type { AppDeps } from '@/server/context';
import * as s from '@/server/db/schema';
import { findMyPlay } from '@/server/modules/tournaments/my-play';
import { TEMPLATE_TZ } from './templates';

/** The demo's player account (Javier Martín López), who has a group in today's tournament. */
export const DEMO_PLAYER_EMAIL = 'jugador@pena.golf';

/** A player's place in a group of the tournament. */
export interface Seat {
  partida: string;
  participante: string;
  profile: string;
  nombre: string;
  email: string | null;
  /** The account's role ('admin'), null for a player. */
  role: string | null;
}

/**
 * Today's 'Torneo del Sábado' (the club's day, Europe/Madrid), its seats (only those of players with an account when
 * `withAccount`) and the demo player's seat.
 */
export async function todaysTournament(db: AppDeps['db'], opts: { withAccount: boolean }) {
  const today = todayInTimeZone(new Date(), TEMPLATE_TZ);
  const [torneo] = await db
    .select()
    .from(s.torneos)
    .where(and(eq(s.torneos.nombre, 'Torneo del Sábado'), eq(s.torneos.fecha_juego, today)));
  if (!torneo) throw new Error(`The demo club has no 'Torneo del Sábado' on ${today}`);
  const seats: Seat[] = await db
    .select({
      partida: s.partidasParticipantes.partida_id,
      participante: s.partidasParticipantes.participante_id,
      profile: s.profiles.id,
      nombre: s.profiles.nombre,
      email: s.profiles.email,
      role: s.userRoles.role,
    })
    .from(s.partidasParticipantes)
    .innerJoin(s.participantesTorneo, eq(s.participantesTorneo.id, s.partidasParticipantes.participante_id))
    .innerJoin(s.profiles, eq(s.profiles.id, s.participantesTorneo.jugador_id))
    .leftJoin(s.userRoles, eq(s.userRoles.user_id, s.profiles.user_id))
    .where(
      and(
        eq(s.participantesTorneo.torneo_id, torneo.id),
        opts.withAccount ? isNotNull(s.profiles.user_id) : undefined,
      ),
    );
  const demoPlayer = seats.find((x) => x.email === DEMO_PLAYER_EMAIL);
  if (!demoPlayer) throw new Error(`${DEMO_PLAYER_EMAIL} has no group in today's 'Torneo del Sábado'`);
  return { today, torneo, seats, demoPlayer };
}

/** The club's players with an account, with their role (null for a player). */
export function playersWithAccount(db: AppDeps['db']) {
  return db
    .select({
      profile: s.profiles.id,
      email: s.profiles.email,
      userId: s.profiles.user_id,
      role: s.userRoles.role,
    })
    .from(s.profiles)
    .leftJoin(s.userRoles, eq(s.userRoles.user_id, s.profiles.user_id))
    .where(isNotNull(s.profiles.user_id));
}

/** Where JUGAR takes the player (GET /api/me/play's destinations), as the server answers it for them. */
export async function playDestinations(
  deps: AppDeps,
  player: { profile: string; email: string | null; userId: string | null },
) {
  const answer = await findMyPlay(deps, {
    userId: player.userId!,
    email: player.email!,
    name: '',
    emailVerified: true,
    profileId: player.profile,
    isAdmin: false,
  });
  return answer.destinos;
}
