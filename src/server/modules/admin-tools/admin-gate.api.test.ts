/**
 * T§6, design.md §6: every /api/admin/* route answers 401 to visitors and 403 to players, before it reads a body or
 * writes anything. The routes are read from the app itself, so admin routes added later are walked too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let player: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  player = await t.signUp({ nombre: 'Jugadora' });
  admin = await t.signUp({ nombre: 'Administradora' });
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function adminRoutes() {
  const seen = new Set<string>();
  return t.runtime.app.routes
    .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path.replace(/:[a-zA-Z]+/g, UNKNOWN_ID) }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A fingerprint of every table of the public schema (row contents, not only counts). */
async function fingerprint(): Promise<string> {
  const db = t.runtime.deps.db;
  const tables = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const res = await db.execute<{ h: string | null }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(tablename)} x`,
    );
    parts.push(`${tablename}:${res.rows[0]?.h ?? ''}`);
  }
  return parts.join('\n');
}

function send(route: { method: string; path: string }, cookie?: string) {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  return t.request(route.path, {
    method: route.method,
    ...(cookie ? { cookie } : {}),
    ...(hasBody ? { json: { nombre: 'X', ids: [UNKNOWN_ID], email: 'x@example.com' } } : {}),
  });
}

describe('the /api/admin/* gate', () => {
  it('lists the administration routes of courses, players, account tools, pairs and statuses', () => {
    const keys = adminRoutes().map((r) => `${r.method} ${r.path.replaceAll(UNKNOWN_ID, ':id')}`);
    for (const expected of [
      'GET /api/admin/summary',
      'GET /api/admin/tools/diagnostics',
      'GET /api/admin/tools/orphaned-users',
      'POST /api/admin/tools/orphaned-users/delete',
      'GET /api/admin/tools/players-without-account',
      'POST /api/admin/tools/players-without-account/create-accounts',
      'POST /api/admin/tools/assign-account',
      'GET /api/admin/players',
      'POST /api/admin/players',
      'GET /api/admin/players/:id',
      'PUT /api/admin/players/:id',
      'PUT /api/admin/players/:id/email',
      'POST /api/admin/players/:id/sync-email',
      'PUT /api/admin/players/:id/password',
      'GET /api/admin/players/:id/deletion',
      'DELETE /api/admin/players/:id',
      'GET /api/admin/courses',
      'POST /api/admin/courses',
      'PUT /api/admin/courses/:id',
      'DELETE /api/admin/courses/:id',
      'POST /api/admin/courses/:id/tees',
      'GET /api/admin/tees/:id',
      'PUT /api/admin/tees/:id',
      'DELETE /api/admin/tees/:id',
      'POST /api/admin/tees/:id/duplicate',
      'PUT /api/admin/tees/:id/holes',
      'GET /api/admin/tournaments/:id/pairs',
      'POST /api/admin/tournaments/:id/pairs',
      'DELETE /api/admin/pairs/:id',
      'PUT /api/admin/participants/:id/status',
      'GET /api/admin/leagues/:id/calculate/preview',
      'GET /api/admin/invitations',
      'POST /api/admin/invitations',
      'DELETE /api/admin/invitations/:id',
    ]) {
      expect(keys).toContain(expected);
    }
  });

  const roles = [
    { role: 'visitor', status: 401, message: 'Debes iniciar sesión' },
    { role: 'player', status: 403, message: 'No tienes permisos de administrador' },
  ] as const;

  it.each(roles)('answers $status to a $role on every admin route and writes nothing', async (r) => {
    const before = await fingerprint();
    for (const route of adminRoutes()) {
      const res = await send(route, r.role === 'player' ? player.cookie : undefined);
      expect({ route, status: res.status }).toEqual({ route, status: r.status });
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(r.message);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('lets an administrator through on every admin route', async () => {
    for (const route of adminRoutes()) {
      const res = await send(route, admin.cookie);
      expect({ route, allowed: ![401, 403].includes(res.status) && res.status < 500 }).toEqual({
        route,
        allowed: true,
      });
      await res.body?.cancel();
    }
  });
});
