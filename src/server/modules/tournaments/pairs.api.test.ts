/**
 * A player's side of pairs (design.md §14, decision 024): request → accept, decline, withdraw; who may act (the
 * role matrix of the new endpoints); every refusal with its code and Spanish message and nothing written; a pending
 * pair is no pair for the standings; 'standings-inputs-changed' only when a pair is accepted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZTournamentGroups } from '@/shared/schemas/admin-groups';
import { TOURNAMENT_MESSAGES as M, ZMyPair } from '@/shared/schemas/tournaments';
import { parejasTorneo } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import {
  insertTeesCourse,
  insertTournament,
  type TournamentFixture,
} from '@/server/modules/scores/test-fixtures';

let t: TestApp;
let course: { id: string; teeIds: string[] };
let ana: Session;
let bea: Session;
let carla: Session;
let dora: Session;
let admin: Session;
const db = () => t.runtime.deps.db;
let events: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  ana = await t.signUp({ nombre: 'Ana' });
  bea = await t.signUp({ nombre: 'Bea' });
  carla = await t.signUp({ nombre: 'Carla' });
  dora = await t.signUp({ nombre: 'Dora' });
  admin = await t.signUp({ nombre: 'Ada' });
  await t.makeAdmin(admin);
  course = await insertTeesCourse(db());
  t.runtime.deps.live.on('standings-inputs-changed', (e) => {
    events.push(e);
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  events = [];
});

/** Ana, Bea and Carla enrolled (with a guest); Dora is not. */
function tournament(
  opts: { modalidad?: 'stableford_parejas' | 'stableford_individual'; fecha?: string } = {},
) {
  return insertTournament(db(), {
    fecha_juego: opts.fecha ?? '2030-06-10',
    course,
    modalidad: opts.modalidad ?? 'stableford_parejas',
    ...(opts.modalidad === 'stableford_individual' ? {} : { forma_parejas: 'mejor_bola' as const }),
    limite_golpes_hoyo: null,
    participants: [
      { profileId: ana.profileId },
      { profileId: bea.profileId },
      { profileId: carla.profileId },
      { invitado: { nombre: 'Invitado', handicap: 10, sexo: 'hombre' } },
    ],
  });
}

const invite = (f: TournamentFixture, partner: string, s: Session | null = ana) =>
  t.request(`/api/tournaments/${f.torneoId}/pair`, {
    method: 'POST',
    cookie: s?.cookie,
    json: { participante_id: partner },
  });
const accept = (pairId: string, s: Session | null) =>
  t.request(`/api/tournament-pairs/${pairId}/accept`, { method: 'POST', cookie: s?.cookie });
const remove = (pairId: string, s: Session | null) =>
  t.request(`/api/tournament-pairs/${pairId}`, { method: 'DELETE', cookie: s?.cookie });
const mine = async (f: TournamentFixture, s: Session) => {
  const res = await t.request(`/api/tournaments/${f.torneoId}/pair`, { cookie: s.cookie });
  expect(res.status).toBe(200);
  return ZMyPair.parse(await res.json());
};
const pairRows = (f: TournamentFixture) =>
  db().select().from(parejasTorneo).where(eq(parejasTorneo.torneo_id, f.torneoId));
async function refusal(res: Response): Promise<[number, string, string]> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return [res.status, body.error.code, body.error.message];
}
/** The pairs 'Generar Partidas' keeps together (the administrator's groups screen). */
async function groupPairs(f: TournamentFixture) {
  const res = await t.request(`/api/admin/groups/tournaments/${f.torneoId}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return ZTournamentGroups.parse(await res.json()).parejas;
}
async function standingsSides(f: TournamentFixture) {
  const res = await t.request(`/api/tournaments/${f.torneoId}/standings`, { cookie: ana.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { parejas: unknown[] }).parejas;
}

describe('request → accept', () => {
  it('Ana asks Bea: pending for both, no pair for the standings; Bea accepts: the pair plays', async () => {
    const f = await tournament();
    const [a, b, c] = f.participantIds;
    const before = await mine(f, ana);
    expect(before.pareja).toBeNull();
    expect(before.candidatos.map((p) => p.nombre)).toEqual(['Bea', 'Carla']); // no guest, not herself

    const res = await invite(f, b!);
    expect(res.status).toBe(201);
    const asked = ZMyPair.parse(await res.json());
    expect(asked.pareja).toMatchObject({
      nombre: 'Ana / Bea',
      companero: { participante_id: b, nombre: 'Bea' },
      aceptada: false,
      invitado_por_mi: true,
    });
    expect(asked.candidatos.map((p) => p.participante_id)).toEqual([c]);
    const invited = await mine(f, bea);
    expect(invited.pareja).toMatchObject({
      aceptada: false,
      invitado_por_mi: false,
      companero: { nombre: 'Ana' },
    });
    expect(await standingsSides(f)).toEqual([]);
    expect(await groupPairs(f)).toEqual([]);
    expect(events).toEqual([]);

    // Ana cannot accept her own invitation.
    expect(await refusal(await accept(asked.pareja!.id, ana))).toEqual([403, 'FORBIDDEN', M.pairOnlyInvited]);
    const ok = await accept(asked.pareja!.id, bea);
    expect(ok.status).toBe(200);
    expect(ZMyPair.parse(await ok.json()).pareja).toMatchObject({ aceptada: true, nombre: 'Ana / Bea' });
    expect(await standingsSides(f)).toEqual([
      expect.objectContaining({ id: asked.pareja!.id, participante_ids: [a, b] }),
    ]);
    expect(await groupPairs(f)).toEqual([{ participante_ids: [a, b] }]);
    expect(events).toEqual([{ torneoId: f.torneoId, cause: 'pairs', actorUserId: bea.userId }]);

    // Accepted: the players cannot undo it, an administrator can.
    expect(await refusal(await remove(asked.pareja!.id, ana))).toEqual([409, 'CONFLICT', M.pairAccepted]);
    const dissolved = await t.request(`/api/admin/pairs/${asked.pareja!.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(dissolved.status).toBe(204);
    expect(await pairRows(f)).toEqual([]);
  });
});

