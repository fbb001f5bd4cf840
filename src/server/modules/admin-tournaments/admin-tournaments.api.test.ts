/**
 * /admin/torneos through the API (T§4, T§5, T§7, T§8): the list, the form, participants, points tables and the quick
 * result entry; every route for visitors, players and administrators; nothing written by a refused request.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminParticipant,
  TAdminTournament,
  TAdminTournamentsPage,
  TPointsTable,
  TQuickCard,
} from '@/shared/schemas/admin-tournaments';
import type { TAdminCourse, TAdminTeeDetail } from '@/shared/schemas/admin-courses';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import { partidas, profiles, scoreAudit } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let player: Session;
let campoId: string;
let menTee: string;
let womenTee: string;
let otherCourseTee: string;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PARS = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4]; // 72

const call = (method: string, path: string, json?: unknown, cookie = admin.cookie) =>
  t.request(path, { method, cookie, ...(json !== undefined ? { json } : {}) });

async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
async function refused(res: Response): Promise<[number, string]> {
  const body = (await res.json()) as { error: { message: string } };
  return [res.status, body.error.message];
}

/** Every table's rows (as in the admin gate test): "nothing written" is checked on all of them. */
async function fingerprint(): Promise<string> {
  const db = t.runtime.deps.db;
  const tables = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('session', 'rate_limit') order by tablename`,
  );
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const res = await db.execute<{ h: string | null }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(tablename)} x`,
    );
    parts.push(`${tablename}:${res.rows[0]?.h ?? ''}`);
  }
  return parts.join('\n');
}

async function expectRefused(res: Promise<Response>, status: number, message: string, before: string) {
  expect(await refused(await res)).toEqual([status, message]);
  expect(await fingerprint()).toBe(before);
}

const form = (over: Record<string, unknown> = {}) => ({
  nombre: 'Torneo de Otoño',
  fecha_juego: '2030-10-04',
  campo_id: campoId,
  modalidad: 'individual_por_golpes',
  metodo_desempate: 'puntuacion_media',
  descripcion: '',
  activo: true,
  limite_golpes_hoyo: 5,
  salida_hombre_id: menTee,
  salida_mujer_id: womenTee,
  reductor_handicap: 85,
  ...over,
});
const createTournament = (over: Record<string, unknown> = {}) =>
  call('POST', '/api/admin/tournaments', form(over)).then((r) => ok<TAdminTournament>(r, 201));
const participants = (id: string) =>
  call('GET', `/api/admin/tournaments/${id}/participants`).then((r) => ok<TAdminParticipant[]>(r));

