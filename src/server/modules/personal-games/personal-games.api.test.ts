import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPersonalGameDetail, TPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { partidas, profiles } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertCourse, insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import { createGame, errorOf, gameBody, tableCounts } from './test-helpers';

let t: TestApp;
let ana: Session;
let ben: Session;
let campoId: string;
let bareCampoId: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp({ nombre: 'Ana' });
  ben = await t.signUp({ nombre: 'Ben' });
  campoId = (await insertStandardCourse(t.runtime.deps.db, 'Alcalá')).id;
  bareCampoId = (await insertCourse(t.runtime.deps.db, { nombre: 'Sin salidas', ubicacion: 'Toledo' })).id;
});
afterAll(async () => {
  await t.close();
});

const get = async (id: string, s: Session) =>
  (await (await t.request(`/api/personal-games/${id}`, { cookie: s.cookie })).json()) as TPersonalGameDetail;

describe('POST /api/personal-games', () => {
  it('creates the game with the creator first (orden 1), guests and players, and answers the detail', async () => {
    const res = await t.request('/api/personal-games', {
      method: 'POST',
      cookie: ana.cookie,
      json: gameBody(campoId, ana, {
        nombre: '  Partida del sábado  ',
        hora_salida: '09:30:00',
        participantes: [
          { tipo: 'invitado', nombre_invitado: 'Lola', handicap_invitado: null, handicap_partida: null },
          { tipo: 'jugador', jugador_id: ben.profileId, handicap_partida: 5 },
          { tipo: 'jugador', jugador_id: ana.profileId, handicap_partida: null },
        ],
      }),
    });
    expect(res.status).toBe(201);
    const game = (await res.json()) as TPersonalGameDetail;
    expect(game).toMatchObject({
      nombre: 'Partida del sábado',
      fecha_juego: '2030-06-01',
      hora_salida: '09:30',
      validada: false,
      campo: { id: campoId, nombre: 'Alcalá', ubicacion: 'Madrid' },
      creador: { id: ana.profileId, nombre: 'Ana' },
      es_creador: true,
      resultados: [],
    });
    expect(game.hoyos).toHaveLength(18);
    expect(game.hoyos[2]).toMatchObject({ numero_hoyo: 3, par: 3 });
    expect(game.participantes.map((p) => [p.orden, p.nombre, p.es_invitado, p.handicap_partida])).toEqual([
      [1, 'Ana', false, null],
      [2, 'Lola', true, null],
      [3, 'Ben', false, 5],
    ]);
    expect(game.participantes[1]).toMatchObject({
      jugador_id: null,
      sexo_invitado: 'hombre',
      handicap: null,
    });
    const [row] = await t.runtime.deps.db.select().from(partidas).where(eq(partidas.id, game.id));
    expect(row).toMatchObject({
      es_partida_personal: true,
      creador_id: ana.profileId,
      orden_salida: 1,
      torneo_id: null,
    });
  });

  it('answers 404 when the signed-in user has no profile, writing nothing', async () => {
    const loner = await t.signUp({ nombre: 'Sin Perfil' });
    await t.runtime.deps.db.delete(profiles).where(eq(profiles.id, loner.profileId));
    const before = await tableCounts(t);
    const res = await t.request('/api/personal-games', {
      method: 'POST',
      cookie: loner.cookie,
      json: gameBody(campoId, loner),
    });
    expect(await errorOf(res)).toEqual({ status: 404, message: 'No se encontró el perfil del usuario' });
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('GET /api/personal-games/:id', () => {
  it('gives 18 holes of par 4 without stroke index when the course has no tee (P§8)', async () => {
    const game = await createGame(t, ana, gameBody(bareCampoId, ana));
    const detail = await get(game.id, ana);
    expect(detail.hoyos).toEqual(
      Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, handicap: null })),
    );
  });

  it('tells a participant who is not the creator that they are not', async () => {
    const game = await createGame(
      t,
      ana,
      gameBody(campoId, ana, {
        participantes: [
          { tipo: 'jugador', jugador_id: ana.profileId, handicap_partida: null },
          { tipo: 'jugador', jugador_id: ben.profileId, handicap_partida: null },
        ],
      }),
    );
    expect((await get(game.id, ben)).es_creador).toBe(false);
  });
});

describe('GET /api/personal-games', () => {
  it('merges the games created and joined, without duplicates, newest first', async () => {
    const fresh = await t.signUp({ nombre: 'Dani' });
    const friend = await t.signUp({ nombre: 'Eva' });
    const own = (jugadores: Session[]) =>
      jugadores.map((s) => ({ tipo: 'jugador' as const, jugador_id: s.profileId, handicap_partida: null }));
    const early = await createGame(
      t,
      fresh,
      gameBody(campoId, fresh, { nombre: 'Temprano', fecha_juego: '2030-05-01', hora_salida: '08:00' }),
    );
    const late = await createGame(
      t,
      fresh,
      gameBody(campoId, fresh, {
        nombre: 'Tarde',
        fecha_juego: '2030-05-01',
        hora_salida: '12:00',
        participantes: own([fresh, friend]),
      }),
    );
    const joined = await createGame(
      t,
      friend,
      gameBody(campoId, friend, {
        nombre: 'De Eva',
        fecha_juego: '2030-07-01',
        participantes: own([friend, fresh]),
      }),
    );
    await createGame(t, friend, gameBody(campoId, friend, { nombre: 'Solo Eva', fecha_juego: '2031-01-01' }));

    const res = await t.request('/api/personal-games', { cookie: fresh.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as TPersonalGamesResponse;
    expect(list.map((g) => g.id)).toEqual([joined.id, late.id, early.id]);
    expect(list[0]).toEqual({
      id: joined.id,
      nombre: 'De Eva',
      fecha_juego: '2030-07-01',
      hora_salida: '09:30',
      campo: { id: campoId, nombre: 'Alcalá', ubicacion: 'Madrid' },
      creador: { id: friend.profileId, nombre: 'Eva' },
      participantes_count: 2,
      es_creador: false,
      validada: false,
      permisos: expect.objectContaining({ introducir: false, editar: false, borrar: false }) as unknown,
    });
    expect(list[1]).toMatchObject({ es_creador: true, participantes_count: 2 });
    expect(list[2]).toMatchObject({ es_creador: true, participantes_count: 1 });
  });
});
