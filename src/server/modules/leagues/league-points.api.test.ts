/**
 * League points through the API after validating real groups (design.md §7, decision records 002, 011).
 *
 * Every player plays off 0 (handicap_torneo 0), so net = gross and both rankings agree; own (profile) handicaps
 * differ for the desempate_handicap tie-break. Holes 1 and 2 of the men's tee (par 4 + 4 = 8), Medal.
 * Round A (five members with holes, a guest, a member without holes):
 *   Ana 3+4 = 7 (-1) · Bea 4+4 = 8 (0, own 10) · Carla 4+4 = 8 (0, own 20) · Dora 4+5 = 9 (+1) · Eva 5+5 = 10 (+2)
 *   guest Gina 3+3 = 6 (excluded from points) · Fina enrolled and seated, no holes (no points).
 *   OM default table, puntuacion_media: Ana 40; Bea and Carla share 2nd: (37 + 35) / 2 = 36; Dora 33; Eva 31.
 *   OM, desempate_handicap: Carla (own 20) before Bea (own 10): Ana 40, Carla 37, Bea 35, Dora 33, Eva 31.
 *   Cervecita (5 with holes: 5 − p + 1, +1 for 1st): 6, 4, 3, 2, 1 → puntuacion_media Ana 6, Bea = Carla =
 *   (4 + 3) / 2 = 3.5, Dora 2, Eva 1; desempate_handicap Ana 6, Carla 4, Bea 3, Dora 2, Eva 1.
 * Season (round A on 05-01, B on 05-08, C on 05-15; today 06-01), Ana, Bea, Carla in B and C:
 *   B: Bea 7, Ana 8, Carla 9 → OM 40 / 37 / 35, Cervecita (3 players) 4 / 2 / 1.
 *   C: Carla 7, Ana 8, Bea 9 → OM 40 / 37 / 35, Cervecita 4 / 2 / 1.
 *   OM, 1 discard (best 2 of 3): Ana 40 + 37 (B; C's equal 37 is later) = 77; Bea 36 + 40 = 76; Carla 36 + 40 = 76;
 *   Dora 33; Eva 31 → positions 1, 2, 2, 4, 5.
 *   Cervecita best ceil(60 % × 3) = 2: Ana 6 + 2 = 8; Bea 3.5 + 4 = 7.5; Carla 3.5 + 4 = 7.5; Dora 2; Eva 1.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankLeagueStandings, rankStandings } from '@/shared/domain';
import { ZLeagueStandings, type TLeagueStandings } from '@/shared/schemas/leagues';
import { ZStandingsInputs } from '@/shared/schemas/standings';
import {
  clasificacionesTorneo,
  ligas,
  ligasTorneos,
  profiles,
  puntuacionesLiga,
  resultadosTorneo,
  torneos,
} from '@/server/db/schema';
import type { LiveEvent } from '@/server/lib/live';
import { leagueTopic } from '@/server/modules/live/topics';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { readCsv, readPdf } from '@/server/modules/papers/test-fixtures';
import {
  completeCardsWithPar,
  insertTeesCourse,
  insertTournament,
  type TournamentFixture,
} from '@/server/modules/scores/test-fixtures';

let t: TestApp;
let admin: Session;
const names = ['Ana', 'Bea', 'Carla', 'Dora', 'Eva', 'Fina'] as const;
type Name = (typeof names)[number];
const players = {} as Record<Name, Session>;
let course: { id: string; teeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  const db = t.runtime.deps.db;
  for (const nombre of names) players[nombre] = await t.signUp({ nombre });
  await db.update(profiles).set({ handicap: 10 }).where(eq(profiles.id, players.Bea.profileId));
  await db.update(profiles).set({ handicap: 20 }).where(eq(profiles.id, players.Carla.profileId));
  course = await insertTeesCourse(db);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.runtime.deps.db;
const req = (path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
  t.request(path, { cookie: admin.cookie, ...init });

async function createLeague(body: Record<string, unknown>): Promise<string> {
  const res = await req('/api/admin/leagues', { method: 'POST', json: body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function addTournament(ligaId: string, torneoId: string) {
  const res = await req(`/api/admin/leagues/${ligaId}/tournaments`, {
    method: 'POST',
    json: { torneo_id: torneoId },
  });
  expect(res.status).toBe(201);
}

/** A round: the players given (strokes on holes 1 and 2), all in one group, saved and validated by the admin. */
async function playRound(opts: {
  fecha: string;
  tie: 'puntuacion_media' | 'desempate_handicap';
  strokes: Partial<Record<Name | 'Gina', [number, number] | null>>;
  ligaIds: string[];
}): Promise<{ f: TournamentFixture; id: Record<string, string> }> {
  const entries = Object.entries(opts.strokes) as [Name | 'Gina', [number, number] | null][];
  const f = await insertTournament(db(), {
    fecha_juego: opts.fecha,
    course,
    groups: Math.ceil(entries.length / 4),
    limite_golpes_hoyo: null,
    metodo_desempate: opts.tie,
    participants: entries.map(([name], i) =>
      name === 'Gina'
        ? {
            invitado: { nombre: 'Gina', handicap: 5, sexo: 'hombre' as const },
            handicap_torneo: 0,
            group: Math.floor(i / 4),
          }
        : {
            profileId: players[name].profileId,
            sexo: 'hombre' as const,
            handicap_torneo: 0,
            group: Math.floor(i / 4),
          },
    ),
  });
  const id = Object.fromEntries(entries.map(([name], i) => [name, f.participantIds[i]!]));
  for (const ligaId of opts.ligaIds) await addTournament(ligaId, f.torneoId);
  for (const [n, [name, s]] of entries.entries()) {
    if (!s) continue;
    for (const [i, golpes] of s.entries()) {
      const res = await req(`/api/groups/${f.groupIds[Math.floor(n / 4)]}/scores`, {
        method: 'PUT',
        json: { participante_id: id[name], numero_hoyo: i + 1, golpes },
      });
      expect(res.status).toBe(200);
    }
  }
  // Holes 3–18 at par for everybody who played: complete cards, the same order.
  await completeCardsWithPar(
    db(),
    entries.flatMap(([name, s]) => (s ? [id[name]!] : [])),
  );
  for (const groupId of f.groupIds) {
    const res = await req(`/api/groups/${groupId}/validate`, { method: 'POST' });
    expect(res.status).toBe(200);
  }
  return { f, id };
}

