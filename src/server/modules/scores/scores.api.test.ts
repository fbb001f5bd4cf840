/**
 * A tournament group's scorecard (T§2, T§5, design.md §13): the card with the tee of each participant's sex, stroke
 * saves and clears with their audit, bad input, validation and what it locks, finished tournaments, whole-card
 * replacement, the standings inputs ranked by the rules engine, the group lookup and the live events.
 *
 * Standings computed by hand (stroke limit par + 2, tie method desempate_handicap). Marta plays the women's tee
 * (hole 1 par 5 stroke index 8, hole 2 par 3 index 1) off 12: one stroke on each. Pedro plays the men's tee (hole 1
 * par 4 index 1, hole 2 par 4 index 8) off 20.3 (no handicap_torneo: his profile's, T§9): two strokes on index
 * ≤ 2, one elsewhere.
 *   Marta  hole 1: 9 strokes, counted 7 (par 5 + 2: the limit), net 6 → +1;  hole 2: 3, net 2 → -1
 *          gross 7 + 3 = 10 over par 8 → scratch +2;  net 10 − 2 = 8 → handicap PAR (0)
 *   Pedro  hole 1: 6, net 4 → PAR;  hole 2: 5, net 4 → PAR
 *          gross 11 over par 8 → scratch +3;  net 11 − 3 = 8 → handicap PAR (0)
 * Handicap: tied at PAR, T§9 "lower playing handicap first" → 1 Marta (12), 2 Pedro (20.3). Scratch: 1 Marta +2,
 * 2 Pedro +3. Gina, Olga and Ulises have no holes: listed last without position.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry, TScorecard } from '@/shared/schemas/scorecard';
import { rankStandings } from '@/shared/domain';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import { profiles, resultadosHoyo, scoreAudit } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { readSse } from '@/server/modules/personal-games/sse-reader';
import { tournamentTopic } from '@/server/modules/live/topics';
import { replaceCard } from './service';
import { insertTeesCourse, insertTournament, type TournamentFixture } from './test-fixtures';

let t: TestApp;
let marta: Session;
let pedro: Session;
let olga: Session;
let ulises: Session;
let ada: Session;
let course: { id: string; teeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  marta = await t.signUp({ nombre: 'Marta' });
  pedro = await t.signUp({ nombre: 'Pedro' });
  olga = await t.signUp({ nombre: 'Olga' });
  ulises = await t.signUp({ nombre: 'Ulises' });
  ada = await t.signUp({ nombre: 'Ada' });
  await t.makeAdmin(ada);
  const db = t.runtime.deps.db;
  await db.update(profiles).set({ handicap: 11.5 }).where(eq(profiles.id, marta.profileId));
  await db.update(profiles).set({ handicap: 20.3 }).where(eq(profiles.id, pedro.profileId));
  course = await insertTeesCourse(db);
});
afterAll(async () => {
  await t.close();
});

/** Group 1: Marta, Pedro, guest Gina; group 2: Olga; Ulises enrolled without a group. */
function tournament(opts: { fecha?: string; validada?: boolean[] } = {}) {
  return insertTournament(t.runtime.deps.db, {
    fecha_juego: opts.fecha ?? '2030-06-01',
    course,
    groups: 2,
    validada: opts.validada,
    participants: [
      { profileId: marta.profileId, sexo: 'mujer', handicap_torneo: 12, group: 0 },
      { profileId: pedro.profileId, sexo: 'hombre', group: 0 },
      { invitado: { nombre: 'Gina', handicap: 15, sexo: 'mujer' }, group: 0 },
      { profileId: olga.profileId, sexo: null, handicap_torneo: 3, group: 1 },
      { profileId: ulises.profileId, sexo: 'hombre', handicap_torneo: 30 },
    ],
  });
}
const ids = (f: TournamentFixture) => ({
  g1: f.groupIds[0]!,
  g2: f.groupIds[1]!,
  marta: f.participantIds[0]!,
  pedro: f.participantIds[1]!,
  gina: f.participantIds[2]!,
  olga: f.participantIds[3]!,
  ulises: f.participantIds[4]!,
});

