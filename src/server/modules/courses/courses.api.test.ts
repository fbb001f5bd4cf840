import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCoursesResponse } from '@/shared/schemas/courses';
import type { TPlayersResponse } from '@/shared/schemas/personal-games';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertCourse, PAR_72_HOLES, setHandicap } from './test-fixtures';

let t: TestApp;
let player: Session;
beforeAll(async () => {
  t = await createTestApp();
  player = await t.signUp({ nombre: 'Marta Ruiz' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/courses', () => {
  it('is for signed-in users only', async () => {
    const res = await t.request('/api/courses');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión' } });
  });

  it('lists the courses by nombre, each with its first tee and 18 normalised holes, or null without tees', async () => {
    const db = t.runtime.deps.db;
    const zarza = await insertCourse(db, {
      nombre: 'Zarzuela',
      ubicacion: 'Madrid',
      tees: [
        { nombre: 'Blancas', slope: 130, course_rating: 72.5, created_at: new Date('2024-02-01T00:00:00Z') },
        // Created first: this is the course's first tee although its name sorts later.
        {
          nombre: 'Rojas',
          slope: 120,
          course_rating: null,
          created_at: new Date('2024-01-01T00:00:00Z'),
          holes: [
            { numero_hoyo: 1, par: 3, handicap: 7 },
            { numero_hoyo: 2, par: 5, handicap: null },
          ],
        },
      ],
    });
    const alcala = await insertCourse(db, {
      nombre: 'Alcalá',
      ubicacion: 'Alcalá de Henares',
      tees: [{ nombre: 'Amarillas', slope: 125, course_rating: 70.1, holes: PAR_72_HOLES }],
    });
    const mirador = await insertCourse(db, { nombre: 'Mirador', ubicacion: 'Toledo' });

    const res = await t.request('/api/courses', { cookie: player.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TCoursesResponse;
    expect(body.map((c) => c.nombre)).toEqual(['Alcalá', 'Mirador', 'Zarzuela']);

    const [a, m, z] = body;
    expect(a).toMatchObject({ id: alcala.id, ubicacion: 'Alcalá de Henares' });
    expect(a!.tee).toMatchObject({
      id: alcala.teeIds[0],
      nombre: 'Amarillas',
      slope: 125,
      course_rating: 70.1,
      par_total: 72,
    });
    expect(a!.tee!.hoyos).toHaveLength(18);
    expect(m).toEqual({ id: mirador.id, nombre: 'Mirador', ubicacion: 'Toledo', tee: null });

    expect(z!.tee).toMatchObject({ id: zarza.teeIds[1], nombre: 'Rojas', slope: 120, course_rating: null });
    expect(z!.tee!.hoyos).toHaveLength(18);
    expect(z!.tee!.hoyos.slice(0, 3)).toEqual([
      { numero_hoyo: 1, par: 3, handicap: 7 },
      { numero_hoyo: 2, par: 5, handicap: null },
      { numero_hoyo: 3, par: 4, handicap: null },
    ]);
    expect(z!.tee!.par_total).toBe(3 + 5 + 16 * 4);
  });
});

describe('GET /api/players', () => {
  it('is for signed-in users only', async () => {
    expect((await t.request('/api/players')).status).toBe(401);
  });

  it('lists every profile by nombre with its handicap', async () => {
    const ana = await t.signUp({ nombre: 'Ana López' });
    const bea = await t.signUp({ nombre: 'Beatriz Gil' });
    await setHandicap(t.runtime.deps.db, ana.profileId, 12.4);
    const res = await t.request('/api/players', { cookie: bea.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TPlayersResponse;
    expect(body).toEqual([
      { id: ana.profileId, nombre: 'Ana López', handicap: 12.4 },
      { id: bea.profileId, nombre: 'Beatriz Gil', handicap: null },
      { id: player.profileId, nombre: 'Marta Ruiz', handicap: null },
    ]);
  });
});
