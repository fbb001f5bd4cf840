/**
 * Every input of a tournament's standings, changed through its real endpoint, moves the league points with it
 * (decision records 011, 012, 016): the 'standings-inputs-changed' event each writer emits after its commit, and
 * the leagues' subscriber. A writer that forgets to emit leaves the stored points stale and fails here.
 *
 * One OM league (default table), one Medal tournament on holes 1 and 2 of the men's tee (par 4 + 4), everybody a
 * man playing off 0 at first; own handicaps Ana 0, Bea 10, Carla 20, Dora 5, Eva 15, Fina 25.
 * Group 1: Ana 3+4 = 7, Bea 4+4 = 8, Carla 4+4 = 8. Group 2: Dora 4+5 = 9, Eva 5+5 = 10, Fina 6+6 = 12.
 * Puntuación media: Ana 40, Bea = Carla = (37 + 35) / 2 = 36, Dora 33, Eva 31, Fina 29.
 *
 * For each input: the points before, the change, then the stored points must equal what a fresh 'Calcular
 * Puntuaciones' writes — and, where the change moves them, differ from before. Before each change one stored row is
 * spoilt on purpose, so an input whose change leaves the points where they were still proves they were rewritten.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminTournament, type TAdminTournament } from '@/shared/schemas/admin-tournaments';
import { ligasTorneos, profiles, puntuacionesLiga } from '@/server/db/schema';
import { PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import {
  completeCardsWithPar,
  insertTournament,
  type TournamentFixture,
} from '@/server/modules/scores/test-fixtures';

let t: TestApp;
let admin: Session;
const names = ['Ana', 'Bea', 'Carla', 'Dora', 'Eva', 'Fina'] as const;
type Name = (typeof names)[number];
const own: Record<Name, number> = { Ana: 0, Bea: 10, Carla: 20, Dora: 5, Eva: 15, Fina: 25 };
const strokes: Record<Name, [number, number]> = {
  Ana: [3, 4],
  Bea: [4, 4],
  Carla: [4, 4],
  Dora: [4, 5],
  Eva: [5, 5],
  Fina: [6, 6],
};
let f: TournamentFixture;
let pid: Record<Name, string>;
let ligaId: string;

const db = () => t.runtime.deps.db;
const req = (path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(path, { cookie: admin.cookie, ...init });

async function ok<T = unknown>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** The stored points of the tournament: participant → [pos hcp, pts hcp, pos scratch, pts scratch]. */
async function points(): Promise<Record<string, (number | null)[]>> {
  const rows = await db()
    .select()
    .from(puntuacionesLiga)
    .where(and(eq(puntuacionesLiga.liga_id, ligaId), eq(puntuacionesLiga.torneo_id, f.torneoId)))
    .orderBy(asc(puntuacionesLiga.participante_id));
  const nameOf = new Map(Object.entries(pid).map(([n, id]) => [id, n]));
  return Object.fromEntries(
    rows.map((r) => [
      nameOf.get(r.participante_id) ?? r.participante_id,
      [r.posicion_handicap, r.puntos_handicap, r.posicion_scratch, r.puntos_scratch],
    ]),
  );
}

/** Stale points on purpose: only a recalculation puts this row right again. */
async function spoil() {
  await db()
    .update(puntuacionesLiga)
    .set({ puntos_handicap: 999 })
    .where(and(eq(puntuacionesLiga.liga_id, ligaId), eq(puntuacionesLiga.participante_id, pid.Ana)));
}

/** The points a fresh 'Calcular Puntuaciones' writes now. */
async function fresh() {
  await ok(req(`/api/admin/leagues/${ligaId}/calculate`, { method: 'POST' }));
  return points();
}

/** Changes one input through `change`; the stored points must be a fresh calculation's (and move when `moves`). */
async function expectPointsFollow(change: () => Promise<unknown>, moves: boolean) {
  const before = await points();
  expect(Object.keys(before).length).toBeGreaterThan(0);
  await spoil();
  await change();
  const after = await points();
  expect(after).toEqual(await fresh());
  if (moves) expect(after).not.toEqual(before);
  else expect(after).toEqual(before);
}

async function tournament(): Promise<TAdminTournament> {
  return ZAdminTournament.parse(await ok(req(`/api/admin/tournaments/${f.torneoId}`)));
}

