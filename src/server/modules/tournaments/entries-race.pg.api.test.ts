/**
 * Thirty players racing for the last two places (decision record 039): every enrolment takes the tournament's row
 * lock (SELECT … FOR UPDATE) before counting, so exactly two get in and the other 28 wait, each with their own
 * position 1–28 in the order they got the lock; nothing answers 5xx. On PostgreSQL (TEST_DATABASE_URL) the
 * requests really run at once; on PGlite they run one statement at a time, which must give the same outcome.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZTournamentCard } from '@/shared/schemas/tournaments';
import { listaEspera, participantesTorneo, torneos } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertParticipant, insertTournament, insertTwoTeeCourse } from './test-fixtures';

let t: TestApp;
const racers: Session[] = [];

beforeAll(async () => {
  t = await createTestApp({ TZ: 'Europe/Madrid' }, { clock: () => new Date('2030-06-01T10:00:00Z') });
  for (let i = 1; i <= 30; i++)
    racers.push(await t.signUp({ nombre: `Jugador ${String(i).padStart(2, '0')}` }));
}, 120_000);
afterAll(() => t.close());

it('30 players for the last 2 places: exactly 2 get in, 28 wait in order, nothing 5xx', async () => {
  const db = t.runtime.deps.db;
  const course = await insertTwoTeeCourse(db);
  const torneoId = await insertTournament(db, {
    fecha_juego: '2030-06-15',
    campo_id: course.id,
    tees: { hombre: course.men, mujer: course.women },
  });
  // Twelve places, ten taken by guests: two left.
  await db.update(torneos).set({ plazas: 12 }).where(eq(torneos.id, torneoId));
  for (let i = 0; i < 10; i++) {
    await insertParticipant(db, torneoId, { guest: { nombre: `Invitado ${i}`, handicap: 10 } });
  }

  const answers = await Promise.all(
    racers.map((s) =>
      t.request(`/api/tournaments/${torneoId}/enrolment`, { method: 'POST', cookie: s.cookie }),
    ),
  );
  expect(answers.map((r) => r.status)).toEqual(racers.map(() => 201));

  const members = await db
    .select()
    .from(participantesTorneo)
    .where(eq(participantesTorneo.torneo_id, torneoId));
  expect(members).toHaveLength(12);
  expect(members.filter((m) => !m.es_invitado)).toHaveLength(2);

  const waiting = await db
    .select()
    .from(listaEspera)
    .where(eq(listaEspera.torneo_id, torneoId))
    .orderBy(listaEspera.orden);
  expect(waiting).toHaveLength(28);
  const enrolled = new Set(members.map((m) => m.jugador_id));
  expect(waiting.some((w) => enrolled.has(w.jugador_id))).toBe(false);

  // Each waiting player sees the position of their row in the list's order.
  for (const [i, w] of waiting.entries()) {
    const s = racers.find((r) => r.profileId === w.jugador_id)!;
    const res = await t.request(`/api/tournaments/${torneoId}`, { cookie: s.cookie });
    const card = ZTournamentCard.parse(await res.json());
    expect(card.inscripcion).toBeNull();
    expect(card.entradas).toMatchObject({ plazas_libres: 0, en_espera: 28, mi_puesto_espera: i + 1 });
  }
}, 120_000);
