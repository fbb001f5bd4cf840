/** Hardening polish (decision record 010), server side: names sorted for Spanish readers; an empty birth date says it is required. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camposGolf, profiles } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await t.signUp({ nombre: 'Zoe' });
});
afterAll(async () => {
  await t.close();
});

describe('Spanish order of names', () => {
  it('players and courses: Álvaro before Bea, óscar before Victoria', async () => {
    const db = t.runtime.deps.db;
    await db
      .insert(profiles)
      .values(['Victoria', 'Álvaro', 'óscar', 'Bea', 'ana'].map((nombre) => ({ nombre })));
    await db
      .insert(camposGolf)
      .values(['Valderrama', 'Écija', 'Almería'].map((nombre) => ({ nombre, ubicacion: 'España' })));
    const players = (await (await t.request('/api/players', { cookie: s.cookie })).json()) as {
      nombre: string;
    }[];
    expect(players.map((p) => p.nombre)).toEqual(['Álvaro', 'ana', 'Bea', 'óscar', 'Victoria', 'Zoe']);
    const courses = (await (await t.request('/api/courses', { cookie: s.cookie })).json()) as {
      nombre: string;
    }[];
    expect(courses.map((c) => c.nombre)).toEqual(['Almería', 'Écija', 'Valderrama']);
  });
});

describe('profile form', () => {
  it('an empty birth date is "required", a wrong one "not valid"', async () => {
    const body = { nombre: 'Zoe', telefono: '600000000', fecha_entrada_pena: '2020-01-01' };
    const empty = await t.request('/api/profiles/me', {
      method: 'PUT',
      cookie: s.cookie,
      json: { ...body, fecha_nacimiento: '' },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { message: 'La fecha de nacimiento es obligatoria' } });
    const wrong = await t.request('/api/profiles/me', {
      method: 'PUT',
      cookie: s.cookie,
      json: { ...body, fecha_nacimiento: '1990-02-30' },
    });
    expect(await wrong.json()).toMatchObject({ error: { message: 'Fecha no válida' } });
  });
});
