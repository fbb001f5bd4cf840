/** Every refusal of create and edit gets its status and Spanish message, and writes nothing (P§5). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import { createGame, errorOf, gameBody, gameRow, tableCounts, type GameBody } from './test-helpers';

let t: TestApp;
let ana: Session;
let ben: Session;
let campoId: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp({ nombre: 'Ana' });
  ben = await t.signUp({ nombre: 'Ben' });
  campoId = (await insertStandardCourse(t.runtime.deps.db)).id;
});
afterAll(async () => {
  await t.close();
});

const me = () => ({ tipo: 'jugador' as const, jugador_id: ana.profileId, handicap_partida: null });
const guest = (extra: Record<string, unknown> = {}) => ({
  tipo: 'invitado',
  nombre_invitado: 'Lola',
  handicap_invitado: null,
  handicap_partida: null,
  ...extra,
});
const body = (extra: Record<string, unknown> = {}) => ({ ...gameBody(campoId, ana), ...extra });
const without = (key: keyof GameBody) => {
  const b: Record<string, unknown> = body();
  delete b[key];
  return b;
};

const INCOMPLETE = 'Completa todos los campos de la partida';
const cases: [string, () => unknown, string][] = [
  ['no nombre', () => without('nombre'), INCOMPLETE],
  ['a blank nombre', () => body({ nombre: '   ' }), INCOMPLETE],
  ['no fecha_juego', () => without('fecha_juego'), INCOMPLETE],
  ['an empty fecha_juego', () => body({ fecha_juego: '' }), INCOMPLETE],
  ['no hora_salida', () => without('hora_salida'), INCOMPLETE],
  ['no campo_id', () => without('campo_id'), INCOMPLETE],
  ['an empty campo_id', () => body({ campo_id: '' }), INCOMPLETE],
  ['no participants', () => body({ participantes: [] }), 'Añade al menos un participante'],
  ['no participants field', () => without('participantes'), 'Añade al menos un participante'],
  [
    'a guest without name',
    () => body({ participantes: [me(), guest({ nombre_invitado: '  ' })] }),
    'Introduce el nombre del invitado',
  ],
  [
    'the creator missing',
    () => body({ participantes: [guest()] }),
    'No puedes eliminarte de tu propia partida',
  ],
  [
    'a player twice',
    () => body({ participantes: [me(), { ...me(), handicap_partida: 3 }] }),
    'Este jugador ya está en la partida',
  ],
  [
    'an unknown player',
    () =>
      body({ participantes: [me(), { tipo: 'jugador', jugador_id: randomUUID(), handicap_partida: null }] }),
    'Jugador no encontrado',
  ],
  ['an unknown course', () => body({ campo_id: randomUUID() }), 'Campo no encontrado'],
  [
    'a guest handicap above 54',
    () => body({ participantes: [me(), guest({ handicap_invitado: 54.1 })] }),
    'El hándicap debe estar entre -10 y 54',
  ],
  [
    'a guest handicap below -10',
    () => body({ participantes: [me(), guest({ handicap_invitado: -10.5 })] }),
    'El hándicap debe estar entre -10 y 54',
  ],
  [
    'a guest handicap with two decimals',
    () => body({ participantes: [me(), guest({ handicap_invitado: 12.34 })] }),
    'El hándicap admite como máximo un decimal',
  ],
  [
    'a guest handicap that is not one number',
    () => body({ participantes: [me(), guest({ handicap_invitado: '1.234,5' })] }),
    'El hándicap debe estar entre -10 y 54',
  ],
  [
    'a game handicap typed twice signed',
    () => body({ participantes: [{ ...me(), handicap_partida: '--1' }] }),
    'El hándicap de juego debe estar entre -10 y 54',
  ],
  [
    'a game handicap above 54',
    () => body({ participantes: [{ ...me(), handicap_partida: 60 }] }),
    'El hándicap de juego debe estar entre -10 y 54',
  ],
  [
    'an invalid guest sex',
    () => body({ participantes: [me(), guest({ sexo_invitado: 'otro' })] }),
    'Sexo no válido',
  ],
  [
    '21 participants',
    () =>
      body({
        participantes: [me(), ...Array.from({ length: 20 }, (_, i) => guest({ nombre_invitado: `G${i}` }))],
      }),
    'Máximo 20 participantes',
  ],
];

describe('POST /api/personal-games refusals', () => {
  it.each(cases)('%s → 400 and nothing written', async (_what, json, message) => {
    const before = await tableCounts(t);
    const res = await t.request('/api/personal-games', { method: 'POST', cookie: ana.cookie, json: json() });
    expect(await errorOf(res)).toEqual({ status: 400, message });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('accepts exactly 20 participants, a guest handicap with one decimal and the default sex hombre', async () => {
    const game = await createGame(
      t,
      ana,
      body({
        participantes: [
          me(),
          guest({ handicap_invitado: 12.3, handicap_partida: 14 }),
          ...Array.from({ length: 18 }, (_, i) => guest({ nombre_invitado: `G${i}` })),
        ],
      }),
    );
    expect(game.participantes).toHaveLength(20);
    expect(game.participantes[1]).toMatchObject({
      handicap: 12.3,
      handicap_partida: 14,
      sexo_invitado: 'hombre',
    });
  });

  it("reads handicaps as the club writes them: '12,4'; '+0,8' and '+1' are plus handicaps (−0.8, −1)", async () => {
    const game = await createGame(
      t,
      ana,
      body({
        participantes: [
          { ...me(), handicap_partida: '+1' },
          guest({ handicap_invitado: '+0,8', handicap_partida: '-0,5' }),
          guest({ nombre_invitado: 'Pepa', handicap_invitado: '12,4', handicap_partida: '' }),
        ],
      }),
    );
    expect(game.participantes.map((p) => [p.nombre, p.handicap, p.handicap_partida])).toEqual([
      ['Ana', null, -1],
      ['Lola', -0.8, -0.5],
      // No game handicap given: the server's, from the course (12.4 on the standard course).
      ['Pepa', 12.4, expect.any(Number)],
    ]);
  });

  it('rejects malformed JSON', async () => {
    const res = await t.request('/api/personal-games', {
      method: 'POST',
      cookie: ana.cookie,
      body: '{"nombre":',
      headers: { 'content-type': 'application/json' },
    });
    expect(await errorOf(res)).toEqual({ status: 400, message: 'Datos no válidos: JSON mal formado' });
  });
});

describe('PUT /api/personal-games/:id refusals', () => {
  let game: TPersonalGameDetail;
  beforeAll(async () => {
    game = await createGame(
      t,
      ana,
      body({
        participantes: [
          me(),
          { tipo: 'jugador', jugador_id: ben.profileId, handicap_partida: null },
          guest(),
        ],
      }),
    );
  });

  const editCases: [string, () => unknown, number, string][] = [
    ...cases.map(([what, json, message]): [string, () => unknown, number, string] => [
      what,
      json,
      400,
      message,
    ]),
    [
      'a guest id of another game',
      () => body({ participantes: [me(), guest({ id: randomUUID() })] }),
      400,
      'El participante no pertenece a esta partida',
    ],
    [
      'a player row id given as a guest id',
      () => body({ participantes: [me(), guest({ id: game.participantes[1]!.id })] }),
      400,
      'El participante no pertenece a esta partida',
    ],
  ];
  it.each(editCases)('%s → %i and the game unchanged', async (_what, json, status, message) => {
    const before = { row: await gameRow(t, game.id), counts: await tableCounts(t) };
    const res = await t.request(`/api/personal-games/${game.id}`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: json(),
    });
    expect(await errorOf(res)).toEqual({ status, message });
    expect(await gameRow(t, game.id)).toEqual(before.row);
    expect(await tableCounts(t)).toEqual(before.counts);
    const detail = (await (
      await t.request(`/api/personal-games/${game.id}`, { cookie: ana.cookie })
    ).json()) as TPersonalGameDetail;
    expect(detail.participantes).toEqual(game.participantes);
  });

  it('refuses to edit a validated game (409) and changes nothing', async () => {
    const locked = await createGame(t, ana, body());
    expect(
      (await t.request(`/api/personal-games/${locked.id}/validate`, { method: 'POST', cookie: ana.cookie }))
        .status,
    ).toBe(200);
    const before = { row: await gameRow(t, locked.id), counts: await tableCounts(t) };
    const res = await t.request(`/api/personal-games/${locked.id}`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: body({ nombre: 'Otra' }),
    });
    expect(await errorOf(res)).toEqual({
      status: 409,
      message: 'La partida está validada y no se puede modificar',
    });
    expect(await gameRow(t, locked.id)).toEqual(before.row);
    expect(await tableCounts(t)).toEqual(before.counts);
  });
});
