/**
 * Merging a club's separate women's tee into the tee it rates, and re-rating a tee, through the real endpoints.
 *
 * Course 'El Encín': Amarillas (men: slope 132, CR 71,8, par 72) and 'Amarillas damas', the club's old way of
 * rating that tee for women (slope 140, CR 76,8; hole 1 a par 5, so par 73; stroke indexes reversed: 19 − n).
 * Marta, index 20,0, on the women's values: 20 × 140 / 113 + (76,8 − 73) = 24,779 + 3,8 = 28,579 → 29.
 * After the women's rating of Amarillas becomes 130 / 75,0: 20 × 130 / 113 + (75 − 73) = 23,009 + 2 = 25,009 → 25.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPlayerDetail } from '@/shared/schemas/admin-players';
import type { TAdminParticipant, TAdminTournament } from '@/shared/schemas/admin-tournaments';
import type { TAdminCourse, TAdminTeeDetail } from '@/shared/schemas/admin-courses';
import { resultadosHoyo, tiposSalida, torneosSalidas } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

const UPCOMING = '2030-06-20';
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
let t: TestApp;
let admin: Session;
let counter = 0;
const db = () => t.runtime.deps.db;

async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}
const call = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie: admin.cookie, ...(json !== undefined ? { json } : {}) });
async function refused(res: Response | Promise<Response>): Promise<[number, string]> {
  const r = await res;
  const body = (await r.json()) as { error?: { message?: string } };
  return [r.status, body.error?.message ?? ''];
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-10T08:00:00Z') });
  admin = await t.signUp({ nombre: 'Ada Admin' });
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

/** A course with Amarillas and 'Amarillas damas' (a personal-games-free course). */
async function course() {
  const c = await ok<TAdminCourse>(
    call('POST', '/api/admin/courses', { nombre: `El Encín ${++counter}`, ubicacion: 'Alcalá' }),
    201,
  );
  const tee = async (nombre: string, slope: number, course_rating: number, women: boolean) => {
    const made = await ok<TAdminTeeDetail>(
      call('POST', `/api/admin/courses/${c.id}/tees`, { nombre, slope, course_rating }),
      201,
    );
    return ok<TAdminTeeDetail>(
      call('PUT', `/api/admin/tees/${made.id}/holes`, {
        hoyos: PARS.map((par, i) => ({
          numero_hoyo: i + 1,
          par: women && i === 0 ? 5 : par,
          handicap: women ? 18 - i : i + 1,
          metros: women ? 250 + i : null,
        })),
      }),
    );
  };
  const men = await tee('Amarillas', 132, 71.8, false);
  const women = await tee('Amarillas damas', 140, 76.8, true);
  return { id: c.id, men, women };
}

async function tournament(campo_id: string, men: string, women: string) {
  return ok<TAdminTournament>(
    call('POST', '/api/admin/tournaments', {
      nombre: `Torneo ${++counter}`,
      fecha_juego: UPCOMING,
      campo_id,
      modalidad: 'individual_por_golpes',
      metodo_desempate: 'ultimos_hoyos',
      descripcion: null,
      activo: true,
      limite_golpes_hoyo: null,
      salida_hombre_id: men,
      salida_mujer_id: women,
      reductor_handicap: 100,
    }),
    201,
  );
}

async function marta(torneoId: string) {
  const player = await ok<TAdminPlayerDetail>(
    call('POST', '/api/admin/players', {
      nombre: `Marta ${++counter}`,
      fecha_nacimiento: '1975-02-03',
      handicap: 20,
      sexo: 'mujer',
    }),
    201,
  );
  await ok(
    call('POST', `/api/admin/tournaments/${torneoId}/participants`, { jugador_ids: [player.perfil.id] }),
    201,
  );
  return player.perfil.id;
}
async function playsOff(torneoId: string, jugadorId: string) {
  const list = await ok<TAdminParticipant[]>(call('GET', `/api/admin/tournaments/${torneoId}/participants`));
  return list.find((p) => p.jugador_id === jugadorId)!;
}

