/** 'Importar jugadores' and 'Actualizar hándicaps' through the API (decision record 021). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '@/shared/domain';
import {
  ZHandicapPreview,
  ZHandicapUpdateResponse,
  ZPlayerImportPreview,
} from '@/shared/schemas/player-import';
import * as s from '@/server/db/schema';
import { insertCourse } from '@/server/modules/courses/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { handicapsCsv, playersCsv, playersXlsx } from './test-spreadsheets';

let app: TestApp;
let admin: Session;
let player: Session;

function upload(path: string, bytes: Uint8Array, name: string, cookie: string) {
  const form = new FormData();
  form.set('archivo', new File([new Uint8Array(bytes)], name));
  return app.request(path, { method: 'POST', body: form, cookie });
}

const profileCount = async () =>
  (await app.runtime.deps.db.select({ id: s.profiles.id }).from(s.profiles)).length;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signUp({ email: 'admin@club.example' });
  await app.makeAdmin(admin);
  player = await app.signUp({ email: 'luis@club.example' });
});
afterAll(() => app.close());

describe('Importar jugadores', () => {
  it('previews a Windows-1252 CSV with ; and decimal commas: columns mapped, row errors in Spanish, nothing written', async () => {
    const before = await profileCount();
    const res = await upload(
      '/api/admin/players/import/preview',
      playersCsv(['Luis Dup;luis@club.example;;01/01/1970;;;;;']),
      'socios.csv',
      admin.cookie,
    );
    expect(res.status).toBe(200);
    const preview = ZPlayerImportPreview.parse(await res.json());
    expect(preview.columnas.map((c) => c.campo)).toEqual([
      'nombre',
      'email',
      'telefono',
      'fecha_nacimiento',
      'fecha_entrada_pena',
      'handicap',
      'sexo',
      'tramo_edad',
      'numero_licencia_federativa',
    ]);
    const [jose, maria, sinFecha, alto, dup] = preview.filas;
    expect(jose!.jugador).toMatchObject({
      nombre: 'José Núñez',
      email: 'jose@club.example',
      fecha_nacimiento: '1970-04-03',
      fecha_entrada_pena: '2021-01-15',
      handicap: 12.4,
      sexo: 'hombre',
      tramo_edad: 'senior',
      numero_licencia_federativa: 'AM11111',
    });
    expect(maria!.jugador).toMatchObject({ nombre: 'María Peña', handicap: 18, sexo: 'mujer' });
    // The sheet is what the club has: a row without birth date is kept with it empty (decision record 030).
    expect(sinFecha).toMatchObject({
      fila: 4,
      jugador: { nombre: 'Sin Fecha', fecha_nacimiento: null, handicap: 9.5 },
      errores: [],
    });
    expect(alto!.errores).toEqual(['El hándicap debe estar entre -10 y 54']);
    expect(dup).toMatchObject({
      jugador: null,
      errores: ['Ya existe un jugador con este email'],
      duplicado: { jugador_id: player.profileId, por: 'email' },
    });
    expect(await profileCount()).toBe(before);
  });

  it('reads an XLSX with a date cell and a decimal-comma text', async () => {
    const res = await upload(
      '/api/admin/players/import/preview',
      await playersXlsx(),
      'socios.xlsx',
      admin.cookie,
    );
    const preview = ZPlayerImportPreview.parse(await res.json());
    expect(
      preview.filas.map(
        (f) => f.jugador && [f.jugador.nombre, f.jugador.fecha_nacimiento, f.jugador.handicap],
      ),
    ).toEqual([
      ['Lucía Ortega', '1979-06-08', 21.3],
      ['Tomás Gil', '1960-12-12', 4.2],
    ]);
  });

  it("'Importar' writes the confirmed rows in one transaction and refuses a duplicate meanwhile", async () => {
    const preview = ZPlayerImportPreview.parse(
      await (
        await upload('/api/admin/players/import/preview', playersCsv(), 'socios.csv', admin.cookie)
      ).json(),
    );
    const jugadores = preview.filas.flatMap((f) => (f.jugador ? [f.jugador] : []));
    expect(jugadores).toHaveLength(3);
    const before = await profileCount();
    const dup = await app.request('/api/admin/players/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: {
        jugadores: [...jugadores, { ...jugadores[0]!, nombre: 'Otro', numero_licencia_federativa: null }],
      },
    });
    expect(dup.status).toBe(409);
    expect(await profileCount()).toBe(before);
    const res = await app.request('/api/admin/players/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { jugadores },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ creados: 3 });
    expect(await profileCount()).toBe(before + 3);
    const again = await upload('/api/admin/players/import/preview', playersCsv(), 'socios.csv', admin.cookie);
    const second = ZPlayerImportPreview.parse(await again.json());
    expect(second.filas[0]!.errores).toEqual(['Ya existe un jugador con este email']);
  });

  it('is for administrators only', async () => {
    const res = await upload('/api/admin/players/import/preview', playersCsv(), 'socios.csv', player.cookie);
    expect(res.status).toBe(403);
  });
});

describe('Actualizar hándicaps', () => {
  let today: string;
  let joseId: string;

  beforeAll(async () => {
    const db = app.runtime.deps.db;
    const [jose] = await db.select().from(s.profiles).where(eq(s.profiles.email, 'jose@club.example'));
    joseId = jose!.id;
    // slope 113 and no course rating: the playing handicap is the rounded handicap index (reductor 100).
    const course = await insertCourse(db, { tees: [{ slope: 113, course_rating: null }] });
    const [t1] = await db
      .insert(s.torneos)
      .values({ nombre: 'Torneo Próximo', fecha_juego: '2030-06-01', campo_id: course.id })
      .returning();
    today = todayInTimeZone(new Date(), 'Europe/Madrid');
    const [t2] = await db
      .insert(s.torneos)
      .values({ nombre: 'Torneo de Hoy', fecha_juego: today, campo_id: course.id })
      .returning();
    for (const t of [t1!, t2!]) {
      await db
        .insert(s.torneosSalidas)
        .values({ torneo_id: t.id, sexo: 'hombre', tipo_salida_id: course.teeIds[0]! });
      const [p] = await db
        .insert(s.participantesTorneo)
        .values({ torneo_id: t.id, jugador_id: joseId, handicap_torneo: 12 })
        .returning();
      if (t === t2)
        await db.insert(s.resultadosHoyo).values({ participante_id: p!.id, numero_hoyo: 1, golpes: 5 });
    }
  });

  it('previews licence → player with handicap before → after, and an unknown licence as an error', async () => {
    const res = await upload('/api/admin/players/handicaps/preview', handicapsCsv(), 'fed.csv', admin.cookie);
    expect(res.status).toBe(200);
    const preview = ZHandicapPreview.parse(await res.json());
    expect(
      preview.filas.map((f) => [
        f.clave,
        f.jugador?.nombre ?? null,
        f.jugador?.antes ?? null,
        f.despues,
        f.errores,
      ]),
    ).toEqual([
      ['AM11111', 'José Núñez', 12.4, 10.1, []],
      ['AM22222', 'María Peña', 18, 17.6, []],
      ['ZZ00000', null, null, 5, ['No hay ningún jugador con esta licencia o email']],
    ]);
  });

  it('updates handicaps and the playing handicaps of tournaments not started; one started keeps its own', async () => {
    const db = app.runtime.deps.db;
    const preview = ZHandicapPreview.parse(
      await (
        await upload('/api/admin/players/handicaps/preview', handicapsCsv(), 'fed.csv', admin.cookie)
      ).json(),
    );
    const cambios = preview.filas.flatMap((f) =>
      f.jugador && f.errores.length === 0 ? [{ jugador_id: f.jugador.id, handicap: f.despues }] : [],
    );
    // Today's tournament has a stroke: it has started, what its players play off is kept — nothing to confirm.
    const res = await app.request('/api/admin/players/handicaps', {
      method: 'POST',
      cookie: admin.cookie,
      json: { cambios },
    });
    expect(res.status).toBe(200);
    const body = ZHandicapUpdateResponse.parse(await res.json());
    expect(body.actualizados).toBe(2);
    expect(body.torneos.map((t) => [t.nombre, t.handicaps_de_juego])).toEqual([['Torneo Próximo', 1]]);
    const [jose] = await db.select().from(s.profiles).where(eq(s.profiles.id, joseId));
    expect(jose!.handicap).toBe(10.1);
    const entries = await db
      .select({ nombre: s.torneos.nombre, p: s.participantesTorneo })
      .from(s.participantesTorneo)
      .innerJoin(s.torneos, eq(s.torneos.id, s.participantesTorneo.torneo_id))
      .orderBy(s.torneos.fecha_juego);
    expect(
      entries.map((e) => [e.nombre, e.p.handicap_torneo, e.p.indice_juego, e.p.handicap_origen]),
    ).toEqual([
      ['Torneo de Hoy', 12, null, 'congelado'],
      ['Torneo Próximo', 10, 10.1, null],
    ]);
  });
});
