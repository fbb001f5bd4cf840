import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../test-helpers';
import {
  bracketOrder,
  createDraw,
  currentRound,
  knockoutPositions,
  laterMatches,
  matchesInRound,
  nextSlot,
  pairSidesRandomly,
  previousMatch,
  procedenciaText,
  roundName,
  type PositionedMatch,
} from './draw';

/** Entrants s1 … sn with playing handicaps 1 … n: seed k is sk. */
const entrants = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `s${i + 1}`, playingHandicap: i + 1 }));

/** A seeded generator (mulberry32) for reproducible 'sorteo' draws. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('roundName', () => {
  it('names rounds by their matches', () => {
    expect([1, 2, 4, 8, 16].map((n) => roundName(n))).toEqual([
      'Final',
      'Semifinales',
      'Cuartos',
      'Octavos',
      'Dieciseisavos',
    ]);
    expect(roundName(32)).toBe('Ronda 32');
    expect(roundName(32, 1)).toBe('Ronda 1');
    expect(matchesInRound(4, 2)).toBe(4);
  });
});

describe('createDraw', () => {
  it('the standard bracket order: 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11', () => {
    expect(bracketOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(2)).toEqual([1, 2]);
  });

  it('8 by handicap: the lowest playing handicap is seed 1; later rounds are empty', () => {
    const shuffled = [...entrants(8)].reverse();
    const draw = createDraw(shuffled, 'handicap');
    expect(draw.rounds).toBe(3);
    expect(draw.matches.filter((m) => m.ronda === 1).map((m) => [m.side1, m.side2])).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
    expect(draw.matches.filter((m) => m.ronda > 1)).toEqual([
      { ronda: 2, posicion: 1, side1: null, side2: null, bye: false },
      { ronda: 2, posicion: 2, side1: null, side2: null, bye: false },
      { ronda: 3, posicion: 1, side1: null, side2: null, bye: false },
    ]);
  });

  it('6 by handicap: byes to seeds 1 and 2, who are already in the semi-finals', () => {
    const draw = createDraw(entrants(6), 'handicap');
    expect(draw.matches).toEqual([
      { ronda: 1, posicion: 1, side1: 's1', side2: null, bye: true },
      { ronda: 1, posicion: 2, side1: 's4', side2: 's5', bye: false },
      { ronda: 1, posicion: 3, side1: 's2', side2: null, bye: true },
      { ronda: 1, posicion: 4, side1: 's3', side2: 's6', bye: false },
      { ronda: 2, posicion: 1, side1: 's1', side2: null, bye: false },
      { ronda: 2, posicion: 2, side1: 's2', side2: null, bye: false },
      { ronda: 3, posicion: 1, side1: null, side2: null, bye: false },
    ]);
  });

  it('2 entrants: a final; equal handicaps keep the given order', () => {
    const draw = createDraw(
      [
        { id: 'b', playingHandicap: 5 },
        { id: 'a', playingHandicap: 5 },
      ],
      'handicap',
    );
    expect(draw).toEqual({
      rounds: 1,
      matches: [{ ronda: 1, posicion: 1, side1: 'b', side2: 'a', bye: false }],
    });
  });

  it('sorteo: the injected generator decides; the same seed gives the same draw', () => {
    const a = createDraw(entrants(11), 'sorteo', seeded(7));
    const b = createDraw(entrants(11), 'sorteo', seeded(7));
    expect(a).toEqual(b);
    expect(a).not.toEqual(createDraw(entrants(11), 'handicap'));
  });

  it('refuses fewer than 2 entrants, a repeated one, an unknown mode', () => {
    expectDomainError(() => createDraw(entrants(1), 'handicap'), 'INVALID_DRAW');
    expectDomainError(
      () => createDraw([...entrants(2), { id: 's1', playingHandicap: 3 }], 'handicap'),
      'INVALID_DRAW',
    );
    expectDomainError(() => createDraw(entrants(4), 'otro' as 'sorteo'), 'INVALID_DRAW');
  });

  it('properties: every entrant once in round 1, byes only in round 1 and to the top seeds, 1 and 2 in different halves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 70 }), fc.boolean(), fc.integer(), (n, sorteo, seed) => {
        const draw = createDraw(entrants(n), sorteo ? 'sorteo' : 'handicap', seeded(seed));
        const size = 2 ** draw.rounds;
        expect(size).toBeGreaterThanOrEqual(n);
        expect(size / 2).toBeLessThan(n);
        const first = draw.matches.filter((m) => m.ronda === 1);
        expect(first).toHaveLength(size / 2);
        const ids = first.flatMap((m) => [m.side1, m.side2]).filter((id) => id !== null);
        expect([...ids].sort()).toEqual(
          entrants(n)
            .map((e) => e.id)
            .sort(),
        );
        const byes = first.filter((m) => m.bye);
        expect(byes).toHaveLength(size - n);
        expect(draw.matches.filter((m) => m.ronda > 1).every((m) => !m.bye)).toBe(true);
        for (const bye of byes) {
          expect(bye.side1).not.toBeNull();
          expect(bye.side2).toBeNull();
          const slot = nextSlot(bye.ronda, bye.posicion);
          const next = draw.matches.find((m) => m.ronda === slot.ronda && m.posicion === slot.posicion);
          expect(slot.side === 1 ? next?.side1 : next?.side2).toBe(bye.side1);
        }
        const placed = draw.matches.filter((m) => m.ronda > 1).flatMap((m) => [m.side1, m.side2]);
        expect(placed.filter((id) => id !== null)).toHaveLength(draw.rounds > 1 ? byes.length : 0);
        if (!sorteo) {
          // Byes to the top seeds: s1 … s(byes).
          expect(byes.map((m) => m.side1).sort()).toEqual(
            Array.from({ length: byes.length }, (_, i) => `s${i + 1}`).sort(),
          );
          if (n > 2) {
            const half = (id: string) =>
              first.findIndex((m) => m.side1 === id || m.side2 === id) < size / 4 ? 'top' : 'bottom';
            expect(half('s1')).not.toBe(half('s2'));
          }
        }
      }),
    );
  });
});

describe('nextSlot', () => {
  it('the winner of match p goes to match ⌈p/2⌉ of the next round, odd matches on side 1', () => {
    expect(nextSlot(1, 1)).toEqual({ ronda: 2, posicion: 1, side: 1 });
    expect(nextSlot(1, 2)).toEqual({ ronda: 2, posicion: 1, side: 2 });
    expect(nextSlot(2, 3)).toEqual({ ronda: 3, posicion: 2, side: 1 });
    expect(previousMatch(3, 2, 1)).toEqual({ ronda: 2, posicion: 3 });
    expect(previousMatch(3, 2, 2)).toEqual({ ronda: 2, posicion: 4 });
    expect(previousMatch(1, 1, 1)).toBeNull();
    expectDomainError(() => nextSlot(0, 1), 'INVALID_DRAW');
  });
});

describe('procedenciaText, laterMatches, currentRound, pairSidesRandomly', () => {
  it('names where a side comes from', () => {
    expect(procedenciaText(3, 2, 1, 1)).toBe('Ganador de Cuartos 1');
    expect(procedenciaText(3, 2, 2, 2)).toBe('Ganador de Cuartos 4');
    expect(procedenciaText(3, 3, 1, 2)).toBe('Ganador de Semifinal 2');
    expect(procedenciaText(6, 2, 1, 1)).toBe('Ganador de Ronda 1 1');
    expect(procedenciaText(3, 1, 1, 1)).toBeNull();
  });

  it('the later matches a result feeds, up to the final', () => {
    expect(laterMatches(1, 3, 3)).toEqual([
      { ronda: 2, posicion: 2 },
      { ronda: 3, posicion: 1 },
    ]);
    expect(laterMatches(3, 1, 3)).toEqual([]);
  });

  it('the current round is the first with an undecided match; the last when all are', () => {
    const draw = createDraw(entrants(6), 'handicap');
    const decided = new Set(['1-1', '1-3']); // the byes
    const isDecided = (m: { ronda: number; posicion: number }) => decided.has(`${m.ronda}-${m.posicion}`);
    expect(currentRound(draw.matches, draw.rounds, isDecided)).toBe(1);
    decided.add('1-2').add('1-4');
    expect(currentRound(draw.matches, draw.rounds, isDecided)).toBe(2);
    expect(currentRound(draw.matches, draw.rounds, () => true)).toBe(3);
  });

  it('pairs sides at random with the injected generator; an odd one out is left unpaired', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const { pairs, unpaired } = pairSidesRandomly(ids, seeded(3));
    expect(pairs).toHaveLength(2);
    expect([...pairs.flat(), unpaired].sort()).toEqual(ids);
    expect(pairSidesRandomly(ids, seeded(3))).toEqual({ pairs, unpaired });
    expect(pairSidesRandomly(['a', 'b'], () => 0.99)).toEqual({ pairs: [['a', 'b']], unpaired: null });
    expectDomainError(() => pairSidesRandomly(['a', 'a']), 'INVALID_DRAW');
  });
});

/** Plays a whole draw: the lower seed number (by id sN) wins, or the winner `pick` chooses. */
function playDraw(
  n: number,
  pick: (m: PositionedMatch) => 1 | 2,
): { matches: PositionedMatch[]; rounds: number } {
  const draw = createDraw(entrants(n), 'handicap');
  const matches: PositionedMatch[] = draw.matches.map((m) => ({ ...m, winner: m.bye ? 1 : null }));
  for (let ronda = 1; ronda <= draw.rounds; ronda++) {
    for (const m of matches.filter((x) => x.ronda === ronda && !('bye' in x && x.bye))) {
      m.winner = pick(m);
      if (ronda === draw.rounds) continue;
      const slot = nextSlot(m.ronda, m.posicion);
      const next = matches.find(
        (x) => x.ronda === slot.ronda && x.posicion === slot.posicion,
      ) as PositionedMatch;
      const through = m.winner === 1 ? m.side1 : m.side2;
      if (slot.side === 1) next.side1 = through;
      else next.side2 = through;
    }
  }
  return { matches, rounds: draw.rounds };
}
const favourite = (m: PositionedMatch): 1 | 2 =>
  Number(m.side1?.slice(1)) < Number(m.side2?.slice(1)) ? 1 : 2;

