import { describe, expect, it } from 'vitest';
import { balancedPairs } from './balanced-pairs';

// Worked by hand: the lowest handicap with the highest, and inwards.
describe("'Formar parejas equilibradas'", () => {
  it('six players 2, 8, 12, 20, 25, 30 → 2+30, 8+25, 12+20 (sums 32, 33, 32), whatever their order', () => {
    const players = [
      { id: 'c', handicap: 12 },
      { id: 'f', handicap: 30 },
      { id: 'a', handicap: 2 },
      { id: 'e', handicap: 25 },
      { id: 'b', handicap: 8 },
      { id: 'd', handicap: 20 },
    ];
    expect(balancedPairs(players)).toEqual({
      pairs: [
        ['a', 'f'],
        ['b', 'e'],
        ['c', 'd'],
      ],
      left: null,
    });
  });

  it('five players: the middle handicap is left without a partner', () => {
    const players = [10, 4, 18, 26, 14].map((handicap, i) => ({ id: `p${i}`, handicap }));
    // 4 (p1) + 26 (p3), 10 (p0) + 18 (p2); 14 (p4) left.
    expect(balancedPairs(players)).toEqual({
      pairs: [
        ['p1', 'p3'],
        ['p0', 'p2'],
      ],
      left: 'p4',
    });
  });

  it('plus handicaps are the lowest; unknown ones count as the highest; equal handicaps keep the order given', () => {
    const players = [
      { id: 'x', handicap: null },
      { id: 'plus', handicap: -2 },
      { id: 'm1', handicap: 15 },
      { id: 'm2', handicap: 15 },
    ];
    expect(balancedPairs(players).pairs).toEqual([
      ['plus', 'x'],
      ['m1', 'm2'],
    ]);
  });

  it('fewer than two players: no pair', () => {
    expect(balancedPairs([])).toEqual({ pairs: [], left: null });
    expect(balancedPairs([{ id: 'solo', handicap: 9 }])).toEqual({ pairs: [], left: 'solo' });
  });
});
