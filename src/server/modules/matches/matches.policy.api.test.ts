/**
 * One policy for every write of a match-play tournament (decision record 037): the role and state matrix of the
 * players' match writes against strokes (inactive and finished tournaments refused with the strokes' codes, a hole
 * both sides played takes no concession, a conceded hole takes no strokes, draw deadlines in order and not past),
 * with nothing written on any refusal; a concession recorded by either side's scorer, audited with who recorded
 * it; and a match without an agreed time has no tee time (never a made-up 09:00).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTournamentMatches, type TMatch } from '@/shared/schemas/matches';
import { ZScorecard } from '@/shared/schemas/scorecard';
import {
  cuadros,
  partidas,
  partidoAudit,
  partidos,
  partidosHoyosConcedidos,
  resultadosHoyo,
  scoreAudit,
  torneos,
} from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';

const TODAY = '2030-06-01';
let t: TestApp;
let admin: Session;
let marta: Session;
let pedro: Session;
let course: { id: string; teeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(`${TODAY}T10:00:00Z`) });
  [admin, marta, pedro] = await Promise.all([
    t.signUp({ nombre: 'Ada' }),
    t.signUp({ nombre: 'Marta' }),
    t.signUp({ nombre: 'Pedro' }),
  ]);
  await t.makeAdmin(admin);
  course = await insertTeesCourse(t.runtime.deps.db);
});
afterAll(() => t.close());

async function call(who: Session, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, cookie: who.cookie, ...(json === undefined ? {} : { json }) });
  const body = res.status === 204 ? null : ((await res.json()) as unknown);
  return { status: res.status, body };
}
const errorOf = (r: { status: number; body: unknown }) => {
  const e = (r.body as { error: { code: string; message: string } }).error;
  return [r.status, e.code, e.message];
};

/** A one-day singles match Marta v Pedro on `fecha`, paired by the administrator. */
async function oneDayMatch(fecha = TODAY) {
  const f = await insertTournament(t.runtime.deps.db, {
    fecha_juego: fecha,
    modalidad: 'matchplay_individual',
    course,
    groups: 0,
    participants: [
      { profileId: marta.profileId, sexo: 'hombre', handicap_torneo: 10 },
      { profileId: pedro.profileId, sexo: 'hombre', handicap_torneo: 10 },
    ],
  });
  const res = await call(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/matches`, {
    partidos: [{ lado_1: f.participantIds[0], lado_2: f.participantIds[1] }],
  });
  expect(res.status).toBe(200);
  const match = ZTournamentMatches.parse(res.body).partidos[0]!;
  return { ...f, match };
}

/** Everything a match write could change, to compare before and after a refusal. */
async function written(matchId: string) {
  const db = t.runtime.deps.db;
  const [row] = await db.select().from(partidos).where(eq(partidos.id, matchId));
  const [audits] = await db
    .select({ n: count() })
    .from(partidoAudit)
    .where(eq(partidoAudit.partido_id, matchId));
  const conceded = await db
    .select()
    .from(partidosHoyosConcedidos)
    .where(eq(partidosHoyosConcedidos.partido_id, matchId));
  const [holes] = await db.select({ n: count() }).from(resultadosHoyo);
  const [strokeAudits] = await db.select({ n: count() }).from(scoreAudit);
  return { row, audits: audits!.n, conceded, holes: holes!.n, strokeAudits: strokeAudits!.n };
}

describe('the one write policy of a match-play tournament', () => {
  it('refuses the players of an inactive tournament what it refuses their strokes, writing nothing', async () => {
    const { torneoId, match, participantIds } = await oneDayMatch();
    await t.runtime.deps.db.update(torneos).set({ activo: false }).where(eq(torneos.id, torneoId));
    const before = await written(match.id);
    const inactive = [409, 'TOURNAMENT_INACTIVE', 'El torneo no está activo'];
    const stroke = await call(marta, 'PUT', `/api/groups/${match.partida_id}/scores`, {
      participante_id: participantIds[0],
      numero_hoyo: 1,
      golpes: 4,
    });
    expect(errorOf(stroke)).toEqual(inactive);
    for (const [method, path, json] of [
      ['POST', `/api/matches/${match.id}/concede-hole`, { numero_hoyo: 1, lado: 2 }],
      ['POST', `/api/matches/${match.id}/concede`, { lado: 1 }],
      ['PUT', `/api/matches/${match.id}/result`, { ganador: 1, resultado: '3/2' }],
    ] as const) {
      expect(errorOf(await call(marta, method, path, json))).toEqual(inactive);
    }
    expect(await written(match.id)).toEqual(before);
    // An administrator still corrects it, as with strokes.
    expect(
      (await call(admin, 'POST', `/api/matches/${match.id}/concede-hole`, { numero_hoyo: 1, lado: 2 }))
        .status,
    ).toBe(200);
  });

  it("refuses the players of a finished one-day tournament with the strokes' TOURNAMENT_FINISHED", async () => {
    const { match, participantIds } = await oneDayMatch('2030-05-20');
    const before = await written(match.id);
    const stroke = await call(marta, 'PUT', `/api/groups/${match.partida_id}/scores`, {
      participante_id: participantIds[0],
      numero_hoyo: 1,
      golpes: 4,
    });
    const code = errorOf(stroke).slice(0, 2);
    expect(code).toEqual([409, 'TOURNAMENT_FINISHED']);
    for (const [method, path, json] of [
      ['POST', `/api/matches/${match.id}/concede-hole`, { numero_hoyo: 1, lado: 2 }],
      ['PUT', `/api/matches/${match.id}/result`, { ganador: 1, resultado: '3/2' }],
    ] as const) {
      expect(errorOf(await call(marta, method, path, json))).toEqual(errorOf(stroke));
    }
    expect(await written(match.id)).toEqual(before);
  });

  it('takes no concession of a hole both sides played, and no strokes on a conceded hole', async () => {
    const { match, participantIds } = await oneDayMatch();
    const [m, p] = participantIds as [string, string];
    const scores = `/api/groups/${match.partida_id}/scores`;
    for (const id of [m, p]) {
      expect(
        (await call(marta, 'PUT', scores, { participante_id: id, numero_hoyo: 1, golpes: 4 })).status,
      ).toBe(200);
    }
    let before = await written(match.id);
    expect(
      errorOf(
        await call(pedro, 'POST', `/api/matches/${match.id}/concede-hole`, { numero_hoyo: 1, lado: 2 }),
      ),
    ).toEqual([409, 'CONFLICT', 'Ese hoyo ya tiene resultado de los dos lados']);
    expect(await written(match.id)).toEqual(before);

    expect(
      (await call(pedro, 'POST', `/api/matches/${match.id}/concede-hole`, { numero_hoyo: 2, lado: 2 }))
        .status,
    ).toBe(200);
    before = await written(match.id);
    for (const who of [marta, admin]) {
      expect(
        errorOf(await call(who, 'PUT', scores, { participante_id: m, numero_hoyo: 2, golpes: 4 })),
      ).toEqual([409, 'CONFLICT', 'Ese hoyo está concedido: no lleva golpes']);
    }
    expect(await written(match.id)).toEqual(before);
  });

  it("records a concession by either side from either side's scorer, with who recorded it in the audit", async () => {
    const { match } = await oneDayMatch();
    // Marta keeps the card (side 1): Pedro (side 2) conceded hole 3.
    const res = await call(marta, 'POST', `/api/matches/${match.id}/concede-hole`, {
      numero_hoyo: 3,
      lado: 2,
    });
    expect(res.status).toBe(200);
    expect((res.body as TMatch).hoyos[2]).toMatchObject({ ganador: 1, concedido: true });
    const conceded = await t.runtime.deps.db
      .select()
      .from(partidosHoyosConcedidos)
      .where(eq(partidosHoyosConcedidos.partido_id, match.id));
    expect(conceded.map((c) => [c.numero_hoyo, c.concedido_por])).toEqual([[3, 2]]);
    const audit = await t.runtime.deps.db
      .select()
      .from(partidoAudit)
      .where(eq(partidoAudit.partido_id, match.id));
    expect(audit.filter((a) => a.accion === 'conceder_hoyo').map((a) => a.actor_user_id)).toEqual([
      marta.userId,
    ]);
    // Pedro (side 2) records that Marta conceded hole 4.
    const back = await call(pedro, 'POST', `/api/matches/${match.id}/concede-hole`, {
      numero_hoyo: 4,
      lado: 1,
    });
    expect((back.body as TMatch).hoyos[3]).toMatchObject({ ganador: 2, concedido: true, estado: 'Iguales' });
  });

  it('refuses draw deadlines out of order or in the past, creating nothing', async () => {
    const f = await insertTournament(t.runtime.deps.db, {
      fecha_juego: TODAY,
      modalidad: 'matchplay_individual',
      course,
      groups: 0,
      participants: ['Uno', 'Dos', 'Tres', 'Cuatro'].map((nombre, i) => ({
        invitado: { nombre, handicap: i + 1, sexo: 'hombre' as const },
        handicap_torneo: i + 1,
      })),
    });
    const path = `/api/admin/tournaments/${f.torneoId}/draw`;
    expect(
      errorOf(
        await call(admin, 'POST', path, { modo: 'handicap', fechas_limite: ['2030-06-20', '2030-06-10'] }),
      ),
    ).toEqual([
      400,
      'VALIDATION',
      'Las fechas límite van en orden: cada ronda termina el mismo día o después de la anterior',
    ]);
    expect(await t.runtime.deps.db.select().from(cuadros).where(eq(cuadros.torneo_id, f.torneoId))).toEqual(
      [],
    );
    const draw = await call(admin, 'POST', path, {
      modo: 'handicap',
      fechas_limite: ['2030-06-10', '2030-06-20'],
    });
    expect(draw.status).toBe(200);
    const round = (n: number) => `/api/admin/tournaments/${f.torneoId}/draw/rounds/${n}`;
    expect(errorOf(await call(admin, 'PUT', round(1), { fecha_limite: '2030-06-25' }))[2]).toBe(
      'Las fechas límite van en orden: cada ronda termina el mismo día o después de la anterior',
    );
    expect(errorOf(await call(admin, 'PUT', round(2), { fecha_limite: '2030-05-25' }))[2]).toBe(
      'La fecha límite no puede ser anterior a hoy',
    );
    expect(
      ZTournamentMatches.parse(
        (await call(admin, 'GET', `/api/tournaments/${f.torneoId}/matches`)).body,
      ).rondas.map((r) => r.fecha_limite),
    ).toEqual(['2030-06-10', '2030-06-20']);

    // A match without an agreed time has no tee time: its partida, its card's header.
    const semi = ZTournamentMatches.parse(draw.body).partidos.find((m) => m.ronda === 1 && m.posicion === 1)!;
    const [partida] = await t.runtime.deps.db
      .select()
      .from(partidas)
      .where(eq(partidas.id, semi.partida_id!));
    expect(partida!.hora_salida).toBeNull();
    const card = ZScorecard.parse(
      (await call(admin, 'GET', `/api/groups/${semi.partida_id}/scorecard`)).body,
    );
    expect(card.partida.hora_salida).toBeNull();
  });
});
