/** The JUGAR button's rule (P§2, P§7) with an injected clock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { insertStandardCourse } from '@/server/modules/courses/test-fixtures';
import { createGame, errorOf, gameBody } from './test-helpers';

let t: TestApp;
let now = new Date('2030-06-01T08:00:00Z'); // 10:00 in Madrid (CEST)
let ana: Session;
let campoId: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  ana = await t.signUp({ nombre: 'Ana' });
  campoId = (await insertStandardCourse(t.runtime.deps.db)).id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/personal-games/upcoming (P§2 JUGAR, P§7)', () => {
  const upcoming = async (s: Session) =>
    (
      (await (await t.request('/api/personal-games/upcoming', { cookie: s.cookie })).json()) as {
        hasUpcoming: boolean;
      }
    ).hasUpcoming;

  it('counts only created games later than now in the club time zone', async () => {
    const s = await t.signUp({ nombre: 'Fede' });
    now = new Date('2030-06-01T08:00:00Z'); // Madrid: 2030-06-01 10:00
    expect(await upcoming(s)).toBe(false);
    await createGame(t, s, gameBody(campoId, s, { fecha_juego: '2030-05-31', hora_salida: '18:00' }));
    await createGame(t, s, gameBody(campoId, s, { fecha_juego: '2030-06-01', hora_salida: '09:30' }));
    expect(await upcoming(s)).toBe(false);
    // Joined, not created: does not count.
    await createGame(
      t,
      ana,
      gameBody(campoId, ana, {
        fecha_juego: '2030-06-02',
        participantes: [
          { tipo: 'jugador', jugador_id: ana.profileId, handicap_partida: null },
          { tipo: 'jugador', jugador_id: s.profileId, handicap_partida: null },
        ],
      }),
    );
    expect(await upcoming(s)).toBe(false);
    await createGame(t, s, gameBody(campoId, s, { fecha_juego: '2030-06-01', hora_salida: '10:30' }));
    expect(await upcoming(s)).toBe(true);
    now = new Date('2030-06-01T08:31:00Z'); // 10:31: the 10:30 game has started
    expect(await upcoming(s)).toBe(false);
  });

  it('uses the club date, not the UTC date', async () => {
    const s = await t.signUp({ nombre: 'Gema' });
    await createGame(t, s, gameBody(campoId, s, { fecha_juego: '2030-06-01', hora_salida: '23:00' }));
    now = new Date('2030-06-01T20:30:00Z'); // Madrid 22:30 on 1 June
    expect(await upcoming(s)).toBe(true);
    now = new Date('2030-06-01T22:30:00Z'); // Madrid 00:30 on 2 June, though still 1 June in UTC
    expect(await upcoming(s)).toBe(false);
  });

  it('answers 401 signed out', async () => {
    expect(await errorOf(await t.request('/api/personal-games/upcoming'))).toEqual({
      status: 401,
      message: 'Debes iniciar sesión',
    });
  });
});
