/**
 * An inactive tournament (decision record 016, "Security findings"): everything read through it — the tournament,
 * its standings, a group's standings, a participant's group, its live stream — follows the tournament's own
 * visibility (administrators and its players; anybody else the 404 of an unknown one). Its players can no longer
 * save, clear or validate strokes (409 'El torneo no está activo', like enrolment and cancellation); administrators
 * can do everything.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidas, resultadosHoyo, torneos } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTournament, type TournamentFixture } from '@/server/modules/scores/test-fixtures';

let t: TestApp;
let member: Session;
let stranger: Session;
let admin: Session;
let f: TournamentFixture;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  member = await t.signUp({ nombre: 'Marta Miembro' });
  stranger = await t.signUp({ nombre: 'Sergio Ajeno' });
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
  f = await insertTournament(t.runtime.deps.db, {
    fecha_juego: '2030-06-01',
    participants: [
      { profileId: member.profileId, sexo: 'mujer', group: 0 },
      { invitado: { nombre: 'Invitado', handicap: 10, sexo: 'hombre' }, group: 0 },
    ],
  });
  await t.runtime.deps.db
    .insert(resultadosHoyo)
    .values({ participante_id: f.participantIds[1]!, numero_hoyo: 3, golpes: 5 });
});
afterAll(() => t.close());

const setActive = (activo: boolean) =>
  t.runtime.deps.db.update(torneos).set({ activo }).where(eq(torneos.id, f.torneoId));

async function status(path: string, s: Session) {
  const res = await t.request(path, { cookie: s.cookie });
  const body = res.headers.get('content-type')?.includes('json')
    ? ((await res.json()) as { error?: { message: string } })
    : (await res.body?.cancel(), undefined);
  return res.status === 200 ? 200 : [res.status, body?.error?.message];
}

const reads = () => ({
  tournament: `/api/tournaments/${f.torneoId}`,
  standings: `/api/tournaments/${f.torneoId}/standings`,
  groupStandings: `/api/groups/${f.groupIds[0]}/standings`,
  participantGroup: `/api/tournaments/${f.torneoId}/participants/${f.participantIds[1]}/group`,
  live: `/api/live/tournaments/${f.torneoId}`,
});

async function readAll(s: Session) {
  const out: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(reads())) out[name] = await status(path, s);
  return out;
}

describe('reads of an inactive tournament', () => {
  it('an active tournament is readable by any signed-in player', async () => {
    await setActive(true);
    const all = { tournament: 200, standings: 200, groupStandings: 200, participantGroup: 200, live: 200 };
    expect(await readAll(stranger)).toEqual(all);
  });

  it('follow the tournament: its players and administrators see them, anybody else a 404', async () => {
    await setActive(false);
    const all = { tournament: 200, standings: 200, groupStandings: 200, participantGroup: 200, live: 200 };
    expect(await readAll(member)).toEqual(all);
    expect(await readAll(admin)).toEqual(all);
    expect(await readAll(stranger)).toEqual({
      tournament: [404, 'Torneo no encontrado'],
      standings: [404, 'Torneo no encontrado'],
      groupStandings: [404, 'Partida no encontrada'],
      participantGroup: [404, 'No se pudo encontrar la partida correspondiente'],
      live: [404, 'Torneo no encontrado'],
    });
  });
});

describe('writes in an inactive tournament', () => {
  const save = (s: Session, golpes: number) =>
    t.request(`/api/groups/${f.groupIds[0]}/scores`, {
      method: 'PUT',
      cookie: s.cookie,
      json: { participante_id: f.participantIds[0], numero_hoyo: 1, golpes },
    });
  const clear = (s: Session) =>
    t.request(`/api/groups/${f.groupIds[0]}/scores/${f.participantIds[1]}/3`, {
      method: 'DELETE',
      cookie: s.cookie,
    });
  const validate = (s: Session) =>
    t.request(`/api/groups/${f.groupIds[0]}/validate`, { method: 'POST', cookie: s.cookie });
  const strokes = async () =>
    (await t.runtime.deps.db.select().from(resultadosHoyo)).map((r) => [r.numero_hoyo, r.golpes]).sort();
  const refusal = async (res: Response) => [
    res.status,
    ((await res.json()) as { error: { message: string } }).error.message,
  ];

  it('its players can neither save, clear nor validate; nothing changes', async () => {
    await setActive(false);
    const inactive = [409, 'El torneo no está activo'];
    expect(await refusal(await save(member, 4))).toEqual(inactive);
    expect(await refusal(await clear(member))).toEqual(inactive);
    expect(await refusal(await validate(member))).toEqual(inactive);
    expect(await refusal(await save(stranger, 4))).toEqual([403, 'No tienes acceso a esta tarjeta de juego']);
    expect(await strokes()).toEqual([[3, 5]]);
    const [partida] = await t.runtime.deps.db.select().from(partidas).where(eq(partidas.id, f.groupIds[0]!));
    expect(partida!.validada).toBe(false);
    // The card says so: the member sees it, without entry or validation.
    const card = await t.request(`/api/groups/${f.groupIds[0]}/scorecard`, { cookie: member.cookie });
    expect(card.status).toBe(200);
    expect((await card.json()) as { permisos: object }).toMatchObject({
      permisos: { introducir: false, validar: false },
    });
  });

  it('administrators can do everything', async () => {
    await setActive(false);
    expect((await save(admin, 6)).status).toBe(200);
    expect((await clear(admin)).status).toBe(200);
    expect((await validate(admin)).status).toBe(200);
    expect(await strokes()).toEqual([[1, 6]]);
  });

  it('once active again, its players save as before', async () => {
    await setActive(true);
    await t.runtime.deps.db.update(partidas).set({ validada: false }).where(eq(partidas.id, f.groupIds[0]!));
    expect((await save(member, 4)).status).toBe(200);
  });
});