const save = (s: Session, partidaId: string, json: unknown) =>
  t.request(`/api/groups/${partidaId}/scores`, { method: 'PUT', cookie: s.cookie, json });
const clear = (s: Session, partidaId: string, participanteId: string, hoyo: number | string) =>
  t.request(`/api/groups/${partidaId}/scores/${participanteId}/${hoyo}`, {
    method: 'DELETE',
    cookie: s.cookie,
  });
const validate = (s: Session, partidaId: string) =>
  t.request(`/api/groups/${partidaId}/validate`, { method: 'POST', cookie: s.cookie });
const get = async <T>(s: Session, path: string): Promise<T> => {
  const res = await t.request(path, { cookie: s.cookie });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};
const errorOf = async (res: Response) => ({
  status: res.status,
  message: ((await res.json()) as { error: { message: string } }).error.message,
});

async function written() {
  const db = t.runtime.deps.db;
  return {
    resultados: await db.select().from(resultadosHoyo).orderBy(resultadosHoyo.id),
    audit: Number((await db.select({ n: count() }).from(scoreAudit))[0]?.n ?? 0),
  };
}

describe('GET /api/groups/:partidaId/scorecard', () => {
  it('gives the members in seat order, each on the tee of their sex with their playing handicap', async () => {
    const f = await tournament();
    const id = ids(f);
    const card = await get<TScorecard>(marta, `/api/groups/${id.g1}/scorecard`);
    expect(card.partida).toMatchObject({
      id: id.g1,
      nombre: 'Partida 1',
      hora_salida: '09:00',
      validada: false,
    });
    expect(card.torneo).toMatchObject({
      id: f.torneoId,
      limite_golpes_hoyo: 2,
      metodo_desempate: 'desempate_handicap',
      finalizado: false,
    });
    expect(
      card.participantes.map((p) => [p.nombre, p.handicap, p.handicap_propio, p.tee_id, p.posicion]),
    ).toEqual([
      ['Marta', 12, 11.5, f.tees.mujer, 1],
      ['Pedro', 20.3, 20.3, f.tees.hombre, 2],
      ['Gina', 15, 15, f.tees.mujer, 3],
    ]);
    const rojas = card.salidas.find((s) => s.id === f.tees.mujer)!;
    expect(rojas.hoyos.slice(0, 2)).toEqual([
      { numero_hoyo: 1, par: 5, handicap: 8 },
      { numero_hoyo: 2, par: 3, handicap: 1 },
    ]);
    expect(card.permisos).toEqual({
      introducir: true,
      validar: true,
      historial: true,
      golpes_max: 10,
      es_admin: false,
    });
    const asAdmin = await get<TScorecard>(ada, `/api/groups/${id.g1}/scorecard`);
    expect(asAdmin.permisos).toEqual({
      introducir: true,
      validar: true,
      historial: true,
      golpes_max: 15,
      es_admin: true,
    });
  });

  it("a player without a sex plays the men's tee", async () => {
    const f = await tournament();
    const card = await get<TScorecard>(olga, `/api/groups/${ids(f).g2}/scorecard`);
    expect(card.participantes.map((p) => [p.nombre, p.tee_id])).toEqual([['Olga', f.tees.hombre]]);
  });
});

