/**
 * League standings by category (decision record 041, addendum): the standings carry each category name of the
 * league's tournaments with its players — placed by the most recent tournament they played that had categories —
 * for a signed-in viewer; visitors get none.
 *
 * March: 'Damas' and 'Caballeros' (by sex); Ana, Bea, Luis, Pepe play. April: '1ª' (index up to 12,4) and '2ª'
 * (from 12,5); Ana (index 10) and Luis (20) play. Ana → 1ª, Luis → 2ª (April); Bea → Damas, Pepe → Caballeros
 * (March).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLeagueStandings } from '@/shared/schemas/leagues';
import type { TCategoriesConfig } from '@/shared/schemas/categories';
import { profiles, puntuacionesLiga } from '@/server/db/schema';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';
import { insertLeague } from '@/server/modules/tournaments/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let ligaId: string;
const id: Record<string, string> = {};
const db = () => t.runtime.deps.db;

const BY_SEX: TCategoriesConfig = {
  no_acumulables: true,
  categorias: [
    { nombre: 'Damas', criterio: { tipo: 'sexo', sexo: 'mujer' }, clasificacion: 'handicap', premios: 1 },
    {
      nombre: 'Caballeros',
      criterio: { tipo: 'sexo', sexo: 'hombre' },
      clasificacion: 'handicap',
      premios: 1,
    },
  ],
};
const BY_INDEX: TCategoriesConfig = {
  no_acumulables: true,
  categorias: [
    {
      nombre: '1ª',
      criterio: { tipo: 'indice', desde: null, hasta: 12.4 },
      clasificacion: 'handicap',
      premios: 1,
    },
    {
      nombre: '2ª',
      criterio: { tipo: 'indice', desde: 12.5, hasta: null },
      clasificacion: 'handicap',
      premios: 1,
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  for (const [nombre, sexo, handicap] of [
    ['Ana', 'mujer', 10],
    ['Bea', 'mujer', 18],
    ['Luis', 'hombre', 20],
    ['Pepe', 'hombre', 5],
  ] as const) {
    const s = await t.signUp({ nombre });
    await db().update(profiles).set({ sexo, handicap }).where(eq(profiles.id, s.profileId));
    id[nombre] = s.profileId;
  }
  const course = await insertTeesCourse(db());
  const march = await insertTournament(db(), {
    fecha_juego: '2030-03-10',
    course,
    participants: ['Ana', 'Bea', 'Luis', 'Pepe'].map((n) => ({ profileId: id[n] })),
  });
  const april = await insertTournament(db(), {
    fecha_juego: '2030-04-10',
    course,
    participants: ['Ana', 'Luis'].map((n) => ({ profileId: id[n] })),
  });
  ligaId = await insertLeague(db(), { nombre: 'Liga', torneoIds: [march.torneoId, april.torneoId] });
  for (const [torneoId, config] of [
    [march.torneoId, BY_SEX],
    [april.torneoId, BY_INDEX],
  ] as const) {
    const res = await t.request(`/api/admin/tournaments/${torneoId}/categories`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: config,
    });
    expect(res.status).toBe(200);
  }
  // Handicap points: Ana 10 + 30, Bea 20, Luis 5 + 40, Pepe 15.
  const rows: [typeof march, number, number][] = [
    [march, 0, 10],
    [march, 1, 20],
    [march, 2, 5],
    [march, 3, 15],
    [april, 0, 30],
    [april, 1, 40],
  ];
  await db()
    .insert(puntuacionesLiga)
    .values(
      rows.map(([f, i, puntos]) => ({
        liga_id: ligaId,
        torneo_id: f.torneoId,
        participante_id: f.participantIds[i]!,
        puntos_handicap: puntos,
        puntos_scratch: puntos,
      })),
    );
});
afterAll(async () => {
  await t.close();
});

const standings = async (cookie?: string) => {
  const res = await t.request(`/api/leagues/${ligaId}/standings`, cookie ? { cookie } : {});
  expect(res.status).toBe(200);
  return ZLeagueStandings.parse(await res.json());
};

describe('league standings by category', () => {
  it('names the categories of the latest tournament first and places each player by their latest one', async () => {
    const data = await standings(admin.cookie);
    expect(data.categorias.map((c) => [c.nombre, c.jugadores])).toEqual([
      ['1ª', [id.Ana]],
      ['2ª', [id.Luis]],
      ['Damas', [id.Bea]],
      ['Caballeros', [id.Pepe]],
    ]);
    expect(data.jugadores.map((j) => [j.nombre, j.total_puntos_handicap])).toEqual(
      expect.arrayContaining([
        ['Ana', 40],
        ['Bea', 20],
        ['Luis', 45],
        ['Pepe', 15],
      ]),
    );
  });

  it('a visitor reads the standings without categories (they may follow birth dates)', async () => {
    const data = await standings();
    expect(data.categorias).toEqual([]);
    expect(data.jugadores).toHaveLength(4);
  });
});
