/**
 * The server's own copies of the embedded database for administrators ('Copias de seguridad'): made on request,
 * listed newest first, only the newest BACKUP_KEEP kept, downloaded, and a downloaded copy restores the same club.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, restorePglite } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/client';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let player: Session;
let tick = 0;
const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-restored-'));

/** Every table's rows, counted and hashed. */
async function club(db: DbOrTx): Promise<Record<string, string>> {
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit'
        order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.execute<{ f: string }>(
      sql.raw(`select count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) as f from "${name}" x`),
    );
    out[name] = rows[0]!.f;
  }
  return out;
}

beforeAll(async () => {
  // Each copy a second later than the last: names are their instants.
  t = await createTestApp(
    { BACKUP_KEEP: '2' },
    { clock: () => new Date(Date.UTC(2030, 5, 1, 10, 0, tick++)) },
  );
  admin = await t.signUp({ nombre: 'Admin Copias' });
  await t.makeAdmin(admin);
  player = await t.signUp({ nombre: 'Jugador Copias' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(restoredDir, { recursive: true, force: true });
});

type List = {
  activas: boolean;
  hora: string;
  conservar: number;
  copias: { nombre: string; fecha: string; bytes: number }[];
};

describe('Copias de seguridad', () => {
  it('are for administrators only', async () => {
    expect((await t.request('/api/admin/backups', { cookie: player.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/backups', { method: 'POST', cookie: player.cookie })).status).toBe(
      403,
    );
    expect((await t.request('/api/admin/backups')).status).toBe(401);
  });

  it("'Hacer copia ahora' three times keeps the newest two; a copy downloads and restores the same club", async () => {
    const empty = (await (await t.request('/api/admin/backups', { cookie: admin.cookie })).json()) as List;
    if (t.runtime.deps.database.kind !== 'pglite') {
      // On PostgreSQL the server makes no copies and says so: pg_dump is the club's job.
      expect(empty.activas).toBe(false);
      expect((await t.request('/api/admin/backups', { method: 'POST', cookie: admin.cookie })).status).toBe(
        409,
      );
      return;
    }
    expect(empty).toMatchObject({ activas: true, hora: '03:00', conservar: 2, copias: [] });
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.request('/api/admin/backups', { method: 'POST', cookie: admin.cookie });
      expect(res.status).toBe(201);
      made.push(((await res.json()) as { nombre: string }).nombre);
    }
    const list = (await (await t.request('/api/admin/backups', { cookie: admin.cookie })).json()) as List;
    expect(list.copias.map((c) => c.nombre)).toEqual([made[2], made[1]]);
    expect(list.copias[0]!.bytes).toBeGreaterThan(1000);

    const before = await club(t.runtime.deps.db);
    const res = await t.request(`/api/admin/backups/${made[2]}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(made[2]!);
    await restorePglite(restoredDir, new Uint8Array(await res.arrayBuffer()));
    const restored = await openPglite(restoredDir);
    try {
      expect(await club(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect((await t.request('/api/admin/backups/..%2Fauth-secret', { cookie: admin.cookie })).status).toBe(
      404,
    );
    expect((await t.request(`/api/admin/backups/${made[0]}`, { cookie: admin.cookie })).status).toBe(404);
  });
});
