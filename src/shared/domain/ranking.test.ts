import { describe, expect, it } from 'vitest';
import { competitionPositions, rankTournamentRows, type RankableRow } from './ranking';
import { expectDomainError } from './test-helpers';

const row = (id: string, result: number | null, handicap = 10, own: number | null = 10): RankableRow => ({
  participante_id: id,
  nombre: id,
  handicap,
  handicap_propio: own,
  hoyos_jugados: result === null ? 0 : 18,
  resultado_scratch: result,
  resultado_handicap: result,
});

const positions = (
  rows: RankableRow[],
  method: 'puntuacion_media' | 'desempate_handicap',
  mode: 'scratch' | 'handicap' = 'handicap',
) => rankTournamentRows(rows, mode, method).ranked.map((r) => [r.row.participante_id, r.posicion]);

describe('competitionPositions', () => {
  it('equal items share the position and the next one skips (1, 2, 2, 4)', () => {
    expect(competitionPositions([1, 2, 2, 3], (a, b) => a === b)).toEqual([1, 2, 2, 4]);
    expect(competitionPositions([5, 5, 5], (a, b) => a === b)).toEqual([1, 1, 1]);
    expect(competitionPositions([], () => true)).toEqual([]);
  });
});

describe('rankTournamentRows (T§9 Ranking)', () => {
  it('T§9 "Only players with holes played above 0 are ranked; unplayed players are listed last without position"', () => {
    const ranking = rankTournamentRows(
      [row('zoe', null), row('ana', 3), row('bea', null)],
      'scratch',
      'puntuacion_media',
    );
    expect(ranking.ranked.map((r) => r.row.participante_id)).toEqual(['ana']);
    expect(ranking.unranked.map((r) => r.participante_id)).toEqual(['bea', 'zoe']);
  });

  it('design §7 "puntuacion_media shares …": equal results share the position (1, 2, 2, 4)', () => {
    expect(positions([row('a', 1), row('b', 4), row('c', 2), row('d', 2)], 'puntuacion_media')).toEqual([
      ['a', 1],
      ['c', 2],
      ['d', 2],
      ['b', 4],
    ]);
  });

  it('T§9 "Handicap ranking: result versus par ascending; tie-break lower playing handicap first, then higher own handicap"', () => {
    const rows = [row('a', 2, 12, 10), row('b', 2, 8, 7), row('c', 2, 8, 9.5), row('d', 1, 20, 20)];
    expect(positions(rows, 'desempate_handicap')).toEqual([
      ['d', 1],
      ['c', 2],
      ['b', 3],
      ['a', 4],
    ]);
    // Under puntuacion_media the order is the same but the position is shared.
    expect(positions(rows, 'puntuacion_media')).toEqual([
      ['d', 1],
      ['c', 2],
      ['b', 2],
      ['a', 2],
    ]);
  });

  it('design §7 "desempate_handicap breaks ties … in both rankings"', () => {
    expect(positions([row('a', 0, 12), row('b', 0, 8)], 'desempate_handicap', 'scratch')).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('players tied on result and both handicaps still share the position; unknown own handicap goes after a known one', () => {
    expect(positions([row('a', 0, 8, 8), row('b', 0, 8, 8)], 'desempate_handicap')).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(positions([row('a', 0, 8, null), row('b', 0, 8, -1)], 'desempate_handicap')).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('rejects an unknown tie method or mode', () => {
    expectDomainError(() => rankTournamentRows([], 'scratch', 'moneda' as never), 'INVALID_TIE_METHOD');
    expectDomainError(
      () => rankTournamentRows([], 'stableford' as never, 'puntuacion_media'),
      'INVALID_MODE',
    );
  });
});
