import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeLeagueSeason,
  countingTournaments,
  leagueSeasonDay,
  leagueTieOrder,
  rankLeagueStandings,
  type SeasonPointsRow,
} from './league-season';
import { expectDomainError } from './test-helpers';

const torneos = [
  { torneo_id: 't1', fecha_juego: '2025-03-01' },
  { torneo_id: 't2', fecha_juego: '2025-04-01' },
  { torneo_id: 't3', fecha_juego: '2025-05-01' },
  { torneo_id: 't4', fecha_juego: '2025-06-01' },
  { torneo_id: 't5', fecha_juego: '2025-07-01' },
];
const today = '2025-06-15';
const pts = (
  torneo_id: string,
  jugador_id: string,
  puntos_scratch: number,
  puntos_handicap: number,
): SeasonPointsRow => ({
  torneo_id,
  jugador_id,
  puntos_scratch,
  puntos_handicap,
});
const ana = [
  pts('t1', 'ana', 40, 10),
  pts('t2', 'ana', 10, 37),
  pts('t3', 'ana', 37, 35),
  pts('t4', 'ana', 35, 40),
];

describe('countingTournaments', () => {
  it('T§9 "tournaments that count = tournaments played (date passed) minus numero_torneos_descartados (minimum 0)"', () => {
    expect(countingTournaments('om', 4, 1)).toBe(3);
    expect(countingTournaments('om', 4, 0)).toBe(4);
    expect(countingTournaments('om', 2, 5)).toBe(0);
  });

  it('T§9 "Only the best 60% of tournaments (rounded up) count per player"', () => {
    expect(countingTournaments('cervecita', 4, 0)).toBe(3);
    expect(countingTournaments('cervecita', 5, 0)).toBe(3);
    expect(countingTournaments('cervecita', 10, 9)).toBe(6);
    expect(countingTournaments('cervecita', 1, 0)).toBe(1);
    expect(countingTournaments('cervecita', 0, 0)).toBe(0);
  });

  it('T§5 "discarded-tournaments count minimum 0"', () => {
    expectDomainError(() => countingTournaments('om', 4, -1), 'INVALID_DISCARDS');
    expectDomainError(() => countingTournaments('om', 4, 1.5), 'INVALID_DISCARDS');
    expectDomainError(() => countingTournaments('om', -1, 0), 'INVALID_NUMBER');
  });
});

