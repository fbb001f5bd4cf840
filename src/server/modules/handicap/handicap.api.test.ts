/**
 * The club's estimate through the real endpoints (design.md §16): a member plays personal games marked 'Válida para
 * hándicap', card by card, and reads 'Mi hándicap' back after each round. Figures are hand-computed:
 * the course is par 72, slope 125, course rating 70.1 (insertStandardCourse); the member has no official index, so
 * every hole counts at most par + 5 (Rule 3.1b) and differential = 113 / 125 × (adjusted gross − 70.1 − PCC).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZClubHandicaps,
  ZHandicapRoundHoles,
  ZMyHandicap,
  ZMyStatistics,
  ZPccList,
} from '@/shared/schemas/handicap';
import { ZAdminPairs, ZAdminParticipants, ZAdminTournament } from '@/shared/schemas/admin-tournaments';
import { ZPersonalGameDetail } from '@/shared/schemas/personal-games';
import { ZTournamentCard } from '@/shared/schemas/tournaments';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertStandardCourse, PAR_72_HOLES, setHandicap } from '@/server/modules/courses/test-fixtures';
import { errorOf } from '@/server/modules/personal-games/test-helpers';

let t: TestApp;
let ana: Session;
let ben: Session;
let admin: Session;
let campoId: string;
let teeId: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  ana = await t.signUp({ nombre: 'Ana Handicap' });
  ben = await t.signUp({ nombre: 'Ben Handicap' });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  const course = await insertStandardCourse(t.runtime.deps.db);
  campoId = course.id;
  teeId = course.teeIds[0]!;
});
afterAll(async () => {
  await t.close();
});

async function newGame(fecha: string, extra: Record<string, unknown> = {}, players = [ana]) {
  const res = await t.request('/api/personal-games', {
    method: 'POST',
    cookie: ana.cookie,
    json: {
      nombre: `Partida ${fecha}`,
      fecha_juego: fecha,
      hora_salida: '09:00',
      campo_id: campoId,
      participantes: players.map((p) => ({
        tipo: 'jugador',
        jugador_id: p.profileId,
        handicap_partida: null,
      })),
      valida_para_handicap: true,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return ZPersonalGameDetail.parse(await res.json());
}

/** Plays the 18 holes: `strokes(par, hole)` for each. */
async function play(gameId: string, participanteId: string, strokes: (par: number, hole: number) => number) {
  for (const h of PAR_72_HOLES) {
    const res = await t.request(`/api/personal-games/${gameId}/scores`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: {
        participante_id: participanteId,
        numero_hoyo: h.numero_hoyo,
        golpes: strokes(h.par!, h.numero_hoyo),
      },
    });
    if (res.status !== 200) throw new Error(`hole ${h.numero_hoyo}: ${res.status} ${await res.text()}`);
  }
}

async function mine(s: Session = ana) {
  const res = await t.request('/api/me/handicap', { cookie: s.cookie });
  expect(res.status).toBe(200);
  return ZMyHandicap.parse(await res.json());
}