/** Saves the tournament form with `over` changed (confirmed: it has results). */
async function saveForm(over: Partial<TAdminTournament>) {
  const cur = { ...(await tournament()), ...over };
  await ok(
    req(`/api/admin/tournaments/${f.torneoId}`, {
      method: 'PUT',
      json: {
        nombre: cur.nombre,
        fecha_juego: cur.fecha_juego,
        campo_id: cur.campo_id,
        modalidad: cur.modalidad,
        forma_parejas: cur.forma_parejas,
        metodo_desempate: cur.metodo_desempate,
        descripcion: cur.descripcion,
        activo: cur.activo,
        limite_golpes_hoyo: cur.limite_golpes_hoyo,
        salida_hombre_id: cur.salida_hombre_id,
        salida_mujer_id: cur.salida_mujer_id,
        reductor_handicap: cur.reductor_handicap,
        confirmar_cambios: true,
      },
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  const players = {} as Record<Name, Session>;
  for (const nombre of names) {
    players[nombre] = await t.signUp({ nombre });
    await db()
      .update(profiles)
      .set({ handicap: own[nombre] })
      .where(eq(profiles.id, players[nombre].profileId));
  }
  f = await insertTournament(db(), {
    fecha_juego: '2030-05-01',
    groups: 2,
    limite_golpes_hoyo: null,
    metodo_desempate: 'puntuacion_media',
    participants: names.map((name, i) => ({
      profileId: players[name].profileId,
      sexo: 'hombre' as const,
      handicap_torneo: 0,
      group: Math.floor(i / 3),
    })),
  });
  pid = Object.fromEntries(names.map((n, i) => [n, f.participantIds[i]!])) as Record<Name, string>;
  const liga = await ok<{ id: string }>(
    req('/api/admin/leagues', { method: 'POST', json: { nombre: 'Liga', sistema_puntuacion: 'om_2030' } }),
    201,
  );
  ligaId = liga.id;
  await ok(
    req(`/api/admin/leagues/${ligaId}/tournaments`, { method: 'POST', json: { torneo_id: f.torneoId } }),
    201,
  );
  for (const [i, name] of names.entries()) {
    for (const [h, golpes] of strokes[name].entries()) {
      await ok(
        req(`/api/groups/${f.groupIds[Math.floor(i / 3)]}/scores`, {
          method: 'PUT',
          json: { participante_id: pid[name], numero_hoyo: h + 1, golpes },
        }),
      );
    }
  }
  // Holes 3–18 at par for everybody: complete cards (an incomplete one gets no points), the same order.
  await completeCardsWithPar(db(), Object.values(pid));
});
afterAll(async () => {
  await t.close();
});

describe('the league points follow every standings input of a league tournament', () => {
  it('validation: the first group leaves the round alone, the last one calculates', async () => {
    await ok(req(`/api/groups/${f.groupIds[0]}/validate`, { method: 'POST' }));
    expect(await points()).toEqual({});
    await ok(req(`/api/groups/${f.groupIds[1]}/validate`, { method: 'POST' }));
    expect(await points()).toEqual({
      Ana: [1, 40, 1, 40],
      Bea: [2, 36, 2, 36],
      Carla: [2, 36, 2, 36],
      Dora: [4, 33, 4, 33],
      Eva: [5, 31, 5, 31],
      Fina: [6, 29, 6, 29],
    });
  });

  it('tie method (confirmed on the form): Carla (own 20) before Bea (own 10)', async () => {
    await expectPointsFollow(() => saveForm({ metodo_desempate: 'desempate_handicap' }), true);
    expect((await points()).Carla).toEqual([2, 37, 2, 37]);
    expect((await points()).Bea).toEqual([3, 35, 3, 35]);
  });

  it('a stroke of a validated group (an admin saves and clears)', async () => {
    await expectPointsFollow(
      () =>
        ok(
          req(`/api/groups/${f.groupIds[1]}/scores`, {
            method: 'PUT',
            json: { participante_id: pid.Dora, numero_hoyo: 1, golpes: 2 },
          }),
        ),
      true,
    );
    await expectPointsFollow(
      () => ok(req(`/api/groups/${f.groupIds[1]}/scores/${pid.Dora}/1`, { method: 'DELETE' })),
      true,
    );
  });

  it("a whole card (the admins' quick entry)", async () => {
    // Dora's card complete again (her cleared hole 1 had made it 'Incompleta', without points): she is back.
    const golpes = [4, 2, ...PAR_72_HOLES.slice(2).map((h) => h.par)];
    await expectPointsFollow(
      () => ok(req(`/api/admin/participants/${pid.Dora}/card`, { method: 'PUT', json: { golpes } })),
      true,
    );
  });

  it('a playing handicap by hand, and its fixing cleared', async () => {
    await expectPointsFollow(
      () =>
        ok(
          req(`/api/admin/participants/${pid.Fina}/handicap`, {
            method: 'PUT',
            json: { handicap_torneo: 30 },
          }),
        ),
      true,
    );
    // 'Recalcular' keeps a value set by hand ('fijado a mano'); 'Quitar fijado' recomputes it.
    await expectPointsFollow(
      () => ok(req(`/api/admin/participants/${pid.Fina}/handicap`, { method: 'DELETE' })),
      true,
    );
  });

  it('tees and reductor (confirmed on the form)', async () => {
    // On holes 1 and 2 both tees give everybody the same strokes; the change recomputes every playing handicap
    // (from the index each played off: the tournament has started).
    // Over 18 holes the women's tee's handicaps keep the order (the spoilt row still proves the rewrite).
    await expectPointsFollow(() => saveForm({ salida_hombre_id: f.tees.mujer }), false);
    await expectPointsFollow(() => saveForm({ reductor_handicap: 0 }), true);
  });

  it('stroke limit (confirmed on the form)', async () => {
    await expectPointsFollow(() => saveForm({ limite_golpes_hoyo: 0 }), true);
    await expectPointsFollow(() => saveForm({ limite_golpes_hoyo: null }), true);
  });

  it('the points table', async () => {
    const table = await ok<{ top: number[]; resto: number }>(
      req(`/api/admin/tournaments/${f.torneoId}/points`),
    );
    await expectPointsFollow(
      () =>
        ok(
          req(`/api/admin/tournaments/${f.torneoId}/points`, {
            method: 'PUT',
            json: { top: [50, ...table.top.slice(1)], resto: table.resto },
          }),
        ),
      true,
    );
    await expectPointsFollow(
      () => ok(req(`/api/admin/tournaments/${f.torneoId}/points/reset`, { method: 'POST' })),
      true,
    );
  });

  it('incluir_en_puntos', async () => {
    await expectPointsFollow(
      () =>
        ok(
          req(`/api/admin/participants/${pid.Ana}/points`, {
            method: 'PUT',
            json: { incluir_en_puntos: false },
          }),
        ),
      true,
    );
    expect((await points()).Ana).toBeUndefined();
    await expectPointsFollow(
      () =>
        ok(
          req(`/api/admin/participants/${pid.Ana}/points`, {
            method: 'PUT',
            json: { incluir_en_puntos: true },
          }),
        ),
      true,
    );
  });

  it('the groups (a validated group changes players, confirmed)', async () => {
    const [g1, g2] = f.groupIds as [string, string];
    await expectPointsFollow(
      () =>
        ok(
          req(`/api/admin/groups/tournaments/${f.torneoId}`, {
            method: 'PUT',
            json: {
              hora_inicio: '09:00',
              intervalo_minutos: 10,
              partidas: [
                { id: g1, participantes: [pid.Ana, pid.Bea] },
                { id: g2, participantes: [pid.Carla, pid.Dora, pid.Eva, pid.Fina] },
              ],
              confirmar_validadas: true,
            },
          }),
        ),
      false,
    );
  });

  it("a participant's status (NP, then cleared)", async () => {
    const url = `/api/admin/participants/${pid.Ana}/status`;
    await expectPointsFollow(() => ok(req(url, { method: 'PUT', json: { estado: 'NP' } })), true);
    expect((await points()).Ana).toBeUndefined();
    await expectPointsFollow(() => ok(req(url, { method: 'PUT', json: { estado: null } })), true);
  });

  it('the format and its pairs (confirmed on the form)', async () => {
    // Mejor bola without pairs: every player is a side of one, the same standings.
    await expectPointsFollow(
      () => saveForm({ modalidad: 'parejas_por_golpes', forma_parejas: 'mejor_bola' }),
      false,
    );
    // Ana and Bea become one side: both get the pair's points.
    let pairId = '';
    await expectPointsFollow(async () => {
      const pairs = await ok<{ id: string }[]>(
        req(`/api/admin/tournaments/${f.torneoId}/pairs`, {
          method: 'POST',
          json: { participante_1_id: pid.Ana, participante_2_id: pid.Bea },
        }),
        201,
      );
      pairId = pairs[0]!.id;
    }, true);
    const withPair = await points();
    expect(withPair.Ana).toEqual(withPair.Bea);
    // 'Mitad de puntos por equipo' on the league: the points already calculated follow at once, each partner with
    // half the pair's, the players on their own with all of theirs; and back.
    const setHalf = (mitad: boolean) =>
      ok(
        req(`/api/admin/leagues/${ligaId}`, {
          method: 'PUT',
          json: { nombre: 'Liga', sistema_puntuacion: 'om_2030', mitad_puntos_equipos: mitad },
        }),
      );
    await setHalf(true);
    const halved = await points();
    const [posicion, puntos, posicionScratch, puntosScratch] = withPair.Ana!;
    expect(halved.Ana).toEqual([posicion, puntos! / 2, posicionScratch, puntosScratch! / 2]);
    expect(halved.Bea).toEqual(halved.Ana);
    for (const name of Object.keys(withPair).filter((n) => n !== 'Ana' && n !== 'Bea')) {
      expect(halved[name], name).toEqual(withPair[name]);
    }
    expect(halved).toEqual(await fresh());
    await setHalf(false);
    expect(await points()).toEqual(withPair);
    // So does a new system: Cervecita's points replace OM's, and OM's come back.
    const setSystem = (sistema_puntuacion: string) =>
      ok(
        req(`/api/admin/leagues/${ligaId}`, { method: 'PUT', json: { nombre: 'Liga', sistema_puntuacion } }),
      );
    await setSystem('cervecita');
    const cervecita = await points();
    expect(cervecita).not.toEqual(withPair);
    expect(cervecita).toEqual(await fresh());
    await setSystem('om_2030');
    expect(await points()).toEqual(withPair);
    // Dissolving a pair with results is refused; back to an individual format the pair goes.
    expect((await req(`/api/admin/pairs/${pairId}`, { method: 'DELETE' })).status).toBe(409);
    await expectPointsFollow(
      () => saveForm({ modalidad: 'individual_por_golpes', forma_parejas: null }),
      true,
    );
  });

  it('the participants (one removed with their strokes)', async () => {
    await expectPointsFollow(
      () => ok(req(`/api/admin/participants/${pid.Eva}?borrar_resultados=true`, { method: 'DELETE' }), 204),
      true,
    );
    expect((await points()).Eva).toBeUndefined();
  });
});

describe('the three ways points are written take the same lock', () => {
  it('the automatic run, Calcular Puntuaciones and Recalcular puntos at once leave one consistent set of rows', async () => {
    const expected = await fresh();
    const [row] = await db().select().from(ligasTorneos).where(eq(ligasTorneos.liga_id, ligaId));
    expect(row).toBeDefined();
    const runs: Promise<unknown>[] = [];
    for (let i = 0; i < 4; i++) {
      runs.push(
        ok(req(`/api/admin/leagues/${ligaId}/calculate`, { method: 'POST' })),
        ok(req(`/api/admin/leagues/${ligaId}/tournaments/${f.torneoId}/recalculate`, { method: 'POST' })),
        ok(
          req(`/api/admin/participants/${pid.Bea}/points`, {
            method: 'PUT',
            json: { incluir_en_puntos: true },
          }),
        ),
      );
    }
    await Promise.all(runs);
    const rows = await db()
      .select()
      .from(puntuacionesLiga)
      .where(and(eq(puntuacionesLiga.liga_id, ligaId), eq(puntuacionesLiga.torneo_id, f.torneoId)));
    expect(rows).toHaveLength(Object.keys(expected).length);
    expect(await points()).toEqual(expected);
  });
});
