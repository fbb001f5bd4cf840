/**
 * The administrators' quick entry and 'Recogida' (design.md §14): the card carries 'Recogida' per hole and the
 * tournament's format; a Stableford card accepts it, keeps a stored one when it comes back unchanged (or when the
 * request does not say), and an individual stroke-play card refuses it with the score write's message, changing
 * nothing.
 *
 * Course: the men's tee of the fixture (PAR_72_HOLES).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQuickCard } from '@/shared/schemas/admin-tournaments';
import { resultadosHoyo, scoreAudit } from '@/server/db/schema';
import { PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import { insertTournament, type TournamentFixture } from '@/server/modules/scores/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let player: Session;
let stableford: TournamentFixture;
let medal: TournamentFixture;
const TODAY = '2030-06-01';
const PARS: number[] = PAR_72_HOLES.map((h) => h.par ?? 4);
const NONE = PARS.map(() => false);

const db = () => t.runtime.deps.db;
const call = (method: string, path: string, json?: unknown) =>
  t.request(path, { cookie: admin.cookie, method, ...(json === undefined ? {} : { json }) });

async function ok<T = unknown>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

async function refused(res: Promise<Response>, status: number, message: string) {
  const r = await res;
  expect(r.status).toBe(status);
  expect(((await r.json()) as { error: { message: string } }).error.message).toBe(message);
}

const stored = (participanteId: string) =>
  db()
    .select({
      n: resultadosHoyo.numero_hoyo,
      golpes: resultadosHoyo.golpes,
      recogida: resultadosHoyo.recogida,
    })
    .from(resultadosHoyo)
    .where(eq(resultadosHoyo.participante_id, participanteId))
    .orderBy(resultadosHoyo.numero_hoyo);
const auditRows = async (participanteId: string) =>
  (await db().select().from(scoreAudit).where(eq(scoreAudit.participante_id, participanteId))).length;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  player = await t.signUp({ nombre: 'Eva' });
  const entry = { profileId: player.profileId, sexo: 'hombre' as const, handicap_torneo: 18, group: 0 };
  stableford = await insertTournament(db(), {
    fecha_juego: TODAY,
    modalidad: 'stableford_individual',
    limite_golpes_hoyo: null,
    participants: [entry],
  });
  medal = await insertTournament(db(), { fecha_juego: TODAY, participants: [entry] });
});

afterAll(async () => {
  await t?.close();
});

describe("the quick entry and 'Recogida'", () => {
  it("reads a 'Recogida' stored by the score dialog and keeps it when the card comes back unchanged", async () => {
    const eva = stableford.participantIds[0]!;
    const groupId = stableford.groupIds[0]!;
    await ok(
      t.request(`/api/groups/${groupId}/scores`, {
        cookie: player.cookie,
        method: 'PUT',
        json: { participante_id: eva, numero_hoyo: 3, golpes: null, recogida: true },
      }),
    );
    const card = await ok<TQuickCard>(call('GET', `/api/admin/participants/${eva}/card`));
    expect(card).toMatchObject({ modalidad: 'stableford_individual', forma_parejas: null });
    expect(card.golpes[2]).toBeNull();
    expect(card.recogida).toEqual(NONE.map((_, i) => i === 2));

    // The other holes typed, hole 3 sent back as it came: 17 audit rows, hole 3 untouched.
    const golpes = PARS.map((p, i) => (i === 2 ? null : p + 1));
    const saved = await ok<TQuickCard>(
      call('PUT', `/api/admin/participants/${eva}/card`, { golpes, recogida: card.recogida }),
    );
    expect(saved.recogida).toEqual(card.recogida);
    expect(saved.golpes).toEqual(golpes);
    expect(await auditRows(eva)).toBe(1 + 17);
    // A request without `recogida` (an older client) does not clear it either.
    await ok(call('PUT', `/api/admin/participants/${eva}/card`, { golpes }));
    expect((await stored(eva)).find((h) => h.n === 3)).toEqual({ n: 3, golpes: null, recogida: true });
    expect(await auditRows(eva)).toBe(18);
  });

  it("enters a new 'Recogida', replaces one with strokes, and refuses strokes on a picked-up hole", async () => {
    const eva = stableford.participantIds[0]!;
    const golpes = PARS.map((p, i) => (i === 2 || i === 17 ? null : p + 1));
    const recogida = NONE.map((_, i) => i === 17);
    const before = await stored(eva);
    await refused(
      call('PUT', `/api/admin/participants/${eva}/card`, {
        golpes: golpes.map((g, i) => (i === 17 ? 5 : g)),
        recogida,
      }),
      400,
      'Resultado no válido',
    );
    expect(await stored(eva)).toEqual(before);
    // Hole 18 picked up; hole 3 (not marked any more, no strokes) cleared.
    const saved = await ok<TQuickCard>(
      call('PUT', `/api/admin/participants/${eva}/card`, { golpes, recogida }),
    );
    expect(saved.recogida).toEqual(recogida);
    const holes = await stored(eva);
    expect(holes.find((h) => h.n === 18)).toEqual({ n: 18, golpes: null, recogida: true });
    expect(holes.find((h) => h.n === 3)).toBeUndefined();
    // Strokes replace a 'Recogida'.
    await ok(
      call('PUT', `/api/admin/participants/${eva}/card`, {
        golpes: golpes.map((g, i) => (i === 17 ? 6 : g)),
        recogida: NONE,
      }),
    );
    expect((await stored(eva)).find((h) => h.n === 18)).toEqual({ n: 18, golpes: 6, recogida: false });
  });

  it("refuses 'Recogida' in individual stroke play with the score write's message, changing nothing", async () => {
    const eva = medal.participantIds[0]!;
    const card = await ok<TQuickCard>(call('GET', `/api/admin/participants/${eva}/card`));
    expect(card).toMatchObject({ modalidad: 'individual_por_golpes', forma_parejas: null, recogida: NONE });
    await refused(
      call('PUT', `/api/admin/participants/${eva}/card`, {
        golpes: PARS.map((p, i) => (i === 0 ? null : p)),
        recogida: NONE.map((_, i) => i === 0),
      }),
      400,
      "'Recogida' no se puede anotar en este formato de juego",
    );
    expect(await stored(eva)).toEqual([]);
    expect(await auditRows(eva)).toBe(0);
  });
});
