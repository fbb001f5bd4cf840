/**
 * Live updates across server instances on PostgreSQL (design.md §1, §8; decision record 010: "a PostgreSQL restart must not
 * leave live updates dead"). Two instances share one database: a stroke saved through one reaches the viewers of
 * the other; when the database drops the LISTEN connections (pg_terminate_backend, as a restart does), each
 * instance reconnects with back-off, tells its viewers to refetch (`resync`), and later strokes arrive again.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@/server/config';
import { openPostgres } from '@/server/db/client';
import { createLogger } from '@/server/lib/logger';
import { createRuntime, type Runtime } from '@/server/runtime';
import { BASE_URL, cookieFrom } from '@/server/test/harness';
import { readSse } from '@/server/modules/personal-games/sse-reader';
import { insertTournament } from '@/server/modules/scores/test-fixtures';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('live updates across two instances on one PostgreSQL database', () => {
  let dbUrl: string;
  let dbName: string;
  const instances: Runtime[] = [];
  const dirs: string[] = [];

  async function instance(): Promise<Runtime> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-live-'));
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

  async function listenPids(): Promise<number[]> {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN pena_live'`,
      );
      return rows.map((r) => r.pid).sort();
    } finally {
      await c.end();
    }
  }

  let a: Runtime;
  let b: Runtime;
  let cookie: string;
  let groupId: string;
  let participanteId: string;
  let torneoId: string;

  beforeAll(async () => {
    dbName = `test_live_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    a = await instance();
    b = await instance();
    const res = await request(a, '/api/accounts/sign-up', {
      method: 'POST',
      json: {
        nombre: 'Marta',
        telefono: '600000000',
        email: `marta-${dbName}@example.com`,
        password: 'secreto123',
      },
    });
    expect(res.status).toBe(201);
    cookie = cookieFrom(res);
    const me = (await (await request(a, '/api/me', { cookie })).json()) as { profile: { id: string } };
    const f = await insertTournament(a.deps.db, {
      fecha_juego: '2030-06-01',
      participants: [{ profileId: me.profile.id, sexo: 'mujer', group: 0 }],
    });
    groupId = f.groupIds[0]!;
    participanteId = f.participantIds[0]!;
    torneoId = f.torneoId;
  });

  afterAll(async () => {
    for (const rt of instances) await rt.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });

  const saveThroughA = (numero_hoyo: number, golpes: number) =>
    request(a, `/api/groups/${groupId}/scores`, {
      method: 'PUT',
      cookie,
      json: { participante_id: participanteId, numero_hoyo, golpes },
    });

  it('a stroke saved through one instance reaches a viewer of the other', async () => {
    const viewer = readSse(await request(b, `/api/live/tournaments/${torneoId}`, { cookie }));
    expect(await viewer.next()).toEqual({ event: 'ready', data: {} });
    expect((await saveThroughA(1, 4)).status).toBe(200);
    expect(await viewer.next()).toEqual({
      event: 'score',
      data: { participante_id: participanteId, numero_hoyo: 1, golpes: 4, recogida: false },
    });
    await viewer.close();
  });

  it('many events published at once arrive at the other instance complete and in order', async () => {
    const received: number[] = [];
    const off = b.deps.live.subscribe('test:order', (e) => received.push((e.data as { i: number }).i));
    for (let i = 0; i < 500; i++)
      a.deps.live.publish({ topic: 'test:order', type: 'x', data: { i, pad: 'x'.repeat(40) } });
    await a.deps.live.flush();
    await vi.waitFor(() => expect(received).toHaveLength(500), { timeout: 10_000 });
    expect(received).toEqual(Array.from({ length: 500 }, (_, i) => i));
    off();
  });

  it('reconnects after the database terminates the LISTEN connections, resyncs viewers, and delivers again', async () => {
    const viewer = readSse(await request(b, `/api/live/groups/${groupId}`, { cookie }));
    expect(await viewer.next()).toEqual({ event: 'ready', data: {} });
    const before = await listenPids();
    expect(before).toHaveLength(2);
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    await c.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    await c.end();

    // Both instances notice, wait (back-off) and LISTEN again on new connections.
    await vi.waitFor(
      async () => {
        expect(a.deps.live.status()).toBe('listening');
        expect(b.deps.live.status()).toBe('listening');
        const now = await listenPids();
        expect(now).toHaveLength(2);
        expect(now.some((pid) => before.includes(pid))).toBe(false);
      },
      { timeout: 10_000, interval: 100 },
    );
    // What was published meanwhile is lost: the viewer is told to refetch.
    expect(await viewer.next()).toEqual({ event: 'resync', data: {} });
    expect((await saveThroughA(2, 5)).status).toBe(200);
    expect(await viewer.next()).toEqual({
      event: 'score',
      data: { participante_id: participanteId, numero_hoyo: 2, golpes: 5, recogida: false },
    });
    await viewer.close();
  });
});