async function player2(nombre: string, sexo: 'hombre' | 'mujer' | null, handicap: number | null) {
  const s = await t.signUp({ nombre });
  await t.runtime.deps.db.update(profiles).set({ sexo, handicap }).where(eq(profiles.id, s.profileId));
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ nombre: 'Administradora' });
  await t.makeAdmin(admin);
  player = await player2('Bea Jugadora', 'mujer', 18.4);
  const course = await ok<TAdminCourse>(
    await call('POST', '/api/admin/courses', { nombre: 'La Dehesa', ubicacion: 'Madrid' }),
    201,
  );
  campoId = course.id;
  const tee = await ok<TAdminTeeDetail>(
    await call('POST', `/api/admin/courses/${campoId}/tees`, {
      nombre: 'Amarillas',
      slope: 130,
      course_rating: 71.5,
    }),
    201,
  );
  menTee = tee.id;
  await ok(
    await call('PUT', `/api/admin/tees/${menTee}/holes`, {
      hoyos: PARS.map((par, i) => ({ numero_hoyo: i + 1, par, handicap: i + 1 })),
    }),
  );
  const copy = await ok<TAdminTeeDetail>(await call('POST', `/api/admin/tees/${menTee}/duplicate`), 201);
  womenTee = copy.id;
  await ok(
    await call('PUT', `/api/admin/tees/${womenTee}`, { nombre: 'Rojas', slope: 125, course_rating: 73 }),
  );
  const other = await ok<TAdminCourse>(
    await call('POST', '/api/admin/courses', { nombre: 'Otro', ubicacion: 'Toledo' }),
    201,
  );
  otherCourseTee = (
    await ok<TAdminTeeDetail>(
      await call('POST', `/api/admin/courses/${other.id}/tees`, { nombre: 'Blancas', slope: 120 }),
      201,
    )
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('permissions', () => {
  it('answers 401 to visitors and 403 to players on every tournament admin route, writing nothing', async () => {
    const torneo = await createTournament({ nombre: 'Permisos' });
    const before = await fingerprint();
    const routes: [string, string][] = [
      ['GET', '/api/admin/tournaments'],
      ['GET', '/api/admin/tournaments/choices'],
      ['POST', '/api/admin/tournaments'],
      ['GET', `/api/admin/tournaments/${torneo.id}`],
      ['PUT', `/api/admin/tournaments/${torneo.id}`],
      ['DELETE', `/api/admin/tournaments/${torneo.id}`],
      ['GET', `/api/admin/tournaments/${torneo.id}/participants`],
      ['POST', `/api/admin/tournaments/${torneo.id}/participants`],
      ['POST', `/api/admin/tournaments/${torneo.id}/guests`],
      ['POST', `/api/admin/tournaments/${torneo.id}/recompute-handicaps`],
      ['GET', `/api/admin/tournaments/${torneo.id}/points`],
      ['PUT', `/api/admin/tournaments/${torneo.id}/points`],
      ['POST', `/api/admin/tournaments/${torneo.id}/points/reset`],
      ['PUT', `/api/admin/participants/${UNKNOWN}/points`],
      ['PUT', `/api/admin/participants/${UNKNOWN}/handicap`],
      ['DELETE', `/api/admin/participants/${UNKNOWN}`],
      ['GET', `/api/admin/participants/${UNKNOWN}/card`],
      ['PUT', `/api/admin/participants/${UNKNOWN}/card`],
    ];
    for (const [method, path] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : form();
      expect((await t.request(path, { method, ...(body ? { json: body } : {}) })).status, path).toBe(401);
      expect((await call(method, path, body, player.cookie)).status, path).toBe(403);
    }
    expect(await fingerprint()).toBe(before);
    // The administrator: every route answers (404 for the unknown participant, never 5xx).
    for (const [method, path] of routes.filter(([m]) => m === 'GET')) {
      expect((await call(method, path)).status, path).toBeLessThan(500);
    }
    await ok(await call('DELETE', `/api/admin/tournaments/${torneo.id}`), 204).catch(() => undefined);
  });
});

describe('the tournament form', () => {
  it('refuses missing fields, out-of-range numbers and foreign tees with the spec texts', async () => {
    const before = await fingerprint();
    const required = 'Por favor complete todos los campos requeridos';
    await expectRefused(
      call('POST', '/api/admin/tournaments', form({ nombre: '  ' })),
      400,
      required,
      before,
    );
    await expectRefused(
      call('POST', '/api/admin/tournaments', form({ fecha_juego: '' })),
      400,
      required,
      before,
    );
    await expectRefused(
      call('POST', '/api/admin/tournaments', form({ campo_id: '' })),
      400,
      required,
      before,
    );
    await expectRefused(
      call('POST', '/api/admin/tournaments', form({ reductor_handicap: 201 })),
      400,
      'El reductor debe estar entre 0 y 200',
      before,
    );
    await expectRefused(
      call(
        'POST',
        '/api/admin/tournaments',
        form({ modalidad: 'matchplay_individual', limite_golpes_hoyo: 5 }),
      ),
      400,
      'El límite de golpes solo se aplica a las modalidades por golpes',
      before,
    );
    await expectRefused(
      call('POST', '/api/admin/tournaments', form({ limite_golpes_hoyo: 11 })),
      400,
      'El límite de golpes debe estar entre par + 0 y par + 10',
      before,
    );
    await expectRefused(
      call('POST', '/api/admin/tournaments', form({ salida_mujer_id: otherCourseTee })),
      400,
      'El tipo de salida no pertenece al campo elegido',
      before,
    );
    await expectRefused(
      call('POST', '/api/admin/tournaments', form({ campo_id: UNKNOWN })),
      400,
      'Campo no encontrado',
      before,
    );
  });

  it('creates with a blank reductor as 100, edits and replaces the tee assignments', async () => {
    const created = await createTournament({
      reductor_handicap: null,
      salida_mujer_id: null,
      descripcion: ' ',
    });
    expect(created).toMatchObject({
      reductor_handicap: 100,
      salida_hombre_id: menTee,
      salida_mujer_id: null,
      descripcion: null,
      tiene_resultados: false,
    });
    const edited = await ok<TAdminTournament>(
      await call(
        'PUT',
        `/api/admin/tournaments/${created.id}`,
        form({
          salida_hombre_id: null,
          salida_mujer_id: womenTee,
          modalidad: 'matchplay_parejas',
          forma_parejas: 'mejor_bola',
          limite_golpes_hoyo: null,
        }),
      ),
    );
    expect(edited).toMatchObject({
      salida_hombre_id: null,
      salida_mujer_id: womenTee,
      limite_golpes_hoyo: null,
    });
    expect((await call('PUT', `/api/admin/tournaments/${UNKNOWN}`, form())).status).toBe(404);
    expect((await call('GET', `/api/admin/tournaments/not-an-id`)).status).toBe(400);
    await ok(await call('DELETE', `/api/admin/tournaments/${created.id}`), 204).catch(() => undefined);
  });
});

describe('the list', () => {
  it('pages 20 at a time, newest first, and searches by name, course or modality ignoring accents', async () => {
    for (let i = 1; i <= 21; i++) {
      await createTournament({
        nombre: `Liga ${String(i).padStart(2, '0')}`,
        fecha_juego: `2031-01-${String(i).padStart(2, '0')}`,
        ...(i === 7 ? { modalidad: 'matchplay_individual', limite_golpes_hoyo: null } : {}),
      });
    }
    const first = await ok<TAdminTournamentsPage>(await call('GET', '/api/admin/tournaments?q=liga'));
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.nombre).toBe('Liga 21');
    expect(first.next_offset).toBe(20);
    const second = await ok<TAdminTournamentsPage>(
      await call('GET', '/api/admin/tournaments?q=liga&offset=20'),
    );
    expect(second.items.map((i) => i.nombre)).toEqual(['Liga 01']);
    expect(second.next_offset).toBeNull();
    const byCourse = await ok<TAdminTournamentsPage>(
      await call('GET', '/api/admin/tournaments?q=DEHESA%20liga%2002'),
    );
    expect(byCourse.items.map((i) => i.nombre)).toEqual(['Liga 02']);
    const byModality = await ok<TAdminTournamentsPage>(
      await call('GET', '/api/admin/tournaments?q=matchplay%20individual'),
    );
    expect(byModality.items.map((i) => i.nombre)).toEqual(['Liga 07']);
    expect((await call('GET', '/api/admin/tournaments?offset=-1')).status).toBe(400);
  });
});

