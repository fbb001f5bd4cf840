/** /admin/campos through the API (T§5, T§7): courses, tees, holes, duplicates, swaps and refused deletions. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminCourse, TAdminCoursesResponse, TAdminTeeDetail } from '@/shared/schemas/admin-courses';
import {
  camposGolf,
  hoyosTipoSalida,
  partidas,
  tiposSalida,
  torneos,
  torneosSalidas,
} from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie: admin.cookie, ...(json !== undefined ? { json } : {}) });

async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function refused(res: Response): Promise<[number, string]> {
  const body = (await res.json()) as { error: { message: string } };
  return [res.status, body.error.message];
}

async function counts() {
  const db = t.runtime.deps.db;
  const n = async (table: typeof camposGolf | typeof tiposSalida | typeof hoyosTipoSalida) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    campos: await n(camposGolf),
    tees: await n(tiposSalida),
    hoyos: await n(hoyosTipoSalida),
    datos: JSON.stringify([
      await db.select().from(camposGolf).orderBy(camposGolf.id),
      await db.select().from(tiposSalida).orderBy(tiposSalida.id),
      await db
        .select()
        .from(hoyosTipoSalida)
        .orderBy(hoyosTipoSalida.tipo_salida_id, hoyosTipoSalida.numero_hoyo),
    ]),
  };
}

const newCourse = (nombre = 'Club de Campo', ubicacion = 'Madrid') =>
  call('POST', '/api/admin/courses', { nombre, ubicacion }).then((r) => ok<TAdminCourse>(r, 201));
const newTee = (campoId: string, body: Record<string, unknown> = {}) =>
  call('POST', `/api/admin/courses/${campoId}/tees`, {
    nombre: 'Amarillas',
    slope: 132,
    course_rating: 71.8,
    ...body,
  }).then((r) => ok<TAdminTeeDetail>(r, 201));

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];
const fullHoles = () => PARS.map((par, i) => ({ numero_hoyo: i + 1, par, handicap: INDEXES[i] ?? null }));
/** The holes as the grid answers them: no women's par or stroke index, no length. */
const asAnswered = (holes: ReturnType<typeof fullHoles>) =>
  holes.map((h) => ({ par_damas: null, handicap_damas: null, metros: null, ...h }));

describe('courses', () => {
  it('creates, renames and lists courses by name in Spanish order', async () => {
    const zarza = await newCourse('Zarzuela', 'Madrid');
    await newCourse('Álamo Golf', 'Toledo');
    expect(zarza).toMatchObject({
      nombre: 'Zarzuela',
      ubicacion: 'Madrid',
      tees: [],
      bloqueo_eliminar: null,
    });
    const renamed = await ok<TAdminCourse>(
      await call('PUT', `/api/admin/courses/${zarza.id}`, { nombre: '  La Zarzuela ', ubicacion: 'Madrid' }),
    );
    expect(renamed.nombre).toBe('La Zarzuela');
    const list = await ok<TAdminCoursesResponse>(await call('GET', '/api/admin/courses'));
    const names = list.map((c) => c.nombre);
    expect(names.indexOf('Álamo Golf')).toBeLessThan(names.indexOf('La Zarzuela'));
  });

  it.each([
    [{ nombre: '', ubicacion: 'Madrid' }],
    [{ nombre: 'Campo', ubicacion: '   ' }],
    [{ nombre: 'Campo' }],
    [{ ubicacion: 'Madrid' }],
    [{ nombre: 7, ubicacion: 'Madrid' }],
  ])('refuses %j with the spec message and writes nothing', async (body) => {
    const before = await counts();
    expect(await refused(await call('POST', '/api/admin/courses', body))).toEqual([
      400,
      'El nombre y ubicación son obligatorios',
    ]);
    const course = await newCourse();
    const after = await counts();
    expect(await refused(await call('PUT', `/api/admin/courses/${course.id}`, body))).toEqual([
      400,
      'El nombre y ubicación son obligatorios',
    ]);
    expect(await counts()).toEqual(after);
    expect(after.campos).toBe(before.campos + 1);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const unknown = '6f1c2d3e-0000-4000-8000-000000000001';
    expect(
      await refused(await call('PUT', `/api/admin/courses/${unknown}`, { nombre: 'A', ubicacion: 'B' })),
    ).toEqual([404, 'Campo no encontrado']);
    expect(await refused(await call('DELETE', `/api/admin/courses/${unknown}`))).toEqual([
      404,
      'Campo no encontrado',
    ]);
    expect(
      await refused(await call('POST', `/api/admin/courses/${unknown}/tees`, { nombre: 'A', slope: 120 })),
    ).toEqual([404, 'Campo no encontrado']);
    expect(await refused(await call('GET', `/api/admin/tees/${unknown}`))).toEqual([
      404,
      'Tipo de salida no encontrado',
    ]);
    expect(await refused(await call('DELETE', '/api/admin/courses/no-es-un-id'))).toEqual([
      400,
      'Identificador no válido',
    ]);
  });
});

