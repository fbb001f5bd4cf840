/**
 * The `permisos` of a personal game (design.md §6, §13, decision record 020): the server's policy decides what the
 * screens offer, on the detail, the list and the answers of create and edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPersonalGameDetail, TPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { ZPersonalGameDetail, ZPersonalGamesResponse } from '@/shared/schemas/personal-games';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import { createGame, gameBody } from './test-helpers';

let t: TestApp;
let campoId: string;
let creator: Session;
let participant: Session;
let playingAdmin: Session;
let outsider: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  campoId = (await insertStandardCourse(t.runtime.deps.db)).id;
  creator = await t.signUp({ nombre: 'Creadora' });
  participant = await t.signUp({ nombre: 'Participante' });
  playingAdmin = await t.signUp({ nombre: 'Admin que juega' });
  outsider = await t.signUp({ nombre: 'Ajena' });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(playingAdmin);
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

const NOTHING = {
  introducir: false,
  validar: false,
  historial: false,
  golpes_max: 9,
  es_admin: false,
  editar: false,
  borrar: false,
};
const OPEN_FOR_CREATOR = { ...NOTHING, introducir: true, validar: true, editar: true, borrar: true };
const VALIDATED_FOR_CREATOR = { ...NOTHING, borrar: true };

const newGame = (fecha_juego = '2030-06-01') =>
  createGame(
    t,
    creator,
    gameBody(campoId, creator, {
      fecha_juego,
      participantes: [
        { tipo: 'jugador', jugador_id: creator.profileId, handicap_partida: null },
        { tipo: 'jugador', jugador_id: participant.profileId, handicap_partida: null },
        { tipo: 'jugador', jugador_id: playingAdmin.profileId, handicap_partida: null },
      ],
    }),
  );

async function detail(id: string, s: Session): Promise<TPersonalGameDetail> {
  const res = await t.request(`/api/personal-games/${id}`, { cookie: s.cookie });
  expect(res.status).toBe(200);
  return ZPersonalGameDetail.parse(await res.json());
}

async function listed(id: string, s: Session): Promise<TPersonalGamesResponse[number] | undefined> {
  const res = await t.request('/api/personal-games', { cookie: s.cookie });
  expect(res.status).toBe(200);
  return ZPersonalGamesResponse.parse(await res.json()).find((g) => g.id === id);
}

async function validate(id: string) {
  const res = await t.request(`/api/personal-games/${id}/validate`, {
    method: 'POST',
    cookie: creator.cookie,
  });
  expect(res.status).toBe(200);
}

describe('permisos of a game not yet validated', () => {
  let game: TPersonalGameDetail;
  beforeAll(async () => {
    game = await newGame();
  });

  it('the creator may enter strokes, validate, edit and delete (also in the answer of create)', async () => {
    expect(game.permisos).toEqual(OPEN_FOR_CREATOR);
    expect((await detail(game.id, creator)).permisos).toEqual(OPEN_FOR_CREATOR);
    expect((await listed(game.id, creator))?.permisos).toEqual(OPEN_FOR_CREATOR);
  });

  it('a participant only reads', async () => {
    expect((await detail(game.id, participant)).permisos).toEqual(NOTHING);
    expect((await listed(game.id, participant))?.permisos).toEqual(NOTHING);
  });

  it('an administrator who plays only reads: admins have no rights over personal games', async () => {
    const expected = { ...NOTHING, es_admin: true };
    expect((await detail(game.id, playingAdmin)).permisos).toEqual(expected);
    expect((await listed(game.id, playingAdmin))?.permisos).toEqual(expected);
  });

  it('an outsider and an administrator who does not play get no game at all', async () => {
    for (const s of [outsider, admin]) {
      const res = await t.request(`/api/personal-games/${game.id}`, { cookie: s.cookie });
      expect(res.status).toBe(404);
      expect(await listed(game.id, s)).toBeUndefined();
    }
  });

  it('the answer of an edit carries the creator’s permisos', async () => {
    const res = await t.request(`/api/personal-games/${game.id}`, {
      method: 'PUT',
      cookie: creator.cookie,
      json: gameBody(campoId, creator, {
        nombre: 'Cambiada',
        participantes: game.participantes.map((p) => ({
          tipo: 'jugador' as const,
          jugador_id: p.jugador_id!,
          handicap_partida: null,
        })),
      }),
    });
    expect(res.status).toBe(200);
    expect(ZPersonalGameDetail.parse(await res.json()).permisos).toEqual(OPEN_FOR_CREATOR);
  });
});

describe('permisos of a validated game', () => {
  let game: TPersonalGameDetail;
  beforeAll(async () => {
    game = await newGame();
    await validate(game.id);
  });

  it('the creator may only delete it; the server refuses what the permisos deny', async () => {
    expect((await detail(game.id, creator)).permisos).toEqual(VALIDATED_FOR_CREATOR);
    expect((await listed(game.id, creator))?.permisos).toEqual(VALIDATED_FOR_CREATOR);
    const stroke = await t.request(`/api/personal-games/${game.id}/scores`, {
      method: 'PUT',
      cookie: creator.cookie,
      json: { participante_id: game.participantes[0]!.id, numero_hoyo: 1, golpes: 4 },
    });
    expect(stroke.status).toBe(409);
  });

  it('participants, administrators among them, still only read', async () => {
    expect((await detail(game.id, participant)).permisos).toEqual(NOTHING);
    expect((await detail(game.id, playingAdmin)).permisos).toEqual({ ...NOTHING, es_admin: true });
  });
});

describe('a game whose date has passed', () => {
  it('stays open for its creator until validated (personal games have no finished tournament)', async () => {
    const game = await newGame('2020-01-04');
    expect((await detail(game.id, creator)).permisos).toEqual(OPEN_FOR_CREATOR);
    expect((await detail(game.id, participant)).permisos).toEqual(NOTHING);
  });
});