describe('participants, handicaps, quick entry and points', () => {
  let torneo: TAdminTournament;
  let ana: Session;
  let carlos: Session;

  beforeAll(async () => {
    torneo = await createTournament({ nombre: 'Torneo Completo' });
    ana = await player2('Ana', 'mujer', 10);
    carlos = await player2('Carlos', null, null);
  });

  it('adds members once, updates the profile handicap from the reference handicap, adds guests', async () => {
    await ok(
      await call('POST', `/api/admin/tournaments/${torneo.id}/participants`, {
        jugador_ids: [ana.profileId],
      }),
      201,
    );
    const before = await fingerprint();
    await expectRefused(
      call('POST', `/api/admin/tournaments/${torneo.id}/participants`, { jugador_ids: [ana.profileId] }),
      409,
      'Este jugador ya está inscrito en el torneo',
      before,
    );
    // Several at once are all or nothing; a reference handicap is for one player only.
    await expectRefused(
      call('POST', `/api/admin/tournaments/${torneo.id}/participants`, {
        jugador_ids: [carlos.profileId, ana.profileId],
      }),
      409,
      'Este jugador ya está inscrito en el torneo',
      before,
    );
    await expectRefused(
      call('POST', `/api/admin/tournaments/${torneo.id}/participants`, {
        jugador_ids: [carlos.profileId, player.profileId],
        handicap_referencia: 3,
      }),
      400,
      'El hándicap de referencia se indica para un solo jugador',
      before,
    );
    await expectRefused(
      call('POST', `/api/admin/tournaments/${torneo.id}/participants`, { jugador_ids: [] }),
      400,
      'Elige al menos un jugador',
      before,
    );
    await expectRefused(
      call('POST', `/api/admin/tournaments/${torneo.id}/participants`, { jugador_ids: [UNKNOWN] }),
      404,
      'Jugador no encontrado',
      before,
    );
    await expectRefused(
      call('POST', `/api/admin/tournaments/${torneo.id}/guests`, {
        nombre: 'Invitado',
        handicap: 'abc',
        sexo: 'hombre',
      }),
      400,
      'El handicap debe ser un número válido',
      before,
    );
    await expectRefused(
      call('POST', `/api/admin/tournaments/${torneo.id}/guests`, { nombre: '', handicap: 3, sexo: 'hombre' }),
      400,
      'El nombre del invitado es obligatorio',
      before,
    );
    // Carlos (no sex: men's tee) with a reference handicap of 18.4, typed '18,4'.
    await ok(
      await call('POST', `/api/admin/tournaments/${torneo.id}/participants`, {
        jugador_ids: [carlos.profileId],
        handicap_referencia: '18,4',
      }),
      201,
    );
    const [profile] = await t.runtime.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, carlos.profileId));
    expect(profile!.handicap).toBe(18.4);
    await ok(
      await call('POST', `/api/admin/tournaments/${torneo.id}/guests`, {
        nombre: 'Gina Invitada',
        handicap: '5,2',
        sexo: 'mujer',
      }),
      201,
    );
    const list = await participants(torneo.id);
    // By hand (design.md §7, reductor 85): Ana 10 × 125/113 + (73 − 72) = 12.062 × 0.85 = 10.25 → 10;
    // Carlos 18.4 × 130/113 + (71.5 − 72) = 20.668 × 0.85 = 17.57 → 18; Gina 5.2 × 125/113 + 1 = 6.752 × 0.85 = 5.74 → 6.
    expect(list.map((p) => [p.nombre, p.handicap_torneo, p.incluir_en_puntos, p.es_invitado])).toEqual([
      ['Ana', 10, true, false],
      ['Carlos', 18, true, false],
      ['Gina Invitada', 6, false, true],
    ]);
  });

  it('toggles points, edits a playing handicap and recomputes all of them', async () => {
    const [ana0, , gina] = await participants(torneo.id);
    await ok(await call('PUT', `/api/admin/participants/${gina!.id}/points`, { incluir_en_puntos: true }));
    const before = await fingerprint();
    await expectRefused(
      call('PUT', `/api/admin/participants/${ana0!.id}/handicap`, { handicap_torneo: 'diez' }),
      400,
      'Por favor ingrese un hándicap válido',
      before,
    );
    await expectRefused(
      call('PUT', `/api/admin/participants/${UNKNOWN}/handicap`, { handicap_torneo: 3 }),
      404,
      'Participante no encontrado',
      before,
    );
    await expectRefused(
      call('PUT', `/api/admin/participants/${ana0!.id}/handicap`, { handicap_torneo: '+1,5' }),
      400,
      'Por favor ingrese un hándicap válido',
      before,
    );
    // A plus playing handicap as the club writes it: '+2' is −2 (gives two strokes back).
    const plus = await ok<TAdminParticipant[]>(
      await call('PUT', `/api/admin/participants/${ana0!.id}/handicap`, { handicap_torneo: '+2' }),
    );
    expect(plus.find((p) => p.id === ana0!.id)!.handicap_torneo).toBe(-2);
    const edited = await ok<TAdminParticipant[]>(
      await call('PUT', `/api/admin/participants/${ana0!.id}/handicap`, { handicap_torneo: 25 }),
    );
    expect(edited.find((p) => p.id === ana0!.id)!.handicap_torneo).toBe(25);
    expect(edited.find((p) => p.id === gina!.id)!.incluir_en_puntos).toBe(true);
    expect(edited.find((p) => p.id === ana0!.id)!.jugado?.fijado).toBe(true);
    // Set by hand: 'fijado a mano', kept by 'Recalcular hándicaps de juego'…
    expect(await ok(await call('POST', `/api/admin/tournaments/${torneo.id}/recompute-handicaps`))).toEqual({
      actualizados: 0,
    });
    expect((await participants(torneo.id)).map((p) => p.handicap_torneo)).toEqual([25, 18, 6]);
    // …until 'Quitar fijado': the rules engine's value again, at once.
    await expectRefused(
      call('DELETE', `/api/admin/participants/${UNKNOWN}/handicap`),
      404,
      'Participante no encontrado',
      await fingerprint(),
    );
    const cleared = await ok<TAdminParticipant[]>(
      await call('DELETE', `/api/admin/participants/${ana0!.id}/handicap`),
    );
    const ana1 = cleared.find((p) => p.id === ana0!.id)!;
    expect(ana1.handicap_torneo).toBe(10);
    expect(ana1.jugado).toMatchObject({ fijado: false, handicap_juego: 10 });
    expect((await participants(torneo.id)).map((p) => p.handicap_torneo)).toEqual([10, 18, 6]);
  });

  it('refuses to recompute without tees with the spec text', async () => {
    const bare = await createTournament({
      nombre: 'Sin salidas',
      salida_hombre_id: null,
      salida_mujer_id: null,
    });
    await ok(
      await call('POST', `/api/admin/tournaments/${bare.id}/participants`, { jugador_ids: [ana.profileId] }),
      201,
    );
    const before = await fingerprint();
    await expectRefused(
      call('POST', `/api/admin/tournaments/${bare.id}/recompute-handicaps`),
      409,
      'No se encontró configuración de salida para este jugador en el torneo',
      before,
    );
  });

  it('enters a whole card with the quick entry, visible in the standings, with audit rows', async () => {
    const carlosP = (await participants(torneo.id)).find((p) => p.nombre === 'Carlos')!;
    const before = await fingerprint();
    const card = PARS.map((p) => p + 1);
    await expectRefused(
      call('PUT', `/api/admin/participants/${carlosP.id}/card`, { golpes: [...card.slice(0, 17), 16] }),
      400,
      'Los golpes deben estar entre 1 y 15',
      before,
    );
    await expectRefused(
      call('PUT', `/api/admin/participants/${carlosP.id}/card`, { golpes: card.slice(0, 17) }),
      400,
      'La tarjeta debe tener los 18 hoyos',
      before,
    );
    const saved = await ok<TQuickCard>(
      await call('PUT', `/api/admin/participants/${carlosP.id}/card`, {
        golpes: [...card.slice(0, 17), null],
      }),
    );
    expect(saved.golpes).toEqual([...card.slice(0, 17), null]);
    expect(saved.partida).toMatchObject({ nombre: 'Partida 1', validada: false });
    // Once more with the 18th: only that hole changes (one more audit row).
    await ok(await call('PUT', `/api/admin/participants/${carlosP.id}/card`, { golpes: card }));
    const audit = await t.runtime.deps.db
      .select()
      .from(scoreAudit)
      .where(eq(scoreAudit.participante_id, carlosP.id));
    expect(audit).toHaveLength(18);
    const standings = await ok<TStandingsInputs>(
      await call('GET', `/api/tournaments/${torneo.id}/standings`),
    );
    expect(standings.resultados.filter((r) => r.participante_id === carlosP.id)).toHaveLength(18);
    const detail = await ok<TAdminTournament>(await call('GET', `/api/admin/tournaments/${torneo.id}`));
    expect(detail.tiene_resultados).toBe(true);
    expect(detail.partidas.map((p) => p.nombre)).toEqual(['Partida 1']);
  });

  it('asks before changing tees, reductor or limit of a tournament with results, then recomputes', async () => {
    const before = await fingerprint();
    await expectRefused(
      call(
        'PUT',
        `/api/admin/tournaments/${torneo.id}`,
        form({ nombre: 'Torneo Completo', reductor_handicap: 100 }),
      ),
      409,
      'Este torneo ya tiene resultados: al cambiar las salidas, el reductor, el límite de golpes o el método de desempate cambiarán la clasificación y los puntos de liga. Confirma el cambio.',
      before,
    );
    // Other fields need no confirmation.
    await ok(
      await call(
        'PUT',
        `/api/admin/tournaments/${torneo.id}`,
        form({ nombre: 'Torneo Completo', descripcion: 'Hola' }),
      ),
    );
    await ok(
      await call(
        'PUT',
        `/api/admin/tournaments/${torneo.id}`,
        form({ nombre: 'Torneo Completo', reductor_handicap: 100, confirmar_cambios: true }),
      ),
    );
    // Reductor 100: Ana 12.06 → 12; Carlos 20.67 → 21; Gina 6.75 → 7.
    expect((await participants(torneo.id)).map((p) => p.handicap_torneo)).toEqual([12, 21, 7]);
  });

  it('asks before changing the tie method of a tournament with results, like tees, reductor and limit', async () => {
    const current = { nombre: 'Torneo Completo', descripcion: 'Hola', reductor_handicap: 100 };
    const before = await fingerprint();
    await expectRefused(
      call(
        'PUT',
        `/api/admin/tournaments/${torneo.id}`,
        form({ ...current, metodo_desempate: 'desempate_handicap' }),
      ),
      409,
      'Este torneo ya tiene resultados: al cambiar las salidas, el reductor, el límite de golpes o el método de desempate cambiarán la clasificación y los puntos de liga. Confirma el cambio.',
      before,
    );
    const saved = await ok<TAdminTournament>(
      await call(
        'PUT',
        `/api/admin/tournaments/${torneo.id}`,
        form({ ...current, metodo_desempate: 'desempate_handicap', confirmar_cambios: true }),
      ),
    );
    expect(saved.metodo_desempate).toBe('desempate_handicap');
  });

  it('edits and resets the points table (30 rows from the default table)', async () => {
    const table = await ok<TPointsTable>(await call('GET', `/api/admin/tournaments/${torneo.id}/points`));
    expect(table.top.slice(0, 3)).toEqual([40, 37, 35]);
    expect(table.top[19]).toBe(11);
    expect(table.resto).toBe(10);
    const before = await fingerprint();
    const top = [...table.top];
    top[0] = 50.25;
    await expectRefused(
      call('PUT', `/api/admin/tournaments/${torneo.id}/points`, { top, resto: 10 }),
      400,
      'Los puntos deben ir de 0,5 en 0,5',
      before,
    );
    await expectRefused(
      call('PUT', `/api/admin/tournaments/${torneo.id}/points`, { top: table.top, resto: -1 }),
      400,
      'Los puntos deben ser un número mayor o igual que 0',
      before,
    );
    await expectRefused(
      call('PUT', `/api/admin/tournaments/${torneo.id}/points`, { top: table.top, resto: '1.000,5' }),
      400,
      'Los puntos deben ser un número mayor o igual que 0',
      before,
    );
    // As typed in the table's fields: a decimal comma or point.
    const typed: (number | string)[] = [...table.top];
    typed[0] = '50,5';
    typed[1] = '37.5';
    const saved = await ok<TPointsTable>(
      await call('PUT', `/api/admin/tournaments/${torneo.id}/points`, { top: typed, resto: ' 8 ' }),
    );
    expect([saved.top[0], saved.top[1], saved.resto]).toEqual([50.5, 37.5, 8]);
    const rows = await t.runtime.deps.db.execute<{ n: number; p30: string }>(
      sql`select count(*)::int as n, max(puntos) filter (where posicion = 30)::text as p30 from torneos_puntos_configuracion where torneo_id = ${torneo.id}`,
    );
    expect(rows.rows[0]).toMatchObject({ n: 30, p30: '8.00' });
    const reset = await ok<TPointsTable>(
      await call('POST', `/api/admin/tournaments/${torneo.id}/points/reset`),
    );
    expect([reset.top[0], reset.resto]).toEqual([40, 10]);
  });

  it('removes a participant with strokes only when the administrator confirms deleting them', async () => {
    const carlosP = (await participants(torneo.id)).find((p) => p.nombre === 'Carlos')!;
    const before = await fingerprint();
    await expectRefused(
      call('DELETE', `/api/admin/participants/${carlosP.id}`),
      409,
      'Este participante ya tiene resultados registrados. Confirma que quieres borrar también sus resultados.',
      before,
    );
    await expectRefused(
      call('DELETE', `/api/admin/tournaments/${torneo.id}`),
      409,
      'No se puede eliminar el torneo: tiene resultados registrados y se perdería el historial',
      before,
    );
    expect(
      (await call('DELETE', `/api/admin/participants/${carlosP.id}?borrar_resultados=true`)).status,
    ).toBe(204);
    expect((await participants(torneo.id)).map((p) => p.nombre)).toEqual(['Ana', 'Gina Invitada']);
    const audit = await t.runtime.deps.db
      .select()
      .from(scoreAudit)
      .where(eq(scoreAudit.participante_id, carlosP.id));
    expect(audit.filter((a) => a.golpes_despues === null)).toHaveLength(18);
    // Without results the tournament can go, with its groups.
    expect((await call('DELETE', `/api/admin/tournaments/${torneo.id}`)).status).toBe(204);
    expect(await t.runtime.deps.db.select().from(partidas).where(eq(partidas.torneo_id, torneo.id))).toEqual(
      [],
    );
    expect((await call('DELETE', `/api/admin/tournaments/${torneo.id}`)).status).toBe(404);
  });
});

