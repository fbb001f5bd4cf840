/**
 * A tee rated for both sexes, through the real endpoints: the administrator enters one yellow tee with its men's and
 * women's ratings, each hole's 'Par Dam.' and 'Hcp Dam.' and lengths; a Stableford tournament plays it for everybody.
 *
 * Amarillas: men 71,2 / 128, par 72; women 76,8 / 140, par 74 (holes 4 and 13 are par 5 for women, par 4 for men).
 * 'Hcp Cab.' of hole n is n; 'Hcp Dam.' swaps holes 1 and 2 and holes 17 and 18.
 *
 * Marta (woman, index 20,0): 20,0 × 140 / 113 + (76,8 − 74) = 24,779 + 2,8 = 27,579 → 28 (one stroke on every hole,
 *   two on her stroke indexes 1–10). Luis (man, index 20,0): 20,0 × 128 / 113 + (71,2 − 72) = 22,655 − 0,8 = 21,855
 *   → 22 (one stroke everywhere, two on his 1–4).
 * Both play 5 on hole 4 and 5 on hole 13, and nothing else:
 *   hole 4 — Marta: par 5, 'Hcp Dam.' 4 → 2 strokes, net 3 = two under → 4 points; Luis: par 4, 'Hcp Cab.' 4 → 2
 *            strokes, net 3 = one under → 3 points.
 *   hole 13 — Marta: par 5, index 13 → 1 stroke, net 4 → 3 points; Luis: par 4, 1 stroke, net 4 → 2 points.
 *   Marta 7 points, Luis 5.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankStandings } from '@/shared/domain';
import type { TAdminPlayerDetail } from '@/shared/schemas/admin-players';
import type { TAdminParticipant, TAdminTournament } from '@/shared/schemas/admin-tournaments';
import type { TAdminCourse, TAdminTeeDetail } from '@/shared/schemas/admin-courses';
import { ZStandingsInputs } from '@/shared/schemas/standings';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { cardsOf, lines, readPdf } from '@/server/modules/papers/test-fixtures';

const DAY = '2030-06-15';
let t: TestApp;
let admin: Session;
let tee: TAdminTeeDetail;

async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}
const call = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie: admin.cookie, ...(json !== undefined ? { json } : {}) });

const WOMEN_INDEX: Record<number, number> = { 1: 2, 2: 1, 17: 18, 18: 17 };
const MEN_PARS = [4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 4, 5, 3, 4, 5];

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(`${DAY}T08:00:00Z`) });
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
  const course = await ok<TAdminCourse>(
    call('POST', '/api/admin/courses', { nombre: 'La Dehesa', ubicacion: 'Madrid' }),
    201,
  );
  const created = await ok<TAdminTeeDetail>(
    call('POST', `/api/admin/courses/${course.id}/tees`, {
      nombre: 'Amarillas',
      slope: 128,
      course_rating: '71,2',
      slope_damas: 140,
      course_rating_damas: '76,8',
    }),
    201,
  );
  tee = await ok<TAdminTeeDetail>(
    call('PUT', `/api/admin/tees/${created.id}/holes`, {
      hoyos: MEN_PARS.map((par, i) => {
        const n = i + 1;
        return {
          numero_hoyo: n,
          par,
          handicap: n,
          par_damas: n === 4 || n === 13 ? 5 : null,
          handicap_damas: WOMEN_INDEX[n] ?? n,
          metros: 280 + n * 5,
        };
      }),
    }),
  );
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function member(sexo: 'hombre' | 'mujer', nombre: string) {
  const body = await ok<TAdminPlayerDetail>(
    call('POST', '/api/admin/players', {
      nombre,
      fecha_nacimiento: `197${++counter}-02-03`,
      handicap: 20,
      sexo,
    }),
    201,
  );
  return body.perfil.id;
}

describe('a tee rated for both sexes', () => {
  it("a woman plays the yellow tee's women's ratings, pars and stroke indexes; a man the men's", async () => {
    expect(tee).toMatchObject({
      par_total: 72,
      par_total_damas: 74,
      slope_damas: 140,
      course_rating_damas: 76.8,
    });
    const torneo = await ok<TAdminTournament>(
      call('POST', '/api/admin/tournaments', {
        nombre: 'Stableford de otoño',
        fecha_juego: DAY,
        campo_id: tee.campo_id,
        modalidad: 'stableford_individual',
        metodo_desempate: 'ultimos_hoyos',
        descripcion: null,
        activo: true,
        limite_golpes_hoyo: null,
        salida_hombre_id: tee.id,
        salida_mujer_id: tee.id,
        reductor_handicap: 100,
      }),
      201,
    );
    const marta = await member('mujer', 'Marta');
    const luis = await member('hombre', 'Luis');
    await ok(
      call('POST', `/api/admin/tournaments/${torneo.id}/participants`, { jugador_ids: [marta, luis] }),
      201,
    );
    const list = await ok<TAdminParticipant[]>(
      call('GET', `/api/admin/tournaments/${torneo.id}/participants`),
    );
    const her = list.find((p) => p.jugador_id === marta)!;
    const him = list.find((p) => p.jugador_id === luis)!;
    expect(her.handicap_torneo).toBe(28);
    expect(him.handicap_torneo).toBe(22);

    await ok(
      call('PUT', `/api/admin/groups/tournaments/${torneo.id}`, {
        hora_inicio: '09:00',
        intervalo_minutos: 10,
        partidas: [{ participantes: [her.id, him.id] }],
      }),
    );
    const inputs = ZStandingsInputs.parse(await ok(call('GET', `/api/tournaments/${torneo.id}/standings`)));
    const partidaId = inputs.participantes[0]!.partida_id!;
    for (const participante_id of [her.id, him.id]) {
      for (const numero_hoyo of [4, 13]) {
        await ok(call('PUT', `/api/groups/${partidaId}/scores`, { participante_id, numero_hoyo, golpes: 5 }));
      }
    }

    const after = ZStandingsInputs.parse(await ok(call('GET', `/api/tournaments/${torneo.id}/standings`)));
    const card = (id: string) => {
      const p = after.participantes.find((x) => x.id === id)!;
      return after.salidas.find((s) => s.id === p.tee_id)!;
    };
    // Her card: par 5 on holes 4 and 13, 'Hcp Dam.' on holes 1 and 2, the lengths; his: the men's.
    expect(card(her.id).hoyos.slice(0, 4)).toEqual([
      { numero_hoyo: 1, par: 4, handicap: 2, metros: 285 },
      { numero_hoyo: 2, par: 4, handicap: 1, metros: 290 },
      { numero_hoyo: 3, par: 3, handicap: 3, metros: 295 },
      { numero_hoyo: 4, par: 5, handicap: 4, metros: 300 },
    ]);
    expect(card(her.id).hoyos.reduce((s, h) => s + h.par, 0)).toBe(74);
    expect(card(him.id).hoyos[3]).toEqual({ numero_hoyo: 4, par: 4, handicap: 4, metros: 300 });
    expect(card(him.id).hoyos.reduce((s, h) => s + h.par, 0)).toBe(72);
    expect(after.participantes.find((x) => x.id === her.id)!.jugado).toMatchObject({
      slope: 140,
      course_rating: 76.8,
      handicap_juego: 28,
    });

    // The group's printed cards: each with the strokes of their sex's stroke indexes, and the lengths.
    const pdf = await call('GET', `/api/groups/${partidaId}/scorecards.pdf`);
    expect(pdf.status).toBe(200);
    const pages = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    const printed = cardsOf(pages);
    expect(printed.map((c) => [c.nombre, c.recibe])).toEqual([
      ['Marta', [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]],
      ['Luis', [2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    ]);
    const metres = pages.flatMap(lines).filter((l) => l[0] === 'Metros');
    // Ida 9 × 280 + 5 × 45 = 2745, Vuelta 9 × 280 + 5 × 126 = 3150, total 5895.
    expect(metres[0]!.join(' ')).toBe(
      'Metros 285 290 295 300 305 310 315 320 325 2745 330 335 340 345 350 355 360 365 370 3150 5895',
    );

    const ranked = rankStandings(after);
    expect(ranked.byHandicap.map((r) => [r.nombre, r.posicion_handicap, r.puntos_handicap])).toEqual([
      ['Marta', 1, 7],
      ['Luis', 2, 5],
    ]);
  });
});
