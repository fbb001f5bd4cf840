/**
 * Live updates across server instances on PostgreSQL (design.md §1, §8; decision record 010: "a PostgreSQL restart must not
 * leave live updates dead"). Two instances share one database: a stroke saved through one reaches the viewers of
 * the other; when the database drops the LISTEN connections (pg_terminate_backend, as a restart does), each
 * instance reconnects with back-off, tells its viewers to refetch (`resync`), and later strokes arrive again.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '@/server/runtime';
import { pgInstances, requestTo, type PgInstances } from '@/server/test/pg-instances';
import { readSse } from '@/server/modules/personal-games/sse-reader';
import { insertTournament } from '@/server/modules/scores/test-fixtures';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('live updates across two instances on one PostgreSQL database', () => {
  let club: PgInstances;
  let dbUrl: string;
  const request = requestTo;

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
    club = await pgInstances(url!, 'test_live');
    dbUrl = club.database.url;
    a = await club.instance();
    b = await club.instance();
    const marta = await club.signUp(a, 'Marta');
    cookie = marta.cookie;
    const f = await insertTournament(a.deps.db, {
      fecha_juego: '2030-06-01',
      participants: [{ profileId: marta.profileId, sexo: 'mujer', group: 0 }],
    });
    groupId = f.groupIds[0]!;
    participanteId = f.participantIds[0]!;
    torneoId = f.torneoId;
  });

  afterAll(() => club?.close());

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