describe('the quick entry by group, with the par of each hole of the participant’s tee', () => {
  // A men's tee and a women's tee whose pars differ hole by hole (same total).
  const MEN = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
  const WOMEN = [5, 4, 4, 4, 4, 5, 3, 4, 4, 4, 5, 3, 4, 4, 5, 3, 4, 3];

  async function teeWith(campo: string, nombre: string, pars: number[]) {
    const tee = await ok<TAdminTeeDetail>(
      await call('POST', `/api/admin/courses/${campo}/tees`, { nombre, slope: 120, course_rating: 72 }),
      201,
    );
    await ok(
      await call('PUT', `/api/admin/tees/${tee.id}/holes`, {
        hoyos: pars.map((par, i) => ({ numero_hoyo: i + 1, par, handicap: i + 1 })),
      }),
    );
    return tee.id;
  }

  it('lists each participant’s group with tee time, order and seat, and the card the pars of their own tee', async () => {
    const campo = await ok<TAdminCourse>(
      await call('POST', '/api/admin/courses', { nombre: 'Los Arcos', ubicacion: 'Segovia' }),
      201,
    );
    const torneo = await createTournament({
      nombre: 'Trofeo por partidas',
      campo_id: campo.id,
      salida_hombre_id: await teeWith(campo.id, 'Blancas', MEN),
      salida_mujer_id: await teeWith(campo.id, 'Azules', WOMEN),
    });
    for (const [nombre, sexo] of [
      ['Hugo', 'hombre'],
      ['Irene', 'mujer'],
      ['Juan', 'hombre'],
    ] as const) {
      await ok(
        await call('POST', `/api/admin/tournaments/${torneo.id}/guests`, { nombre, handicap: 12, sexo }),
        201,
      );
    }
    const byName = new Map((await participants(torneo.id)).map((p) => [p.nombre, p.id]));
    await ok(
      await call('PUT', `/api/admin/groups/tournaments/${torneo.id}`, {
        hora_inicio: '09:30',
        intervalo_minutos: 10,
        partidas: [
          { participantes: [byName.get('Irene'), byName.get('Hugo')] },
          { participantes: [byName.get('Juan')] },
        ],
      }),
    );
    const list = await participants(torneo.id);
    expect(list.map((p) => [p.nombre, p.partida && { ...p.partida, id: undefined }])).toEqual([
      ['Hugo', { id: undefined, nombre: 'Partida 1', hora_salida: '09:30', orden_salida: 1, posicion: 2 }],
      ['Irene', { id: undefined, nombre: 'Partida 1', hora_salida: '09:30', orden_salida: 1, posicion: 1 }],
      ['Juan', { id: undefined, nombre: 'Partida 2', hora_salida: '09:40', orden_salida: 2, posicion: 1 }],
    ]);

    const card = (nombre: string) =>
      call('GET', `/api/admin/participants/${byName.get(nombre)}/card`).then((r) => ok<TQuickCard>(r));
    expect((await card('Hugo')).pares).toEqual(MEN);
    expect((await card('Irene')).pares).toEqual(WOMEN);

    // Without a group (a participant added after publishing), the card still has their tee's pars.
    await ok(
      await call('POST', `/api/admin/tournaments/${torneo.id}/guests`, {
        nombre: 'Lola',
        handicap: 20,
        sexo: 'mujer',
      }),
      201,
    );
    const lola = (await participants(torneo.id)).find((p) => p.nombre === 'Lola')!;
    expect(lola.partida).toBeNull();
    const lolaCard = await ok<TQuickCard>(await call('GET', `/api/admin/participants/${lola.id}/card`));
    expect(lolaCard).toEqual({
      golpes: Array(18).fill(null),
      recogida: Array(18).fill(false),
      modalidad: 'individual_por_golpes',
      forma_parejas: null,
      pares: WOMEN,
      partida: null,
    });
    // Saving answers the same card, now with the group it created.
    const saved = await ok<TQuickCard>(
      await call('PUT', `/api/admin/participants/${lola.id}/card`, { golpes: WOMEN }),
    );
    expect(saved.pares).toEqual(WOMEN);
    expect(saved.golpes).toEqual(WOMEN);
    expect(saved.partida).toMatchObject({ nombre: 'Partida 3' });
  });
});