describe('decline and withdraw', () => {
  it('the invited player declines; the asker withdraws; no event', async () => {
    const f = await tournament();
    const [, b, c] = f.participantIds;
    const first = ZMyPair.parse(await (await invite(f, b!)).json()).pareja!;
    expect((await remove(first.id, bea)).status).toBe(204);
    expect(await pairRows(f)).toEqual([]);
    const second = ZMyPair.parse(await (await invite(f, c!)).json()).pareja!;
    expect((await remove(second.id, ana)).status).toBe(204);
    expect(await pairRows(f)).toEqual([]);
    expect(events).toEqual([]);
  });

  it('cancelling an enrolment takes the pair with it (the partner stays a single)', async () => {
    const f = await tournament();
    const pair = ZMyPair.parse(await (await invite(f, f.participantIds[1]!)).json()).pareja!;
    expect((await accept(pair.id, bea)).status).toBe(200);
    events = [];
    const res = await t.request(`/api/tournaments/${f.torneoId}/enrolment`, {
      method: 'DELETE',
      cookie: ana.cookie,
    });
    expect(res.status).toBe(204);
    expect(await pairRows(f)).toEqual([]);
    expect(events).toHaveLength(1);
  });
});

describe('refusals change nothing', () => {
  it('who may act on an invitation (role matrix)', async () => {
    const f = await tournament();
    const pair = ZMyPair.parse(await (await invite(f, f.participantIds[1]!)).json()).pareja!;
    const rows = await pairRows(f);
    for (const s of [null, carla, dora, admin]) {
      const expected = s === null ? 401 : 403;
      expect((await accept(pair.id, s)).status).toBe(expected);
      expect((await remove(pair.id, s)).status).toBe(expected);
    }
    expect((await invite(f, f.participantIds[2]!, null)).status).toBe(401);
    expect((await t.request(`/api/tournaments/${f.torneoId}/pair`)).status).toBe(401);
    expect(await pairRows(f)).toEqual(rows);
    expect(await refusal(await accept(crypto.randomUUID(), bea))).toEqual([404, 'NOT_FOUND', M.pairNotFound]);
    expect(events).toEqual([]);
  });

  it('not enrolled, partner not enrolled, already in a pair, not a pairs tournament, finished', async () => {
    const f = await tournament();
    const [a, b, c, guest] = f.participantIds;
    expect(await refusal(await invite(f, a!, dora))).toEqual([404, 'NOT_ENROLLED', M.notEnrolled]);
    expect(await refusal(await invite(f, guest!))).toEqual([
      400,
      'PARTNER_NOT_ENROLLED',
      M.partnerNotEnrolled,
    ]);
    const other = await tournament();
    expect(await refusal(await invite(f, other.participantIds[1]!))).toEqual([
      400,
      'PARTNER_NOT_ENROLLED',
      M.partnerNotEnrolled,
    ]);
    expect(await refusal(await invite(f, a!))).toEqual([400, 'VALIDATION', M.pairSelf]);
    expect((await invite(f, b!)).status).toBe(201);
    const rows = await pairRows(f);
    expect(await refusal(await invite(f, c!))).toEqual([409, 'ALREADY_IN_PAIR', M.alreadyInPair]);
    expect(await refusal(await invite(f, b!, carla))).toEqual([409, 'ALREADY_IN_PAIR', M.alreadyInPair]);
    expect(await pairRows(f)).toEqual(rows);

    const single = await tournament({ modalidad: 'stableford_individual' });
    expect(await refusal(await invite(single, single.participantIds[1]!))).toEqual([
      409,
      'NOT_PAIRS_TOURNAMENT',
      M.notPairs,
    ]);
    const past = await tournament({ fecha: '2030-05-01' });
    expect(await refusal(await invite(past, past.participantIds[1]!))).toEqual([
      409,
      'TOURNAMENT_FINISHED',
      M.finished,
    ]);
    expect(await pairRows(past)).toEqual([]);
    expect(await pairRows(single)).toEqual([]);
    expect(events).toEqual([]);
  });
});