const ROUND_A = {
  Ana: [3, 4],
  Bea: [4, 4],
  Carla: [4, 4],
  Dora: [4, 5],
  Eva: [5, 5],
  Gina: [3, 3],
  Fina: null,
} as const satisfies Partial<Record<Name | 'Gina', [number, number] | null>>;

async function rowsOf(ligaId: string, torneoId: string) {
  const rows = await db()
    .select()
    .from(puntuacionesLiga)
    .where(and(eq(puntuacionesLiga.liga_id, ligaId), eq(puntuacionesLiga.torneo_id, torneoId)));
  return rows;
}

function byName(
  rows: Awaited<ReturnType<typeof rowsOf>>,
  id: Record<string, string>,
): Record<string, (number | null)[]> {
  const nameOf = new Map(Object.entries(id).map(([n, pid]) => [pid, n]));
  return Object.fromEntries(
    rows.map((r): [string, (number | null)[]] => [
      nameOf.get(r.participante_id) ?? r.participante_id,
      [r.posicion_handicap, r.puntos_handicap, r.posicion_scratch, r.puntos_scratch],
    ]),
  );
}

async function standings(ligaId: string, cookie?: string): Promise<TLeagueStandings> {
  const res = await t.request(`/api/leagues/${ligaId}/standings`, { cookie });
  expect(res.status).toBe(200);
  return ZLeagueStandings.parse(await res.json());
}

