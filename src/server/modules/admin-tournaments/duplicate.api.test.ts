/**
 * 'Duplicar torneo': a copy on a new date keeps course, tees per sex, format, reductor, limit, tie method, points
 * table, leagues, description, categories and special prizes' definitions — never participants, pairs, groups or
 * prize winners. The original stays as it was. Refusals change nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminTournament } from '@/shared/schemas/admin-tournaments';
import type { TCategoriesConfig } from '@/shared/schemas/categories';
import { ZTournamentPrizes } from '@/shared/schemas/prizes';
import {
  categoriasTorneo,
  ligasTorneos,
  premiosEspeciales,
  premiosEspecialesRegistros,
  torneos,
  torneosPuntosConfiguracion,
} from '@/server/db/schema';
import {
  insertTeesCourse,
  insertTournament,
  type TournamentFixture,
} from '@/server/modules/scores/test-fixtures';
import { insertLeague } from '@/server/modules/tournaments/test-fixtures';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';

let t: TestApp;
let admin: Session;
let ana: Session;
let bea: Session;
let source: TournamentFixture;
let ligaId: string;
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  ana = await t.signUp({ nombre: 'Ana' });
  bea = await t.signUp({ nombre: 'Bea' });
  source = await insertTournament(db(), {
    fecha_juego: '2030-05-10',
    course: await insertTeesCourse(db()),
    modalidad: 'stableford_parejas',
    forma_parejas: 'greensome',
    limite_golpes_hoyo: null,
    metodo_desempate: 'ultimos_hoyos',
    participants: [
      { profileId: ana.profileId, group: 0 },
      { profileId: bea.profileId, group: 0 },
    ],
    pairs: [[0, 1]],
  });
  await db()
    .update(torneos)
    .set({ nombre: 'Greensome de Mayo', reductor_handicap: 90, descripcion: 'Salida a tiro.' })
    .where(eq(torneos.id, source.torneoId));
  await db()
    .insert(torneosPuntosConfiguracion)
    .values([
      { torneo_id: source.torneoId, posicion: 1, puntos: 50 },
      { torneo_id: source.torneoId, posicion: 2, puntos: 42.5 },
    ]);
  const other = await insertTournament(db(), { fecha_juego: '2030-04-01', participants: [] });
  ligaId = await insertLeague(db(), { nombre: 'Liga', torneoIds: [other.torneoId, source.torneoId] });
});
afterAll(async () => {
  await t.close();
});

const duplicate = (id: string, json: unknown, who: Session | null = admin) =>
  t.request(`/api/admin/tournaments/${id}/duplicate`, {
    method: 'POST',
    json,
    ...(who ? { cookie: who.cookie } : {}),
  });

async function counts() {
  const { rows } = await db().execute<{ n: string }>(
    sql`select (select count(*) from torneos) || '/' || (select count(*) from ligas_torneos) || '/' || (select count(*) from torneos_puntos_configuracion) || '/' || (select count(*) from partidas) as n`,
  );
  return rows[0]!.n;
}

describe('duplicar torneo', () => {
  it('copies the settings, tees, points table and leagues; no participants, pairs or groups', async () => {
    const res = await duplicate(source.torneoId, { fecha_juego: '2030-06-14' });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as TAdminTournament;
    const original = (await (
      await t.request(`/api/admin/tournaments/${source.torneoId}`, { cookie: admin.cookie })
    ).json()) as TAdminTournament;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      nombre: 'Greensome de Mayo',
      fecha_juego: '2030-06-14',
      campo_id: original.campo_id,
      modalidad: 'stableford_parejas',
      forma_parejas: 'greensome',
      metodo_desempate: 'ultimos_hoyos',
      limite_golpes_hoyo: null,
      reductor_handicap: 90,
      descripcion: 'Salida a tiro.',
      salida_hombre_id: original.salida_hombre_id,
      salida_mujer_id: original.salida_mujer_id,
      activo: true,
      tiene_resultados: false,
      partidas: [],
    });
    const participants = await t.request(`/api/admin/tournaments/${copy.id}/participants`, {
      cookie: admin.cookie,
    });
    expect(await participants.json()).toEqual([]);
    const points = await db()
      .select({ posicion: torneosPuntosConfiguracion.posicion, puntos: torneosPuntosConfiguracion.puntos })
      .from(torneosPuntosConfiguracion)
      .where(eq(torneosPuntosConfiguracion.torneo_id, copy.id));
    expect(points.sort((a, b) => a.posicion - b.posicion)).toEqual([
      { posicion: 1, puntos: 50 },
      { posicion: 2, puntos: 42.5 },
    ]);
    const league = await db().select().from(ligasTorneos).where(eq(ligasTorneos.liga_id, ligaId));
    expect(league.find((l) => l.torneo_id === copy.id)?.orden_torneo).toBe(3);
  });

  it("copies the categories and the special prizes' definitions, not their winners; the original is untouched", async () => {
    const config: TCategoriesConfig = {
      no_acumulables: false,
      categorias: [
        { nombre: 'Scratch', criterio: { tipo: 'todos' }, clasificacion: 'scratch', premios: 1 },
        {
          nombre: '1ª',
          criterio: { tipo: 'indice', desde: null, hasta: 12.4 },
          clasificacion: 'handicap',
          premios: 2,
        },
        { nombre: 'Damas', criterio: { tipo: 'sexo', sexo: 'mujer' }, clasificacion: 'handicap', premios: 1 },
      ],
    };
    const put = await t.request(`/api/admin/tournaments/${source.torneoId}/categories`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: config,
    });
    expect(put.status).toBe(200);
    for (const prize of [
      { tipo: 'bola_mas_cercana', numero_hoyo: 3 },
      { tipo: 'drive_mas_largo', numero_hoyo: 9 },
      { tipo: 'otro', nombre: 'Mejor vestido', numero_hoyo: null },
    ]) {
      const res = await t.request(`/api/admin/tournaments/${source.torneoId}/prizes`, {
        method: 'POST',
        cookie: admin.cookie,
        json: prize,
      });
      expect(res.status).toBe(201);
    }
    const prizesOf = async (torneoId: string) =>
      ZTournamentPrizes.parse(
        await (await t.request(`/api/tournaments/${torneoId}/prizes`, { cookie: admin.cookie })).json(),
      ).premios;
    const closest = (await prizesOf(source.torneoId)).find((p) => p.tipo === 'bola_mas_cercana')!;
    const winner = await t.request(`/api/prizes/${closest.id}/winner`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { participante_id: source.participantIds[0], distancia_cm: 245 },
    });
    expect(winner.status).toBe(200);
    const categoriesOf = async (torneoId: string) =>
      (await (
        await t.request(`/api/admin/tournaments/${torneoId}/categories`, { cookie: admin.cookie })
      ).json()) as TCategoriesConfig;
    const originalPrizes = await prizesOf(source.torneoId);
    const originalRows = {
      categories: await db()
        .select()
        .from(categoriasTorneo)
        .where(eq(categoriasTorneo.torneo_id, source.torneoId)),
      prizes: await db()
        .select()
        .from(premiosEspeciales)
        .where(eq(premiosEspeciales.torneo_id, source.torneoId)),
      records: await db().select().from(premiosEspecialesRegistros),
    };

    const res = await duplicate(source.torneoId, { fecha_juego: '2030-06-21' });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as TAdminTournament;

    expect(await categoriesOf(copy.id)).toEqual(config);
    const copied = await prizesOf(copy.id);
    expect(
      copied.map(({ tipo, nombre, numero_hoyo, ganador, historial }) => ({
        tipo,
        nombre,
        numero_hoyo,
        ganador,
        historial,
      })),
    ).toEqual(
      originalPrizes.map(({ tipo, nombre, numero_hoyo }) => ({
        tipo,
        nombre,
        numero_hoyo,
        ganador: null,
        historial: [],
      })),
    );
    expect(copied.map((p) => p.id).filter((id) => originalPrizes.some((o) => o.id === id))).toEqual([]);

    // The original keeps its categories, prizes and the recorded winner, row for row.
    expect(await categoriesOf(source.torneoId)).toEqual(config);
    expect(await prizesOf(source.torneoId)).toEqual(originalPrizes);
    expect(originalPrizes.find((p) => p.tipo === 'bola_mas_cercana')!.ganador).toMatchObject({
      participante_id: source.participantIds[0],
      distancia_cm: 245,
    });
    expect({
      categories: await db()
        .select()
        .from(categoriasTorneo)
        .where(eq(categoriasTorneo.torneo_id, source.torneoId)),
      prizes: await db()
        .select()
        .from(premiosEspeciales)
        .where(eq(premiosEspeciales.torneo_id, source.torneoId)),
      records: await db().select().from(premiosEspecialesRegistros),
    }).toEqual(originalRows);
  });

  it('takes a new name when given', async () => {
    const res = await duplicate(source.torneoId, {
      fecha_juego: '2030-07-01',
      nombre: '  Greensome de Julio ',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as TAdminTournament).nombre).toBe('Greensome de Julio');
  });

  it('refuses bad input, unknown tournaments and non-admins, writing nothing', async () => {
    const before = await counts();
    const cases: [unknown, Session | null, number, string][] = [
      [{}, admin, 400, 'Indica la fecha del nuevo torneo'],
      [{ fecha_juego: '2030-02-30' }, admin, 400, 'Fecha no válida'],
      [{ fecha_juego: '2030-06-14', nombre: 'x'.repeat(121) }, admin, 400, 'Máximo 120 caracteres'],
      [{ fecha_juego: '2030-06-14' }, ana, 403, 'No tienes permisos de administrador'],
      [{ fecha_juego: '2030-06-14' }, null, 401, 'Debes iniciar sesión'],
    ];
    for (const [body, who, status, message] of cases) {
      const res = await duplicate(source.torneoId, body, who);
      expect([res.status, ((await res.json()) as { error: { message: string } }).error.message]).toEqual([
        status,
        message,
      ]);
    }
    const unknown = await duplicate(crypto.randomUUID(), { fecha_juego: '2030-06-14' });
    expect(unknown.status).toBe(404);
    expect(await counts()).toBe(before);
  });
});
