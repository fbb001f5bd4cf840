/**
 * Public snapshots across instances (decision record 038): two server instances on one PostgreSQL database. A stroke saved through
 * instance A changes the public snapshot (its ETag) that instance B serves within 1.5 s, because A announces only
 * a version (the snapshot's key and a version name) on `pena_public_version` and B builds its own snapshot once.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicTournament } from '@/shared/schemas/public';
import { enlacesPublicos } from '@/server/db/schema';
import type { Runtime } from '@/server/runtime';
import { pgInstances, requestTo, type PgInstances } from '@/server/test/pg-instances';
import { insertTournament } from '@/server/modules/scores/test-fixtures';
import { newToken } from './public-links.service';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('public snapshots across two instances on one PostgreSQL database', () => {
  let club: PgInstances;
  let dbUrl: string;
  let a: Runtime;
  let b: Runtime;
  let cookie: string;
  let groupId: string;
  let participanteId: string;
  let torneoId: string;
  const token = newToken();
  /** What went over the channel, read by a plain LISTEN of the test's own. */
  const payloads: string[] = [];
  let spy: pg.Client;

  const request = requestTo;

  beforeAll(async () => {
    club = await pgInstances(url!, 'test_pub');
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
    await a.deps.db.insert(enlacesPublicos).values({ torneo_id: torneoId, token });
    spy = new pg.Client({ connectionString: dbUrl });
    await spy.connect();
    spy.on('notification', (msg) => {
      if (msg.channel === 'pena_public_version' && msg.payload) payloads.push(msg.payload);
    });
    await spy.query('LISTEN pena_public_version');
  });

  afterAll(async () => {
    await spy?.end();
    await club?.close();
  });

  const etagOn = async (rt: Runtime) => {
    const res = await request(rt, `/api/public/${token}`);
    expect(res.status).toBe(200);
    return { etag: res.headers.get('etag')!, body: ZPublicTournament.parse(await res.json()) };
  };

  it("a stroke saved through A changes the snapshot's ETag served by B within 1.5 s", async () => {
    const before = await etagOn(b);
    // The snapshot is at most a second old: let a second pass so B may rebuild as soon as it hears of a version.
    await new Promise((r) => setTimeout(r, 1_050));
    const save = await request(a, `/api/groups/${groupId}/scores`, {
      method: 'PUT',
      cookie,
      json: { participante_id: participanteId, numero_hoyo: 1, golpes: 4 },
    });
    expect(save.status, await save.text()).toBe(200);
    const saved = Date.now();
    let after = before;
    while (Date.now() - saved < 1_500) {
      after = await etagOn(b);
      if (after.etag !== before.etag) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(after.etag).not.toBe(before.etag);
    expect(Date.now() - saved).toBeLessThan(1_500);
    expect(after.body.standings.resultados).toContainEqual(
      expect.objectContaining({ participante_id: participanteId, numero_hoyo: 1, golpes: 4 }),
    );
  });

  it('the notification carries only the key and a version, never the stroke', () => {
    expect(payloads.length).toBeGreaterThan(0);
    for (const payload of payloads) {
      for (const line of payload.split('\n'))
        expect(line).toMatch(/^[\w-]+ [tl]:[0-9a-f-]{36} [\w-]+\.[0-9a-z]+$/);
    }
    expect(payloads.join('\n')).toContain(` t:${torneoId} `);
  });

  it('several strokes within a second: B still serves the newest after at most a second more', async () => {
    for (let hole = 2; hole <= 6; hole += 1) {
      const save = await request(a, `/api/groups/${groupId}/scores`, {
        method: 'PUT',
        cookie,
        json: { participante_id: participanteId, numero_hoyo: hole, golpes: 5 },
      });
      expect(save.status).toBe(200);
    }
    const saved = Date.now();
    let holes = 0;
    while (Date.now() - saved < 2_500) {
      const { body } = await etagOn(b);
      holes = body.standings.resultados.filter((r) => r.participante_id === participanteId).length;
      if (holes === 6) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(holes).toBe(6);
  });
});