describe('Mi hándicap: rounds played through the endpoints', () => {
  it('reads the estimate back after each round', async () => {
    expect((await mine()).rounds).toEqual([]);

    // Round 1: a bogey on every hole: 90. 113/125 × (90 − 70.1) = 0.904 × 19.9 = 17.9896 → 18.0. No index yet.
    const g1 = await newGame('2030-05-01');
    await play(g1.id, g1.participantes[0]!.id, (par) => par + 1);
    let h = await mine();
    expect(h.rounds.map((r) => [r.adjusted_gross, r.differential])).toEqual([[90, 18]]);
    expect(h.estimado).toBeNull();
    expect(h.oficial).toBeNull();

    // Round 2: bogeys, but 9 on the par-3 3rd: capped at par + 5 = 8 → 90 − 4 + 8 = 94.
    // 0.904 × (94 − 70.1) = 0.904 × 23.9 = 21.6056 → 21.6. Two scores: still no index.
    const g2 = await newGame('2030-05-02');
    await play(g2.id, g2.participantes[0]!.id, (par, hole) => (hole === 3 ? 9 : par + 1));
    h = await mine();
    expect(h.rounds[1]).toMatchObject({
      adjusted_gross: 94,
      differential: 21.6,
      slope: 125,
      course_rating: 70.1,
    });
    // The list names the capped holes; the round's holes come apart, when it is opened.
    expect(h.rounds[1]!.capped_holes).toEqual([3]);
    expect(h.rounds[1]).not.toHaveProperty('holes');
    const holes = await t.request(`/api/me/handicap/vueltas/${h.rounds[1]!.id}`, { cookie: ana.cookie });
    expect(holes.status).toBe(200);
    const detail = ZHandicapRoundHoles.parse(await holes.json());
    expect(detail.id).toBe(h.rounds[1]!.id);
    expect(detail.holes).toHaveLength(18);
    expect(detail.holes.filter((x) => x.capped).map((x) => [x.numero_hoyo, x.golpes, x.adjusted])).toEqual([
      [3, 9, 8],
    ]);
    expect(detail.holes[0]).toMatchObject({ numero_hoyo: 1, par: 4, golpes: 5, kind: 'golpes', adjusted: 5 });
    expect(h.estimado).toBeNull();

    // Round 3: level par, 72: 0.904 × 1.9 = 1.7176 → 1.7. Three scores: lowest 1 − 2.0 = −0.3 (plus 0.3).
    const g3 = await newGame('2030-05-03');
    await play(g3.id, g3.participantes[0]!.id, (par) => par);
    h = await mine();
    expect(h.rounds.map((r) => r.differential)).toEqual([18, 21.6, 1.7]);
    expect(h.estimado).toBe(-0.3);
    expect(h.rounds.map((r) => r.counts)).toEqual([false, false, true]);

    // PCC +1.0 on that course and day: 0.904 × (72 − 70.1 − 1) = 0.8136 → 0.8; index 0.8 − 2.0 = −1.2.
    const pcc = await t.request('/api/admin/pcc', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { campo_id: campoId, fecha: '2030-05-03', pcc: '1,0' },
    });
    expect(pcc.status).toBe(200);
    expect(ZPccList.parse(await pcc.json()).map((p) => [p.campo_id, p.fecha, p.pcc])).toEqual([
      [campoId, '2030-05-03', 1],
    ]);
    h = await mine();
    expect(h.rounds[2]).toMatchObject({ pcc: 1, differential: 0.8 });
    expect(h.estimado).toBe(-1.2);
  });

  it('does not count a game not marked, nor one with a guest, and refuses marking after a stroke', async () => {
    const before = (await mine()).rounds.length;
    const notMarked = await newGame('2030-05-04', { valida_para_handicap: false });
    await play(notMarked.id, notMarked.participantes[0]!.id, (par) => par);
    const withGuest = await newGame('2030-05-05');
    const edit = await t.request(`/api/personal-games/${withGuest.id}`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: {
        nombre: withGuest.nombre,
        fecha_juego: '2030-05-05',
        hora_salida: '09:00',
        campo_id: campoId,
        participantes: [
          { tipo: 'jugador', jugador_id: ana.profileId, handicap_partida: null },
          { tipo: 'invitado', nombre_invitado: 'Invitada', sexo_invitado: 'mujer', handicap_invitado: 20 },
        ],
      },
    });
    expect(edit.status).toBe(200);
    await play(withGuest.id, withGuest.participantes[0]!.id, (par) => par);
    expect((await mine()).rounds.length).toBe(before);

    const marked = await t.request(`/api/personal-games/${notMarked.id}/valida-handicap`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: { valida_para_handicap: true },
    });
    expect(await errorOf(marked)).toEqual({
      status: 409,
      message: "'Válida para hándicap' solo se puede cambiar antes de apuntar el primer golpe de la partida",
    });

    // Before any stroke the creator may mark it; another participant may not.
    const fresh = await newGame('2030-05-06', { valida_para_handicap: false }, [ana, ben]);
    const byBen = await t.request(`/api/personal-games/${fresh.id}/valida-handicap`, {
      method: 'PUT',
      cookie: ben.cookie,
      json: { valida_para_handicap: true },
    });
    expect(byBen.status).toBe(403);
    const byAna = await t.request(`/api/personal-games/${fresh.id}/valida-handicap`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: { valida_para_handicap: true },
    });
    expect(await byAna.json()).toEqual({ valida_para_handicap: true });
  });

  it('refuses a PCC out of range or not in tenths, and a player who is not an administrator', async () => {
    for (const [pcc, message] of [
      [3.5, 'El PCC debe estar entre −1.0 y +3.0'],
      [0.25, 'El PCC se indica en décimas'],
      ['x', 'El PCC debe ser un número'],
    ] as const) {
      const res = await t.request('/api/admin/pcc', {
        method: 'PUT',
        cookie: admin.cookie,
        json: { campo_id: campoId, fecha: '2030-05-03', pcc },
      });
      expect(await errorOf(res)).toEqual({ status: 400, message });
    }
    const byMember = await t.request('/api/admin/pcc', {
      method: 'PUT',
      cookie: ana.cookie,
      json: { campo_id: campoId, fecha: '2030-05-03', pcc: 1 },
    });
    expect(byMember.status).toBe(403);
    expect((await mine()).rounds[2]!.pcc).toBe(1);
  });

  it("a round's holes are read by its player (or an administrator), never by another member", async () => {
    const [round] = (await mine()).rounds;
    const path = `/api/me/handicap/vueltas/${round!.id}`;
    expect((await t.request(path, { cookie: ana.cookie })).status).toBe(200);
    // Ben's own history has no such round: not found, and nothing of Ana's is told.
    expect(await errorOf(await t.request(path, { cookie: ben.cookie }))).toEqual({
      status: 404,
      message: 'Vuelta no encontrada',
    });
    expect(
      await errorOf(await t.request(`${path}?jugador=${ana.profileId}`, { cookie: ben.cookie })),
    ).toEqual({ status: 403, message: 'Solo puedes ver tus propios datos' });
    const byAdmin = await t.request(`${path}?jugador=${ana.profileId}`, { cookie: admin.cookie });
    expect(ZHandicapRoundHoles.parse(await byAdmin.json()).holes).toHaveLength(18);
    expect(await errorOf(await t.request('/api/me/handicap/vueltas/x', { cookie: ana.cookie }))).toEqual({
      status: 400,
      message: 'La vuelta indicada no es válida',
    });
    expect((await t.request(path)).status).toBe(401);
  });

  it("'Hándicaps de la peña' lists every player's official index, estimate, difference and scores", async () => {
    const res = await t.request('/api/admin/handicaps', { cookie: admin.cookie });
    const rows = ZClubHandicaps.parse(await res.json());
    expect(rows.find((r) => r.jugador_id === ana.profileId)).toEqual({
      jugador_id: ana.profileId,
      nombre: 'Ana Handicap',
      oficial: null,
      estimado: -1.2,
      diferencia: null,
      scores: 3,
    });
    expect((await t.request('/api/admin/handicaps', { cookie: ana.cookie })).status).toBe(403);
  });

  it("'Mis estadísticas' counts every own card, counted for the estimate or not", async () => {
    const res = await t.request('/api/me/estadisticas', { cookie: ana.cookie });
    const s = ZMyStatistics.parse(await res.json());
    // 90, 95, 72 and the two level-par games not counted for the estimate: 5 rounds.
    expect(s.roundsPlayed).toBe(5);
    expect(s.grossAverage).toBeCloseTo((90 + 95 + 72 + 72 + 72) / 5, 6);
    expect(s.dificultad[0]!.holes).toHaveLength(18);
  });

  it("a tournament set to 'Hándicap de la peña' gives the estimate as index; an official one does not", async () => {
    const create = async (indice: 'oficial' | 'pena') => {
      const res = await t.request('/api/admin/tournaments', {
        method: 'POST',
        cookie: admin.cookie,
        json: {
          nombre: `Torneo ${indice}`,
          fecha_juego: '2030-06-10',
          campo_id: campoId,
          modalidad: 'individual_por_golpes',
          metodo_desempate: 'puntuacion_media',
          activo: true,
          limite_golpes_hoyo: null,
          salida_hombre_id: teeId,
          salida_mujer_id: teeId,
          reductor_handicap: 100,
          indice_handicap: indice,
        },
      });
      expect(res.status).toBe(201);
      const torneo = ZAdminTournament.parse(await res.json());
      expect(torneo.indice_handicap).toBe(indice);
      const add = await t.request(`/api/admin/tournaments/${torneo.id}/participants`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { jugador_ids: [ana.profileId] },
      });
      expect(add.status).toBeLessThan(300);
      return ZAdminParticipants.parse(await add.json())[0]!;
    };
    const pena = await create('pena');
    // Index −1.2 (plus 1.2): −1.2 × 125/113 + (70.1 − 72) = −1.327… − 1.9 = −3.227… → −3.
    expect(pena.jugado!.indice).toBe(-1.2);
    expect(pena.jugado!.handicap_juego).toBe(-3);
    const oficial = await create('oficial');
    expect(oficial.jugado!.indice).toBeNull();
    expect(oficial.jugado!.handicap_juego).toBeNull();
    // The players' tournament cards say which index each uses ('Hándicap de la peña' is shown on the card).
    const list = await t.request('/api/tournaments', { cookie: ana.cookie });
    expect(list.status).toBe(200);
    const cards = ZTournamentCard.array().parse(await list.json());
    const indexOf = (nombre: string) => cards.find((c) => c.nombre === nombre)?.indice_handicap;
    expect(indexOf('Torneo pena')).toBe('pena');
    expect(indexOf('Torneo oficial')).toBe('oficial');
  });

  it("a foursome pair plays off its partners' estimates in a 'Hándicap de la peña' tournament", async () => {
    const db = t.runtime.deps.db;
    await setHandicap(db, ana.profileId, 30);
    await setHandicap(db, ben.profileId, 30);
    // Ben: three rounds at par on 70.1/125 → 113/125 × (72 − 70.1) = 1.717… → 1.7 each; 3 scores: 1.7 − 2.0 = −0.3.
    for (const fecha of ['2030-04-10', '2030-04-11', '2030-04-12']) {
      const game = await newGame(fecha, {}, [ana, ben]);
      const seat = game.participantes.find((p) => p.jugador_id === ben.profileId)!;
      await play(game.id, seat.id, (par) => par);
    }
    expect((await mine(ben)).estimado).toBe(-0.3);
    const pairHandicap = async (indice: 'oficial' | 'pena') => {
      const created = await t.request('/api/admin/tournaments', {
        method: 'POST',
        cookie: admin.cookie,
        json: {
          nombre: `Foursome ${indice}`,
          fecha_juego: '2030-06-11',
          campo_id: campoId,
          modalidad: 'parejas_por_golpes',
          forma_parejas: 'foursome',
          metodo_desempate: 'puntuacion_media',
          activo: true,
          limite_golpes_hoyo: null,
          salida_hombre_id: teeId,
          salida_mujer_id: teeId,
          reductor_handicap: 50,
          indice_handicap: indice,
        },
      });
      expect(created.status).toBe(201);
      const torneo = ZAdminTournament.parse(await created.json());
      const add = await t.request(`/api/admin/tournaments/${torneo.id}/participants`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { jugador_ids: [ana.profileId, ben.profileId] },
      });
      expect(add.status).toBeLessThan(300);
      const seats = ZAdminParticipants.parse(await add.json());
      const pair = await t.request(`/api/admin/tournaments/${torneo.id}/pairs`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { participante_1_id: seats[0]!.id, participante_2_id: seats[1]!.id },
      });
      expect(pair.status).toBe(201);
      return ZAdminPairs.parse(await pair.json())[0]!.handicap_juego;
    };
    // Course handicap = index × 125/113 + (70.1 − 72); foursome: 50 % of the sum, rounded once.
    // Peña: Ana −1.2 → −3.227…, Ben −0.3 → −2.231…; 50 % of −5.459… = −2.729… → −3 (plus 3).
    expect(await pairHandicap('pena')).toBe(-3);
    // Official: 30 each → 31.285… each; 50 % of 62.571… = 31.285… → 31.
    expect(await pairHandicap('oficial')).toBe(31);
  });
});