describe('tees', () => {
  it('a new tee has 18 holes of par 4 without stroke index', async () => {
    const course = await newCourse();
    const tee = await newTee(course.id, { course_rating: null });
    expect(tee).toMatchObject({ nombre: 'Amarillas', slope: 132, course_rating: null, par_total: 72 });
    expect(tee.hoyos).toHaveLength(18);
    expect(tee.hoyos.every((h) => h.par === 4 && h.handicap === null)).toBe(true);
    const stored = await t.runtime.deps.db
      .select()
      .from(hoyosTipoSalida)
      .where(eq(hoyosTipoSalida.tipo_salida_id, tee.id));
    expect(stored).toHaveLength(18);
  });

  it.each([
    [{ nombre: '', slope: 120 }, 'El nombre y slope son obligatorios'],
    [{ nombre: 'Rojas' }, 'El nombre y slope son obligatorios'],
    [{ nombre: 'Rojas', slope: null }, 'El nombre y slope son obligatorios'],
    [{ nombre: 'Rojas', slope: 54 }, 'El slope debe estar entre 55 y 155'],
    [{ nombre: 'Rojas', slope: 156 }, 'El slope debe estar entre 55 y 155'],
    [{ nombre: 'Rojas', slope: 120, course_rating: 59.9 }, 'El course rating debe estar entre 60 y 80'],
    [{ nombre: 'Rojas', slope: 120, course_rating: 80.1 }, 'El course rating debe estar entre 60 y 80'],
    [{ nombre: 'Rojas', slope: 120, course_rating: 'setenta' }, 'El course rating debe estar entre 60 y 80'],
    [{ nombre: 'Rojas', slope: 120, course_rating: '1.072,6' }, 'El course rating debe estar entre 60 y 80'],
    [{ nombre: 'Rojas', slope: 120, course_rating: '726' }, 'El course rating debe estar entre 60 y 80'],
    [{ nombre: 'Rojas', slope: 120, course_rating: true }, 'El course rating debe estar entre 60 y 80'],
    [{ nombre: 'Rojas', slope: 120, slope_damas: 54 }, 'El slope de damas debe estar entre 55 y 155'],
    [{ nombre: 'Rojas', slope: 120, slope_damas: 130.5 }, 'El slope de damas debe ser un número entero'],
    [
      { nombre: 'Rojas', slope: 120, slope_damas: 130, course_rating_damas: 85.1 },
      'El course rating de damas debe estar entre 60 y 85',
    ],
    [
      { nombre: 'Rojas', slope: 120, course_rating_damas: 74 },
      'Indica el slope de damas para su course rating',
    ],
  ])('refuses a tee %j: %s, writing nothing', async (body, message) => {
    const course = await newCourse();
    const before = await counts();
    expect(await refused(await call('POST', `/api/admin/courses/${course.id}/tees`, body))).toEqual([
      400,
      message,
    ]);
    expect(await counts()).toEqual(before);
  });

  it("rates a tee for women too: a women's course rating from a back tee may pass 80", async () => {
    const course = await newCourse();
    const tee = await newTee(course.id, { slope_damas: 140, course_rating_damas: '82,4' });
    expect(tee).toMatchObject({
      slope: 132,
      course_rating: 71.8,
      slope_damas: 140,
      course_rating_damas: 82.4,
      par_total_damas: 72,
    });
    const edited = await ok<TAdminTeeDetail>(
      await call('PUT', `/api/admin/tees/${tee.id}`, { nombre: 'Amarillas', slope: 132, slope_damas: null }),
    );
    expect(edited).toMatchObject({ slope_damas: null, course_rating_damas: null, par_total_damas: null });
  });

  it("saves each hole's 'Par Dam.', 'Hcp Dam.' and length, and a copy keeps them", async () => {
    const course = await newCourse();
    const tee = await newTee(course.id, { slope_damas: 140, course_rating_damas: 76.8 });
    const holes = fullHoles().map((h, i) => ({
      ...h,
      par_damas: i === 0 ? 5 : null,
      handicap_damas: INDEXES[(i + 1) % 18]!,
      metros: 300 + i,
    }));
    const saved = await ok<TAdminTeeDetail>(
      await call('PUT', `/api/admin/tees/${tee.id}/holes`, { hoyos: holes }),
    );
    expect(saved.hoyos).toEqual(holes);
    expect(saved).toMatchObject({ par_total: 72, par_total_damas: 73 });
    const copy = await ok<TAdminTeeDetail>(await call('POST', `/api/admin/tees/${tee.id}/duplicate`), 201);
    expect(copy).toMatchObject({ slope_damas: 140, course_rating_damas: 76.8, par_total_damas: 73 });
    expect(copy.hoyos).toEqual(holes);
  });

  it("reads a course rating typed with a decimal comma or point ('72,6', '72.6'); '' is none", async () => {
    const course = await newCourse();
    const comma = await newTee(course.id, { course_rating: '72,6' });
    expect(comma.course_rating).toBe(72.6);
    const point = await newTee(course.id, { nombre: 'Blancas', course_rating: ' 71.3 ' });
    expect(point.course_rating).toBe(71.3);
    const edited = await ok<TAdminTeeDetail>(
      await call('PUT', `/api/admin/tees/${comma.id}`, {
        nombre: 'Amarillas',
        slope: 132,
        course_rating: '',
      }),
    );
    expect(edited.course_rating).toBeNull();
    const [row] = await t.runtime.deps.db.select().from(tiposSalida).where(eq(tiposSalida.id, point.id));
    expect(row!.course_rating).toBe(71.3);
  });

  it('edits a tee; renaming to empty is refused with its own message', async () => {
    const course = await newCourse();
    const tee = await newTee(course.id);
    const edited = await ok<TAdminTeeDetail>(
      await call('PUT', `/api/admin/tees/${tee.id}`, { nombre: 'Blancas', slope: 140, course_rating: 73.2 }),
    );
    expect(edited).toMatchObject({ nombre: 'Blancas', slope: 140, course_rating: 73.2 });
    const before = await counts();
    expect(
      await refused(await call('PUT', `/api/admin/tees/${tee.id}`, { nombre: ' ', slope: 140 })),
    ).toEqual([400, 'El nombre no puede estar vacío']);
    expect(
      await refused(await call('PUT', `/api/admin/tees/${tee.id}`, { nombre: 'Blancas', slope: 200 })),
    ).toEqual([400, 'El slope debe estar entre 55 y 155']);
    expect(await counts()).toEqual(before);
  });

  it("duplicates a tee and its holes as '{nombre} (Copia)'", async () => {
    const course = await newCourse();
    const tee = await newTee(course.id);
    await ok(await call('PUT', `/api/admin/tees/${tee.id}/holes`, { hoyos: fullHoles() }));
    const copy = await ok<TAdminTeeDetail>(await call('POST', `/api/admin/tees/${tee.id}/duplicate`), 201);
    expect(copy).toMatchObject({
      nombre: 'Amarillas (Copia)',
      slope: 132,
      course_rating: 71.8,
      par_total: 72,
      hoyos_con_handicap: 18,
    });
    expect(copy.hoyos).toEqual(asAnswered(fullHoles()));
    expect(copy.id).not.toBe(tee.id);
    const list = await ok<TAdminCoursesResponse>(await call('GET', '/api/admin/courses'));
    expect(list.find((c) => c.id === course.id)!.tees.map((x) => x.nombre)).toEqual([
      'Amarillas',
      'Amarillas (Copia)',
    ]);
  });
});

