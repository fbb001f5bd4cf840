/**
 * 'Categorías' of a tournament (decision record 041): the administrator sets them (only administrators; bad input
 * refused in Spanish with nothing written); whoever may see the tournament reads each category's sides, decided
 * from the index frozen with the playing handicap, sex and age; the page's prize list (the rules engine on the
 * standings endpoint's inputs) skips earlier winners.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryStandings } from '@/shared/domain';
import { ZTournamentCategories, type TCategoriesConfig } from '@/shared/schemas/categories';
import { ZLiveEvent } from '@/shared/schemas/scorecard';
import { ZStandingsInputs } from '@/shared/schemas/standings';
import { categoriasTorneo, participantesTorneo, profiles } from '@/server/db/schema';
import { PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import { tournamentTopic } from '@/server/modules/live/topics';
import {
  errorOf,
  insertParticipant,
  insertStroke,
  insertTournament,
  insertTwoTeeCourse,
} from '@/server/modules/tournaments/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let player: Session;
let torneoId: string;
const ids: Record<string, string> = {};

const CONFIG: TCategoriesConfig = {
  no_acumulables: true,
  categorias: [
    { nombre: 'Scratch', criterio: { tipo: 'todos' }, clasificacion: 'scratch', premios: 1 },
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
    { nombre: 'Damas', criterio: { tipo: 'sexo', sexo: 'mujer' }, clasificacion: 'handicap', premios: 1 },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ nombre: 'Ada' });
  await t.makeAdmin(admin);
  player = await t.signUp({ nombre: 'Paco' });
  const db = t.runtime.deps.db;
  const course = await insertTwoTeeCourse(db);
  torneoId = await insertTournament(db, {
    fecha_juego: '2030-06-01',
    campo_id: course.id,
    tees: { hombre: course.men, mujer: course.women },
  });
  // name, sex, profile index, frozen index, playing handicap, strokes over par (one per hole from hole 1).
  const field = [
    ['Luis', 'hombre', 3, null, 3, 2], // scratch +2, net −1
    ['Pedro', 'hombre', 13, 10, 10, 8], // frozen 10,0 (1ª though his index is now 13,0); net −2
    ['Ana', 'mujer', 14, null, 14, 10], // net −4
    ['Eva', 'mujer', 20, null, 20, 19], // net −1
  ] as const;
  for (const [nombre, sexo, handicap, frozen, playing, over] of field) {
    const s = await t.signUp({ nombre });
    await db.update(profiles).set({ sexo, handicap }).where(eq(profiles.id, s.profileId));
    const id = await insertParticipant(db, torneoId, { jugador_id: s.profileId, handicap_torneo: playing });
    if (frozen !== null)
      await db
        .update(participantesTorneo)
        .set({ indice_juego: frozen })
        .where(eq(participantesTorneo.id, id));
    ids[nombre] = id;
    for (let i = 0; i < 18; i++) {
      const par = (PAR_72_HOLES[i]!.par ?? 4) + (sexo === 'mujer' && i < 2 ? 1 : 0);
      await insertStroke(db, id, i + 1, par + (i < over ? 1 : 0));
    }
  }
  // A guest (man's tee), index 16: net 0.
  ids.Carlos = await insertParticipant(db, torneoId, {
    guest: { nombre: 'Carlos', handicap: 16 },
    handicap_torneo: 16,
  });
  for (let i = 0; i < 18; i++)
    await insertStroke(db, ids.Carlos, i + 1, (PAR_72_HOLES[i]!.par ?? 4) + (i < 16 ? 1 : 0));
});
afterAll(async () => {
  await t.close();
});

const adminPath = () => `/api/admin/tournaments/${torneoId}/categories`;
const put = (body: unknown, cookie = admin.cookie) =>
  t.request(adminPath(), { method: 'PUT', cookie, json: body });
const stored = () => t.runtime.deps.db.select().from(categoriasTorneo);

describe('categories of a tournament', () => {
  it('starts without categories; the administrator sets them and reads them back', async () => {
    const before = await t.request(adminPath(), { cookie: admin.cookie });
    expect(await before.json()).toEqual({ no_acumulables: true, categorias: [] });
    const res = await put(CONFIG);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(CONFIG);
    expect(await (await t.request(adminPath(), { cookie: admin.cookie })).json()).toEqual(CONFIG);
  });

  it('only administrators write or read the configuration; the standings read needs a signed-in player', async () => {
    const rows = await stored();
    expect((await put(CONFIG, player.cookie)).status).toBe(403);
    expect((await t.request(adminPath(), { method: 'PUT', json: CONFIG })).status).toBe(401);
    expect((await t.request(adminPath(), { cookie: player.cookie })).status).toBe(403);
    expect((await t.request(`/api/tournaments/${torneoId}/categories`)).status).toBe(401);
    expect(await stored()).toEqual(rows);
  });

  it.each([
    [
      {
        ...CONFIG,
        categorias: [{ ...CONFIG.categorias[1]!, criterio: { tipo: 'indice', desde: 20, hasta: 12.4 } }],
      },
      'El índice «desde» no puede ser mayor que el índice «hasta»',
    ],
    [
      {
        ...CONFIG,
        categorias: [{ ...CONFIG.categorias[1]!, criterio: { tipo: 'indice', desde: null, hasta: null } }],
      },
      'Indica al menos un límite de índice («desde» o «hasta»)',
    ],
    [
      { ...CONFIG, categorias: [CONFIG.categorias[0]!, { ...CONFIG.categorias[1]!, nombre: ' scratch ' }] },
      'Dos categorías no pueden llamarse igual',
    ],
    [
      { ...CONFIG, categorias: [{ ...CONFIG.categorias[0]!, nombre: '' }] },
      'Escribe el nombre de la categoría (hasta 40 caracteres)',
    ],
    [
      { ...CONFIG, categorias: [{ ...CONFIG.categorias[0]!, premios: 21 }] },
      'El número de premios debe estar entre 0 y 20',
    ],
    [
      {
        ...CONFIG,
        categorias: [{ ...CONFIG.categorias[0]!, criterio: { tipo: 'mitades', partes: 2, parte: 3 } }],
      },
      'Elige la mitad o el tercio de la categoría',
    ],
    [
      {
        ...CONFIG,
        categorias: [{ ...CONFIG.categorias[0]!, criterio: { tipo: 'edad', grupo: 'senior', edad: 0 } }],
      },
      'La edad de la categoría debe estar entre 1 y 120 años',
    ],
  ])('refuses bad input in Spanish and writes nothing (%#)', async (body, message) => {
    const rows = await stored();
    expect(await errorOf(await put(body))).toEqual([400, message]);
    expect(await stored()).toEqual(rows);
  });

  it("a save reaches the tournament's standings screens live ('categories'); a refused save says nothing", async () => {
    const events: unknown[] = [];
    const stop = t.runtime.deps.live.subscribe(tournamentTopic(torneoId), (e) => events.push(e));
    try {
      expect((await put({ ...CONFIG, categorias: [CONFIG.categorias[0]!] }, player.cookie)).status).toBe(403);
      expect((await put({ ...CONFIG, categorias: [{ ...CONFIG.categorias[0]!, premios: 21 }] })).status).toBe(
        400,
      );
      expect(events).toEqual([]);
      expect((await put({ ...CONFIG, categorias: [CONFIG.categorias[0]!] })).status).toBe(200);
      expect(events.map((e) => ZLiveEvent.parse(e))).toEqual([
        { type: 'categories', data: { torneo_id: torneoId } },
      ]);
    } finally {
      stop();
    }
    // Whoever reads the categories after the event sees the saved ones.
    const read = ZTournamentCategories.parse(
      await (await t.request(`/api/tournaments/${torneoId}/categories`, { cookie: player.cookie })).json(),
    );
    expect(read.config.categorias.map((c) => c.nombre)).toEqual(['Scratch']);
    expect((await put(CONFIG)).status).toBe(200);
  });

  it("answers 'Torneo no encontrado' for an unknown tournament", async () => {
    const path = '/api/admin/tournaments/6f1c2d3e-0000-4000-8000-0000000000f1/categories';
    expect(
      await errorOf(await t.request(path, { method: 'PUT', cookie: admin.cookie, json: CONFIG })),
    ).toEqual([404, 'Torneo no encontrado']);
    expect(await errorOf(await t.request(path.replace('/admin', ''), { cookie: player.cookie }))).toEqual([
      404,
      'Torneo no encontrado',
    ]);
  });

  it('a player reads each category’s sides and the prize list skips earlier winners', async () => {
    await put(CONFIG);
    const res = await t.request(`/api/tournaments/${torneoId}/categories`, { cookie: player.cookie });
    expect(res.status).toBe(200);
    const categories = ZTournamentCategories.parse(await res.json());
    const sorted = categories.miembros.map((list) => [...list].sort());
    const idsOf = (...names: string[]) => names.map((n) => ids[n]!).sort();
    expect(sorted).toEqual([
      idsOf('Luis', 'Pedro', 'Ana', 'Eva', 'Carlos'),
      idsOf('Luis', 'Pedro'),
      idsOf('Ana', 'Eva', 'Carlos'),
      idsOf('Ana', 'Eva'),
    ]);
    const inputs = ZStandingsInputs.parse(
      await (await t.request(`/api/tournaments/${torneoId}/standings`, { cookie: player.cookie })).json(),
    );
    const lists = categoryStandings(inputs, categories.config, categories.miembros);
    // Scratch: Luis +2. 1ª: Pedro −2. 2ª: Ana −4. Damas: Ana already won (2ª) → Eva −1.
    expect(lists.map((c) => c.premiados.map((r) => r.nombre))).toEqual([
      ['Luis'],
      ['Pedro'],
      ['Ana'],
      ['Eva'],
    ]);
    expect(lists[3]!.rows.find((r) => r.row.nombre === 'Ana')!.premiado_en).toBe('2ª');

    // The results CSV lists each category and the prize winners after the general tables; the PDF still renders.
    const csv = await (
      await t.request(`/api/tournaments/${torneoId}/results.csv`, { cookie: player.cookie })
    ).text();
    const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    const premiados = lines.filter((l) => l.startsWith('Premiados'));
    expect(premiados.map((l) => l.split(/[;,]/).slice(0, 3))).toEqual([
      ['Premiados', '1', 'Scratch: Luis'],
      ['Premiados', '1', '1ª: Pedro'],
      ['Premiados', '1', '2ª: Ana'],
      ['Premiados', '1', 'Damas: Eva'],
    ]);
    expect(lines.some((l) => l.startsWith('Damas') && l.includes('Ana (con premio en 2ª)'))).toBe(true);
    const pdf = await t.request(`/api/tournaments/${torneoId}/results.pdf`, { cookie: player.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });
});
