import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTournamentStandings, type TournamentParticipantInput } from './tournament-standings';
import { expectDomainError, resultsOverPar, TEE_HOLES } from './test-helpers';

const player = (
  id: string,
  handicap: number,
  results: TournamentParticipantInput['results'],
  handicap_propio: number | null = handicap,
): TournamentParticipantInput => ({ participante_id: id, nombre: id, handicap, handicap_propio, results });

const options = { holes: TEE_HOLES, limite_golpes_hoyo: 5 };

describe('computeTournamentStandings (T§9 Ranking, T§3 derived row)', () => {
  it('T§3 "Derived standings row: participante_id, nombre, handicap, handicap_propio, hoyos_jugados, golpes_brutos, golpes_netos, resultado_scratch, resultado_handicap, profile_image_url"', () => {
    const { byHandicap } = computeTournamentStandings(
      [{ ...player('ana', 18, resultsOverPar(18, 1), 16.4), profile_image_url: 'https://x/ana.png' }],
      options,
    );
    expect(byHandicap[0]).toMatchObject({
      participante_id: 'ana',
      nombre: 'ana',
      handicap: 18,
      handicap_propio: 16.4,
      profile_image_url: 'https://x/ana.png',
      hoyos_jugados: 18,
      golpes_brutos: 90,
      golpes_netos: 72,
      resultado_scratch: 18,
      resultado_handicap: 0,
      posicion_scratch: 1,
      posicion_handicap: 1,
    });
    expect(byHandicap[0]?.holes).toHaveLength(18);
  });

  it('T§9 "Handicap ranking: result versus par ascending" while scratch orders by gross to par', () => {
    // Ana: 18 over with 18 strokes (net 0). Luis: 6 over with 2 strokes (net +4).
    const standings = computeTournamentStandings(
      [
        player('ana', 18, resultsOverPar(18, 1)),
        player('luis', 2, [...resultsOverPar(6, 1), ...resultsOverPar(18, 0).slice(6)]),
      ],
      options,
    );
    expect(
      standings.byScratch.map((r) => [r.participante_id, r.resultado_scratch, r.posicion_scratch]),
    ).toEqual([
      ['luis', 6, 1],
      ['ana', 18, 2],
    ]);
    expect(
      standings.byHandicap.map((r) => [r.participante_id, r.resultado_handicap, r.posicion_handicap]),
    ).toEqual([
      ['ana', 0, 1],
      ['luis', 4, 2],
    ]);
  });

  it('T§9 "unplayed players are listed last without position"; a player with no holes', () => {
    const { byScratch, byHandicap } = computeTournamentStandings(
      [player('aaron', 5, []), player('bea', 10, resultsOverPar(3, 2))],
      options,
    );
    for (const list of [byScratch, byHandicap]) {
      expect(list.map((r) => r.participante_id)).toEqual(['bea', 'aaron']);
      expect(list[1]).toMatchObject({ posicion_scratch: null, posicion_handicap: null, hoyos_jugados: 0 });
    }
  });

  it('T§9 "tie-break lower playing handicap first, then higher own handicap" under desempate_handicap', () => {
    const standings = computeTournamentStandings(
      [
        player('a', 10, resultsOverPar(18, 1), 9),
        player('b', 8, resultsOverPar(18, 1), 7),
        player('c', 8, resultsOverPar(18, 1), 8.5),
      ],
      { ...options, metodo_desempate: 'desempate_handicap' },
    );
    expect(standings.byScratch.map((r) => [r.participante_id, r.posicion_scratch])).toEqual([
      ['c', 1],
      ['b', 2],
      ['a', 3],
    ]);
  });

  it('everybody tied shares first place under puntuacion_media', () => {
    const standings = computeTournamentStandings(
      ['d', 'c', 'b', 'a'].map((id) => player(id, 0, resultsOverPar(18, 0))),
      options,
    );
    expect(standings.byScratch.map((r) => [r.participante_id, r.posicion_scratch])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
      ['d', 1],
    ]);
  });

  it('a tournament with one player, and one with no players', () => {
    expect(
      computeTournamentStandings([player('solo', 54, resultsOverPar(1, 3))], options).byHandicap[0],
    ).toMatchObject({
      posicion_handicap: 1,
      resultado_handicap: 0,
    });
    expect(computeTournamentStandings([], options)).toEqual({ byScratch: [], byHandicap: [] });
  });

  it('T§9 "fallback is 72 scaled by holes played over 18" when the tee has no holes; missing stroke indexes count as 18', () => {
    const { byHandicap } = computeTournamentStandings([player('x', 17, resultsOverPar(9, 1))], {
      holes: [],
      limite_golpes_hoyo: null,
    });
    // par 4 everywhere: 9 × 5 = 45 strokes vs 36; a 17 receives nothing on index-18 holes.
    expect(byHandicap[0]).toMatchObject({
      golpes_brutos: 45,
      resultado_scratch: 9,
      golpes_netos: 45,
      resultado_handicap: 9,
    });
  });

  it('design §7 "strokes above par + N count as par + N in standings"', () => {
    const results = [{ numero_hoyo: 1, golpes: 14 }];
    const limited = computeTournamentStandings([player('x', 0, results)], options).byScratch[0];
    const medal = computeTournamentStandings([player('x', 0, results)], {
      ...options,
      limite_golpes_hoyo: null,
    }).byScratch[0];
    expect(limited?.resultado_scratch).toBe(5);
    expect(limited?.holes[0]?.golpes).toBe(14);
    expect(medal?.resultado_scratch).toBe(10);
  });

  it('design §7 "the standings take holes per participant": each plays the par and stroke indexes of their own tee', () => {
    // The women's tee of this course: hole 1 is a par 5 with stroke index 1, hole 4 a par 3 with stroke index 7.
    const womensTee = TEE_HOLES.map((h) =>
      h.numero_hoyo === 1
        ? { ...h, par: 5, handicap: 1 }
        : h.numero_hoyo === 4
          ? { ...h, par: 3, handicap: 7 }
          : h,
    );
    const results = [
      { numero_hoyo: 1, golpes: 5 },
      { numero_hoyo: 4, golpes: 5 },
    ];
    const standings = computeTournamentStandings(
      [
        { ...player('hombre', 1, results), holes: TEE_HOLES },
        { ...player('mujer', 1, results), holes: womensTee },
      ],
      { limite_golpes_hoyo: null },
    );
    const row = (id: string) => standings.byScratch.find((r) => r.participante_id === id)!;
    // Men: par 4 + 5 = 9 → +1; the stroke (index 1) falls on hole 4 → net 0.
    expect(row('hombre')).toMatchObject({ resultado_scratch: 1, resultado_handicap: 0 });
    expect(
      row('hombre')
        .holes.slice(0, 4)
        .map((h) => [h.par, h.strokesReceived]),
    ).toEqual([
      [4, 0],
      [4, 0],
      [3, 0],
      [5, 1],
    ]);
    // Women: par 5 + 3 = 8 → +2; the stroke (index 1) falls on hole 1 → net +1.
    expect(row('mujer')).toMatchObject({ resultado_scratch: 2, resultado_handicap: 1 });
    expect(row('mujer').holes[0]).toMatchObject({ par: 5, handicap: 1, strokesReceived: 1, netToPar: -1 });
    expect(row('mujer').holes[3]).toMatchObject({ par: 3, handicap: 7, strokesReceived: 0, netToPar: 2 });
    expect(standings.byScratch.map((r) => r.participante_id)).toEqual(['hombre', 'mujer']);
  });

  it('rejects impossible input', () => {
    expectDomainError(
      () => computeTournamentStandings([player('x', 0, [{ numero_hoyo: 19, golpes: 4 }])], options),
      'INVALID_HOLE_NUMBER',
    );
    expectDomainError(
      () => computeTournamentStandings([player('x', Number.NaN, [])], options),
      'INVALID_HANDICAP',
    );
    expectDomainError(
      () => computeTournamentStandings([player('x', 0, [], 80)], options),
      'INVALID_HANDICAP',
    );
    expectDomainError(
      () => computeTournamentStandings([player('x', 0, []), player('x', 1, [])], options),
      'DUPLICATE_PARTICIPANT',
    );
    expectDomainError(
      () => computeTournamentStandings([], { ...options, limite_golpes_hoyo: 11 }),
      'INVALID_STROKE_LIMIT',
    );
    expectDomainError(
      () => computeTournamentStandings([], { holes: [{ numero_hoyo: 1, par: 7 }], limite_golpes_hoyo: null }),
      'INVALID_PAR',
    );
  });
});

