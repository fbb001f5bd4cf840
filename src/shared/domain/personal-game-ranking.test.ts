import { describe, expect, it } from 'vitest';
import { rankPersonalGame, type PersonalGameParticipantInput } from './personal-game-ranking';
import { expectDomainError, resultsOverPar, TEE_HOLES } from './test-helpers';

const p = (
  id: string,
  handicap_partida: number | null,
  results: PersonalGameParticipantInput['results'],
) => ({
  id,
  nombre: id,
  handicap_partida,
  results,
});

describe('rankPersonalGame (P§9)', () => {
  it('P§9 "Ranking in a personal game: ascending by result to par"', () => {
    const game = [p('ana', 18, resultsOverPar(18, 1)), p('luis', 4, resultsOverPar(18, 0))];
    const scratch = rankPersonalGame(game, TEE_HOLES, 'scratch');
    expect(scratch.ranked.map((r) => [r.row.id, r.row.resultado, r.posicion])).toEqual([
      ['luis', 0, 1],
      ['ana', 18, 2],
    ]);
    const handicap = rankPersonalGame(game, TEE_HOLES, 'handicap');
    expect(handicap.ranked.map((r) => [r.row.id, r.row.resultado, r.posicion])).toEqual([
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
    const handicap = rankPersonalGame(game, TEE_HOLES, 'handicap');
    expect(handicap.ranked.map((r) => [r.row.id, r.row.resultado, r.posicion])).toEqual([
      ['bajo', 0, 1],
      ['alto', 0, 2],
    ]);
  });

  it('in scratch mode equal results share the rank', () => {
    const game = [p('b', 18, resultsOverPar(18, 0)), p('a', 1, resultsOverPar(18, 0))];
    expect(rankPersonalGame(game, TEE_HOLES, 'scratch').ranked.map((r) => [r.row.id, r.posicion])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('P§9 "only players with at least one hole are ranked"; P§5 "An empty handicap edit counts as 0"', () => {
    const ranking = rankPersonalGame(
      [p('nadie', null, []), p('uno', null, [{ numero_hoyo: 1, golpes: 4 }])],
      [],
      'handicap',
    );
    expect(ranking.ranked.map((r) => r.row.id)).toEqual(['uno']);
    expect(ranking.ranked[0]?.row.handicap_partida).toBe(0);
    expect(ranking.unranked.map((r) => r.id)).toEqual(['nadie']);
    expect(ranking.unranked[0]?.resultado).toBeNull();
  });

  it('plus handicap of a guest in handicap mode', () => {
    const ranking = rankPersonalGame([p('pro', -2, resultsOverPar(18, 0))], TEE_HOLES, 'handicap');
    expect(ranking.ranked[0]?.row.resultado).toBe(2);
  });

  it('rejects impossible input', () => {
    expectDomainError(
      () => rankPersonalGame([p('x', 0, [{ numero_hoyo: 19, golpes: 4 }])], [], 'scratch'),
      'INVALID_HOLE_NUMBER',
    );
    expectDomainError(
      () => rankPersonalGame([p('x', 0, [{ numero_hoyo: 1, golpes: 0 }])], [], 'scratch'),
      'INVALID_STROKES',
    );
    expectDomainError(
      () => rankPersonalGame([p('x', 0, []), p('x', 0, [])], [], 'scratch'),
      'DUPLICATE_PARTICIPANT',
    );
    expectDomainError(() => rankPersonalGame([p('x', Number.NaN, [])], [], 'scratch'), 'INVALID_HANDICAP');
    expectDomainError(() => rankPersonalGame([], [], 'stableford' as never), 'INVALID_MODE');
  });
});