describe('strokes: save, overwrite, clear, each with its audit row', () => {
  it('is idempotent per hole, audits who/before/after, and shows the history to admins', async () => {
    const f = await tournament();
    const id = ids(f);
    const first = await save(marta, id.g1, { participante_id: id.pedro, numero_hoyo: 1, golpes: 5 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      participante_id: id.pedro,
      numero_hoyo: 1,
      golpes: 5,
      recogida: false,
    });
    const before = await written();
    // A resend (flaky connection) changes nothing and writes no second audit row.
    expect((await save(marta, id.g1, { participante_id: id.pedro, numero_hoyo: 1, golpes: 5 })).status).toBe(
      200,
    );
    expect(await written()).toEqual(before);
    expect((await save(pedro, id.g1, { participante_id: id.pedro, numero_hoyo: 1, golpes: 6 })).status).toBe(
      200,
    );
    const cleared = await clear(marta, id.g1, id.pedro, 1);
    expect(await cleared.json()).toEqual({
      participante_id: id.pedro,
      numero_hoyo: 1,
      golpes: null,
      recogida: false,
    });
    const afterClear = await written();
    expect((await clear(marta, id.g1, id.pedro, 1)).status).toBe(200);
    expect(await written()).toEqual(afterClear);
    expect(afterClear.resultados.filter((r) => r.participante_id === id.pedro)).toEqual([]);

    const audit = await get<TAuditEntry[]>(ada, `/api/groups/${id.g1}/audit`);
    expect(
      audit.map((a) => [a.autor, a.participante, a.numero_hoyo, a.golpes_antes, a.golpes_despues]),
    ).toEqual([
      ['Marta', 'Pedro', 1, 6, null],
      ['Pedro', 'Pedro', 1, 5, 6],
      ['Marta', 'Pedro', 1, null, 5],
    ]);
  });

  it.each([
    ['hole 0', { numero_hoyo: 0, golpes: 4 }, 'Hoyo no válido'],
    ['hole 19', { numero_hoyo: 19, golpes: 4 }, 'Hoyo no válido'],
    ['hole 1.5', { numero_hoyo: 1.5, golpes: 4 }, 'Hoyo no válido'],
    ['hole as text', { numero_hoyo: '1', golpes: 4 }, 'Hoyo no válido'],
    ['0 strokes', { numero_hoyo: 1, golpes: 0 }, 'Resultado no válido'],
    [
      '11 strokes from a player',
      { numero_hoyo: 1, golpes: 11 },
      'El resultado debe estar entre 1 y 10 golpes',
    ],
    ['16 strokes', { numero_hoyo: 1, golpes: 16 }, 'Resultado no válido'],
    ['4.5 strokes', { numero_hoyo: 1, golpes: 4.5 }, 'Resultado no válido'],
    ['strokes as text', { numero_hoyo: 1, golpes: '4' }, 'Resultado no válido'],
    ['no strokes', { numero_hoyo: 1 }, 'Resultado no válido'],
  ])('refuses %s with a 400 and writes nothing', async (_what, json, message) => {
    const f = await tournament();
    const before = await written();
    expect(await errorOf(await save(marta, ids(f).g1, { participante_id: ids(f).gina, ...json }))).toEqual({
      status: 400,
      message,
    });
    expect(await written()).toEqual(before);
  });

  it('refuses a participant of another group, one without a group, an unknown one or a malformed id', async () => {
    const f = await tournament();
    const id = ids(f);
    const before = await written();
    for (const participante_id of [id.olga, id.ulises, '00000000-0000-4000-8000-000000000000']) {
      expect(await errorOf(await save(marta, id.g1, { participante_id, numero_hoyo: 1, golpes: 4 }))).toEqual(
        {
          status: 400,
          message: 'El participante no pertenece a esta partida',
        },
      );
      expect(await errorOf(await clear(marta, id.g1, participante_id, 1))).toEqual({
        status: 400,
        message: 'El participante no pertenece a esta partida',
      });
    }
    expect(
      await errorOf(await save(marta, id.g1, { participante_id: 'nadie', numero_hoyo: 1, golpes: 4 })),
    ).toEqual({ status: 400, message: 'El participante no pertenece a esta partida' });
    for (const hoyo of ['0', '19', 'x', '2.5']) {
      expect(await errorOf(await clear(marta, id.g1, id.pedro, hoyo))).toEqual({
        status: 400,
        message: 'Hoyo no válido',
      });
    }
    const malformed = await t.request(`/api/groups/${id.g1}/scores`, {
      method: 'PUT',
      cookie: marta.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"participante_id":',
    });
    expect(await errorOf(malformed)).toEqual({ status: 400, message: 'Datos no válidos: JSON mal formado' });
    expect(await written()).toEqual(before);
  });

  it("lets an admin record up to 15 strokes; a member up to 10 (the dialog's 10+)", async () => {
    const f = await tournament();
    const id = ids(f);
    expect((await save(marta, id.g1, { participante_id: id.gina, numero_hoyo: 2, golpes: 10 })).status).toBe(
      200,
    );
    expect((await save(ada, id.g1, { participante_id: id.gina, numero_hoyo: 3, golpes: 15 })).status).toBe(
      200,
    );
    const card = await get<TScorecard>(marta, `/api/groups/${id.g1}/scorecard`);
    expect(card.resultados).toEqual([
      { participante_id: id.gina, numero_hoyo: 2, golpes: 10, recogida: false },
      { participante_id: id.gina, numero_hoyo: 3, golpes: 15, recogida: false },
    ]);
  });
});