describe('the 18 holes of a tee', () => {
  it('saves the grid, shows the total par and swaps two stroke indexes in one save', async () => {
    const course = await newCourse();
    const tee = await newTee(course.id);
    const holes = fullHoles();
    holes[2]!.par = 5;
    const saved = await ok<TAdminTeeDetail>(
      await call('PUT', `/api/admin/tees/${tee.id}/holes`, { hoyos: holes }),
    );
    expect(saved.par_total).toBe(74);
    expect(saved.hoyos).toEqual(asAnswered(holes));

    // Hole 1 (7) and hole 2 (1) swap their stroke indexes: one request, one transaction.
    const swapped = holes.map((h) => ({ ...h }));
    swapped[0]!.handicap = 1;
    swapped[1]!.handicap = 7;
    const after = await ok<TAdminTeeDetail>(
      await call('PUT', `/api/admin/tees/${tee.id}/holes`, { hoyos: swapped }),
    );
    expect(after.hoyos.slice(0, 2)).toEqual(
      asAnswered([
        { numero_hoyo: 1, par: 4, handicap: 1 },
        { numero_hoyo: 2, par: 4, handicap: 7 },
      ]),
    );
  });

  it('clears stroke indexes (null) and keeps them unique', async () => {
    const course = await newCourse();
    const tee = await newTee(course.id);
    const holes = fullHoles();
    holes[5]!.handicap = null;
    const saved = await ok<TAdminTeeDetail>(
      await call('PUT', `/api/admin/tees/${tee.id}/holes`, { hoyos: holes }),
    );
    expect(saved.hoyos_con_handicap).toBe(17);
  });

  const withHole = (i: number, change: Record<string, unknown>) => {
    const holes: Record<string, unknown>[] = fullHoles();
    holes[i] = { ...holes[i], ...change };
    return { hoyos: holes };
  };

  it.each([
    ['repeated stroke index', withHole(1, { handicap: 7 }), 'Este handicap ya está asignado a otro hoyo'],
    ['par 6', withHole(4, { par: 6 }), 'El par debe estar entre 3 y 5'],
    ['par 2', withHole(4, { par: 2 }), 'El par debe estar entre 3 y 5'],
    ['par as text', withHole(4, { par: '4' }), 'El par debe estar entre 3 y 5'],
    ['stroke index 19', withHole(4, { handicap: 19 }), 'El handicap del hoyo debe estar entre 1 y 18'],
    ['stroke index 0', withHole(4, { handicap: 0 }), 'El handicap del hoyo debe estar entre 1 y 18'],
    ['stroke index 2.5', withHole(4, { handicap: 2.5 }), 'El handicap del hoyo debe estar entre 1 y 18'],
    [
      "repeated women's stroke index",
      { hoyos: fullHoles().map((h, i) => ({ ...h, handicap_damas: i === 3 ? 5 : (INDEXES[i] ?? null) })) },
      'Este handicap ya está asignado a otro hoyo',
    ],
    ["women's par 6", withHole(4, { par_damas: 6 }), 'El par de damas debe estar entre 3 y 5'],
    [
      "women's stroke index 19",
      withHole(4, { handicap_damas: 19 }),
      'El handicap de damas del hoyo debe estar entre 1 y 18',
    ],
    ['a hole of 0 m', withHole(4, { metros: 0 }), 'La longitud del hoyo debe estar entre 1 y 999 metros'],
    [
      'a hole of 1000 m',
      withHole(4, { metros: 1000 }),
      'La longitud del hoyo debe estar entre 1 y 999 metros',
    ],
    [
      'a length as text',
      withHole(4, { metros: '350' }),
      'La longitud del hoyo debe estar entre 1 y 999 metros',
    ],
    ['hole number twice', withHole(4, { numero_hoyo: 1 }), 'La salida debe tener los 18 hoyos, del 1 al 18'],
    ['17 holes', { hoyos: fullHoles().slice(0, 17) }, 'La salida debe tener los 18 hoyos, del 1 al 18'],
    ['not a list', { hoyos: 'todos' }, 'La salida debe tener los 18 hoyos, del 1 al 18'],
  ])('refuses a grid with %s: %s, writing nothing', async (_name, body, message) => {
    const course = await newCourse();
    const tee = await newTee(course.id);
    await ok(await call('PUT', `/api/admin/tees/${tee.id}/holes`, { hoyos: fullHoles() }));
    const before = await counts();
    expect(await refused(await call('PUT', `/api/admin/tees/${tee.id}/holes`, body))).toEqual([400, message]);
    expect(await counts()).toEqual(before);
  });
});

