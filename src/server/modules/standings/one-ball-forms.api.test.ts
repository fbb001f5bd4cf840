/**
 * The one-ball pairs forms added as one module each (decision record 036), through the real endpoints: either
 * partner writes the side's card, stored under the first; the pair plays WHS Appendix C's allowance.
 *
 * Men's tee of the fixture: slope 125, course rating 70.1, par 72. Course handicaps, not rounded: index 10 →
 * 10 × 125 / 113 − 1.9 = 9.16195…; index 20 → 20 × 125 / 113 − 1.9 = 20.22389…
 * - Chapman, reductor 100: 0.6 × 9.16195 + 0.4 × 20.22389 = 5.49717 + 8.08956 = 13.58673 → 14.
 * - Texas scramble of two, reductor 100: 0.35 × 9.16195 + 0.15 × 20.22389 = 3.20668 + 3.03358 = 6.24027 → 6.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPair } from '@/shared/schemas/admin-tournaments';
import { ZStandingsInputs } from '@/shared/schemas/standings';
import { profiles, resultadosHoyo, torneos } from '@/server/db/schema';
import { insertTournament } from '@/server/modules/scores/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let ana: Session;
let bea: Session;
const now = new Date('2030-06-01T10:00:00Z');
const db = () => t.runtime.deps.db;

async function ok<T = unknown>(res: Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  ana = await t.signUp({ nombre: 'Ana' });
  bea = await t.signUp({ nombre: 'Bea' });
});
afterAll(async () => {
  await t.close();
});

describe('one-ball pairs forms', () => {
  it.each([
    ['chapman', 14],
    ['scramble', 6],
  ] as const)(
    "%s: the pair's handicap is WHS Appendix C's (%i); one card; no 'Recogida' in stroke play",
    async (forma, handicap) => {
      const f = await insertTournament(db(), {
        fecha_juego: '2030-06-01',
        modalidad: 'parejas_por_golpes',
        forma_parejas: forma,
        participants: [
          { profileId: ana.profileId, sexo: 'hombre', group: 0 },
          { profileId: bea.profileId, sexo: 'hombre', group: 0 },
        ],
      });
      await db().update(torneos).set({ reductor_handicap: 100 }).where(eq(torneos.id, f.torneoId));
      await db().update(profiles).set({ handicap: 10 }).where(eq(profiles.id, ana.profileId));
      await db().update(profiles).set({ handicap: 20 }).where(eq(profiles.id, bea.profileId));
      const pairs = await ok<TAdminPair[]>(
        t.request(`/api/admin/tournaments/${f.torneoId}/pairs`, {
          cookie: admin.cookie,
          method: 'POST',
          json: { participante_1_id: f.participantIds[0], participante_2_id: f.participantIds[1] },
        }),
        201,
      );
      expect(pairs.map((p) => p.handicap_juego)).toEqual([handicap]);

      // Bea writes the side's hole 1: stored once, under Ana (the pair's first participant).
      await ok(
        t.request(`/api/groups/${f.groupIds[0]}/scores`, {
          cookie: bea.cookie,
          method: 'PUT',
          json: { participante_id: f.participantIds[1], numero_hoyo: 1, golpes: 5 },
        }),
      );
      const stored = await db()
        .select({ id: resultadosHoyo.participante_id })
        .from(resultadosHoyo)
        .where(inArray(resultadosHoyo.participante_id, f.participantIds));
      expect(stored).toEqual([{ id: f.participantIds[0] }]);

      // Stroke play with one ball: no partner's ball can count, so 'Recogida' is refused and nothing is written.
      const refused = await t.request(`/api/groups/${f.groupIds[0]}/scores`, {
        cookie: ana.cookie,
        method: 'PUT',
        json: { participante_id: f.participantIds[0], numero_hoyo: 2, golpes: null, recogida: true },
      });
      expect(refused.status).toBe(400);

      const inputs = ZStandingsInputs.parse(
        await ok(t.request(`/api/tournaments/${f.torneoId}/standings`, { cookie: admin.cookie })),
      );
      expect(inputs.torneo.forma_parejas).toBe(forma);
      expect(inputs.parejas).toEqual([
        { id: pairs[0]!.id, participante_ids: [f.participantIds[0], f.participantIds[1]], handicap },
      ]);
    },
  );

  it("Texas scramble in Stableford: the side may pick up ('Recogida': 0 points) and ranks by the pair's card", async () => {
    const f = await insertTournament(db(), {
      fecha_juego: '2030-06-01',
      modalidad: 'stableford_parejas',
      forma_parejas: 'scramble',
      participants: [
        { profileId: ana.profileId, sexo: 'hombre', group: 0 },
        { profileId: bea.profileId, sexo: 'hombre', group: 0 },
      ],
    });
    await db().update(torneos).set({ reductor_handicap: 100 }).where(eq(torneos.id, f.torneoId));
    const [pair] = await ok<TAdminPair[]>(
      t.request(`/api/admin/tournaments/${f.torneoId}/pairs`, {
        cookie: admin.cookie,
        method: 'POST',
        json: { participante_1_id: f.participantIds[0], participante_2_id: f.participantIds[1] },
      }),
      201,
    );
    expect(pair!.handicap_juego).toBe(6);
    await ok(
      t.request(`/api/groups/${f.groupIds[0]}/scores`, {
        cookie: bea.cookie,
        method: 'PUT',
        json: { participante_id: f.participantIds[1], numero_hoyo: 2, golpes: null, recogida: true },
      }),
    );
    const inputs = ZStandingsInputs.parse(
      await ok(t.request(`/api/tournaments/${f.torneoId}/standings`, { cookie: admin.cookie })),
    );
    expect(inputs.resultados).toEqual([
      { participante_id: f.participantIds[0], numero_hoyo: 2, golpes: null, recogida: true },
    ]);
  });
});