describe('validation', () => {
  it('is saved once (idempotent); afterwards only admins change strokes and the card is read-only for members', async () => {
    const f = await tournament();
    const id = ids(f);
    expect((await save(marta, id.g1, { participante_id: id.marta, numero_hoyo: 1, golpes: 5 })).status).toBe(
      200,
    );
    const res = await validate(pedro, id.g1);
    expect(await res.json()).toEqual({ id: id.g1, validada: true, validada_at: '2030-06-01T10:00:00.000Z' });
    expect(await (await validate(marta, id.g1)).json()).toEqual({
      id: id.g1,
      validada: true,
      validada_at: '2030-06-01T10:00:00.000Z',
    });

    const before = await written();
    const locked = { status: 409, message: 'No se pueden modificar los resultados de una partida validada' };
    expect(
      await errorOf(await save(marta, id.g1, { participante_id: id.marta, numero_hoyo: 1, golpes: 4 })),
    ).toEqual(locked);
    expect(await errorOf(await clear(pedro, id.g1, id.marta, 1))).toEqual(locked);
    expect(await written()).toEqual(before);
    const card = await get<TScorecard>(marta, `/api/groups/${id.g1}/scorecard`);
    expect(card.partida.validada).toBe(true);
    expect(card.permisos).toMatchObject({ introducir: false, validar: false });

    // The admin still corrects, with the admin's range, and the history shows it.
    expect((await save(ada, id.g1, { participante_id: id.marta, numero_hoyo: 1, golpes: 13 })).status).toBe(
      200,
    );
    expect((await get<TScorecard>(ada, `/api/groups/${id.g1}/scorecard`)).permisos).toMatchObject({
      introducir: true,
      validar: false,
    });
    const [last] = await get<TAuditEntry[]>(ada, `/api/groups/${id.g1}/audit`);
    expect(last).toMatchObject({
      autor: 'Ada',
      participante: 'Marta',
      numero_hoyo: 1,
      golpes_antes: 5,
      golpes_despues: 13,
    });
  });

  it('validating requires membership, like the card', async () => {
    const f = await tournament();
    expect(await errorOf(await validate(olga, ids(f).g1))).toEqual({
      status: 403,
      message: 'No tienes acceso a esta tarjeta de juego',
    });
  });
});

describe('the tournament day', () => {
  const finished = {
    status: 409,
    message: 'El torneo ya ha finalizado: solo un administrador puede cambiar sus resultados',
  };

  it('after its date, members only read their group; admins still write and validate', async () => {
    const f = await tournament({ fecha: '2030-05-31' });
    const id = ids(f);
    const before = await written();
    expect(
      await errorOf(await save(marta, id.g1, { participante_id: id.gina, numero_hoyo: 1, golpes: 4 })),
    ).toEqual(finished);
    expect(await errorOf(await validate(marta, id.g1))).toEqual(finished);
    expect(await written()).toEqual(before);
    const card = await get<TScorecard>(marta, `/api/groups/${id.g1}/scorecard`);
    expect(card.torneo.finalizado).toBe(true);
    expect(card.permisos).toMatchObject({ introducir: false, validar: false });
    expect((await save(ada, id.g1, { participante_id: id.gina, numero_hoyo: 1, golpes: 4 })).status).toBe(
      200,
    );
    expect((await validate(ada, id.g1)).status).toBe(200);
  });

  it('before its date, members may already enter strokes', async () => {
    const f = await tournament({ fecha: '2030-06-02' });
    expect(
      (await save(marta, ids(f).g1, { participante_id: ids(f).gina, numero_hoyo: 1, golpes: 4 })).status,
    ).toBe(200);
  });
});