const arbitraryResults = fc
  .uniqueArray(fc.integer({ min: 1, max: 18 }), { maxLength: 18 })
  .chain((holes) =>
    fc.tuple(
      ...holes.map((numero_hoyo) =>
        fc.integer({ min: 1, max: 12 }).map((golpes) => ({ numero_hoyo, golpes })),
      ),
    ),
  );
const arbitraryPlayers = fc.array(
  fc.record({
    handicap: fc.integer({ min: -10, max: 54 }),
    own: fc.option(fc.integer({ min: -10, max: 54 })),
    results: arbitraryResults,
  }),
  { maxLength: 25 },
);
const toInputs = (
  players: { handicap: number; own: number | null; results: { numero_hoyo: number; golpes: number }[] }[],
) => players.map((p, i) => player(`p${String(i).padStart(2, '0')}`, p.handicap, p.results, p.own));
const tieMethod = fc.constantFrom('puntuacion_media' as const, 'desempate_handicap' as const);

describe('computeTournamentStandings properties', () => {
  it('T§9 "Only players with holes played above 0 are ranked": standings are a permutation of the players, the ranked ones first', () => {
    fc.assert(
      fc.property(arbitraryPlayers, tieMethod, (players, method) => {
        const inputs = toInputs(players);
        const standings = computeTournamentStandings(inputs, { ...options, metodo_desempate: method });
        for (const [list, key] of [
          [standings.byScratch, 'posicion_scratch'],
          [standings.byHandicap, 'posicion_handicap'],
        ] as const) {
          expect(list.map((r) => r.participante_id).sort()).toEqual(
            inputs.map((p) => p.participante_id).sort(),
          );
          const firstUnranked = list.findIndex((r) => r[key] === null);
          if (firstUnranked >= 0)
            expect(list.slice(firstUnranked).every((r) => r[key] === null && r.hoyos_jugados === 0)).toBe(
              true,
            );
          list.forEach((r, i) => {
            if (r[key] !== null) expect(r[key]).toBeLessThanOrEqual(i + 1);
          });
        }
      }),
    );
  });

  it("adding a worse player never moves a better one's position", () => {
    fc.assert(
      fc.property(
        arbitraryPlayers,
        fc.record({
          handicap: fc.integer({ min: -10, max: 54 }),
          own: fc.constant(null),
          results: arbitraryResults,
        }),
        tieMethod,
        (players, newcomer, method) => {
          const before = computeTournamentStandings(toInputs(players), {
            ...options,
            metodo_desempate: method,
          });
          const after = computeTournamentStandings(toInputs([...players, newcomer]), {
            ...options,
            metodo_desempate: method,
          });
          const added = after.byScratch.find(
            (r) => r.participante_id === `p${String(players.length).padStart(2, '0')}`,
          );
          if (added === undefined || added.hoyos_jugados === 0) return;
          for (const [mode, key] of [
            ['resultado_scratch', 'posicion_scratch'],
            ['resultado_handicap', 'posicion_handicap'],
          ] as const) {
            for (const row of before.byScratch) {
              if (row[mode] === null || (row[mode] ?? 0) >= (added[mode] ?? 0)) continue;
              const same = after.byScratch.find((r) => r.participante_id === row.participante_id);
              expect(same?.[key]).toBe(row[key]);
            }
          }
        },
      ),
    );
  });
});
