/**
 * The demo club (README), seeded into an empty database: two courses with men's and women's tees, about 30
 * players, an admin and a player account, an OM and a Cervecita league, tournaments in the past (complete,
 * validated), today (partial scores) and upcoming (enrolments, published groups), a match-play championship
 * halfway through its draw, and personal games.
 * Every handicap, group and league point comes from the rules engine, so the data obeys the rules.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { count } from 'drizzle-orm';
import { calculatePlayingHandicap, todayInTimeZone } from '@/shared/domain';
import type { AppDeps } from '@/server/context';
import * as s from '@/server/db/schema';
import { DEMO_ADMIN_EMAIL, DEMO_COURSES, DEMO_PASSWORD, DEMO_PLAYER_EMAIL, DEMO_PLAYERS } from './data';
import { seedMatchPlay } from './matchplay';
import { seedPersonalGames } from './personal-games';
import { seedTournaments, type SeedCourse, type SeedPlayer } from './tournaments';

export interface SeededAccounts {
  admin: { email: string; password: string };
  player: { email: string; password: string };
}

/** Seeds the demo club into an empty database. Returns the demo accounts, or null when the database had data. */
export async function seedDemoClubIfEmpty(deps: AppDeps): Promise<SeededAccounts | null> {
  const { db, logger, config } = deps;
  const [existing] = await db.select({ n: count() }).from(s.profiles);
  if ((existing?.n ?? 0) > 0) return null;
  const started = performance.now();
  const today = todayInTimeZone(deps.clock(), config.TZ);
  const hash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const courses: SeedCourse[] = [];
    for (const course of DEMO_COURSES) {
      const [campo] = await tx
        .insert(s.camposGolf)
        .values({ nombre: course.nombre, ubicacion: course.ubicacion })
        .returning();
      const tees: SeedCourse['tees'] = [];
      for (const tee of course.tees) {
        const [row] = await tx
          .insert(s.tiposSalida)
          .values({
            campo_id: campo!.id,
            nombre: tee.nombre,
            slope: tee.slope,
            course_rating: tee.course_rating,
          })
          .returning();
        const holes = course.pars.map((par, i) => ({
          numero_hoyo: i + 1,
          par,
          handicap: course.strokeIndexes[i] ?? null,
        }));
        await tx.insert(s.hoyosTipoSalida).values(holes.map((h) => ({ ...h, tipo_salida_id: row!.id })));
        tees.push({
          id: row!.id,
          sexo: tee.sexo,
          rating: { slope: tee.slope, course_rating: tee.course_rating, holes },
        });
      }
      courses.push({ id: campo!.id, tees });
    }

    const players: SeedPlayer[] = [];
    for (const player of DEMO_PLAYERS) {
      let userId: string | null = null;
      if (player.cuenta && player.email) {
        userId = randomUUID();
        await tx
          .insert(s.user)
          .values({ id: userId, name: player.nombre, email: player.email, emailVerified: true });
        await tx.insert(s.account).values({
          id: randomUUID(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: hash,
        });
        if (player.email === DEMO_ADMIN_EMAIL)
          await tx.insert(s.userRoles).values({ user_id: userId, role: 'admin' });
      }
      const [profile] = await tx
        .insert(s.profiles)
        .values({
          user_id: userId,
          nombre: player.nombre,
          telefono: `6${String(10_000_000 + player.nombre.length * 1_234_567).slice(0, 8)}`,
          email: player.email,
          fecha_nacimiento: player.nacimiento,
          fecha_entrada_pena: player.entrada,
          handicap: player.handicap,
          sexo: player.sexo,
          tramo_edad: player.tramo_edad,
          numero_licencia_federativa: player.licencia,
        })
        .returning();
      players.push({ id: profile!.id, nombre: player.nombre, handicap: player.handicap, sexo: player.sexo });
    }

    const playingHandicap = (
      handicap: number | null,
      course: SeedCourse,
      sexo: 'hombre' | 'mujer',
      reductor: number,
    ) => {
      const tee = course.tees.find((t) => t.sexo === sexo) ?? course.tees[0]!;
      return handicap === null ? 0 : calculatePlayingHandicap(handicap, tee.rating, reductor);
    };
    await seedTournaments(tx, { today, courses, players, playingHandicap });
    await seedMatchPlay(tx, { today, courses, players, playingHandicap });
    await seedPersonalGames(tx, { today, courses, players, playingHandicap });
  });

  logger.info({ ms: Math.round(performance.now() - started) }, 'demo club seeded');
  return {
    admin: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
    player: { email: DEMO_PLAYER_EMAIL, password: DEMO_PASSWORD },
  };
}
