/**
 * Every route of a tournament group's scorecard and standings with every role (design.md §6, T§5, T§6): visitor,
 * player not enrolled, enrolled player of another group, member of the group, admin. A refusal changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidas, resultadosHoyo, scoreAudit } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTeesCourse, insertTournament, type TournamentFixture } from './test-fixtures';

type Role = 'visitor' | 'stranger' | 'outsider' | 'member' | 'admin';
interface Route {
  name: string;
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  path: (f: TournamentFixture) => string;
  json?: (f: TournamentFixture) => unknown;
}

let t: TestApp;
let course: { id: string; teeIds: string[] };
const sessions = {} as Record<Exclude<Role, 'visitor'>, Session>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  sessions.member = await t.signUp({ nombre: 'Marta' });
  sessions.outsider = await t.signUp({ nombre: 'Olga' });
  sessions.stranger = await t.signUp({ nombre: 'Sergio' });
  sessions.admin = await t.signUp({ nombre: 'Ada' });
  await t.makeAdmin(sessions.admin);
  course = await insertTeesCourse(t.runtime.deps.db);
});
afterAll(async () => {
  await t.close();
});

/** Today's tournament: group 1 Marta and a guest (with a result on hole 3), group 2 Olga. */
async function fixture(): Promise<TournamentFixture> {
  const db = t.runtime.deps.db;
  const f = await insertTournament(db, {
    fecha_juego: '2030-06-01',
    course,
    groups: 2,
    participants: [
      { profileId: sessions.member.profileId, sexo: 'mujer', group: 0 },
      { invitado: { nombre: 'Invitado', handicap: 10, sexo: 'hombre' }, group: 0 },
      { profileId: sessions.outsider.profileId, sexo: 'hombre', group: 1 },
    ],
  });
  await db
    .insert(resultadosHoyo)
    .values({ participante_id: f.participantIds[1]!, numero_hoyo: 3, golpes: 5 });
  return f;
}

const g1 = (f: TournamentFixture) => f.groupIds[0]!;
const guest = (f: TournamentFixture) => f.participantIds[1]!;
const routes: Route[] = [
  { name: 'scorecard', method: 'GET', path: (f) => `/api/groups/${g1(f)}/scorecard` },
  {
    name: 'save',
    method: 'PUT',
    path: (f) => `/api/groups/${g1(f)}/scores`,
    json: (f) => ({ participante_id: guest(f), numero_hoyo: 1, golpes: 4 }),
  },
  { name: 'clear', method: 'DELETE', path: (f) => `/api/groups/${g1(f)}/scores/${guest(f)}/3` },
  { name: 'validate', method: 'POST', path: (f) => `/api/groups/${g1(f)}/validate` },
  { name: 'audit', method: 'GET', path: (f) => `/api/groups/${g1(f)}/audit` },
  { name: 'liveGroup', method: 'GET', path: (f) => `/api/live/groups/${g1(f)}` },
  { name: 'groupStandings', method: 'GET', path: (f) => `/api/groups/${g1(f)}/standings` },
  { name: 'standings', method: 'GET', path: (f) => `/api/tournaments/${f.torneoId}/standings` },
  {
    name: 'participantGroup',
    method: 'GET',
    path: (f) => `/api/tournaments/${f.torneoId}/participants/${guest(f)}/group`,
  },
  { name: 'liveTournament', method: 'GET', path: (f) => `/api/live/tournaments/${f.torneoId}` },
];

