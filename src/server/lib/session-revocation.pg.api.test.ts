/**
 * A session ended through one instance is refused at once by the other (two instances on one PostgreSQL
 * database, as behind a load balancer): the score save, which trusts the signed cookie cache for speed, checks the
 * session's row in its own statement; every other write reads the session from the database.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '@/server/db/schema';
import type { Runtime } from '@/server/runtime';
import { pgInstances, requestTo, type PgInstances } from '@/server/test/pg-instances';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a session ended through one instance, on the other', () => {
  let club: PgInstances;
  let a: Runtime;
  let b: Runtime;
  let adminCookie: string;
  let course: { id: string; teeIds: string[] };

  const request = requestTo;

  /** A player signed up through instance a, seated in a group of today's tournament. */
  async function player(nombre: string) {
    const { cookie, profileId } = await club.signUp(a, nombre);
    const f = await insertTournament(a.deps.db, {
      fecha_juego: '2030-06-01',
      course,
      participants: [{ profileId, sexo: 'mujer', group: 0 }],
    });
    const other = await insertTournament(a.deps.db, { fecha_juego: '2030-06-20', course, participants: [] });
    return {
      cookie,
      profileId,
      partidaId: f.groupIds[0]!,
      participanteId: f.participantIds[0]!,
      otherId: other.torneoId,
    };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const saveThrough = (rt: Runtime, p: Player, numero_hoyo: number) =>
    request(rt, `/api/groups/${p.partidaId}/scores`, {
      method: 'PUT',
      cookie: p.cookie,
      json: { participante_id: p.participanteId, numero_hoyo, golpes: 4 },
    });

  async function writesThroughB(p: Player) {
    return {
      save: (await saveThrough(b, p, 2)).status,
      enrol: (
        await request(b, `/api/tournaments/${p.otherId}/enrolment`, { method: 'POST', cookie: p.cookie })
      ).status,
      updateUser: (
        await request(b, '/api/auth/update-user', {
          method: 'POST',
          cookie: p.cookie,
          json: { name: 'Otro' },
        })
      ).status,
    };
  }

  beforeAll(async () => {
    club = await pgInstances(url!, 'test_revoke');
    a = await club.instance();
    b = await club.instance();
    course = await insertTeesCourse(a.deps.db);
    const ada = await club.signUp(a, 'Ada');
    adminCookie = ada.cookie;
    await a.deps.db.insert(userRoles).values({ user_id: ada.userId, role: 'admin' });
  });

  afterAll(() => club?.close());

  it('signed out through a: b refuses the stroke and every other write at once', async () => {
    const p = await player('Marta');
    expect((await saveThrough(b, p, 1)).status).toBe(200);
    expect(
      (await request(a, '/api/auth/sign-out', { method: 'POST', cookie: p.cookie, json: {} })).status,
    ).toBe(200);
    expect(await writesThroughB(p)).toEqual({ save: 401, enrol: 401, updateUser: 401 });
  });

  it('its password changed by an administrator through a: b refuses at once', async () => {
    const p = await player('Pedro');
    expect((await saveThrough(b, p, 1)).status).toBe(200);
    const changed = await request(a, `/api/admin/players/${p.profileId}/password`, {
      method: 'PUT',
      cookie: adminCookie,
      json: { password: 'nueva-clave' },
    });
    expect(changed.status).toBe(200);
    expect(await writesThroughB(p)).toEqual({ save: 401, enrol: 401, updateUser: 401 });
  });
});