describe('deleting', () => {
  it('deletes an unused course with its tees and holes, and an unused tee', async () => {
    const course = await newCourse('Para borrar');
    const keep = await newTee(course.id);
    const drop = await newTee(course.id, { nombre: 'Rojas' });
    expect(await call('DELETE', `/api/admin/tees/${drop.id}`).then((r) => r.status)).toBe(204);
    const [left] = await t.runtime.deps.db
      .select({ n: count() })
      .from(hoyosTipoSalida)
      .where(eq(hoyosTipoSalida.tipo_salida_id, drop.id));
    expect(left!.n).toBe(0);
    expect(await call('DELETE', `/api/admin/courses/${course.id}`).then((r) => r.status)).toBe(204);
    const rows = await t.runtime.deps.db.select().from(tiposSalida).where(eq(tiposSalida.id, keep.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses to delete a course or tee a tournament uses, naming it, and deletes nothing', async () => {
    const db = t.runtime.deps.db;
    const course = await newCourse('Campo del Torneo');
    const men = await newTee(course.id, { nombre: 'Amarillas' });
    const women = await newTee(course.id, { nombre: 'Rojas' });
    const spare = await newTee(course.id, { nombre: 'Negras' });
    const [torneo] = await db
      .insert(torneos)
      .values({ nombre: 'Torneo de Primavera', fecha_juego: '2030-04-10', campo_id: course.id })
      .returning();
    await db.insert(torneosSalidas).values([
      { torneo_id: torneo!.id, sexo: 'hombre', tipo_salida_id: men.id },
      { torneo_id: torneo!.id, sexo: 'mujer', tipo_salida_id: women.id },
    ]);
    const before = await counts();
    expect(await refused(await call('DELETE', `/api/admin/courses/${course.id}`))).toEqual([
      409,
      'No se puede eliminar el campo «Campo del Torneo»: lo usa el torneo «Torneo de Primavera»',
    ]);
    expect(await refused(await call('DELETE', `/api/admin/tees/${women.id}`))).toEqual([
      409,
      'No se puede eliminar la salida «Rojas»: la usa el torneo «Torneo de Primavera»',
    ]);
    expect(await counts()).toEqual(before);
    const list = await ok<TAdminCoursesResponse>(await call('GET', '/api/admin/courses'));
    const listed = list.find((c) => c.id === course.id)!;
    expect(listed.bloqueo_eliminar).toContain('Torneo de Primavera');
    expect(listed.tees.map((x) => x.bloqueo_eliminar === null)).toEqual([false, false, true]);
    expect(await call('DELETE', `/api/admin/tees/${spare.id}`).then((r) => r.status)).toBe(204);
  });

  it('refuses to delete a course with personal games, and its first tee (the one they play)', async () => {
    const db = t.runtime.deps.db;
    const course = await newCourse('Campo de Partidas');
    const first = await newTee(course.id, { nombre: 'Amarillas' });
    const second = await newTee(course.id, { nombre: 'Blancas' });
    const game = {
      nombre: 'Partida',
      fecha_juego: '2030-05-01',
      hora_salida: '09:00',
      es_partida_personal: true,
      campo_id: course.id,
      creador_id: admin.profileId,
    };
    await db.insert(partidas).values([game, { ...game, nombre: 'Otra' }]);
    expect(await refused(await call('DELETE', `/api/admin/courses/${course.id}`))).toEqual([
      409,
      'No se puede eliminar el campo «Campo de Partidas»: lo usan 2 partidas personales',
    ]);
    expect(await refused(await call('DELETE', `/api/admin/tees/${first.id}`))).toEqual([
      409,
      'No se puede eliminar la salida «Amarillas»: la usan 2 partidas personales',
    ]);
    expect(await call('DELETE', `/api/admin/tees/${second.id}`).then((r) => r.status)).toBe(204);
  });

  it("names a tee's tournaments of one day in Spanish order", async () => {
    const db = t.runtime.deps.db;
    const course = await newCourse('Campo de dos torneos');
    const tee = await newTee(course.id, { nombre: 'Blancas' });
    for (const nombre of ['Zamora Open', 'Ávila Cup']) {
      const [torneo] = await db
        .insert(torneos)
        .values({ nombre, fecha_juego: '2030-06-01', campo_id: course.id })
        .returning();
      await db
        .insert(torneosSalidas)
        .values({ torneo_id: torneo!.id, sexo: 'hombre', tipo_salida_id: tee.id });
    }
    expect(await refused(await call('DELETE', `/api/admin/tees/${tee.id}`))).toEqual([
      409,
      'No se puede eliminar la salida «Blancas»: la usan los torneos «Ávila Cup» y «Zamora Open»',
    ]);
  });

  it('names several users of a course', async () => {
    const db = t.runtime.deps.db;
    const course = await newCourse('Muy usado');
    for (const [i, nombre] of ['A', 'B', 'C', 'D'].entries()) {
      await db.insert(torneos).values({ nombre, fecha_juego: `2030-0${i + 1}-01`, campo_id: course.id });
    }
    await db.insert(partidas).values({
      nombre: 'P',
      fecha_juego: '2030-05-01',
      hora_salida: '09:00',
      es_partida_personal: true,
      campo_id: course.id,
      creador_id: admin.profileId,
    });
    expect(await refused(await call('DELETE', `/api/admin/courses/${course.id}`))).toEqual([
      409,
      'No se puede eliminar el campo «Muy usado»: lo usan los torneos «D», «C», «B» (y 1 más) y 1 partida personal',
    ]);
  });
});
