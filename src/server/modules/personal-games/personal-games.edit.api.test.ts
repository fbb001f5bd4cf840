/** Editing and deleting a personal game (design.md §12: the edit screen is real). */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { participantesPartidaPersonal, partidas, resultadosHoyoPartidaPersonal } from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertCourse, insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import { createGame, errorOf, gameBody } from './test-helpers';

let t: TestApp;
let ana: Session;
let ben: Session;
let cris: Session;
let campoId: string;
let bareCampoId: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp({ nombre: 'Ana' });
  ben = await t.signUp({ nombre: 'Ben' });
  cris = await t.signUp({ nombre: 'Cris' });
  campoId = (await insertStandardCourse(t.runtime.deps.db, 'Alcalá')).id;
  bareCampoId = (await insertCourse(t.runtime.deps.db, { nombre: 'Sin salidas', ubicacion: 'Toledo' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('PUT and DELETE /api/personal-games/:id', () => {
  it('edits metadata and reconciles participants, keeping the scores of those still present', async () => {
    const game = await createGame(
      t,
      ana,
      gameBody(campoId, ana, {
        participantes: [
          { tipo: 'jugador', jugador_id: ana.profileId, handicap_partida: 3 },
          { tipo: 'jugador', jugador_id: ben.profileId, handicap_partida: 9 },
          {
            tipo: 'invitado',
            nombre_invitado: 'Lola',
            handicap_invitado: 20,
            sexo_invitado: 'mujer',
            handicap_partida: 21,
          },
        ],
      }),
    );
    const [anaP, benP, lola] = game.participantes;
    for (const p of [anaP!, benP!, lola!]) {
      const res = await t.request(`/api/personal-games/${game.id}/scores`, {
        method: 'PUT',
        cookie: ana.cookie,
        json: { participante_id: p.id, numero_hoyo: 1, golpes: 5 },
      });
      expect(res.status).toBe(200);
    }
    const res = await t.request(`/api/personal-games/${game.id}`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: gameBody(bareCampoId, ana, {
        nombre: 'Partida del domingo',
        fecha_juego: '2030-06-02',
        hora_salida: '10:00',
        participantes: [
          {
            tipo: 'invitado',
            id: lola!.id,
            nombre_invitado: 'Lola M.',
            handicap_invitado: 20,
            sexo_invitado: 'mujer',
            handicap_partida: 22,
          },
          { tipo: 'jugador', jugador_id: cris.profileId, handicap_partida: 4 },
          { tipo: 'jugador', jugador_id: ana.profileId, handicap_partida: 3 },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as TPersonalGameDetail;
    expect(edited).toMatchObject({
      nombre: 'Partida del domingo',
      fecha_juego: '2030-06-02',
      hora_salida: '10:00',
      campo: { id: bareCampoId },
    });
    expect(edited.participantes.map((p) => [p.orden, p.nombre, p.handicap_partida])).toEqual([
      [1, 'Ana', 3],
      [2, 'Lola M.', 22],
      [3, 'Cris', 4],
    ]);
    expect(edited.participantes[0]!.id).toBe(anaP!.id);
    expect(edited.participantes[1]!.id).toBe(lola!.id);
    expect(edited.resultados.map((r) => r.participante_id).sort()).toEqual([anaP!.id, lola!.id].sort());
    const db = t.runtime.deps.db;
    expect(
      await db
        .select()
        .from(participantesPartidaPersonal)
        .where(eq(participantesPartidaPersonal.id, benP!.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(resultadosHoyoPartidaPersonal)
        .where(eq(resultadosHoyoPartidaPersonal.participante_id, benP!.id)),
    ).toEqual([]);
    // Ben is no longer a participant: the game no longer exists for him.
    expect((await t.request(`/api/personal-games/${game.id}`, { cookie: ben.cookie })).status).toBe(404);
  });

  it('deletes the game with its participants and their results', async () => {
    const game = await createGame(
      t,
      ana,
      gameBody(campoId, ana, {
        participantes: [
          { tipo: 'jugador', jugador_id: ana.profileId, handicap_partida: null },
          { tipo: 'invitado', nombre_invitado: 'Lola', handicap_invitado: null, handicap_partida: null },
        ],
      }),
    );
    const ids = game.participantes.map((p) => p.id);
    for (const id of ids) {
      await t.request(`/api/personal-games/${game.id}/scores`, {
        method: 'PUT',
        cookie: ana.cookie,
        json: { participante_id: id, numero_hoyo: 2, golpes: 4 },
      });
    }
    const db = t.runtime.deps.db;
    expect(
      await db
        .select()
        .from(resultadosHoyoPartidaPersonal)
        .where(inArray(resultadosHoyoPartidaPersonal.participante_id, ids)),
    ).toHaveLength(2);
    const res = await t.request(`/api/personal-games/${game.id}`, { method: 'DELETE', cookie: ana.cookie });
    expect(res.status).toBe(204);
    expect(await db.select().from(partidas).where(eq(partidas.id, game.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(participantesPartidaPersonal)
        .where(eq(participantesPartidaPersonal.partida_id, game.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(resultadosHoyoPartidaPersonal)
        .where(inArray(resultadosHoyoPartidaPersonal.participante_id, ids)),
    ).toEqual([]);
    expect(await errorOf(await t.request(`/api/personal-games/${game.id}`, { cookie: ana.cookie }))).toEqual({
      status: 404,
      message: 'Partida no encontrada',
    });
  });
});