describe('computeLeagueSeason', () => {
  it('T§9 "OM {product} standings: … each player\'s best points count", scratch and handicap chosen separately', () => {
    const season = computeLeagueSeason({
      sistema_puntuacion: 'om_peugeot',
      numero_torneos_descartados: 2,
      torneos,
      puntuaciones: ana,
      today,
    });
    expect(season).toMatchObject({ sistema: 'om', torneos_jugados: 4, torneos_que_cuentan: 2 });
    const player = season.jugadores[0];
    expect(player?.total_puntos_scratch).toBe(77);
    expect(player?.total_puntos_handicap).toBe(77);
    expect(player?.torneos.map((t) => [t.torneo_id, t.cuenta_scratch, t.cuenta_handicap])).toEqual([
      ['t1', true, false],
      ['t2', false, true],
      ['t3', true, false],
      ['t4', false, true],
    ]);
  });

  it("design §7 \"'Tournaments played' of a league = its tournaments whose date has passed\": today's and future points are ignored", () => {
    const season = computeLeagueSeason({
      sistema_puntuacion: 'om_x',
      numero_torneos_descartados: 0,
      torneos: [...torneos, { torneo_id: 'hoy', fecha_juego: today }],
      puntuaciones: [...ana, pts('t5', 'ana', 40, 40), pts('hoy', 'ana', 40, 40)],
      today,
    });
    expect(season.torneos_jugados).toBe(4);
    expect(season.jugadores[0]?.total_puntos_scratch).toBe(122);
    expect(season.jugadores[0]?.torneos).toHaveLength(4);
  });

  it('a league whose discards exceed its tournaments counts nothing', () => {
    const season = computeLeagueSeason({
      sistema_puntuacion: 'om_x',
      numero_torneos_descartados: 9,
      torneos,
      puntuaciones: ana,
      today,
    });
    expect(season.torneos_que_cuentan).toBe(0);
    expect(season.jugadores[0]).toMatchObject({ total_puntos_scratch: 0, total_puntos_handicap: 0 });
    expect(season.jugadores[0]?.torneos.every((t) => !t.cuenta_scratch && !t.cuenta_handicap)).toBe(true);
  });

  it('T§9 "Cervecita … Only the best 60% of tournaments (rounded up) count per player, separately for handicap and scratch"', () => {
    const season = computeLeagueSeason({
      sistema_puntuacion: 'cervecita',
      numero_torneos_descartados: 3,
      torneos,
      puntuaciones: [...ana, pts('t1', 'luis', 2, 2)],
      today,
    });
    // 4 played → 3 count. Ana scratch 40 + 37 + 35, handicap 40 + 37 + 35. Luis played one: it counts.
    const [first, second] = rankLeagueStandings(season.jugadores, 'handicap');
    expect(season.torneos_que_cuentan).toBe(3);
    expect(first).toMatchObject({
      posicion: 1,
      jugador: { jugador_id: 'ana', total_puntos_scratch: 112, total_puntos_handicap: 112 },
    });
    expect(second).toMatchObject({ posicion: 2, jugador: { jugador_id: 'luis', total_puntos_handicap: 2 } });
  });

  it('on equal points the earlier tournament is the one that counts', () => {
    const season = computeLeagueSeason({
      sistema_puntuacion: 'om_x',
      numero_torneos_descartados: 3,
      torneos,
      puntuaciones: [
        pts('t2', 'eva', 20, 20),
        pts('t1', 'eva', 20, 20),
        pts('t3', 'eva', 20, 20),
        pts('t4', 'eva', 20, 20),
      ],
      today,
    });
    expect(season.jugadores[0]?.torneos.map((t) => t.cuenta_scratch)).toEqual([true, false, false, false]);
  });

  it('rejects impossible input', () => {
    const base = {
      sistema_puntuacion: 'om_x',
      numero_torneos_descartados: 0,
      torneos,
      puntuaciones: ana,
      today,
    };
    expectDomainError(() => computeLeagueSeason({ ...base, today: '2025-13-01' }), 'INVALID_DATE');
    expectDomainError(
      () => computeLeagueSeason({ ...base, puntuaciones: [pts('t9', 'ana', 1, 1)] }),
      'UNKNOWN_TOURNAMENT',
    );
    expectDomainError(
      () => computeLeagueSeason({ ...base, puntuaciones: [pts('t1', 'ana', -1, 1)] }),
      'INVALID_POINTS',
    );
    expectDomainError(
      () => computeLeagueSeason({ ...base, puntuaciones: [pts('t1', 'a', 1, 1), pts('t1', 'a', 2, 2)] }),
      'DUPLICATE_RESULT',
    );
    expectDomainError(
      () =>
        computeLeagueSeason({
          ...base,
          torneos: [...torneos, { torneo_id: 't1', fecha_juego: '2025-09-01' }],
        }),
      'DUPLICATE_TOURNAMENT',
    );
    expectDomainError(
      () => computeLeagueSeason({ ...base, numero_torneos_descartados: -2 }),
      'INVALID_DISCARDS',
    );
  });

  it('property: a total is the sum of the counted results, counts at most N of them, and no uncounted result beats a counted one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.boolean(),
            fc.integer({ min: 0, max: 80 }).map((n) => n / 2),
            fc.integer({ min: 0, max: 80 }).map((n) => n / 2),
          ),
          {
            minLength: 5,
            maxLength: 5,
          },
        ),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom('om_x', 'cervecita'),
        (entries, discards, sistema) => {
          const puntuaciones = entries.flatMap(([played, s, h], i) =>
            played ? [pts(`t${i + 1}`, 'p', s, h)] : [],
          );
          const season = computeLeagueSeason({
            sistema_puntuacion: sistema,
            numero_torneos_descartados: discards,
            torneos,
            puntuaciones,
            today,
          });
          const player = season.jugadores[0];
          if (player === undefined) return;
          const counted = player.torneos.filter((t) => t.cuenta_scratch);
          expect(counted.length).toBe(Math.min(season.torneos_que_cuentan, player.torneos.length));
          expect(player.total_puntos_scratch).toBeCloseTo(
            counted.reduce((s, t) => s + t.puntos_scratch, 0),
            9,
          );
          const minCounted = Math.min(...counted.map((t) => t.puntos_scratch));
          for (const t of player.torneos)
            if (!t.cuenta_scratch) expect(t.puntos_scratch).toBeLessThanOrEqual(minCounted);
        },
      ),
    );
  });
});

