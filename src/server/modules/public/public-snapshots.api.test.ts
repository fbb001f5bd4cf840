/**
 * One snapshot per tournament, built once per change. Many readers at once share one build and the
 * same bytes; a stroke marks it stale, and it is built again at most once a second while strokes arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTournament, type TournamentFixture } from '@/server/modules/scores/test-fixtures';
import { createPublicSnapshots, findPublicLink, type PublicLink } from './public-snapshots';
import { createSnapshotVersions } from './snapshot-versions';

let t: TestApp;
let admin: Session;
let marta: Session;
let f: TournamentFixture;
let link: PublicLink;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
  marta = await t.signUp({ nombre: 'Marta García' });
  f = await insertTournament(t.runtime.deps.db, {
    fecha_juego: '2030-06-01',
    participants: [{ profileId: marta.profileId, sexo: 'mujer', group: 0 }],
  });
  const res = await t.request(`/api/admin/tournaments/${f.torneoId}/public-link`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: { activo: true, nombres: 'inicial', ocultar_clasificacion: false },
  });
  const { token } = (await res.json()) as { token: string };
  link = (await findPublicLink(t.runtime.deps.db, token))!;
});
afterAll(() => t.close());

const save = async (hole: number) => {
  const res = await t.request(`/api/groups/${f.groupIds[0]}/scores`, {
    method: 'PUT',
    cookie: marta.cookie,
    json: { participante_id: f.participantIds[0], numero_hoyo: hole, golpes: 4 },
  });
  expect(res.status).toBe(200);
};

describe('public snapshots', () => {
  it('fifty readers at once: one build, the same bytes', async () => {
    const snapshots = createPublicSnapshots(t.runtime.deps);
    const all = await Promise.all(Array.from({ length: 50 }, () => snapshots.get(link)));
    expect(snapshots.stats.builds).toBe(1);
    expect(new Set(all.map((s) => s.body)).size).toBe(1);
    expect(new Set(all)).toEqual(new Set([all[0]]));
    snapshots.close();
  });

  it('strokes mark it stale; it is built again at most once a second', async () => {
    let clock = 1_000_000;
    // Versions kept in this instance: on PostgreSQL the strokes' NOTIFY would come back at a moment the test does not
    // control (the delivery across instances has its own test, public-snapshots.pg.api.test.ts).
    const local = createSnapshotVersions({ logger: t.runtime.deps.logger });
    const snapshots = createPublicSnapshots(t.runtime.deps, () => clock, local);
    const first = await snapshots.get(link);
    expect(await snapshots.get(link)).toBe(first);
    await save(1);
    await save(2);
    // Within the second of the last build: the previous bytes, no build.
    clock += 999;
    expect(await snapshots.get(link)).toBe(first);
    expect(snapshots.stats.builds).toBe(1);
    clock += 1;
    const second = await snapshots.get(link);
    expect(second.etag).not.toBe(first.etag);
    expect(second.body).toContain('"numero_hoyo":2');
    expect(snapshots.stats.builds).toBe(2);
    // Nothing changed since: no build however long it is read (within the 30 s bound), then one more.
    clock += 29_999;
    expect(await snapshots.get(link)).toBe(second);
    expect(snapshots.stats.builds).toBe(2);
    clock += 1;
    expect((await snapshots.get(link)).etag).toBe(second.etag);
    expect(snapshots.stats.builds).toBe(3);
    snapshots.close();
  });
});
