import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePersonalGameStandings, type PersonalGameParticipantInput } from './personal-game-standings';
import { computeTournamentStandings } from './tournament-standings';
import { expectDomainError, resultsOverPar, TEE_HOLES } from './test-helpers';

const p = (
  id: string,
  handicap_partida: number | null,
  results: PersonalGameParticipantInput['results'],
): PersonalGameParticipantInput => ({ participante_id: id, nombre: id, handicap_partida, results });

const scratchOf = (game: PersonalGameParticipantInput[], holes = TEE_HOLES) =>
  computePersonalGameStandings(game, holes).byScratch.map((r) => [
    r.participante_id,
    r.resultado_scratch,
    r.posicion_scratch,
  ]);
const handicapOf = (game: PersonalGameParticipantInput[], holes = TEE_HOLES) =>
  computePersonalGameStandings(game, holes).byHandicap.map((r) => [
    r.participante_id,
    r.resultado_handicap,
    r.posicion_handicap,
  ]);

describe('computePersonalGameStandings (P§9)', () => {
  it('P§9 "Ranking in a personal game: ascending by result to par"', () => {
    const game = [p('ana', 18, resultsOverPar(18, 1)), p('luis', 4, resultsOverPar(18, 0))];
    expect(scratchOf(game)).toEqual([
      ['luis', 0, 1],
      ['ana', 18, 2],
    ]);
    expect(handicapOf(game)).toEqual([
      ['luis', -4, 1],
      ['ana', 0, 2],
    ]);
  });

  it('P§9 "in handicap mode ties broken by lower handicap"', () => {
    // Both net level par: the 10 shot 10 over, the 18 shot 18 over.
    const game = [
      p('alto', 18, resultsOverPar(18, 1)),
      p(
        'bajo',
        10,
        resultsOverPar(18, 0).map((r, i) => ({ ...r, golpes: r.golpes + (i < 10 ? 1 : 0) })),
      ),
    ];
    expect(handicapOf(game)).toEqual([
      ['bajo', 0, 1],
      ['alto', 0, 2],
    ]);
  });

  it('in scratch mode equal results share the rank, listed by name', () => {
    const game = [p('b', 18, resultsOverPar(18, 0)), p('a', 1, resultsOverPar(18, 0))];
    expect(scratchOf(game)).toEqual([
      ['a', 0, 1],
      ['b', 0, 1],
    ]);
  });

  it('P§9 "only players with at least one hole are ranked"; P§5 "An empty handicap edit counts as 0"', () => {
    const standings = computePersonalGameStandings(
      [p('nadie', null, []), p('uno', null, [{ numero_hoyo: 1, golpes: 4 }])],
      [],
    );
    expect(standings.byHandicap.map((r) => [r.participante_id, r.posicion_handicap, r.handicap])).toEqual([
      ['uno', 1, 0],
      ['nadie', null, 0],
    ]);
    expect(standings.byHandicap[1]?.resultado_handicap).toBeNull();
  });

  it('plus handicap of a guest in handicap mode; no stroke limit applies', () => {
    expect(handicapOf([p('pro', -2, resultsOverPar(18, 0))])).toEqual([['pro', 2, 1]]);
    expect(scratchOf([p('x', 0, [{ numero_hoyo: 1, golpes: 15 }])])).toEqual([['x', 11, 1]]);
  });

  it('gives the one standings row of design §13: the same numbers as a Medal tournament', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 18 }),
        fc.integer({ min: -10, max: 54 }),
        (strokes, handicap) => {
          const results = strokes.map((golpes, i) => ({ numero_hoyo: i + 1, golpes }));
          const personal = computePersonalGameStandings([p('x', handicap, results)], TEE_HOLES).byScratch[0];
          const torneo = computeTournamentStandings(
            [{ participante_id: 'x', nombre: 'x', handicap, handicap_propio: null, results }],
            { holes: TEE_HOLES, limite_golpes_hoyo: null },
          ).byScratch[0];
          expect(personal).toEqual(torneo);
        },
      ),
    );
  });

  it('rejects impossible input', () => {
    expectDomainError(
      () => computePersonalGameStandings([p('x', 0, [{ numero_hoyo: 19, golpes: 4 }])], []),
      'INVALID_HOLE_NUMBER',
    );
    expectDomainError(
      () => computePersonalGameStandings([p('x', 0, [{ numero_hoyo: 1, golpes: 0 }])], []),
      'INVALID_STROKES',
    );
    expectDomainError(
      () => computePersonalGameStandings([p('x', 0, []), p('x', 0, [])], []),
      'DUPLICATE_PARTICIPANT',
    );
    expectDomainError(() => computePersonalGameStandings([p('x', Number.NaN, [])], []), 'INVALID_HANDICAP');
  });
});