describe("'Unir como salida de damas'", () => {
  it("the women's tee becomes the women's rating of the tee it rates; tournaments play that tee", async () => {
    const c = await course();
    const torneo = await tournament(c.id, c.men.id, c.women.id);
    const her = await marta(torneo.id);
    expect((await playsOff(torneo.id, her)).handicap_torneo).toBe(29);

    const merged = await ok<TAdminTeeDetail>(
      call('POST', `/api/admin/tees/${c.women.id}/merge`, { destino_id: c.men.id }),
    );
    expect(merged).toMatchObject({
      nombre: 'Amarillas',
      slope: 132,
      course_rating: 71.8,
      slope_damas: 140,
      course_rating_damas: 76.8,
      par_total: 72,
      par_total_damas: 73,
    });
    expect(merged.hoyos[0]).toEqual({
      numero_hoyo: 1,
      par: 4,
      handicap: 1,
      par_damas: 5,
      handicap_damas: 18,
      metros: 250,
    });
    expect(merged.hoyos[1]).toMatchObject({ par: 4, par_damas: null, handicap_damas: 17, metros: 251 });
    expect(await db().select().from(tiposSalida).where(eq(tiposSalida.id, c.women.id))).toEqual([]);
    const tees = await db().select().from(torneosSalidas).where(eq(torneosSalidas.torneo_id, torneo.id));
    expect(tees.map((x) => [x.sexo, x.tipo_salida_id]).sort()).toEqual([
      ['hombre', c.men.id],
      ['mujer', c.men.id],
    ]);
    // She plays the same values from the one tee: 29.
    expect(await playsOff(torneo.id, her)).toMatchObject({ handicap_torneo: 29 });
  });

  it('re-rating a tee recomputes the tournaments not started that play it; one started keeps its values', async () => {
    const c = await course();
    await ok(call('POST', `/api/admin/tees/${c.women.id}/merge`, { destino_id: c.men.id }));
    const upcoming = await tournament(c.id, c.men.id, c.men.id);
    const started = await tournament(c.id, c.men.id, c.men.id);
    const a = await marta(upcoming.id);
    const b = await marta(started.id);
    expect((await playsOff(upcoming.id, a)).handicap_torneo).toBe(29);
    const startedRow = await playsOff(started.id, b);
    await db().insert(resultadosHoyo).values({ participante_id: startedRow.id, numero_hoyo: 1, golpes: 6 });

    await ok(
      call('PUT', `/api/admin/tees/${c.men.id}`, {
        nombre: 'Amarillas',
        slope: 132,
        course_rating: 71.8,
        slope_damas: 130,
        course_rating_damas: '75,0',
      }),
    );
    expect((await playsOff(upcoming.id, a)).handicap_torneo).toBe(25);
    expect((await playsOff(started.id, b)).handicap_torneo).toBe(29);
  });

  it('refuses what cannot be merged, writing nothing', async () => {
    const c = await course();
    const other = await course();
    const menOnly = await tournament(c.id, c.women.id, c.men.id);
    const before = await db().select().from(tiposSalida);
    const merge = (from: string, body: unknown) => call('POST', `/api/admin/tees/${from}/merge`, body);
    expect(await refused(merge(c.women.id, { destino_id: c.women.id }))).toEqual([
      400,
      'Elige otra salida: una salida no se une consigo misma',
    ]);
    expect(await refused(merge(c.women.id, { destino_id: other.men.id }))).toEqual([
      400,
      'Las dos salidas deben ser del mismo campo',
    ]);
    expect(await refused(merge(c.women.id, {}))).toEqual([400, 'Elige la salida a la que unirla']);
    expect(await refused(merge(c.women.id, { destino_id: '00000000-0000-4000-8000-000000000000' }))).toEqual([
      404,
      'Tipo de salida no encontrado',
    ]);
    // 'Amarillas damas' is the men's tee of a tournament.
    expect(await refused(merge(c.women.id, { destino_id: c.men.id }))).toEqual([
      409,
      `«Amarillas damas» es la salida de caballeros de «${menOnly.nombre}»: no se puede unir como salida de damas`,
    ]);
    // A tee already rated for women.
    await ok(merge(other.women.id, { destino_id: other.men.id }));
    const third = await ok<TAdminTeeDetail>(
      call('POST', `/api/admin/courses/${other.id}/tees`, { nombre: 'Rojas', slope: 120 }),
      201,
    );
    expect(await refused(merge(third.id, { destino_id: other.men.id }))).toEqual([
      409,
      '«Amarillas» ya tiene valoración de damas',
    ]);
    const after = await db().select().from(tiposSalida);
    expect(after.filter((x) => x.campo_id === c.id)).toEqual(before.filter((x) => x.campo_id === c.id));
  });
});