describe('rankLeagueStandings', () => {
  it('orders by total, best first; equal totals share the position', () => {
    const lines = rankLeagueStandings(
      [
        { id: 'c', total_puntos_scratch: 50, total_puntos_handicap: 70 },
        { id: 'a', total_puntos_scratch: 80, total_puntos_handicap: 70 },
        { id: 'b', total_puntos_scratch: 80, total_puntos_handicap: 90 },
      ],
      'scratch',
    );
    expect(lines.map((l) => [l.jugador.id, l.posicion])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
  });

  it('totals equal to the cent tie even with binary noise', () => {
    const lines = rankLeagueStandings(
      [
        { total_puntos_scratch: 0.1 + 0.2, total_puntos_handicap: 0 },
        { total_puntos_scratch: 0.3, total_puntos_handicap: 0 },
      ],
      'scratch',
    );
    expect(lines.map((l) => l.posicion)).toEqual([1, 1]);
  });

  it("equal totals follow the tournament's order per mode (leagueTieOrder); players not in it after, by name", () => {
    const row = (participante_id: string) => ({ miembros: [{ participante_id }] });
    // The tournament lists Carla before Bea in handicap, Bea before Carla in scratch; Zoe did not play it.
    const standings = {
      byHandicap: [row('p-carla'), row('p-bea')],
      byScratch: [row('p-bea'), row('p-carla')],
    } as unknown as Parameters<typeof leagueTieOrder>[1];
    const jugadores = [
      { jugador_id: 'zoe', nombre: 'Zoe' },
      { jugador_id: 'bea', nombre: 'Bea' },
      { jugador_id: 'carla', nombre: 'Carla' },
    ];
    const order = leagueTieOrder(jugadores, standings, (p) => p.slice(2));
    const tied = jugadores.map((j) => ({
      ...j,
      ...order.get(j.jugador_id),
      total_puntos_scratch: 10,
      total_puntos_handicap: 10,
    }));
    expect(rankLeagueStandings(tied, 'handicap').map((l) => l.jugador.nombre)).toEqual([
      'Carla',
      'Bea',
      'Zoe',
    ]);
    expect(rankLeagueStandings(tied, 'scratch').map((l) => l.jugador.nombre)).toEqual([
      'Bea',
      'Carla',
      'Zoe',
    ]);
    expect(rankLeagueStandings(tied, 'scratch').map((l) => l.posicion)).toEqual([1, 1, 1]);
  });
});

describe('leagueSeasonDay', () => {
  const torneos = [
    { torneo_id: 'ayer', fecha_juego: '2026-05-09' },
    { torneo_id: 'hoy', fecha_juego: '2026-05-10' },
    { torneo_id: 'fin-de-mes', fecha_juego: '2026-05-31' },
  ];

  it("is today's table while today's tournament has no points", () => {
    expect(leagueSeasonDay({ torneos, puntuaciones: [{ torneo_id: 'ayer' }], today: '2026-05-10' })).toEqual({
      asOf: '2026-05-10',
      provisional: false,
    });
  });

  it("reads as of tomorrow, provisionally, once today's tournament has points", () => {
    const day = leagueSeasonDay({ torneos, puntuaciones: [{ torneo_id: 'hoy' }], today: '2026-05-10' });
    expect(day).toEqual({ asOf: '2026-05-11', provisional: true });
    // Read as of tomorrow, today's tournament is played and counts; the one at the end of the month does not.
    const season = computeLeagueSeason({
      sistema_puntuacion: 'om',
      numero_torneos_descartados: 0,
      torneos,
      puntuaciones: [{ torneo_id: 'hoy', jugador_id: 'ana', puntos_scratch: 40, puntos_handicap: 37 }],
      today: day.asOf,
    });
    expect(season.torneos_jugados).toBe(2);
    expect(season.jugadores).toHaveLength(1);
    expect(season.jugadores[0]!.total_puntos_handicap).toBe(37);
  });

  it('turns the month and the year', () => {
    const dec = [{ torneo_id: 'nochevieja', fecha_juego: '2026-12-31' }];
    expect(
      leagueSeasonDay({ torneos: dec, puntuaciones: [{ torneo_id: 'nochevieja' }], today: '2026-12-31' })
        .asOf,
    ).toBe('2027-01-01');
  });
});
