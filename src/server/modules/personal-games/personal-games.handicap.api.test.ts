/** The game handicap of P§7 (calcular_handicap_juego, WHS as design.md §7 decides), checked by hand. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { createTestApp, type Session, type TestApp } from '@/server/test/harness';
import {
  insertCourse,
  insertStandardCourse,
  PAR_72_HOLES,
  setHandicap,
} from '@/server/modules/courses/test-fixtures';
import { createGame, gameBody } from './test-helpers';

let t: TestApp;
let ana: Session;
let ben: Session;
let cris: Session;
let standard: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp({ nombre: 'Ana' });
  ben = await t.signUp({ nombre: 'Ben' });
  cris = await t.signUp({ nombre: 'Cris' });
  const db = t.runtime.deps.db;
  await setHandicap(db, ana.profileId, 18.4);
  await setHandicap(db, ben.profileId, -2);
  standard = (await insertStandardCourse(db, 'Estándar')).id; // slope 125, course rating 70.1, par 72
});
afterAll(async () => {
  await t.close();
});

const player = (s: Session, handicap_partida: number | null = null) => ({
  tipo: 'jugador' as const,
  jugador_id: s.profileId,
  handicap_partida,
});
const guest = (
  nombre_invitado: string,
  handicap_invitado: number | null,
  handicap_partida: number | null = null,
) => ({
  tipo: 'invitado' as const,
  nombre_invitado,
  handicap_invitado,
  sexo_invitado: 'mujer' as const,
  handicap_partida,
});
const gameHandicaps = (g: TPersonalGameDetail) => g.participantes.map((p) => [p.nombre, p.handicap_partida]);

describe('game handicap on creation', () => {
  it('computes it from the first tee with reductor 100 for participants without one and a nonzero handicap', async () => {
    const game = await createGame(
      t,
      ana,
      gameBody(standard, ana, {
        participantes: [
          player(ana),
          player(ben),
          player(cris),
          guest('Lola', 25.3),
          guest('Cero', 0),
          guest('Fija', 30, 12),
        ],
      }),
    );
    expect(gameHandicaps(game)).toEqual([
      ['Ana', 18], // 18.4 × 125 / 113 + (70.1 − 72) = 18.454 → 18
      ['Ben', -4], // −2 × 125 / 113 − 1.9 = −4.112 → −4
      ['Cris', null], // no handicap: keeps null (shown as 0)
      ['Lola', 26], // 25.3 × 125 / 113 − 1.9 = 26.087 → 26
      ['Cero', null], // handicap 0: keeps null
      ['Fija', 12], // given: kept as given
    ]);
    expect(game.participantes[0]!.handicap).toBe(18.4);
  });

  it('keeps a game handicap given by hand', async () => {
    const game = await createGame(t, ana, gameBody(standard, ana, { participantes: [player(ana, 7)] }));
    expect(gameHandicaps(game)).toEqual([['Ana', 7]]);
  });

  it('leaves out the (course rating − par) term without a course rating and rounds .5 away from zero', async () => {
    const flat = await insertCourse(t.runtime.deps.db, {
      tees: [{ slope: 113, course_rating: null, holes: PAR_72_HOLES }],
    });
    const game = await createGame(
      t,
      ana,
      gameBody(flat.id, ana, {
        participantes: [player(ana), guest('Media', 10.5), guest('Menos', -0.5)],
      }),
    );
    expect(gameHandicaps(game)).toEqual([
      ['Ana', 18], // 18.4
      ['Media', 11], // 10.5
      ['Menos', -1], // −0.5
    ]);
  });

  it('only logs a failure: a course without tee or a value the table cannot hold keeps null', async () => {
    const bare = await insertCourse(t.runtime.deps.db, { nombre: 'Sin salidas' });
    const noTee = await createGame(
      t,
      ana,
      gameBody(bare.id, ana, { participantes: [player(ana), guest('Lola', 25.3)] }),
    );
    expect(gameHandicaps(noTee)).toEqual([
      ['Ana', null],
      ['Lola', null],
    ]);

    const hard = await insertCourse(t.runtime.deps.db, {
      tees: [{ slope: 155, course_rating: 80, holes: PAR_72_HOLES }],
    });
    const extreme = await createGame(
      t,
      ana,
      gameBody(hard.id, ana, { participantes: [player(ana), guest('Máximo', 54)] }),
    );
    // Ana: 18.4 × 155 / 113 + 8 = 33.24 → 33. Máximo: 54 × 155 / 113 + 8 = 82.07 → 82, beyond the stored range.
    expect(gameHandicaps(extreme)).toEqual([
      ['Ana', 33],
      ['Máximo', null],
    ]);
  });
});

describe('game handicap on edit', () => {
  it('recomputes it for participants sent without one, from the new course', async () => {
    const bare = await insertCourse(t.runtime.deps.db, { nombre: 'Sin salidas 2' });
    const game = await createGame(
      t,
      ana,
      gameBody(bare.id, ana, { participantes: [player(ana), player(ben, 5)] }),
    );
    expect(gameHandicaps(game)).toEqual([
      ['Ana', null],
      ['Ben', 5],
    ]);
    const res = await t.request(`/api/personal-games/${game.id}`, {
      method: 'PUT',
      cookie: ana.cookie,
      json: gameBody(standard, ana, { participantes: [player(ana), player(ben, 5), guest('Lola', 25.3)] }),
    });
    expect(res.status).toBe(200);
    expect(gameHandicaps((await res.json()) as TPersonalGameDetail)).toEqual([
      ['Ana', 18],
      ['Ben', 5],
      ['Lola', 26],
    ]);
  });
});
