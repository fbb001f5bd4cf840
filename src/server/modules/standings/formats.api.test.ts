/**
 * Competition formats through the real endpoints (design.md §14, decision record 024): a Stableford tournament and
 * a mejor bola one, each scored by two groups, their standings in both modes and their league points, by hand.
 *
 * Course: the men's tee of the fixture (PAR_72_HOLES): pars 4 4 3 5 4 4 3 4 5 | 4 4 3 5 4 4 3 4 5 (72). Everybody
 * is a man with a playing handicap of 0 or 18 (18: one stroke on every hole). Both tournaments are played on the
 * clock's day; the league points are then computed as the final result ('Incompleta' applies).
 *
 * Stableford individual, countback 'ultimos_hoyos', OM default table (1 = 40, 2 = 37, 3 = 35, 4 = 33):
 *   Group 1 — Ana (0): pars, but a birdie on 10 (3 on a par 4) and a bogey on 18 (6 on a par 5): 17 × 2 + 3 − 1
 *             = 36 points net and gross; last 9 (10–18): 3 + 7 × 2 + 1 = 18; last 6 (13–18): 5 × 2 + 1 = 11.
 *           — Bea (18): a bogey on every hole = net par: 36 net points; last 9 = 18; last 6 = 12. Gross: a bogey is
 *             1 point: 18.
 *           — Carla (0): 'No presentado' (NP), no holes: no position, no points.
 *   Group 2 — Dora (0): pars but a double bogey on 5 (6 on a par 4: 0 points): 34 net and gross; last 9 = 18,
 *             last 6 = 12, last 3 = 6, last 1 = 2.
 *           — Eva (18): 'Recogida' on hole 3 (0 points), bogeys elsewhere = net par: 17 × 2 = 34 net; last 9 = 18,
 *             last 6 = 12, last 3 = 6, last 1 = 2. Gross: 17 bogeys × 1 = 17.
 *   Handicap: Ana and Bea tie on 36, equal on the last 9 (18 = 18), decided on the last 6: Bea 12 > Ana 11 →
 *   Bea 1, Ana 2. Dora and Eva tie on 34 and on every countback → shared 3rd; OM puntuacion_media (35 + 33) / 2 = 34.
 *   Scratch: Ana 36, Dora 34, Bea 18, Eva 17 → 40, 37, 35, 33.
 *
 * Parejas por golpes · Mejor bola, puntuación media:
 *   Group 1 — pair Fede (0) / Gus (18): Fede pars (72), Gus bogeys (90, net 72). Better net ball on every hole:
 *             par → 72 net; better gross ball: Fede's pars → 72.
 *   Group 2 — pair Hugo (0) / Iris (18): Hugo pars but a birdie on 1 (71); Iris bogeys but a par on 2 and
 *             'Recogida' on 18. Net: hole 1 Hugo 3 vs Iris 5 − 1 = 4 → 3; hole 2 Hugo 4 vs Iris 4 − 1 = 3 → 3; hole
 *             18 Hugo 5 (Iris picked up); others par → 72 − 2 = 70. Gross: hole 1 3, hole 2 4 (both 4), others
 *             Hugo's pars → 71.
 *           — Juan (0), single: pars on holes 1–17, no 18: 'Incompleta' — no position, no points.
 *   Handicap: Hugo / Iris 70 (1), Fede / Gus 72 (2); scratch: 71 (1), 72 (2). OM: each partner gets the pair's:
 *   Hugo, Iris 40 + 40; Fede, Gus 37 + 37; Juan nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankStandings } from '@/shared/domain';
import type { TAdminPair, TAdminParticipant } from '@/shared/schemas/admin-tournaments';
import type { TPlayerLeagueResult } from '@/shared/schemas/leagues';
import type { TAuditEntry, TScorecard } from '@/shared/schemas/scorecard';
import { ZStandingsInputs, type TStandingsInputs } from '@/shared/schemas/standings';
import { parejasTorneo, profiles, puntuacionesLiga, resultadosHoyo, torneos } from '@/server/db/schema';
import { PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import {
  insertTournament,
  insertTeesCourse,
  type TournamentFixture,
} from '@/server/modules/scores/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let now = new Date('2030-06-01T10:00:00Z');
const TODAY = '2030-06-01';
const names = ['Ana', 'Bea', 'Carla', 'Dora', 'Eva', 'Fede', 'Gus', 'Hugo', 'Iris', 'Juan'] as const;
type Name = (typeof names)[number];
const players = {} as Record<Name, Session>;
const PARS = PAR_72_HOLES.map((h) => h.par);

let stableford: TournamentFixture;
let bestBall: TournamentFixture;
const pid = {} as Record<Name, string>;
let ligaId: string;

const db = () => t.runtime.deps.db;
const as = (s: Session) => ({
  req: (path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(path, { cookie: s.cookie, ...init }),
});

async function ok<T = unknown>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** One hole through the real endpoint, written by `who` (a member of the group or the admin). */
function hole(who: Session, partidaId: string, name: Name, numero_hoyo: number, golpes: number | 'R') {
  return as(who).req(`/api/groups/${partidaId}/scores`, {
    method: 'PUT',
    json:
      golpes === 'R'
        ? { participante_id: pid[name], numero_hoyo, golpes: null, recogida: true }
        : { participante_id: pid[name], numero_hoyo, golpes },
  });
}

