/**
 * 'Ajustes de la peña' across instances (decision record 044): each instance keeps the club's settings in memory
 * until a save on any instance announces it. Two instances on one PostgreSQL database: the name and the defaults
 * saved through A are what B serves next — its public config, and a new tournament created through B. Runs when
 * TEST_DATABASE_URL names a PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicConfig } from '@/shared/schemas/accounts';
import { ZTournamentPrizes } from '@/shared/schemas/prizes';
import { userRoles } from '@/server/db/schema';
import type { Runtime } from '@/server/runtime';
import { insertTeesCourse, newTournamentBody } from '@/server/modules/scores/test-fixtures';
import { pgInstances, requestTo as request, type PgInstances } from '@/server/test/pg-instances';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the club's settings across two instances on one PostgreSQL database", () => {
  let club: PgInstances;
  let a: Runtime;
  let b: Runtime;
  let cookie: string;

  beforeAll(async () => {
    club = await pgInstances(url!, 'test_settings');
    a = await club.instance();
    b = await club.instance();
    const ada = await club.signUp(a, 'Ada');
    cookie = ada.cookie;
    await a.deps.db.insert(userRoles).values({ user_id: ada.userId, role: 'admin' });
  });

  afterAll(() => club?.close());

  const nameOn = async (rt: Runtime) =>
    ZPublicConfig.parse(await (await request(rt, '/api/config')).json()).clubName;

  /** Within 1.5 s: the announcement travels over LISTEN/NOTIFY. */
  async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
    const start = Date.now();
    let value = await read();
    while (value !== expected && Date.now() - start < 1_500) {
      await new Promise((r) => setTimeout(r, 50));
      value = await read();
    }
    return value;
  }

  it("a name saved through A is B's name next, though B had read the old one", async () => {
    const before = await nameOn(b);
    const saved = await request(a, '/api/admin/settings', {
      method: 'PUT',
      cookie,
      json: {
        nombre: 'Peña Los Almendros',
        metodo_desempate: 'ultimos_hoyos',
        reductor_handicap: 85,
        cierre_dias_antes: null,
        cierre_hora: null,
      },
    });
    expect(saved.status, await saved.text()).toBe(200);
    expect(before).not.toBe('Peña Los Almendros');
    expect(await eventually(() => nameOn(b), 'Peña Los Almendros')).toBe('Peña Los Almendros');
  });

  it('a new tournament created through B starts with the special prizes saved through A', async () => {
    const course = await insertTeesCourse(a.deps.db);
    await nameOn(b);
    const prizes = { premios: [{ tipo: 'bola_mas_cercana', numero_hoyo: 7 }] };
    const saved = await request(a, '/api/admin/settings/prizes', { method: 'PUT', cookie, json: prizes });
    expect(saved.status, await saved.text()).toBe(200);
    const created = await request(b, '/api/admin/tournaments', {
      method: 'POST',
      cookie,
      json: newTournamentBody(course, 'Torneo de Otoño', '2030-10-04'),
    });
    const body = (await created.json()) as { id: string };
    expect(created.status, JSON.stringify(body)).toBe(201);
    const read = await request(b, `/api/tournaments/${body.id}/prizes`, { cookie });
    const premios = ZTournamentPrizes.parse(await read.json()).premios;
    expect(premios.map((p) => [p.tipo, p.nombre, p.numero_hoyo])).toEqual([
      ['bola_mas_cercana', 'Bola más cercana', 7],
    ]);
  });
});
