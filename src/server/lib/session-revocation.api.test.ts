/**
 * A session ended on the server is refused by every write at once — the score save (whose cookie reader trusts
 * the signed cookie cache for speed) and every other write, ours and Better Auth's — however it was ended: signed
 * out, its password changed by an administrator, or reset by e-mail. And a malformed cookie cache next to a valid
 * session token is answered as if there were no cache.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultadosHoyo, verification } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';

let t: TestApp;
let admin: Session;
let course: { id: string; teeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
  course = await insertTeesCourse(t.runtime.deps.db);
});
afterAll(() => t.close());

/** A player in a group of today's tournament, and another open tournament they could enrol in. */
async function playerInAGroup(nombre: string) {
  const s = await t.signUp({ nombre });
  const db = t.runtime.deps.db;
  const f = await insertTournament(db, {
    fecha_juego: '2030-06-01',
    course,
    participants: [{ profileId: s.profileId, sexo: 'hombre', group: 0 }],
  });
  const other = await insertTournament(db, { fecha_juego: '2030-06-20', course, participants: [] });
  return { s, partidaId: f.groupIds[0]!, participanteId: f.participantIds[0]!, otherId: other.torneoId };
}

type Player = Awaited<ReturnType<typeof playerInAGroup>>;

const save = (p: Player, cookie: string, hoyo: number) =>
  t.request(`/api/groups/${p.partidaId}/scores`, {
    method: 'PUT',
    cookie,
    json: { participante_id: p.participanteId, numero_hoyo: hoyo, golpes: 4 },
  });

/** Every kind of write with these cookies: a stroke, a stroke cleared, an enrolment, Better Auth's update-user. */
async function writes(p: Player, cookie: string) {
  return {
    save: (await save(p, cookie, 2)).status,
    clear: (
      await t.request(`/api/groups/${p.partidaId}/scores/${p.participanteId}/1`, { method: 'DELETE', cookie })
    ).status,
    enrol: (await t.request(`/api/tournaments/${p.otherId}/enrolment`, { method: 'POST', cookie })).status,
    updateUser: (
      await t.request('/api/auth/update-user', { method: 'POST', cookie, json: { name: 'Cambiado' } })
    ).status,
  };
}

const REFUSED = { save: 401, clear: 401, enrol: 401, updateUser: 401 };

async function strokesOf(p: Player) {
  return t.runtime.deps.db
    .select({ hoyo: resultadosHoyo.numero_hoyo })
    .from(resultadosHoyo)
    .where(eq(resultadosHoyo.participante_id, p.participanteId));
}

describe('a session ended on the server', () => {
  it('signed out: every write with the old cookies is refused at once', async () => {
    const p = await playerInAGroup('Sonia Salida');
    // The cookies work, and a stroke on hole 1 is there to be cleared.
    expect((await save(p, p.s.cookie, 1)).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: p.s.cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await writes(p, p.s.cookie)).toEqual(REFUSED);
    expect((await strokesOf(p)).map((r) => r.hoyo)).toEqual([1]);
  });

  it('its password changed by an administrator: refused at once', async () => {
    const p = await playerInAGroup('Pablo Clave');
    expect((await save(p, p.s.cookie, 1)).status).toBe(200);
    const changed = await t.request(`/api/admin/players/${p.s.profileId}/password`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { password: 'nueva-clave' },
    });
    expect(changed.status).toBe(200);
    expect(await writes(p, p.s.cookie)).toEqual(REFUSED);
  });

  it('its password reset by e-mail: refused at once', async () => {
    const p = await playerInAGroup('Rita Recupera');
    expect((await save(p, p.s.cookie, 1)).status).toBe(200);
    const requested = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: p.s.email, redirectTo: '/auth/reset-password' },
    });
    expect(requested.status).toBe(200);
    const [row] = await t.runtime.deps.db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, p.s.userId)));
    const token = row!.identifier.slice('reset-password:'.length);
    const reset = await t.request('/api/accounts/reset-password', {
      method: 'POST',
      json: { token, password: 'recuperada' },
    });
    expect(reset.status).toBe(200);
    expect(await writes(p, p.s.cookie)).toEqual(REFUSED);
  });
});

describe('a malformed cookie cache beside a valid session token', () => {
  it('is answered as if there were no cache', async () => {
    const p = await playerInAGroup('Mario Migas');
    const token = p.s.cookie.split('; ').find((c) => c.startsWith('better-auth.session_token='))!;
    for (const cache of ['%%%', 'no-es-base64!', '%E0%A4%A', Buffer.from('[1,2]').toString('base64url')]) {
      const cookie = `${token}; better-auth.session_data=${cache}`;
      expect((await save(p, cookie, 5)).status, cache).toBe(200);
      const session = await t.request('/api/auth/get-session', { cookie });
      expect(session.status, cache).toBe(200);
      expect(((await session.json()) as { user: { id: string } }).user.id).toBe(p.s.userId);
      expect((await t.request('/api/me', { cookie })).status, cache).toBe(200);
    }
  });
});
