/**
 * A session ended through one instance is refused at once by the other (two instances on one PostgreSQL
 * database, as behind a load balancer): the score save, which trusts the signed cookie cache for speed, checks the
 * session's row in its own statement; every other write reads the session from the database.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { openPostgres } from '@/server/db/client';
import { userRoles } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { createRuntime, type Runtime } from '@/server/runtime';
import { BASE_URL, cookieFrom } from '@/server/test/harness';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a session ended through one instance, on the other', () => {
  let dbName: string;
  let dbUrl: string;
  const instances: Runtime[] = [];
  const dirs: string[] = [];
  let a: Runtime;
  let b: Runtime;
  let adminCookie: string;
  let course: { id: string; teeIds: string[] };

  async function instance(): Promise<Runtime> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-revoke-'));
    dirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      BASE_URL,
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    });
    const runtime = await createRuntime(config, {
      database: openPostgres(dbUrl, 4),
      logger: createLogger('silent'),
      clock: () => new Date('2030-06-01T10:00:00Z'),
    });
    instances.push(runtime);
    return runtime;
  }

  const request = (
    rt: Runtime,
    pathname: string,
    init: RequestInit & { json?: unknown; cookie?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    headers.set('origin', BASE_URL);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return rt.app.request(`${BASE_URL}${pathname}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  };

  /** A player signed up through instance a, seated in a group of today's tournament. */
  async function player(nombre: string) {
    const email = `${nombre.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`;
    const res = await request(a, '/api/accounts/sign-up', {
      method: 'POST',
      json: { nombre, telefono: '600000000', email, password: 'secreto123' },
    });
    expect(res.status).toBe(201);
    const cookie = cookieFrom(res);
    const me = (await (await request(a, '/api/me', { cookie })).json()) as {
      user: { id: string };
      profile: { id: string };
    };
    const f = await insertTournament(a.deps.db, {
      fecha_juego: '2030-06-01',
      course,
      participants: [{ profileId: me.profile.id, sexo: 'mujer', group: 0 }],
    });
    const other = await insertTournament(a.deps.db, { fecha_juego: '2030-06-20', course, participants: [] });
    return {
      cookie,
      profileId: me.profile.id,
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
    dbName = `test_revoke_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    a = await instance();
    b = await instance();
    course = await insertTeesCourse(a.deps.db);
    const res = await request(a, '/api/accounts/sign-up', {
      method: 'POST',
      json: {
        nombre: 'Ada',
        telefono: '600000000',
        email: `ada-${dbName}@example.com`,
        password: 'secreto123',
      },
    });
    adminCookie = cookieFrom(res);
    const me = (await (await request(a, '/api/me', { cookie: adminCookie })).json()) as {
      user: { id: string };
    };
    await a.deps.db.insert(userRoles).values({ user_id: me.user.id, role: 'admin' });
  });

  afterAll(async () => {
    for (const rt of instances) await rt.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });

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