/** A whole card: `card(h)` strokes (or 'R') for holes 1–18, skipping holes it answers null for. */
async function play(who: Session, partidaId: string, name: Name, card: (h: number) => number | 'R' | null) {
  for (let h = 1; h <= 18; h++) {
    const golpes = card(h);
    if (golpes !== null) await ok(hole(who, partidaId, name, h, golpes));
  }
}
const par = (h: number) => PARS[h - 1]!;

async function standingsOf(torneoId: string): Promise<TStandingsInputs> {
  return ZStandingsInputs.parse(await ok(as(admin).req(`/api/tournaments/${torneoId}/standings`)));
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  for (const nombre of names) players[nombre] = await t.signUp({ nombre });
  const course = await insertTeesCourse(db());
  const hcp = (n: Name) => (['Bea', 'Eva', 'Gus', 'Iris'].includes(n) ? 18 : 0);
  const entry = (n: Name, group: number) => ({
    profileId: players[n].profileId,
    sexo: 'hombre' as const,
    handicap_torneo: hcp(n),
    group,
  });
  stableford = await insertTournament(db(), {
    fecha_juego: TODAY,
    course,
    groups: 2,
    modalidad: 'stableford_individual',
    metodo_desempate: 'ultimos_hoyos',
    limite_golpes_hoyo: null,
    participants: [entry('Ana', 0), entry('Bea', 0), entry('Carla', 0), entry('Dora', 1), entry('Eva', 1)],
  });
  bestBall = await insertTournament(db(), {
    fecha_juego: TODAY,
    course,
    groups: 2,
    modalidad: 'parejas_por_golpes',
    forma_parejas: 'mejor_bola',
    metodo_desempate: 'puntuacion_media',
    limite_golpes_hoyo: null,
    participants: [entry('Fede', 0), entry('Gus', 0), entry('Hugo', 1), entry('Iris', 1), entry('Juan', 1)],
  });
  (['Ana', 'Bea', 'Carla', 'Dora', 'Eva'] as const).forEach(
    (n, i) => (pid[n] = stableford.participantIds[i]!),
  );
  (['Fede', 'Gus', 'Hugo', 'Iris', 'Juan'] as const).forEach(
    (n, i) => (pid[n] = bestBall.participantIds[i]!),
  );
  const liga = await ok<{ id: string }>(
    as(admin).req('/api/admin/leagues', {
      method: 'POST',
      json: { nombre: 'Liga de formatos', sistema_puntuacion: 'om_2030' },
    }),
    201,
  );
  ligaId = liga.id;
  for (const torneo_id of [stableford.torneoId, bestBall.torneoId]) {
    await ok(
      as(admin).req(`/api/admin/leagues/${ligaId}/tournaments`, { method: 'POST', json: { torneo_id } }),
      201,
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe('pairs and statuses (administrators)', () => {
  it('forms the mejor bola pairs, refuses a player in two pairs and a pair in an individual format', async () => {
    const url = `/api/admin/tournaments/${bestBall.torneoId}/pairs`;
    await ok(
      as(admin).req(url, {
        method: 'POST',
        json: { participante_1_id: pid.Fede, participante_2_id: pid.Gus },
      }),
      201,
    );
    const pairs = await ok<TAdminPair[]>(
      as(admin).req(url, {
        method: 'POST',
        json: { participante_1_id: pid.Hugo, participante_2_id: pid.Iris },
      }),
      201,
    );
    expect(pairs.map((p) => [p.nombre, p.handicap_juego])).toEqual([
      ['Fede / Gus', null],
      ['Hugo / Iris', null],
    ]);
    const before = await db().select().from(parejasTorneo);
    const taken = await as(admin).req(url, {
      method: 'POST',
      json: { participante_1_id: pid.Juan, participante_2_id: pid.Iris },
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { message: string } }).error.message).toBe(
      'Uno de los jugadores ya forma parte de otra pareja',
    );
    const individual = await as(admin).req(`/api/admin/tournaments/${stableford.torneoId}/pairs`, {
      method: 'POST',
      json: { participante_1_id: pid.Ana, participante_2_id: pid.Bea },
    });
    expect(individual.status).toBe(409);
    const player = await as(players.Juan).req(url, {
      method: 'POST',
      json: { participante_1_id: pid.Juan, participante_2_id: pid.Fede },
    });
    expect(player.status).toBe(403);
    expect(await db().select().from(parejasTorneo)).toEqual(before);
  });

  it("marks Carla 'No presentado'; a disqualification needs a reason", async () => {
    const url = `/api/admin/participants/${pid.Carla}/status`;
    const refused = await as(admin).req(url, { method: 'PUT', json: { estado: 'DESC' } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Indica el motivo de la descalificación',
    );
    const list = await ok<TAdminParticipant[]>(as(admin).req(url, { method: 'PUT', json: { estado: 'NP' } }));
    expect(list.find((p) => p.id === pid.Carla)).toMatchObject({ estado: 'NP', motivo_estado: null });
  });
});

describe('scores through the endpoints, two groups each', () => {
  it("scores the Stableford round; 'Recogida' is a hole without strokes", async () => {
    const [g1, g2] = stableford.groupIds as [string, string];
    await play(players.Ana, g1, 'Ana', (h) => (h === 10 ? 3 : h === 18 ? 6 : par(h)));
    await play(players.Bea, g1, 'Bea', (h) => par(h) + 1);
    await play(players.Dora, g2, 'Dora', (h) => (h === 5 ? 6 : par(h)));
    await play(players.Eva, g2, 'Eva', (h) => (h === 3 ? 'R' : par(h) + 1));
    const [picked] = await db()
      .select({ golpes: resultadosHoyo.golpes, recogida: resultadosHoyo.recogida })
      .from(resultadosHoyo)
      .where(and(eq(resultadosHoyo.participante_id, pid.Eva), eq(resultadosHoyo.numero_hoyo, 3)));
    expect(picked).toEqual({ golpes: null, recogida: true });
    const card = await ok<TScorecard>(as(players.Eva).req(`/api/groups/${g2}/scorecard`));
    expect(card.torneo).toMatchObject({ modalidad: 'stableford_individual', forma_parejas: null });
    expect(card.resultados.find((r) => r.participante_id === pid.Eva && r.numero_hoyo === 3)).toEqual({
      participante_id: pid.Eva,
      numero_hoyo: 3,
      golpes: null,
      recogida: true,
    });
    // The audit tells a 'Recogida' from a cleared hole.
    const audit = await ok<TAuditEntry[]>(as(admin).req(`/api/groups/${g2}/audit`));
    expect(
      audit
        .filter((a) => a.participante_id === pid.Eva && a.numero_hoyo === 3)
        .map((a) => [a.golpes_antes, a.golpes_despues, a.recogida_antes, a.recogida_despues]),
    ).toEqual([[null, null, false, true]]);
  });

  it("scores the mejor bola round; 'Recogida' is refused in individual stroke play and changes nothing", async () => {
    const [g1, g2] = bestBall.groupIds as [string, string];
    await play(players.Fede, g1, 'Fede', par);
    await play(players.Gus, g1, 'Gus', (h) => par(h) + 1);
    await play(players.Hugo, g2, 'Hugo', (h) => (h === 1 ? 3 : par(h)));
    await play(players.Iris, g2, 'Iris', (h) => (h === 18 ? 'R' : h === 2 ? par(h) : par(h) + 1));
    await play(players.Juan, g2, 'Juan', (h) => (h === 18 ? null : par(h)));
    // An individual stroke-play tournament does not allow picking up.
    const medal = await insertTournament(db(), {
      fecha_juego: TODAY,
      participants: [{ profileId: players.Juan.profileId, group: 0 }],
    });
    const refused = await as(players.Juan).req(`/api/groups/${medal.groupIds[0]}/scores`, {
      method: 'PUT',
      json: { participante_id: medal.participantIds[0], numero_hoyo: 1, golpes: null, recogida: true },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "'Recogida' no se puede anotar en este formato de juego",
    );
    expect(
      await db()
        .select()
        .from(resultadosHoyo)
        .where(eq(resultadosHoyo.participante_id, medal.participantIds[0]!)),
    ).toEqual([]);
  });
});

describe('standings in both modes, equal to the hand-computed values', () => {
  it('Stableford: points, the countback on the last 6 holes, a shared place, the NP last', async () => {
    const inputs = await standingsOf(stableford.torneoId);
    expect(inputs.torneo).toMatchObject({
      modalidad: 'stableford_individual',
      metodo_desempate: 'ultimos_hoyos',
    });
    expect(inputs.participantes.find((p) => p.id === pid.Carla)?.estado).toBe('NP');
    const s = rankStandings(inputs);
    expect(s.byHandicap.map((r) => [r.nombre, r.posicion_handicap, r.puntos_handicap, r.estado])).toEqual([
      ['Bea', 1, 36, null],
      ['Ana', 2, 36, null],
      ['Dora', 3, 34, null],
      ['Eva', 3, 34, null],
      ['Carla', null, 0, 'NP'],
    ]);
    expect(s.byScratch.slice(0, 4).map((r) => [r.nombre, r.posicion_scratch, r.puntos_scratch])).toEqual([
      ['Ana', 1, 36],
      ['Dora', 2, 34],
      ['Bea', 3, 18],
      ['Eva', 4, 17],
    ]);
  });

  it('mejor bola: the better ball per hole, the pairs as sides, the incomplete single after them', async () => {
    const inputs = await standingsOf(bestBall.torneoId);
    expect(inputs.parejas.map((p) => p.participante_ids)).toEqual([
      [pid.Fede, pid.Gus],
      [pid.Hugo, pid.Iris],
    ]);
    // The round is over (the next day): a stroke-play card with holes missing is 'Incompleta'.
    const s = rankStandings({ ...inputs, torneo: { ...inputs.torneo, finalizado: true } });
    expect(s.byHandicap.map((r) => [r.nombre, r.posicion_handicap, r.golpes_netos, r.estado])).toEqual([
      ['Hugo / Iris', 1, 70, null],
      ['Fede / Gus', 2, 72, null],
      ['Juan', null, 67, 'INCOMPLETA'],
    ]);
    expect(s.byScratch.slice(0, 2).map((r) => [r.nombre, r.posicion_scratch, r.golpes_brutos])).toEqual([
      ['Hugo / Iris', 1, 71],
      ['Fede / Gus', 2, 72],
    ]);
  });
});

describe('a foursome pair: one card, either partner writes it, the side plays its own handicap', () => {
  it("stores the second partner's hole under the first; the pair's handicap is 50 % of the unrounded sum", async () => {
    // Men's tee: slope 125, course rating 70.1, par 72. Course handicaps, not rounded: index 10 → 10 × 125 / 113
    // − 1.9 = 9.1619…; index 20 → 20.2238… Foursome, reductor 50: (9.1619 + 20.2238) × 50 / 100 = 14.69 → 15.
    const [ana, bea] = [players.Ana, players.Bea];
    const f = await insertTournament(db(), {
      fecha_juego: TODAY,
      modalidad: 'parejas_por_golpes',
      forma_parejas: 'foursome',
      participants: [
        { profileId: ana.profileId, sexo: 'hombre', group: 0 },
        { profileId: bea.profileId, sexo: 'hombre', group: 0 },
      ],
    });
    await db().update(torneos).set({ reductor_handicap: 50 }).where(eq(torneos.id, f.torneoId));
    await db().update(profiles).set({ handicap: 10 }).where(eq(profiles.id, ana.profileId));
    await db().update(profiles).set({ handicap: 20 }).where(eq(profiles.id, bea.profileId));
    const pairs = await ok<TAdminPair[]>(
      as(admin).req(`/api/admin/tournaments/${f.torneoId}/pairs`, {
        method: 'POST',
        json: { participante_1_id: f.participantIds[0], participante_2_id: f.participantIds[1] },
      }),
      201,
    );
    expect(pairs.map((p) => p.handicap_juego)).toEqual([15]);
    const saved = await ok<{ participante_id: string }>(
      as(bea).req(`/api/groups/${f.groupIds[0]}/scores`, {
        method: 'PUT',
        json: { participante_id: f.participantIds[1], numero_hoyo: 1, golpes: 5 },
      }),
    );
    expect(saved).toEqual({
      participante_id: f.participantIds[0],
      numero_hoyo: 1,
      golpes: 5,
      recogida: false,
    });
    const stored = await db()
      .select({ id: resultadosHoyo.participante_id })
      .from(resultadosHoyo)
      .where(inArray(resultadosHoyo.participante_id, f.participantIds));
    expect(stored).toEqual([{ id: f.participantIds[0] }]);
    const inputs = await standingsOf(f.torneoId);
    expect(inputs.parejas).toEqual([
      { id: pairs[0]!.id, participante_ids: [f.participantIds[0], f.participantIds[1]], handicap: 15 },
    ]);
  });
});

describe('league points', () => {
  it("'Calcular Puntuaciones' lists the incomplete card first, then gives the format's points", async () => {
    const preview = await ok<{ incompletas: unknown[] }>(
      as(admin).req(`/api/admin/leagues/${ligaId}/calculate/preview`),
    );
    expect(preview.incompletas).toEqual([
      {
        torneo_id: bestBall.torneoId,
        torneo: 'Torneo de prueba',
        participante_ids: [pid.Juan],
        nombre: 'Juan',
        hoyos_sin_resultado: [18],
      },
    ]);
    now = new Date('2030-06-02T10:00:00Z');
    const result = await ok<{ incompletas: unknown[] }>(
      as(admin).req(`/api/admin/leagues/${ligaId}/calculate`, { method: 'POST' }),
    );
    expect(result.incompletas).toEqual(preview.incompletas);
    const rows = await db().select().from(puntuacionesLiga).where(eq(puntuacionesLiga.liga_id, ligaId));
    const nameOf = new Map(Object.entries(pid).map(([n, id]) => [id, n]));
    const table = Object.fromEntries(
      rows.map((r): [string, (number | null)[]] => [
        nameOf.get(r.participante_id) ?? r.participante_id,
        [r.posicion_handicap, r.puntos_handicap, r.posicion_scratch, r.puntos_scratch],
      ]),
    );
    expect(table).toEqual({
      Bea: [1, 40, 3, 35],
      Ana: [2, 37, 1, 40],
      Dora: [3, 34, 2, 37],
      Eva: [3, 34, 4, 33],
      Hugo: [1, 40, 1, 40],
      Iris: [1, 40, 1, 40],
      Fede: [2, 37, 2, 37],
      Gus: [2, 37, 2, 37],
    });
    // Mis Resultados: each row carries its tournament's format and the side's result (by hand, above).
    const mine = async (name: Name) =>
      (await ok<TPlayerLeagueResult[]>(as(players[name]).req('/api/me/league-results'))).map((r) => [
        r.puntos_handicap,
        r.modalidad,
        r.forma_parejas,
        r.resultado,
      ]);
    expect(await mine('Bea')).toEqual([
      [
        40,
        'stableford_individual',
        null,
        { puntos_handicap: 36, puntos_scratch: 18, resultado_handicap: 0, resultado_scratch: 18 },
      ],
    ]);
    expect(await mine('Iris')).toEqual([
      [
        40,
        'parejas_por_golpes',
        'mejor_bola',
        { puntos_handicap: null, puntos_scratch: null, resultado_handicap: -2, resultado_scratch: -1 },
      ],
    ]);
  });
});