describe("replaceCard (the admins' quick result entry)", () => {
  it('writes only the holes that differ, in one transaction, with an audit row and a live event each', async () => {
    const f = await tournament({ validada: [true, false] });
    const id = ids(f);
    const db = t.runtime.deps.db;
    await db.insert(resultadosHoyo).values([
      { participante_id: id.pedro, numero_hoyo: 1, golpes: 5 },
      { participante_id: id.pedro, numero_hoyo: 2, golpes: 4 },
    ]);
    const events: unknown[] = [];
    const off = t.runtime.deps.live.subscribe(tournamentTopic(f.torneoId), (e) => events.push(e.data));
    const card = Array<number | null>(18).fill(null);
    card[0] = 5; // unchanged
    card[2] = 15; // new, the admin's maximum
    // hole 2 blank: removed
    const actor = { userId: ada.userId, profileId: ada.profileId, isAdmin: true };
    const changes = await replaceCard(t.runtime.deps, actor, id.g1, {
      participantes: [{ participante_id: id.pedro, golpes: card }],
    });
    off();
    expect(changes).toEqual([
      { participante_id: id.pedro, numero_hoyo: 2, golpes: null, recogida: false },
      { participante_id: id.pedro, numero_hoyo: 3, golpes: 15, recogida: false },
    ]);
    expect(events).toEqual(changes);
    const stored = await db
      .select({ h: resultadosHoyo.numero_hoyo, g: resultadosHoyo.golpes })
      .from(resultadosHoyo)
      .where(eq(resultadosHoyo.participante_id, id.pedro))
      .orderBy(resultadosHoyo.numero_hoyo);
    expect(stored).toEqual([
      { h: 1, g: 5 },
      { h: 3, g: 15 },
    ]);
    const audit = await get<TAuditEntry[]>(ada, `/api/groups/${id.g1}/audit`);
    expect(audit.map((a) => [a.autor, a.numero_hoyo, a.golpes_antes, a.golpes_despues])).toEqual([
      ['Ada', 2, 4, null],
      ['Ada', 3, null, 15],
    ]);
  });

  it("refuses members on a validated group, foreign participants and strokes above the actor's limit, writing nothing", async () => {
    const f = await tournament({ validada: [true, false] });
    const id = ids(f);
    const before = await written();
    const card = Array<number | null>(18).fill(4);
    const member = { userId: marta.userId, profileId: marta.profileId, isAdmin: false };
    const admin = { userId: ada.userId, profileId: ada.profileId, isAdmin: true };
    await expect(
      replaceCard(t.runtime.deps, member, id.g1, {
        participantes: [{ participante_id: id.marta, golpes: card }],
      }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      replaceCard(t.runtime.deps, admin, id.g1, {
        participantes: [{ participante_id: id.olga, golpes: card }],
      }),
    ).rejects.toMatchObject({ status: 400, message: 'El participante no pertenece a esta partida' });
    const open = await tournament();
    await expect(
      replaceCard(t.runtime.deps, member, ids(open).g1, {
        participantes: [{ participante_id: ids(open).marta, golpes: card.map(() => 11) }],
      }),
    ).rejects.toMatchObject({ status: 400, message: 'El resultado debe estar entre 1 y 10 golpes' });
    expect(await written()).toEqual(before);
  });
});

describe('standings inputs', () => {
  it('rank, with the rules engine, to the hand-computed standings (stroke limit, tie on handicap)', async () => {
    const f = await tournament();
    const id = ids(f);
    for (const [participante_id, numero_hoyo, golpes] of [
      [id.marta, 1, 9],
      [id.marta, 2, 3],
      [id.pedro, 1, 6],
      [id.pedro, 2, 5],
    ] as const) {
      expect((await save(pedro, id.g1, { participante_id, numero_hoyo, golpes })).status).toBe(200);
    }
    const inputs = await get<TStandingsInputs>(olga, `/api/tournaments/${f.torneoId}/standings`);
    expect(inputs.partida).toBeNull();
    expect(inputs.participantes.map((p) => [p.nombre, p.partida_id]).sort()).toEqual(
      [
        ['Gina', id.g1],
        ['Marta', id.g1],
        ['Olga', id.g2],
        ['Pedro', id.g1],
        ['Ulises', null],
      ].sort(),
    );
    const standings = rankStandings(inputs);
    const line = (r: (typeof standings.byHandicap)[number], mode: 'h' | 's') => [
      r.nombre,
      mode === 'h' ? r.posicion_handicap : r.posicion_scratch,
      mode === 'h' ? r.resultado_handicap : r.resultado_scratch,
    ];
    expect(standings.byHandicap.map((r) => line(r, 'h'))).toEqual([
      ['Marta', 1, 0],
      ['Pedro', 2, 0],
      ['Gina', null, null],
      ['Olga', null, null],
      ['Ulises', null, null],
    ]);
    expect(standings.byScratch.map((r) => line(r, 's')).slice(0, 2)).toEqual([
      ['Marta', 1, 2],
      ['Pedro', 2, 3],
    ]);
    const martaRow = standings.byScratch[0]!;
    expect(martaRow.holes[0]).toMatchObject({
      par: 5,
      golpes: 9,
      countedStrokes: 7,
      strokesReceived: 1,
      netToPar: 1,
    });
    expect(martaRow.golpes_brutos).toBe(10);

    const group = await get<TStandingsInputs>(olga, `/api/groups/${id.g1}/standings`);
    expect(group.partida).toMatchObject({ id: id.g1, nombre: 'Partida 1' });
    expect(group.participantes.map((p) => p.nombre)).toEqual(['Marta', 'Pedro', 'Gina']);
  });

  it('finds the group of a participant (/introduccion-datos?torneo=&participante=)', async () => {
    const f = await tournament();
    const other = await tournament();
    const id = ids(f);
    expect(await get(marta, `/api/tournaments/${f.torneoId}/participants/${id.pedro}/group`)).toEqual({
      partida_id: id.g1,
    });
    for (const path of [
      `/api/tournaments/${f.torneoId}/participants/${id.ulises}/group`,
      `/api/tournaments/${other.torneoId}/participants/${id.pedro}/group`,
      `/api/tournaments/${f.torneoId}/participants/nada/group`,
    ]) {
      expect(await errorOf(await t.request(path, { cookie: marta.cookie }))).toEqual({
        status: 404,
        message: 'No se pudo encontrar la partida correspondiente',
      });
    }
  });
});

describe('live events', () => {
  it("a save reaches the group's stream and the tournament's; a clear and a validation too", async () => {
    const f = await tournament();
    const id = ids(f);
    const group = readSse(await t.request(`/api/live/groups/${id.g1}`, { cookie: marta.cookie }));
    const torneo = readSse(await t.request(`/api/live/tournaments/${f.torneoId}`, { cookie: ulises.cookie }));
    expect(await group.next()).toEqual({ event: 'ready', data: {} });
    expect(await torneo.next()).toEqual({ event: 'ready', data: {} });

    // Another group's stroke reaches the tournament's viewers only.
    expect((await save(olga, id.g2, { participante_id: id.olga, numero_hoyo: 4, golpes: 3 })).status).toBe(
      200,
    );
    expect(await torneo.next()).toEqual({
      event: 'score',
      data: { participante_id: id.olga, numero_hoyo: 4, golpes: 3, recogida: false },
    });
    expect((await save(pedro, id.g1, { participante_id: id.marta, numero_hoyo: 2, golpes: 4 })).status).toBe(
      200,
    );
    const score = {
      event: 'score',
      data: { participante_id: id.marta, numero_hoyo: 2, golpes: 4, recogida: false },
    };
    expect(await group.next()).toEqual(score);
    expect(await torneo.next()).toEqual(score);
    expect((await clear(pedro, id.g1, id.marta, 2)).status).toBe(200);
    const cleared = {
      event: 'score',
      data: { participante_id: id.marta, numero_hoyo: 2, golpes: null, recogida: false },
    };
    expect(await group.next()).toEqual(cleared);
    expect(await torneo.next()).toEqual(cleared);
    expect((await validate(marta, id.g1)).status).toBe(200);
    expect(await group.next()).toEqual({
      event: 'validated',
      data: { validada_at: '2030-06-01T10:00:00.000Z' },
    });
    expect(await torneo.next()).toEqual({
      event: 'validated',
      data: { validada_at: '2030-06-01T10:00:00.000Z', partida_id: id.g1 },
    });
    await group.close();
    await torneo.close();
  });
});
