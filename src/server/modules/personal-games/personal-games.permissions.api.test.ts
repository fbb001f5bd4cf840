/** Every route of a personal game with every role (design.md §6, P§6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidas, torneos } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import { createGame, gameBody, gameRow, tableCounts } from './test-helpers';

type Role = 'visitor' | 'stranger' | 'participant' | 'creator' | 'admin';
interface Route {
  name: string;
  method: string;
  path: (id: string) => string;
  json?: (ctx: { participantId: string }) => unknown;
}

let t: TestApp;
let campoId: string;
const sessions = {} as Record<Exclude<Role, 'visitor'>, Session>;

beforeAll(async () => {
  t = await createTestApp();
  campoId = (await insertStandardCourse(t.runtime.deps.db)).id;
  sessions.creator = await t.signUp({ nombre: 'Creadora' });
  sessions.participant = await t.signUp({ nombre: 'Participante' });
  sessions.stranger = await t.signUp({ nombre: 'Extraño' });
  sessions.admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(sessions.admin);
});
afterAll(async () => {
  await t.close();
});

const newGame = () =>
  createGame(
    t,
    sessions.creator,
    gameBody(campoId, sessions.creator, {
      participantes: [
        { tipo: 'jugador', jugador_id: sessions.creator.profileId, handicap_partida: null },
        { tipo: 'jugador', jugador_id: sessions.participant.profileId, handicap_partida: null },
      ],
    }),
  );

const routes: Route[] = [
  { name: 'detail', method: 'GET', path: (id) => `/api/personal-games/${id}` },
  {
    name: 'edit',
    method: 'PUT',
    path: (id) => `/api/personal-games/${id}`,
    json: () => gameBody(campoId, sessions.creator, { nombre: 'Cambiada' }),
  },
  { name: 'delete', method: 'DELETE', path: (id) => `/api/personal-games/${id}` },
  {
    name: 'score',
    method: 'PUT',
    path: (id) => `/api/personal-games/${id}/scores`,
    json: ({ participantId }) => ({ participante_id: participantId, numero_hoyo: 1, golpes: 4 }),
  },
  { name: 'validate', method: 'POST', path: (id) => `/api/personal-games/${id}/validate` },
  { name: 'live', method: 'GET', path: (id) => `/api/live/personal-games/${id}` },
];

const FORBIDDEN = [403, 'Solo el creador de la partida puede hacer esto'] as const;
const NOT_FOUND = [404, 'Partida no encontrada'] as const;
const expected: Record<Role, Record<string, readonly [number, string?]>> = {
  visitor: Object.fromEntries(routes.map((r) => [r.name, [401, 'Debes iniciar sesión']])),
  stranger: Object.fromEntries(routes.map((r) => [r.name, NOT_FOUND])),
  admin: Object.fromEntries(routes.map((r) => [r.name, NOT_FOUND])),
  participant: {
    detail: [200],
    live: [200],
    edit: FORBIDDEN,
    delete: FORBIDDEN,
    score: FORBIDDEN,
    validate: FORBIDDEN,
  },
  creator: { detail: [200], live: [200], edit: [200], delete: [204], score: [200], validate: [200] },
};

async function call(route: Route, id: string, participantId: string, role: Role): Promise<Response> {
  const cookie = role === 'visitor' ? undefined : sessions[role].cookie;
  const json = route.json?.({ participantId });
  return t.request(route.path(id), {
    method: route.method,
    ...(cookie ? { cookie } : {}),
    ...(json !== undefined ? { json } : {}),
  });
}

async function messageOf(res: Response): Promise<string | undefined> {
  if (res.status < 400) {
    await res.body?.cancel();
    return undefined;
  }
  return ((await res.json()) as { error: { message: string } }).error.message;
}

describe('every game route with every role', () => {
  const cases = (Object.keys(expected) as Role[]).flatMap((role) => routes.map((route) => ({ role, route })));
  it.each(cases)('$role → $route.name', async ({ role, route }) => {
    const game = await newGame();
    const participantId = game.participantes[1]!.id;
    const before = { row: await gameRow(t, game.id), counts: await tableCounts(t) };
    const res = await call(route, game.id, participantId, role);
    const [status, message] = expected[role][route.name]!;
    expect(res.status).toBe(status);
    expect(await messageOf(res)).toBe(message);
    if (status >= 400) {
      expect(await gameRow(t, game.id)).toEqual(before.row);
      expect(await tableCounts(t)).toEqual(before.counts);
    }
  });
});

describe('ids that are not a personal game', () => {
  let tournamentGameId: string;
  beforeAll(async () => {
    const db = t.runtime.deps.db;
    const [torneo] = await db
      .insert(torneos)
      .values({ nombre: 'Torneo', fecha_juego: '2030-01-01', campo_id: campoId })
      .returning();
    const [partida] = await db
      .insert(partidas)
      .values({ torneo_id: torneo!.id, nombre: 'Grupo 1', fecha_juego: '2030-01-01', hora_salida: '09:00' })
      .returning();
    tournamentGameId = partida!.id;
  });

  const ids = [
    ['a malformed id', () => 'no-es-un-uuid'],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['a tournament partida', () => tournamentGameId],
  ] as const;
  const cases = ids.flatMap(([what, id]) =>
    routes.flatMap((route) => (['creator', 'admin'] as const).map((role) => ({ what, id, route, role }))),
  );
  it.each(cases)('$what → $route.name as $role is 404', async ({ id, route, role }) => {
    const res = await call(route, id(), '00000000-0000-4000-8000-000000000001', role);
    expect(res.status).toBe(404);
    expect(await messageOf(res)).toBe('Partida no encontrada');
  });
});

describe('routes without a game', () => {
  const list = [
    ['GET', '/api/personal-games', 200],
    ['GET', '/api/personal-games/upcoming', 200],
    ['GET', '/api/courses', 200],
    ['GET', '/api/players', 200],
    ['POST', '/api/personal-games', 201],
  ] as const;
  const cases = list.flatMap(([method, path, ok]) =>
    (['visitor', 'stranger', 'participant', 'creator', 'admin'] as const).map((role) => ({
      method,
      path,
      role,
      status: role === 'visitor' ? 401 : ok,
    })),
  );
  it.each(cases)('$method $path as $role → $status', async ({ method, path, role, status }) => {
    const s = role === 'visitor' ? null : sessions[role];
    const json = method === 'POST' ? gameBody(campoId, s ?? sessions.creator) : undefined;
    const res = await t.request(path, {
      method,
      ...(s ? { cookie: s.cookie } : {}),
      ...(json ? { json } : {}),
    });
    expect(res.status).toBe(status);
  });
});