const OK = [200] as const;
const NO_ACCESS = [403, 'No tienes acceso a esta partida'] as const;
/** Writing on a group's card, or validating it, without access: T§5's 'a esta tarjeta de juego'. */
const NO_CARD_ACCESS = [403, 'No tienes acceso a esta tarjeta de juego'] as const;
const notAMember: Record<string, readonly [number, string?]> = {
  scorecard: NO_ACCESS,
  save: NO_CARD_ACCESS,
  clear: NO_CARD_ACCESS,
  validate: NO_CARD_ACCESS,
  audit: NO_ACCESS,
  liveGroup: NO_ACCESS,
  groupStandings: OK,
  standings: OK,
  participantGroup: OK,
  liveTournament: OK,
};
const expected: Record<Role, Record<string, readonly [number, string?]>> = {
  visitor: Object.fromEntries(routes.map((r) => [r.name, [401, 'Debes iniciar sesión']])),
  stranger: notAMember,
  outsider: notAMember,
  member: Object.fromEntries(routes.map((r) => [r.name, OK])),
  admin: Object.fromEntries(routes.map((r) => [r.name, OK])),
};

async function state(f: TournamentFixture) {
  const db = t.runtime.deps.db;
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
  return {
    resultados: await db.select().from(resultadosHoyo),
    audit: await n(db.select({ n: count() }).from(scoreAudit)),
    group: (
      await db
        .select()
        .from(partidas)
        .where(eq(partidas.id, g1(f)))
    )[0],
  };
}

describe('every scorecard route with every role', () => {
  const cases = (Object.keys(expected) as Role[]).flatMap((role) => routes.map((route) => ({ role, route })));
  it.each(cases)('$role → $route.name', async ({ role, route }) => {
    const f = await fixture();
    const before = await state(f);
    const json = route.json?.(f);
    const res = await t.request(route.path(f), {
      method: route.method,
      ...(role === 'visitor' ? {} : { cookie: sessions[role].cookie }),
      ...(json !== undefined ? { json } : {}),
    });
    const [status, message] = expected[role][route.name]!;
    expect(res.status).toBe(status);
    if (status >= 400) {
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
      expect(await state(f)).toEqual(before);
    } else {
      await res.body?.cancel();
    }
  });
});

describe('ids that name no group', () => {
  let personalId: string;
  beforeAll(async () => {
    const { insertStandardCourse } = await import('@/server/modules/courses/test-fixtures');
    const campo = await insertStandardCourse(t.runtime.deps.db);
    const [row] = await t.runtime.deps.db
      .insert(partidas)
      .values({
        nombre: 'Personal',
        fecha_juego: '2030-06-01',
        hora_salida: '09:00',
        es_partida_personal: true,
        campo_id: campo.id,
        creador_id: sessions.member.profileId,
      })
      .returning({ id: partidas.id });
    personalId = row!.id;
  });
  const ids = [
    ['a malformed id', () => 'no-es-un-uuid'],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['a personal game', () => personalId],
  ] as const;
  const groupRoutes = routes.filter((r) =>
    ['scorecard', 'save', 'clear', 'validate', 'audit', 'liveGroup', 'groupStandings'].includes(r.name),
  );
  const cases = ids.flatMap(([what, id]) => groupRoutes.map((route) => ({ what, id, route })));
  it.each(cases)('$what → $route.name as admin is 404 Partida no encontrada', async ({ id, route }) => {
    const f = await fixture();
    const before = await state(f);
    const path = route.path({ ...f, groupIds: [id()] });
    const json = route.json?.(f);
    const res = await t.request(path, {
      method: route.method,
      cookie: sessions.admin.cookie,
      ...(json !== undefined ? { json } : {}),
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Partida no encontrada',
    );
    expect(await state(f)).toEqual(before);
  });

  it.each([
    ['standings', (id: string) => `/api/tournaments/${id}/standings`, 'Torneo no encontrado'],
    ['live', (id: string) => `/api/live/tournaments/${id}`, 'Torneo no encontrado'],
    [
      'participant group',
      (id: string) => `/api/tournaments/${id}/participants/00000000-0000-4000-8000-000000000000/group`,
      'No se pudo encontrar la partida correspondiente',
    ],
  ] as const)('tournament %s with a malformed or unknown id is 404', async (_name, path, message) => {
    for (const id of ['nada', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.request(path(id), { cookie: sessions.member.cookie });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });
});
