import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { holesWith } from '../whs/test-helpers';
import { holeDifficulty } from './hole-difficulty';

const tee = holesWith().map(({ numero_hoyo, par, handicap }) => ({ numero_hoyo, par, handicap }));

describe("holeDifficulty: 'Dificultad real de los hoyos'", () => {
  it('average to par per hole and its rank, against the stroke index', () => {
    const cards = [
      [
        { numero_hoyo: 1, golpes: 5 },
        { numero_hoyo: 2, golpes: 4 },
        { numero_hoyo: 3, golpes: 3 },
        { numero_hoyo: 4, golpes: null, recogida: true },
      ],
      [
        { numero_hoyo: 1, golpes: 6 },
        { numero_hoyo: 2, golpes: 5 },
        { numero_hoyo: 3, golpes: 5 },
        { numero_hoyo: 4, golpes: 6 },
      ],
      [
        { numero_hoyo: 1, golpes: 4 },
        { numero_hoyo: 2, golpes: 6 },
        { numero_hoyo: 3, golpes: 5 },
      ],
    ];
    const result = holeDifficulty(tee, cards);
    // Hole 1 (par 4, index 7): 5, 6, 4 → 5.0 (+1). Hole 2 (par 4, index 3): 4, 5, 6 → 5.0 (+1).
    // Hole 3 (par 3, index 15): 3, 5, 5 → 13 / 3 (+4 / 3): the hardest. Hole 4 (par 5, index 1): 6 (+1), one
    // picked up not averaged. Holes 1, 2 and 4 share the 2nd place.
    expect(
      result.slice(0, 4).map((h) => [h.numero_hoyo, h.strokeIndex, h.scores, h.pickedUp, h.rank]),
    ).toEqual([
      [1, 7, 3, 0, 2],
      [2, 3, 3, 0, 2],
      [3, 15, 3, 0, 1],
      [4, 1, 1, 1, 2],
    ]);
    expect(result[0]).toMatchObject({ averageStrokes: 5, averageToPar: 1 });
    expect(result[2]?.averageToPar).toBeCloseTo(4 / 3, 12);
    expect(result[4]).toEqual({
      numero_hoyo: 5,
      par: 4,
      strokeIndex: 11,
      scores: 0,
      pickedUp: 0,
      averageStrokes: null,
      averageToPar: null,
      rank: null,
    });
    expect(result).toHaveLength(18);
  });

  it('refuses a hole 19 or strokes 0', () => {
    for (const card of [[{ numero_hoyo: 19, golpes: 4 }], [{ numero_hoyo: 1, golpes: 0 }]]) {
      try {
        holeDifficulty(tee, [card]);
        expect.unreachable();
      } catch (error) {
        expect(isDomainError(error)).toBe(true);
      }
    }
  });
});