describe('knockoutPositions', () => {
  it('8: winner 1, runner-up 2, semi-final losers share 3–4, quarter-final losers 5–8', () => {
    const { matches, rounds } = playDraw(8, favourite);
    const positions = knockoutPositions(matches, rounds);
    expect(Object.fromEntries(positions)).toEqual({
      s1: { position: 1, sharedWith: 1 },
      s2: { position: 2, sharedWith: 1 },
      s3: { position: 3, sharedWith: 2 },
      s4: { position: 3, sharedWith: 2 },
      s5: { position: 5, sharedWith: 4 },
      s6: { position: 5, sharedWith: 4 },
      s7: { position: 5, sharedWith: 4 },
      s8: { position: 5, sharedWith: 4 },
    });
  });

  it('6 with byes: the two first-round losers share 5–6; a running draw gives only the eliminated', () => {
    const { matches, rounds } = playDraw(6, favourite);
    const positions = knockoutPositions(matches, rounds);
    expect(positions.get('s5')).toEqual({ position: 5, sharedWith: 2 });
    expect(positions.get('s6')).toEqual({ position: 5, sharedWith: 2 });
    expect(positions.get('s3')).toEqual({ position: 3, sharedWith: 2 });
    const running = matches.map((m) => (m.ronda >= 2 ? { ...m, winner: null } : m));
    expect([...knockoutPositions(running, rounds).keys()].sort()).toEqual(['s5', 's6']);
  });

  it('one day (rounds = 1): winners share the first positions, halved sides the middle, losers the last', () => {
    const matches: PositionedMatch[] = [
      { ronda: 1, posicion: 1, side1: 'a', side2: 'b', winner: 1 },
      { ronda: 1, posicion: 2, side1: 'c', side2: 'd', winner: 0 },
      { ronda: 1, posicion: 3, side1: 'e', side2: 'f', winner: 2 },
      { ronda: 1, posicion: 4, side1: 'g', side2: 'h', winner: null },
    ];
    expect(Object.fromEntries(knockoutPositions(matches, 1))).toEqual({
      a: { position: 1, sharedWith: 2 },
      f: { position: 1, sharedWith: 2 },
      c: { position: 3, sharedWith: 2 },
      d: { position: 3, sharedWith: 2 },
      b: { position: 5, sharedWith: 2 },
      e: { position: 5, sharedWith: 2 },
    });
  });

  it('property: a finished draw places every entrant; each position is 1 + the sides placed above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer(), (n, seed) => {
        const random = seeded(seed);
        const { matches, rounds } = playDraw(n, () => (random() < 0.5 ? 1 : 2));
        const positions = knockoutPositions(matches, rounds);
        expect(positions.size).toBe(n);
        const list = [...positions.values()];
        expect(list.filter((p) => p.position === 1)).toHaveLength(1);
        for (const p of list) {
          expect(list.filter((q) => q.position < p.position)).toHaveLength(p.position - 1);
          expect(list.filter((q) => q.position === p.position)).toHaveLength(p.sharedWith);
        }
      }),
    );
  });
});
