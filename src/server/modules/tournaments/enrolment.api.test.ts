/**
 * Enrolment (T§2, T§4, T§7, design.md §7, §13): the playing handicap computed on the server, every refusal with its
 * Spanish message and nothing written, cancellation leaving the group in the same transaction.
 *
 * Playing handicaps computed by hand (design.md §7: index × slope / 113 + (course rating − par), × reductor / 100,
 * rounded .5 away from zero). Course of insertTwoTeeCourse:
 *   men's tee Amarillas  slope 132, CR 71.8, par 72 → CR − par = −0.2
 *   women's tee Rojas    slope 126, CR 73.4, par 74 → CR − par = −0.6
 *   man 18.4, men's tee, reductor 100:     18.4 × 132 / 113 = 21.4938 − 0.2 = 21.2938 → 21
 *   woman 14.2, women's tee, reductor 100: 14.2 × 126 / 113 = 15.8336 − 0.6 = 15.2336 → 15
 *   no sex 14.2 → men's tee:               14.2 × 132 / 113 = 16.5876 − 0.2 = 16.3876 → 16
 *   one tee (women's only), man 18.4:      18.4 × 126 / 113 = 20.5168 − 0.6 = 19.9168 → 20
 *   no tees: handicap_torneo null → T§9's fallback, the profile's 18.4
 *   reductor 75, man 18.4:                 21.2938 × 0.75 = 15.9703 → 16
 *   plus handicap −1.2, men's tee:         −1.2 × 132 / 113 = −1.4018 − 0.2 = −1.6018 → −2
 *   no handicap index, men's tee: null → T§9's fallback 0
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOURNAMENT_MESSAGES as M, ZTournamentCard } from '@/shared/schemas/tournaments';
import { participantesTorneo, partidasParticipantes, profiles } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import {
  enrolmentTables,
  errorOf,
  insertGroup,
  insertParticipant,
  insertStroke,
  insertTournament,
  insertTwoTeeCourse,
  setProfile,
} from './test-fixtures';

// 00:30 on 1 June in Madrid, still 31 May in UTC: the club's today is 2030-06-01.
const NOW = new Date('2030-05-31T22:30:00Z');
const UPCOMING = '2030-06-15';

let t: TestApp;
let course: Awaited<ReturnType<typeof insertTwoTeeCourse>>;
let player: Session;
let admin: Session;
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp({ TZ: 'Europe/Madrid' }, { clock: () => NOW });
  course = await insertTwoTeeCourse(db());
  player = await t.signUp({ nombre: 'Benito Pérez' });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

const enrolReq = (torneoId: string, s: Session | null = player) =>
  t.request(`/api/tournaments/${torneoId}/enrolment`, { method: 'POST', cookie: s?.cookie });
const cancelReq = (torneoId: string, s: Session | null = player) =>
  t.request(`/api/tournaments/${torneoId}/enrolment`, { method: 'DELETE', cookie: s?.cookie });

const bothTees = () => ({ hombre: course.men, mujer: course.women });

async function storedHandicap(torneoId: string, profileId: string) {
  const [row] = await db()
    .select()
    .from(participantesTorneo)
    .where(and(eq(participantesTorneo.torneo_id, torneoId), eq(participantesTorneo.jugador_id, profileId)));
  return row;
}

describe('playing handicap computed on enrolment (design.md §7)', () => {
  const cases: {
    name: string;
    sexo: 'hombre' | 'mujer' | null;
    handicap: number | null;
    tees: () => { hombre?: string; mujer?: string };
    reductor?: number;
    stored: number | null;
    shown: number;
  }[] = [
    { name: "men's tee", sexo: 'hombre', handicap: 18.4, tees: bothTees, stored: 21, shown: 21 },
    { name: "women's tee", sexo: 'mujer', handicap: 14.2, tees: bothTees, stored: 15, shown: 15 },
    { name: "no sex → men's tee", sexo: null, handicap: 14.2, tees: bothTees, stored: 16, shown: 16 },
    {
      name: 'one tee for everybody',
      sexo: 'hombre',
      handicap: 18.4,
      tees: () => ({ mujer: course.women }),
      stored: 20,
      shown: 20,
    },
    {
      name: 'no tees → T§9 fallback',
      sexo: 'hombre',
      handicap: 18.4,
      tees: () => ({}),
      stored: null,
      shown: 18.4,
    },
    {
      name: 'reductor 75',
      sexo: 'hombre',
      handicap: 18.4,
      tees: bothTees,
      reductor: 75,
      stored: 16,
      shown: 16,
    },
    { name: 'plus handicap', sexo: 'hombre', handicap: -1.2, tees: bothTees, stored: -2, shown: -2 },
    { name: 'no handicap index', sexo: 'hombre', handicap: null, tees: bothTees, stored: null, shown: 0 },
  ];

  for (const c of cases) {
    it(`${c.name}: stored ${c.stored}, shown ${c.shown}`, async () => {
      await setProfile(db(), player.profileId, { sexo: c.sexo, handicap: c.handicap });
      const torneoId = await insertTournament(db(), {
        fecha_juego: UPCOMING,
        campo_id: course.id,
        reductor: c.reductor ?? 100,
        tees: c.tees(),
      });
      const res = await enrolReq(torneoId);
      expect(res.status).toBe(201);
      const card = ZTournamentCard.parse(await res.json());
      expect(card.inscripcion?.handicap_juego).toBe(c.shown);
      expect(card.inscritos).toBe(1);
      const row = await storedHandicap(torneoId, player.profileId);
      expect(row?.handicap_torneo).toBe(c.stored);
      expect(row?.incluir_en_puntos).toBe(true);
      expect(row?.es_invitado).toBe(false);
    });
  }
});

describe('enrolling and cancelling', () => {
  it('enrols, sees the enrolment, cancels, enrols again', async () => {
    await setProfile(db(), player.profileId, { sexo: 'hombre', handicap: 18.4 });
    const torneoId = await insertTournament(db(), {
      fecha_juego: UPCOMING,
      campo_id: course.id,
      tees: bothTees(),
    });
    expect((await enrolReq(torneoId)).status).toBe(201);
    const list = (await (await t.request('/api/tournaments', { cookie: player.cookie })).json()) as {
      id: string;
      inscripcion: unknown;
    }[];
    expect(list.find((c) => c.id === torneoId)?.inscripcion).toMatchObject({ handicap_juego: 21 });
    expect((await cancelReq(torneoId)).status).toBe(204);
    expect(await storedHandicap(torneoId, player.profileId)).toBeUndefined();
    expect((await enrolReq(torneoId)).status).toBe(201);
    expect((await storedHandicap(torneoId, player.profileId))?.handicap_torneo).toBe(21);
  });

  it("today's tournament is still open (the club's date, not UTC's)", async () => {
    const torneoId = await insertTournament(db(), { fecha_juego: '2030-06-01', campo_id: course.id });
    expect((await enrolReq(torneoId)).status).toBe(201);
    expect((await cancelReq(torneoId)).status).toBe(204);
  });

  it('cancelling takes the player out of their group and leaves the others seated', async () => {
    const torneoId = await insertTournament(db(), { fecha_juego: UPCOMING, campo_id: course.id });
    expect((await enrolReq(torneoId)).status).toBe(201);
    const mine = (await storedHandicap(torneoId, player.profileId))!.id;
    const other = await insertParticipant(db(), torneoId, { guest: { nombre: 'Invitado', handicap: 10 } });
    const groupId = await insertGroup(db(), {
      torneoId,
      nombre: 'Partida 1',
      hora: '09:00',
      fecha: UPCOMING,
      members: [mine, other],
    });
    expect((await cancelReq(torneoId)).status).toBe(204);
    const seats = await db()
      .select()
      .from(partidasParticipantes)
      .where(eq(partidasParticipantes.partida_id, groupId));
    expect(seats.map((s) => s.participante_id)).toEqual([other]);
  });

  it('two enrolments at the same time: one succeeds, the other is told the player is enrolled', async () => {
    const torneoId = await insertTournament(db(), { fecha_juego: UPCOMING, campo_id: course.id });
    const answers = await Promise.all([enrolReq(torneoId), enrolReq(torneoId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await errorOf(refused)).toEqual([409, M.alreadyEnrolled]);
  });
});

describe('refusals write nothing', () => {
  async function expectRefused(send: () => Promise<Response>, status: number, message: string) {
    const before = await enrolmentTables(db());
    expect(await errorOf(await send())).toEqual([status, message]);
    expect(await enrolmentTables(db())).toEqual(before);
  }

  it('a finished tournament (yesterday in Madrid, today in UTC): no enrolment, no cancellation', async () => {
    const torneoId = await insertTournament(db(), { fecha_juego: '2030-05-31', campo_id: course.id });
    await expectRefused(() => enrolReq(torneoId), 409, M.finished);
    await insertParticipant(db(), torneoId, { jugador_id: player.profileId });
    await expectRefused(() => cancelReq(torneoId), 409, M.finished);
  });

  it('an inactive tournament: no enrolment, no cancellation, not even for an admin', async () => {
    const torneoId = await insertTournament(db(), {
      fecha_juego: UPCOMING,
      campo_id: course.id,
      activo: false,
    });
    await expectRefused(() => enrolReq(torneoId), 409, M.inactive);
    await expectRefused(() => enrolReq(torneoId, admin), 409, M.inactive);
    await insertParticipant(db(), torneoId, { jugador_id: player.profileId });
    await expectRefused(() => cancelReq(torneoId), 409, M.inactive);
  });

  it('a double enrolment', async () => {
    const torneoId = await insertTournament(db(), { fecha_juego: UPCOMING, campo_id: course.id });
    expect((await enrolReq(torneoId)).status).toBe(201);
    await expectRefused(() => enrolReq(torneoId), 409, M.alreadyEnrolled);
  });

  it('a cancellation once a stroke is recorded (the group and the strokes stay)', async () => {
    const torneoId = await insertTournament(db(), { fecha_juego: '2030-06-01', campo_id: course.id });
    expect((await enrolReq(torneoId)).status).toBe(201);
    const mine = (await storedHandicap(torneoId, player.profileId))!.id;
    await insertGroup(db(), {
      torneoId,
      nombre: 'Partida 1',
      hora: '09:00',
      fecha: '2030-06-01',
      members: [mine],
    });
    await insertStroke(db(), mine, 1, 5);
    await expectRefused(() => cancelReq(torneoId), 409, M.hasScores);
  });

  it('cancelling without being enrolled', async () => {
    const torneoId = await insertTournament(db(), { fecha_juego: UPCOMING, campo_id: course.id });
    await expectRefused(() => cancelReq(torneoId), 404, M.notEnrolled);
  });

  it('unknown and malformed tournament ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectRefused(() => enrolReq(unknown), 404, M.notFound);
    await expectRefused(() => cancelReq(unknown), 404, M.notFound);
    for (const bad of ['abc', '123', '00000000-0000-4000-8000-00000000000Z', '%00', "1'%20or%201=1"]) {
      await expectRefused(() => enrolReq(bad), 400, 'Identificador no válido');
      await expectRefused(() => cancelReq(bad), 400, 'Identificador no válido');
    }
  });

  it('a visitor is asked to sign in', async () => {
    const torneoId = await insertTournament(db(), { fecha_juego: UPCOMING, campo_id: course.id });
    await expectRefused(() => enrolReq(torneoId, null), 401, 'Debes iniciar sesión');
    await expectRefused(() => cancelReq(torneoId, null), 401, 'Debes iniciar sesión');
  });

  it("an account without a player profile: 'Profile not found'", async () => {
    const orphan = await t.signUp({ nombre: 'Sin Perfil' });
    await db().delete(profiles).where(eq(profiles.id, orphan.profileId));
    const torneoId = await insertTournament(db(), { fecha_juego: UPCOMING, campo_id: course.id });
    await expectRefused(() => enrolReq(torneoId, orphan), 404, M.profileNotFound);
    await expectRefused(() => cancelReq(torneoId, orphan), 404, M.profileNotFound);
  });
});