describe('points of one tournament, computed when its last group is validated', () => {
  let om: string;
  let cerv: string;
  let omTie: string;
  let cervTie: string;
  let a: Awaited<ReturnType<typeof playRound>>;

  beforeAll(async () => {
    om = await createLeague({ nombre: 'OM', sistema_puntuacion: 'om_2030', numero_torneos_descartados: 1 });
    cerv = await createLeague({ nombre: 'Cervecita', sistema_puntuacion: 'cervecita' });
    omTie = await createLeague({ nombre: 'OM desempate', sistema_puntuacion: 'om_2030' });
    cervTie = await createLeague({ nombre: 'Cervecita desempate', sistema_puntuacion: 'cervecita' });
    a = await playRound({
      fecha: '2030-05-01',
      tie: 'puntuacion_media',
      strokes: ROUND_A,
      ligaIds: [om, cerv],
    });
  });

  it('OM, puntuacion_media: the tie shares the average; the guest and the player without holes get nothing', async () => {
    expect(byName(await rowsOf(om, a.f.torneoId), a.id)).toEqual({
      Ana: [1, 40, 1, 40],
      Bea: [2, 36, 2, 36],
      Carla: [2, 36, 2, 36],
      Dora: [4, 33, 4, 33],
      Eva: [5, 31, 5, 31],
    });
  });

  it("the league lists a tie in the tournament's order: handicap Carla (own 20) before Bea (own 10), scratch by name", async () => {
    // Cervecita counts the one played round: Ana 6, Bea = Carla = 3.5, Dora 2, Eva 1.
    const data = await standings(cerv);
    const order = (mode: 'scratch' | 'handicap') =>
      rankLeagueStandings(data.jugadores, mode).map((l) => [l.posicion, l.jugador.nombre]);
    expect(order('handicap')).toEqual([
      [1, 'Ana'],
      [2, 'Carla'],
      [2, 'Bea'],
      [4, 'Dora'],
      [5, 'Eva'],
    ]);
    expect(order('scratch').slice(1, 3)).toEqual([
      [2, 'Bea'],
      [2, 'Carla'],
    ]);
    // The tournament page's order, the same.
    const res = await t.request(`/api/tournaments/${a.f.torneoId}/standings`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const names = rankStandings(ZStandingsInputs.parse(await res.json())).byHandicap.map((r) => r.nombre);
    expect(names.indexOf('Carla')).toBeLessThan(names.indexOf('Bea'));
  });

  it('Cervecita, puntuacion_media: participants with holes − position + 1, +1 for the first, ties averaged', async () => {
    expect(byName(await rowsOf(cerv, a.f.torneoId), a.id)).toEqual({
      Ana: [1, 6, 1, 6],
      Bea: [2, 3.5, 2, 3.5],
      Carla: [2, 3.5, 2, 3.5],
      Dora: [4, 2, 4, 2],
      Eva: [5, 1, 5, 1],
    });
  });

  it('desempate_handicap breaks the tie by the higher own handicap, for both systems', async () => {
    const d = await playRound({
      fecha: '2030-05-02',
      tie: 'desempate_handicap',
      strokes: ROUND_A,
      ligaIds: [omTie, cervTie],
    });
    expect(byName(await rowsOf(omTie, d.f.torneoId), d.id)).toEqual({
      Ana: [1, 40, 1, 40],
      Carla: [2, 37, 2, 37],
      Bea: [3, 35, 3, 35],
      Dora: [4, 33, 4, 33],
      Eva: [5, 31, 5, 31],
    });
    expect(byName(await rowsOf(cervTie, d.f.torneoId), d.id)).toEqual({
      Ana: [1, 6, 1, 6],
      Carla: [2, 4, 2, 4],
      Bea: [3, 3, 3, 3],
      Dora: [4, 2, 4, 2],
      Eva: [5, 1, 5, 1],
    });
  });

  it('writes the snapshot tables for the players with holes', async () => {
    const snapshot = await db()
      .select()
      .from(clasificacionesTorneo)
      .where(eq(clasificacionesTorneo.torneo_id, a.f.torneoId));
    // Live standings rank the guest too (she is first): the snapshot is the tournament's standings.
    expect(snapshot.find((r) => r.participante_id === a.id.Gina)?.posicion).toBe(1);
    expect(snapshot).toHaveLength(6);
    const [eva] = await db()
      .select()
      .from(resultadosTorneo)
      .where(eq(resultadosTorneo.participante_id, a.id.Eva!));
    // Holes 1–2: 5 + 5; holes 3–18 at par: 64.
    expect(eva).toMatchObject({ golpes_brutos: 74, golpes_netos: 74 });
  });

  it("'Recalcular puntos' is idempotent: the same rows, never doubled", async () => {
    const before = await rowsOf(om, a.f.torneoId);
    for (let i = 0; i < 2; i++) {
      const res = await req(`/api/admin/leagues/${om}/tournaments/${a.f.torneoId}/recalculate`, {
        method: 'POST',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ participantes: 5 });
    }
    const after = await rowsOf(om, a.f.torneoId);
    expect(after).toHaveLength(5);
    expect(byName(after, a.id)).toEqual(byName(before, a.id));
    const calc = await req(`/api/admin/leagues/${cerv}/calculate`, { method: 'POST' });
    expect(await calc.json()).toEqual({
      incompletas: [],
      participantes: 5,
      torneos: 1,
      sistema_puntuacion: 'cervecita',
    });
    expect(await rowsOf(cerv, a.f.torneoId)).toHaveLength(5);
  });

  it("an admin's change to a validated group recalculates the points by itself", async () => {
    const e = await playRound({
      fecha: '2030-05-03',
      tie: 'puntuacion_media',
      strokes: ROUND_A,
      ligaIds: [omTie],
    });
    const res = await req(`/api/groups/${e.f.groupIds[1]}/scores`, {
      method: 'PUT',
      json: { participante_id: e.id.Eva, numero_hoyo: 1, golpes: 3 },
    });
    expect(res.status).toBe(200);
    // Eva 3 + 5 = 8 joins Bea and Carla at 2nd: (37 + 35 + 33) / 3 = 35; Dora falls to 5th: 31.
    expect(byName(await rowsOf(omTie, e.f.torneoId), e.id)).toEqual({
      Ana: [1, 40, 1, 40],
      Bea: [2, 35, 2, 35],
      Carla: [2, 35, 2, 35],
      Eva: [2, 35, 2, 35],
      Dora: [5, 31, 5, 31],
    });
    // Removing the tournament from the league removes its points in the same statement.
    const del = await req(`/api/admin/leagues/${omTie}/tournaments/${e.f.torneoId}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await rowsOf(omTie, e.f.torneoId)).toHaveLength(0);
  });

  it('waits for the last group: validating one of two groups publishes no points', async () => {
    const f = await insertTournament(db(), {
      fecha_juego: '2030-05-04',
      course,
      groups: 2,
      limite_golpes_hoyo: null,
      metodo_desempate: 'puntuacion_media',
      participants: [
        { profileId: players.Ana.profileId, sexo: 'hombre', handicap_torneo: 0, group: 0 },
        { profileId: players.Bea.profileId, sexo: 'hombre', handicap_torneo: 0, group: 1 },
      ],
    });
    await addTournament(omTie, f.torneoId);
    for (const [g, participante_id] of f.participantIds.entries()) {
      const res = await req(`/api/groups/${f.groupIds[g]}/scores`, {
        method: 'PUT',
        json: { participante_id, numero_hoyo: 1, golpes: 4 + g },
      });
      expect(res.status).toBe(200);
    }
    await completeCardsWithPar(db(), f.participantIds);
    await req(`/api/groups/${f.groupIds[0]}/validate`, { method: 'POST' });
    expect(await rowsOf(omTie, f.torneoId)).toHaveLength(0);
    await req(`/api/groups/${f.groupIds[1]}/validate`, { method: 'POST' });
    const rows = await rowsOf(omTie, f.torneoId);
    expect(
      rows.map((r) => [r.participante_id, r.puntos_handicap]).sort((a, b) => Number(b[1]) - Number(a[1])),
    ).toEqual([
      [f.participantIds[0], 40],
      [f.participantIds[1], 37],
    ]);
    // Out of the league again, so the season tests below do not see it.
    await req(`/api/admin/leagues/${omTie}/tournaments/${f.torneoId}`, { method: 'DELETE' });
  });

  describe('a season of three tournaments', () => {
    beforeAll(async () => {
      await playRound({
        fecha: '2030-05-08',
        tie: 'puntuacion_media',
        strokes: { Ana: [4, 4], Bea: [3, 4], Carla: [4, 5] },
        ligaIds: [om, cerv],
      });
      await playRound({
        fecha: '2030-05-15',
        tie: 'puntuacion_media',
        strokes: { Ana: [4, 4], Bea: [4, 5], Carla: [3, 4] },
        ligaIds: [om, cerv],
      });
    });

    const totals = (s: TLeagueStandings, mode: 'total_puntos_scratch' | 'total_puntos_handicap') =>
      Object.fromEntries(s.jugadores.map((j) => [j.nombre, j[mode]]));

    it('OM counts the best played − discarded results, marking the discarded one', async () => {
      const s = await standings(om);
      expect(s.torneos_jugados).toBe(3);
      expect(s.torneos_que_cuentan).toBe(2);
      expect(totals(s, 'total_puntos_handicap')).toEqual({ Ana: 77, Bea: 76, Carla: 76, Dora: 33, Eva: 31 });
      expect(totals(s, 'total_puntos_scratch')).toEqual({ Ana: 77, Bea: 76, Carla: 76, Dora: 33, Eva: 31 });
      const ana = s.jugadores.find((j) => j.nombre === 'Ana')!;
      // In date order: A 40 (counts), B 37 (counts), C 37 (the later of the equal results: discarded).
      expect(
        ana.puntos.map(([i, , puntos, , cuenta]) => [s.torneos[i]!.fecha_juego, puntos, cuenta]),
      ).toEqual([
        ['2030-05-01', 40, true],
        ['2030-05-08', 37, true],
        ['2030-05-15', 37, false],
      ]);
      expect(s.torneos.map((x) => x.fecha_juego)).toEqual(['2030-05-01', '2030-05-08', '2030-05-15']);
    });

    it('Cervecita counts the best 60 % (rounded up)', async () => {
      const s = await standings(cerv);
      expect(s.torneos_que_cuentan).toBe(2);
      expect(totals(s, 'total_puntos_handicap')).toEqual({ Ana: 8, Bea: 7.5, Carla: 7.5, Dora: 2, Eva: 1 });
    });

    it('/api/me/league-results returns the player rows', async () => {
      const res = await t.request('/api/me/league-results', { cookie: players.Bea.cookie });
      const rows = (await res.json()) as { puntos_handicap: number; liga_nombre: string }[];
      expect(rows.filter((r) => r.liga_nombre === 'OM').map((r) => r.puntos_handicap)).toEqual([36, 40, 35]);
      expect((await t.request('/api/me/league-results')).status).toBe(401);
    });

    it('Mis Resultados reads each side stored with its points, and ranks again only rows stored without it', async () => {
      const db = t.runtime.deps.db;
      const mine = async () =>
        (
          (await (await t.request('/api/me/league-results', { cookie: players.Bea.cookie })).json()) as {
            fecha_juego: string;
            liga_nombre: string;
            resultado: unknown;
          }[]
        ).filter((r) => r.liga_nombre === 'OM');
      const stored = await mine();
      // Bea to par: A 8 (0), B 7 (-1), C 9 (+1), handicap 0 in every round (the points' standings, by hand).
      expect(stored.map((r) => [r.fecha_juego, r.resultado])).toEqual([
        [
          '2030-05-01',
          { resultado_scratch: 0, resultado_handicap: 0, puntos_scratch: null, puntos_handicap: null },
        ],
        [
          '2030-05-08',
          { resultado_scratch: -1, resultado_handicap: -1, puntos_scratch: null, puntos_handicap: null },
        ],
        [
          '2030-05-15',
          { resultado_scratch: 1, resultado_handicap: 1, puntos_scratch: null, puntos_handicap: null },
        ],
      ]);
      const rows = await db.select().from(puntuacionesLiga).where(eq(puntuacionesLiga.liga_id, om));
      expect(rows.every((r) => r.resultado_lado === true)).toBe(true);
      // Rows written before the side was stored (decision record 043): the same answer, ranked again.
      await db
        .update(puntuacionesLiga)
        .set({ resultado_lado: null, resultado_scratch: null, resultado_handicap: null })
        .where(eq(puntuacionesLiga.liga_id, om));
      expect(await mine()).toEqual(stored);
      await t.request(`/api/admin/leagues/${om}/calculate`, { method: 'POST', cookie: admin.cookie });
      const again = await db.select().from(puntuacionesLiga).where(eq(puntuacionesLiga.liga_id, om));
      expect(again.every((r) => r.resultado_lado === true)).toBe(true);
    });

    it('the points popover card is public for an active league; an inactive league only for admins', async () => {
      const s = await standings(om);
      const ana = s.jugadores.find((j) => j.nombre === 'Ana')!;
      const torneo = s.torneos[ana.puntos[0]![0]]!;
      const path = `/api/leagues/${om}/tournaments/${torneo.id}/cards/${ana.jugador_id}`;
      const card = await t.request(path);
      expect(card.status).toBe(200);
      expect(((await card.json()) as { resultados: unknown[] }).resultados).toHaveLength(18);
      await db().update(ligas).set({ activa: false }).where(eq(ligas.id, om));
      expect((await t.request(`/api/leagues/${om}/standings`)).status).toBe(404);
      expect((await t.request(`/api/leagues/${om}/standings`, { cookie: admin.cookie })).status).toBe(200);
      await db().update(ligas).set({ activa: true }).where(eq(ligas.id, om));
    });

    it("an inactive tournament's points are left out for players and visitors, counted for admins", async () => {
      const all = await standings(om, admin.cookie);
      const hidden = all.torneos.find((x) => x.fecha_juego === '2030-05-08')!;
      await db().update(torneos).set({ activo: false }).where(eq(torneos.id, hidden.id));
      try {
        const s = await standings(om, players.Dora.cookie);
        expect(s.torneos.map((x) => x.fecha_juego)).toEqual(['2030-05-01', '2030-05-15']);
        expect(s.torneos_jugados).toBe(2);
        expect(s.torneos_que_cuentan).toBe(1);
        // The best one of A and C: Ana 40 (A), Bea 36 (A), Carla 40 (C), Dora 33, Eva 31.
        expect(totals(s, 'total_puntos_handicap')).toEqual({
          Ana: 40,
          Bea: 36,
          Carla: 40,
          Dora: 33,
          Eva: 31,
        });
        const ana = s.jugadores.find((j) => j.nombre === 'Ana')!;
        expect(ana.puntos.map(([i, , puntos]) => [s.torneos[i]!.fecha_juego, puntos])).toEqual([
          ['2030-05-01', 40],
          ['2030-05-15', 37],
        ]);
        const asAdmin = await standings(om, admin.cookie);
        expect(asAdmin.torneos).toHaveLength(3);
        expect(totals(asAdmin, 'total_puntos_handicap')).toEqual(totals(all, 'total_puntos_handicap'));
      } finally {
        await db().update(torneos).set({ activo: true }).where(eq(torneos.id, hidden.id));
      }
    });
  });
});

describe('admin league routes: every role, bad input', () => {
  let ligaId: string;
  let torneoId: string;
  let otherTorneo: string;

  beforeAll(async () => {
    ligaId = await createLeague({ nombre: 'Permisos', sistema_puntuacion: 'om_2030' });
    torneoId = (await insertTournament(db(), { fecha_juego: '2030-04-01', course, participants: [] }))
      .torneoId;
    otherTorneo = (await insertTournament(db(), { fecha_juego: '2030-04-02', course, participants: [] }))
      .torneoId;
    await addTournament(ligaId, torneoId);
  });

  async function counts() {
    const [l] = await db().select({ n: count() }).from(ligas);
    const [lt] = await db().select({ n: count() }).from(ligasTorneos);
    const [p] = await db().select({ n: count() }).from(puntuacionesLiga);
    const names = await db().select({ nombre: ligas.nombre }).from(ligas).where(eq(ligas.id, ligaId));
    return [l!.n, lt!.n, p!.n, names[0]?.nombre];
  }

  const routes = () =>
    [
      ['GET', '/api/admin/leagues', undefined],
      ['GET', '/api/admin/leagues/tournament-options', undefined],
      ['POST', '/api/admin/leagues', { nombre: 'X', sistema_puntuacion: 'cervecita' }],
      ['PUT', `/api/admin/leagues/${ligaId}`, { nombre: 'Y', sistema_puntuacion: 'cervecita' }],
      ['DELETE', `/api/admin/leagues/${ligaId}`, undefined],
      ['GET', `/api/admin/leagues/${ligaId}/tournaments`, undefined],
      ['POST', `/api/admin/leagues/${ligaId}/tournaments`, { torneo_id: otherTorneo }],
      ['PUT', `/api/admin/leagues/${ligaId}/tournaments/order`, { torneo_ids: [torneoId] }],
      ['DELETE', `/api/admin/leagues/${ligaId}/tournaments/${torneoId}`, undefined],
      ['POST', `/api/admin/leagues/${ligaId}/calculate`, undefined],
      ['POST', `/api/admin/leagues/${ligaId}/tournaments/${torneoId}/recalculate`, undefined],
    ] as const;

  it('visitors get 401 and players 403 on every route, and nothing changes', async () => {
    const before = await counts();
    for (const [method, path, json] of routes()) {
      const visitor = await t.request(path, { method, json });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const player = await t.request(path, { method, json, cookie: players.Ana.cookie });
      expect(player.status, `${method} ${path}`).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('an admin reaches every route', async () => {
    const expected = [200, 200, 201, 200, 204, 200, 201, 200, 200, 200, 200];
    // The order puts DELETE of the league last: run it at the end.
    const list = routes();
    const order = [0, 1, 2, 3, 5, 6, 7, 9, 10, 8, 4];
    for (const i of order) {
      const [method, path, json] = list[i]!;
      const res = await req(path, {
        method,
        json: i === 7 ? { torneo_ids: [otherTorneo, torneoId] } : json,
      });
      expect(res.status, `${method} ${path}`).toBe(expected[i]);
    }
  });

  it.each([
    [{ nombre: '  ', sistema_puntuacion: 'cervecita' }, 'El nombre de la liga es obligatorio'],
    [
      { nombre: 'L', sistema_puntuacion: 'om_2030', numero_torneos_descartados: -1 },
      'El número de torneos descartados debe ser un entero mayor o igual que 0',
    ],
    [
      { nombre: 'L', sistema_puntuacion: 'cervecita', fecha_inicio: '2030-02-01', fecha_fin: '2030-01-01' },
      'La fecha de fin no puede ser anterior a la fecha de inicio',
    ],
    [{ nombre: 'L', sistema_puntuacion: 'liga_rara' }, 'El sistema de puntuación no es válido'],
  ])('bad league input %j: 400 with its message, nothing written', async (json, message) => {
    const [before] = await db().select({ n: count() }).from(ligas);
    const res = await req('/api/admin/leagues', { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    const [after] = await db().select({ n: count() }).from(ligas);
    expect(after!.n).toBe(before!.n);
  });

  it('a tournament twice in a league is refused', async () => {
    const liga = await createLeague({ nombre: 'Dos veces', sistema_puntuacion: 'cervecita' });
    await addTournament(liga, torneoId);
    const res = await req(`/api/admin/leagues/${liga}/tournaments`, {
      method: 'POST',
      json: { torneo_id: torneoId },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Este torneo ya está en la liga',
    );
    const [n] = await db().select({ n: count() }).from(ligasTorneos).where(eq(ligasTorneos.liga_id, liga));
    expect(n!.n).toBe(1);
    const order = await req(`/api/admin/leagues/${liga}/tournaments/order`, {
      method: 'PUT',
      json: { torneo_ids: [torneoId, torneoId] },
    });
    expect(order.status).toBe(400);
  });

  it("every change to the league's shape tells its standings screens, a refused one tells nothing", async () => {
    const liga = await createLeague({ nombre: 'En directo', sistema_puntuacion: 'cervecita' });
    const events: LiveEvent[] = [];
    const stop = t.runtime.deps.live.subscribe(leagueTopic(liga), (e) => events.push(e));
    const heard = async (write: () => Promise<Response>, status: number, n: number) => {
      const before = events.length;
      expect((await write()).status).toBe(status);
      await t.runtime.deps.live.flush();
      expect(events.slice(before).map((e) => e.type)).toEqual(Array<string>(n).fill('points'));
    };
    try {
      const put = (json: unknown) => () => req(`/api/admin/leagues/${liga}`, { method: 'PUT', json });
      const add = (torneo_id: string) => () =>
        req(`/api/admin/leagues/${liga}/tournaments`, { method: 'POST', json: { torneo_id } });
      const order = (torneo_ids: string[]) => () =>
        req(`/api/admin/leagues/${liga}/tournaments/order`, { method: 'PUT', json: { torneo_ids } });
      const remove = (id: string) => () =>
        req(`/api/admin/leagues/${liga}/tournaments/${id}`, { method: 'DELETE' });

      await heard(put({ nombre: 'En directo', sistema_puntuacion: 'om_2030' }), 200, 1);
      await heard(put({ nombre: ' ', sistema_puntuacion: 'om_2030' }), 400, 0);
      await heard(add(torneoId), 201, 1);
      await heard(add(otherTorneo), 201, 1);
      await heard(add(otherTorneo), 409, 0);
      await heard(order([otherTorneo, torneoId]), 200, 1);
      await heard(order([otherTorneo]), 400, 0);
      await heard(remove(otherTorneo), 200, 1);
      await heard(remove(otherTorneo), 404, 0);
    } finally {
      stop();
    }
  });
});

describe("on the tournament's day (today 2030-06-01): the calculated points shown as provisional", () => {
  it('an empty table before the points; after them the day counts, marked provisional, until tomorrow', async () => {
    const liga = await createLeague({ nombre: 'Liga del día', sistema_puntuacion: 'om_2030' });
    const f = await insertTournament(db(), {
      fecha_juego: '2030-06-01',
      course,
      groups: 1,
      limite_golpes_hoyo: null,
      participants: [
        { profileId: players.Ana.profileId, sexo: 'hombre' as const, handicap_torneo: 0, group: 0 },
      ],
    });
    await addTournament(liga, f.torneoId);
    // Today's tournament without points: the spec's table (counted once its date has passed), not provisional.
    const before = await standings(liga);
    expect([before.provisional, before.torneos_jugados, before.jugadores.length]).toEqual([false, 0, 0]);
    const csvBefore = readCsv(await (await req(`/api/leagues/${liga}/standings.csv`)).arrayBuffer());
    expect(csvBefore[0]!.at(-1)).toBe('Total');
    expect(csvBefore[0]!.join(';')).not.toContain('provisional');

    await playRound({ fecha: '2030-06-01', tie: 'puntuacion_media', strokes: ROUND_A, ligaIds: [liga] });
    const s = await standings(liga);
    expect(s.provisional).toBe(true);
    // The round played today counts: 1 of the league's 2 tournaments (the one without points is today's too).
    expect(s.torneos_jugados).toBe(2);
    expect(Object.fromEntries(s.jugadores.map((j) => [j.nombre, j.total_puntos_handicap]))).toEqual({
      Ana: 40,
      Bea: 36,
      Carla: 36,
      Dora: 33,
      Eva: 31,
    });

    // The papers say it as the page does: today's column and the total of the CSV, a line and the key of the PDF.
    const csv = await req(`/api/leagues/${liga}/standings.csv`);
    const [header] = readCsv(await csv.arrayBuffer());
    expect(header!.slice(4)).toEqual([
      'Torneo de prueba (01/06/2030, provisional)',
      'Torneo de prueba (01/06/2030, provisional)',
      'Total (provisional)',
    ]);
    const pdf = await readPdf(
      new Uint8Array(await (await req(`/api/leagues/${liga}/standings.pdf`)).arrayBuffer()),
    );
    expect(pdf[0]!.text).toContain('Provisional: cuenta desde mañana');
    expect(pdf[0]!.text).toContain('T1: Torneo de prueba (01/06/2030, provisional)');
  });
});
