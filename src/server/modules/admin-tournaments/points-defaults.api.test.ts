/**
 * T§8 'No se pudo crear la configuración por defecto': the points table's GET stores the 30 default rows when a
 * tournament has none; when the database refuses them (a trigger that raises, standing in for a real failure), the
 * answer is the coded internal error with the spec's message, the cause goes to the server's log, and nothing is
 * stored. Once the database accepts them again the same GET answers the defaults.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultPointsTable } from '@/shared/domain';
import { torneosPuntosConfiguracion } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { insertTournament, insertTwoTeeCourse } from '@/server/modules/tournaments/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({}, { logger: createLogger('info', sink) });
  admin = await t.signUp({ nombre: 'Ada' });
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

it("answers 'No se pudo crear la configuración por defecto' when the defaults cannot be stored, and logs why", async () => {
  const db = t.runtime.deps.db;
  const torneoId = await insertTournament(db, {
    fecha_juego: '2030-06-01',
    campo_id: (await insertTwoTeeCourse(db)).id,
  });
  await db.execute(sql`create function refuse_points() returns trigger language plpgsql as $$
    begin raise exception 'disco lleno'; end $$`);
  await db.execute(sql`create trigger refuse_points before insert on torneos_puntos_configuracion
    for each row execute function refuse_points()`);
  const path = `/api/admin/tournaments/${torneoId}/points`;

  const res = await t.request(path, { cookie: admin.cookie });
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual({
    error: { code: 'DEFAULTS_NOT_CREATED', message: 'No se pudo crear la configuración por defecto' },
  });
  await expect
    .poll(() => lines.find((l) => l.msg === 'No se pudo crear la configuración por defecto'))
    .toMatchObject({ level: 50, code: 'DEFAULTS_NOT_CREATED', path });
  const logged = JSON.stringify(lines.find((l) => l.msg === 'No se pudo crear la configuración por defecto'));
  expect(logged).toContain('disco lleno');
  expect(
    await db
      .select()
      .from(torneosPuntosConfiguracion)
      .where(eq(torneosPuntosConfiguracion.torneo_id, torneoId)),
  ).toEqual([]);

  await db.execute(sql`drop trigger refuse_points on torneos_puntos_configuracion`);
  const again = await t.request(path, { cookie: admin.cookie });
  expect(again.status).toBe(200);
  const table = (await again.json()) as { top: number[]; resto: number };
  expect(table.top[0]).toBe(defaultPointsTable()[0]!.puntos);
});
