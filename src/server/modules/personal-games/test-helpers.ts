/** Test helpers of the personal-games API tests. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { TCreatePersonalGameRequest, TPersonalGameDetail } from '@/shared/schemas/personal-games';
import {
  participantesPartidaPersonal,
  partidas,
  resultadosHoyoPartidaPersonal,
  scoreAudit,
} from '@/server/db/schema';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';

export type GameBody = TCreatePersonalGameRequest;

export function gameBody(campoId: string, creator: Session, extra: Partial<GameBody> = {}): GameBody {
  return {
    nombre: 'Partida del sábado',
    fecha_juego: '2030-06-01',
    hora_salida: '09:30',
    campo_id: campoId,
    participantes: [{ tipo: 'jugador', jugador_id: creator.profileId, handicap_partida: null }],
    ...extra,
  };
}

export async function createGame(t: TestApp, s: Session, body: GameBody): Promise<TPersonalGameDetail> {
  const res = await t.request('/api/personal-games', { method: 'POST', json: body, cookie: s.cookie });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as TPersonalGameDetail;
}

export async function errorOf(res: Response): Promise<{ status: number; message: string }> {
  const body = (await res.json()) as { error: { message: string } };
  return { status: res.status, message: body.error.message };
}

/** Row counts of the tables a personal game writes to (to assert that a refusal wrote nothing). */
export async function tableCounts(t: TestApp) {
  const db = t.runtime.deps.db;
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
  return {
    partidas: await n(db.select({ n: count() }).from(partidas)),
    participantes: await n(db.select({ n: count() }).from(participantesPartidaPersonal)),
    resultados: await n(db.select({ n: count() }).from(resultadosHoyoPartidaPersonal)),
    audit: await n(db.select({ n: count() }).from(scoreAudit)),
  };
}

/** The stored row of a game, to assert that a refusal changed nothing. */
export async function gameRow(t: TestApp, id: string) {
  const [row] = await t.runtime.deps.db.select().from(partidas).where(eq(partidas.id, id));
  return row;
}

/**
 * The fixture of the score and live tests: a fresh app, Ana (creator) and Ben (participant), a par-72 course.
 * Registers its own beforeAll/afterAll; read the fields inside tests.
 */
export function useAnaAndBenFixture() {
  const f = {} as { t: TestApp; ana: Session; ben: Session; campoId: string };
  beforeAll(async () => {
    f.t = await createTestApp({}, { clock: () => new Date('2030-06-01T10:00:00Z') });
    f.ana = await f.t.signUp({ nombre: 'Ana' });
    f.ben = await f.t.signUp({ nombre: 'Ben' });
    f.campoId = (await insertStandardCourse(f.t.runtime.deps.db)).id;
  });
  afterAll(async () => {
    await f.t.close();
  });
  return {
    f,
    newGame: () =>
      createGame(
        f.t,
        f.ana,
        gameBody(f.campoId, f.ana, {
          participantes: [
            { tipo: 'jugador', jugador_id: f.ana.profileId, handicap_partida: null },
            { tipo: 'jugador', jugador_id: f.ben.profileId, handicap_partida: null },
          ],
        }),
      ),
    score: (gameId: string, json: unknown, s: Session = f.ana) =>
      f.t.request(`/api/personal-games/${gameId}/scores`, { method: 'PUT', cookie: s.cookie, json }),
    validate: (gameId: string) =>
      f.t.request(`/api/personal-games/${gameId}/validate`, { method: 'POST', cookie: f.ana.cookie }),
  };
}
