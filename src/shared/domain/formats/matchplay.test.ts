import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectDomainError, STROKE_INDEXES } from '../test-helpers';
import { formatOf } from './format';
import {
  directMatchResults,
  formatMatchResult,
  matchResultText,
  matchState,
  matchStrokes,
  parseMatchResult,
  sideNetScore,
  strokesReceivedWords,
  type MatchHoleInput,
  type Side,
} from './matchplay';

/** The club's card: stroke index of holes 1–18 = 7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 16, 2, 12, 4, 10, 18, 6, 14. */
const HOLES = STROKE_INDEXES.map((handicap, i) => ({ numero: i + 1, handicap }));
/** Holes (1-based) whose stroke index is ≤ n on that card. */
const holesWithIndexUpTo = (n: number) => HOLES.filter((h) => h.handicap <= n).map((h) => h.numero);
const perHoleOn = (numeros: readonly number[], strokes = 1, elsewhere = 0) =>
  Array.from({ length: 18 }, (_, i) => (numeros.includes(i + 1) ? strokes : elsewhere));

const singles = formatOf({ modalidad: 'matchplay_individual' });
const bestBall = formatOf({ modalidad: 'matchplay_parejas', forma_parejas: 'mejor_bola' });
const foursome = formatOf({ modalidad: 'matchplay_parejas', forma_parejas: 'foursome' });
const greensome = formatOf({ modalidad: 'matchplay_parejas', forma_parejas: 'greensome' });
const player = (participante_id: string, playingHandicap: number) => ({ participante_id, playingHandicap });

describe('matchStrokes (design §14)', () => {
  it('singles 12 v 5: the 12 receives the difference, 7, on stroke indexes 1–7; the 5 plays off 0', () => {
    const [ana, luis] = matchStrokes(singles, [[player('ana', 12)], [player('luis', 5)]], HOLES);
    expect(holesWithIndexUpTo(7)).toEqual([1, 2, 4, 6, 12, 14, 17]);
    expect(ana).toEqual({
      participante_id: 'ana',
      side: 1,
      received: 7,
      perHole: perHoleOn([1, 2, 4, 6, 12, 14, 17]),
    });
    expect(luis).toEqual({ participante_id: 'luis', side: 2, received: 0, perHole: perHoleOn([]) });
    // The other way round: the lower handicap on side 1.
    const swapped = matchStrokes(singles, [[player('luis', 5)], [player('ana', 12)]], HOLES);
    expect(swapped.map((s) => [s.participante_id, s.side, s.received])).toEqual([
      ['luis', 1, 0],
      ['ana', 2, 7],
    ]);
  });

  it('mejor bola 4, 10, 14, 20 (90 % already applied): all off the lowest → 0, 6, 10, 16', () => {
    const strokes = matchStrokes(
      bestBall,
      [
        [player('a', 4), player('c', 14)],
        [player('b', 10), player('d', 20)],
      ],
      HOLES,
    );
    expect(strokes.map((s) => [s.participante_id, s.side, s.received])).toEqual([
      ['a', 1, 0],
      ['c', 1, 10],
      ['b', 2, 6],
      ['d', 2, 16],
    ]);
    expect(strokes[2]?.perHole).toEqual(perHoleOn(holesWithIndexUpTo(6)));
    expect(strokes[3]?.perHole).toEqual(perHoleOn(holesWithIndexUpTo(16)));
    // 16 strokes: every hole but the indexes 17 (hole 7) and 18 (hole 16).
    expect(strokes[3]?.perHole[6]).toBe(0);
    expect(strokes[3]?.perHole[15]).toBe(0);
  });

  it('foursome and greensome: the sides’ playing handicaps, the difference to the higher side', () => {
    for (const format of [foursome, greensome]) {
      // A one-ball side lists its partners with the pair's playing handicap (9 and 15): 6 strokes to each of the 15s.
      const strokes = matchStrokes(
        format,
        [
          [player('a', 9), player('c', 9)],
          [player('b', 15), player('d', 15)],
        ],
        HOLES,
      );
      expect(strokes.map((s) => s.received)).toEqual([0, 0, 6, 6]);
      expect(strokes[2]?.perHole).toEqual(perHoleOn(holesWithIndexUpTo(6)));
    }
    // The side's handicap is its first player's (the pair's card is stored under its first partner).
    expect(
      matchStrokes(foursome, [[player('a', 9)], [player('b', 15)]], HOLES).map((s) => s.received),
    ).toEqual([0, 6]);
  });

  it('a difference over 18 gives 2 strokes on the lowest indexes: 24 v 4 → 20, 2 on indexes 1–2', () => {
    const [, high] = matchStrokes(singles, [[player('low', 4)], [player('high', 24)]], HOLES);
    expect(high?.received).toBe(20);
    expect(high?.perHole).toEqual(perHoleOn(holesWithIndexUpTo(2), 2, 1));
    expect(high?.perHole.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('plus handicaps: +2 (−2) v 3 → the 3 receives 5; an unknown stroke index counts as 18', () => {
    const [, b] = matchStrokes(singles, [[player('a', -2)], [player('b', 3)]], HOLES);
    expect(b?.received).toBe(5);
    const unknown = HOLES.map((h) => ({ numero: h.numero, handicap: h.numero === 4 ? null : h.handicap }));
    const [, c] = matchStrokes(singles, [[player('a', 0)], [player('c', 1)]], unknown);
    // Hole 4 (index 1) unknown counts as index 18: the one stroke (index 1) falls on no hole of this card.
    expect(c?.perHole[3]).toBe(0);
  });

  it('refuses a side without players and a non-integer handicap', () => {
    expectDomainError(() => matchStrokes(singles, [[], [player('b', 3)]], HOLES), 'INVALID_MATCH');
    expectDomainError(
      () => matchStrokes(singles, [[player('a', 2.5)], [player('b', 3)]], HOLES),
      'INVALID_HANDICAP',
    );
  });
});

describe('sideNetScore', () => {
  it('the better net ball; a ball without strokes does not count; all picked up loses the hole', () => {
    expect(
      sideNetScore([
        { golpes: 5, received: 1 },
        { golpes: 5, received: 0 },
      ]),
    ).toBe(4);
    expect(
      sideNetScore([
        { golpes: null, received: 1 },
        { golpes: 5, received: 0 },
      ]),
    ).toBe(5);
    expect(sideNetScore([{ golpes: null, received: 1 }])).toBeNull();
    expect(
      sideNetScore([
        { golpes: null, received: 0, recogida: true },
        { golpes: 6, received: 1 },
      ]),
    ).toBe(5);
    expect(sideNetScore([{ golpes: null, received: 0, recogida: true }])).toBe(Number.POSITIVE_INFINITY);
    const state = matchState({
      names: ['A', 'B'],
      knockout: false,
      holes: [{ numero: 1, side1: Number.POSITIVE_INFINITY, side2: 9 }],
    });
    expect(state.holes[0]?.winner).toBe(2);
  });
});

/** Holes from a string per hole: '1' side 1 wins, '2' side 2 wins, '0' halved, '-' not played. */
function card(outcomes: string): MatchHoleInput[] {
  return [...outcomes].flatMap((c, i) => {
    if (c === '-') return [];
    return [{ numero: i + 1, side1: c === '1' ? 3 : 4, side2: c === '2' ? 3 : 4 }];
  });
}
const NAMES = ['Ana', 'Luis'] as const;

describe('matchState (Rules of Golf 3.2)', () => {
  it('before the first hole: all square, 18 left', () => {
    const s = matchState({ names: NAMES, holes: [], knockout: true });
    expect([s.status, s.played, s.left, s.leader, s.decided, s.resultText]).toEqual([
      'Iguales',
      0,
      18,
      null,
      false,
      null,
    ]);
  });

  it('3/2: three holes won and thirteen halved; dormie at 3 up with 3 left; later holes do not count', () => {
    const s = matchState({ names: NAMES, holes: card('111' + '0'.repeat(13) + '22'), knockout: false });
    expect(s.holes[1]?.status).toBe('Ana 2 arriba');
    expect(s.holes[14]?.status).toBe('Ana 3 arriba · Dormie');
    expect(s.holes[15]?.status).toBe('Ana gana 3/2');
    expect(s.holes[16]).toEqual({ numero: 17, winner: null, conceded: false, status: '' });
    expect([s.decided, s.winner, s.resultText, s.status, s.up, s.left, s.dormie]).toEqual([
      true,
      1,
      '3/2',
      'Ana gana 3/2',
      3,
      2,
      false,
    ]);
  });

  it('live: Luis 2 up with 2 left is dormie; 1 up with 1 left too', () => {
    const dormie = matchState({ names: NAMES, holes: card('2' + '0'.repeat(14) + '2'), knockout: true });
    expect([dormie.status, dormie.dormie, dormie.leader, dormie.up, dormie.left]).toEqual([
      'Luis 2 arriba · Dormie',
      true,
      2,
      2,
      2,
    ]);
    const one = matchState({ names: NAMES, holes: card('2' + '0'.repeat(15) + '1'), knockout: true });
    expect(one.status).toBe('Iguales');
    const oneUp = matchState({ names: NAMES, holes: card('2' + '0'.repeat(16)), knockout: true });
    expect([oneUp.status, oneUp.dormie]).toEqual(['Luis 1 arriba · Dormie', true]);
    const notDormie = matchState({ names: NAMES, holes: card('22'), knockout: true });
    expect([notDormie.status, notDormie.dormie]).toEqual(['Luis 2 arriba', false]);
  });

  it('won on the 18th: 1 arriba from all square, 2 arriba from 1 up; 3/1 from dormie 2 up with 2 left', () => {
    expect(matchState({ names: NAMES, holes: card('0'.repeat(17) + '1'), knockout: false }).status).toBe(
      'Ana gana 1 arriba',
    );
    const two = matchState({ names: NAMES, holes: card('2' + '0'.repeat(16) + '2'), knockout: false });
    expect([two.resultText, two.status]).toEqual(['2 arriba', 'Luis gana 2 arriba']);
    // 1 up after 16 and the 17th won: 2 up with 1 left ends 2/1, not on the 18th.
    const twoOne = matchState({ names: NAMES, holes: card('2' + '0'.repeat(15) + '22'), knockout: false });
    expect(twoOne.resultText).toBe('2/1');
    const threeOne = matchState({ names: NAMES, holes: card('11' + '0'.repeat(14) + '1'), knockout: false });
    expect(threeOne.resultText).toBe('3/1');
  });

  it('10/8: ten holes won in a row', () => {
    const s = matchState({ names: NAMES, holes: card('1'.repeat(18)), knockout: false });
    expect([s.resultText, s.played, s.left]).toEqual(['10/8', 10, 8]);
  });

  it('halved after 18: Empate in one day; a knockout needs extra holes, the first one won decides', () => {
    const holes = card('12' + '0'.repeat(16));
    const oneDay = matchState({ names: NAMES, holes, knockout: false });
    expect([oneDay.decided, oneDay.winner, oneDay.resultText, oneDay.status, oneDay.needsExtraHoles]).toEqual(
      [true, 0, 'Empate', 'Empate', false],
    );
    const knockout = matchState({ names: NAMES, holes, knockout: true });
    expect([knockout.decided, knockout.winner, knockout.needsExtraHoles, knockout.status]).toEqual([
      false,
      null,
      true,
      'Iguales',
    ]);
    const halved19 = matchState({
      names: NAMES,
      holes,
      knockout: true,
      extraHoles: [{ numero: 19, winner: 0 }],
    });
    expect([halved19.needsExtraHoles, halved19.played]).toEqual([true, 19]);
    const won20 = matchState({
      names: NAMES,
      holes,
      knockout: true,
      extraHoles: [
        { numero: 20, winner: 2 },
        { numero: 19, winner: 0 },
      ],
    });
    expect([won20.decided, won20.winner, won20.resultText, won20.status, won20.needsExtraHoles]).toEqual([
      true,
      2,
      'gana en el hoyo 20',
      'Luis gana en el hoyo 20',
      false,
    ]);
    // Extra holes of a match not halved are ignored.
    expect(
      matchState({
        names: NAMES,
        holes: card('1' + '0'.repeat(17)),
        knockout: true,
        extraHoles: [{ numero: 19, winner: 2 }],
      }).status,
    ).toBe('Ana gana 1 arriba');
  });

  it('a conceded hole is won by the other side whatever the strokes say, and counts as played', () => {
    const s = matchState({
      names: NAMES,
      knockout: true,
      holes: [
        { numero: 1, side1: 3, side2: 5, concededBy: 1 },
        { numero: 2, side1: null, side2: null, concededBy: 1 },
      ],
    });
    expect(s.holes.slice(0, 2)).toEqual([
      { numero: 1, winner: 2, conceded: true, status: 'Luis 1 arriba' },
      { numero: 2, winner: 2, conceded: true, status: 'Luis 2 arriba' },
    ]);
    expect([s.played, s.left]).toEqual([2, 16]);
  });

  it('a hole only one side has scored is not played yet', () => {
    const s = matchState({ names: NAMES, knockout: true, holes: [{ numero: 1, side1: 4, side2: null }] });
    expect([s.played, s.holes[0]?.winner, s.status]).toEqual([0, null, 'Iguales']);
  });

  it('a conceded match is won by the other side; the holes decide first when they already have', () => {
    const s = matchState({ names: NAMES, holes: card('22'), knockout: true, concededMatchBy: 2 });
    expect([s.decided, s.winner, s.resultText, s.status]).toEqual([
      true,
      1,
      'partido concedido',
      'Ana gana: partido concedido',
    ]);
    const already = matchState({
      names: NAMES,
      holes: card('1111111111'),
      knockout: true,
      concededMatchBy: 1,
    });
    expect(already.status).toBe('Ana gana 10/8');
    const halved = matchState({
      names: NAMES,
      holes: card('0'.repeat(18)),
      knockout: true,
      concededMatchBy: 1,
    });
    expect([halved.status, halved.needsExtraHoles]).toEqual(['Luis gana: partido concedido', false]);
  });

  it('refuses a hole outside 1–18, a repeated hole, and an extra hole before 19', () => {
    expectDomainError(
      () => matchState({ names: NAMES, knockout: true, holes: [{ numero: 19, side1: 3, side2: 4 }] }),
      'INVALID_HOLE_NUMBER',
    );
    expectDomainError(
      () => matchState({ names: NAMES, knockout: true, holes: [...card('1'), ...card('2')] }),
      'DUPLICATE_HOLE',
    );
    expectDomainError(
      () =>
        matchState({
          names: NAMES,
          knockout: true,
          holes: card('0'.repeat(18)),
          extraHoles: [{ numero: 18, winner: 1 }],
        }),
      'INVALID_HOLE_NUMBER',
    );
  });
});

describe('matchResultText', () => {
  it('carries the winner for every origin', () => {
    const names = ['Ana', 'Luis'] as const;
    expect(matchResultText({ origin: 'tarjeta', names, winner: 1, result: '3/2' })).toBe('Ana gana 3/2');
    expect(matchResultText({ origin: 'directo', names, winner: 2, result: '1 arriba' })).toBe(
      'Luis gana 1 arriba',
    );
    expect(matchResultText({ origin: 'tarjeta', names, winner: 0, result: 'Empate' })).toBe('Empate');
    expect(matchResultText({ origin: 'directo', names, winner: 1, result: 'gana en el hoyo 19' })).toBe(
      'Ana gana en el hoyo 19',
    );
    expect(matchResultText({ origin: 'no_presentado', names, winner: 1 })).toBe(
      'Ana gana: Luis no presentado',
    );
    expect(matchResultText({ origin: 'exento', names: ['Ana', null], winner: 1 })).toBe('Ana pasa (exento)');
    expect(matchResultText({ origin: 'concedido', names, winner: 2 })).toBe('Luis gana: partido concedido');
  });
});

describe('parseMatchResult', () => {
  it('valid early results are a/b with a = b + 1 or b + 2 and a + b ≤ 18', () => {
    expect(parseMatchResult('3/2')).toEqual({ up: 3, left: 2 });
    expect(parseMatchResult('2/1')).toEqual({ up: 2, left: 1 });
    expect(parseMatchResult('3/1')).toEqual({ up: 3, left: 1 });
    expect(parseMatchResult(' 5 / 4 ')).toEqual({ up: 5, left: 4 });
    expect(parseMatchResult('10/8')).toEqual({ up: 10, left: 8 });
    expect(parseMatchResult('9/8')).toEqual({ up: 9, left: 8 });
  });

  it('refuses what no match can end with', () => {
    for (const text of [
      '5/6',
      '4/1',
      '11/8',
      '10/9',
      '1/0',
      '2/0',
      '3/3',
      '0/0',
      '',
      'Empate',
      '3-2',
      '3 arriba',
      'gana en el hoyo 18',
      'gana en el hoyo 37',
    ]) {
      expect(parseMatchResult(text), text).toBeNull();
    }
  });

  it('1 arriba, 2 arriba on the 18th; gana en el hoyo 19 and later', () => {
    expect(parseMatchResult('1 arriba')).toEqual({ up: 1, left: 0 });
    expect(parseMatchResult('2 Arriba')).toEqual({ up: 2, left: 0 });
    expect(parseMatchResult('gana en el hoyo 19')).toEqual({ extraHole: 19 });
    expect(parseMatchResult('Gana en el hoyo 23')).toEqual({ extraHole: 23 });
    expect(parseMatchResult('gana en el hoyo 19', { knockout: true })).toEqual({ extraHole: 19 });
    expect(parseMatchResult('gana en el hoyo 19', { knockout: false })).toBeNull();
    expect(parseMatchResult('3/2', { knockout: false })).toEqual({ up: 3, left: 2 });
    expect(formatMatchResult({ extraHole: 19 })).toBe('gana en el hoyo 19');
    expect(formatMatchResult({ up: 2, left: 0 })).toBe('2 arriba');
    expect(formatMatchResult({ up: 3, left: 2 })).toBe('3/2');
  });

  it('directMatchResults lists exactly the valid ones (18 in regulation), extra holes only in a knockout', () => {
    const oneDay = directMatchResults({ knockout: false });
    expect(oneDay).toHaveLength(18);
    expect(oneDay.slice(0, 5)).toEqual(['1 arriba', '2 arriba', '2/1', '3/1', '3/2']);
    expect(oneDay.at(-1)).toBe('10/8');
    let all = 0;
    for (let a = 0; a <= 20; a++) {
      for (let b = 0; b <= 20; b++) if (parseMatchResult(`${a}/${b}`)) all++;
    }
    expect(all).toBe(16);
    for (const text of oneDay) expect(parseMatchResult(text), text).not.toBeNull();
    const knockout = directMatchResults({ knockout: true, extraHolesUpTo: 21 });
    expect(knockout.slice(18)).toEqual(['gana en el hoyo 19', 'gana en el hoyo 20', 'gana en el hoyo 21']);
  });
});

describe('matchState properties', () => {
  const outcome = fc.constantFrom('1', '2', '0', '-', 'c1', 'c2');
  const arbitraryMatch = fc.record({
    outcomes: fc.array(outcome, { minLength: 18, maxLength: 18 }),
    knockout: fc.boolean(),
    extras: fc.array(fc.constantFrom<Side | 0>(0, 1, 2), { maxLength: 4 }),
    concededMatchBy: fc.constantFrom<Side | null>(null, null, null, 1, 2),
  });
  const holesOf = (outcomes: readonly string[]): MatchHoleInput[] =>
    outcomes.flatMap((o, i): MatchHoleInput[] => {
      if (o === '-') return [];
      if (o === 'c1' || o === 'c2')
        return [{ numero: i + 1, side1: null, side2: null, concededBy: o === 'c1' ? 1 : 2 }];
      return [{ numero: i + 1, side1: o === '1' ? 3 : 4, side2: o === '2' ? 3 : 4 }];
    });

  it('the lead never exceeds the holes won; the match ends exactly when the lead exceeds the holes left', () => {
    fc.assert(
      fc.property(arbitraryMatch, ({ outcomes, knockout }) => {
        const s = matchState({ names: NAMES, holes: holesOf(outcomes), knockout });
        let lead = 0;
        let played = 0;
        let endedAt: number | null = null;
        for (const h of s.holes) {
          if (h.winner === null) continue;
          played++;
          lead += h.winner === 1 ? 1 : h.winner === 2 ? -1 : 0;
          const won = s.holes.filter(
            (x) => x.numero <= h.numero && x.winner !== null && x.winner === (lead > 0 ? 1 : 2),
          ).length;
          expect(Math.abs(lead)).toBeLessThanOrEqual(won);
          expect(endedAt).toBeNull(); // nothing counts after the end
          if (Math.abs(lead) > 18 - played) endedAt = h.numero;
        }
        if (endedAt !== null) {
          expect(s.decided).toBe(true);
          expect(s.winner).toBe(lead > 0 ? 1 : 2);
          // Every result a card can end with is a valid direct result.
          expect(parseMatchResult(s.resultText ?? '')).not.toBeNull();
        } else if (played < 18) {
          expect(s.decided).toBe(false);
        }
        expect(s.up).toBe(Math.abs(lead));
      }),
    );
  });

  it('dormie only when the lead equals the holes left and is more than 0, in an undecided match', () => {
    fc.assert(
      fc.property(arbitraryMatch, ({ outcomes, knockout, concededMatchBy }) => {
        const s = matchState({ names: NAMES, holes: holesOf(outcomes), knockout, concededMatchBy });
        expect(s.dormie).toBe(!s.decided && s.up > 0 && s.up === s.left);
        expect(s.status.includes('Dormie')).toBe(s.dormie);
      }),
    );
  });

  it('a conceded match always has a winner: the holes’ winner when they decided, else the other side', () => {
    fc.assert(
      fc.property(arbitraryMatch, ({ outcomes, knockout, concededMatchBy, extras }) => {
        const holes = holesOf(outcomes);
        const extraHoles = extras.map((winner, i) => ({ numero: 19 + i, winner }));
        const open = matchState({ names: NAMES, holes, knockout, extraHoles });
        const s = matchState({ names: NAMES, holes, knockout, extraHoles, concededMatchBy });
        if (concededMatchBy === null) return;
        expect(s.decided).toBe(true);
        expect(s.winner).toBe(open.decided ? open.winner : concededMatchBy === 1 ? 2 : 1);
      }),
    );
  });

  it('extra holes: a halved knockout match goes on until the first extra hole won', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Side | 0>(0, 1, 2), { maxLength: 5 }), (extras) => {
        const extraHoles = extras.map((winner, i) => ({ numero: 19 + i, winner }));
        const s = matchState({ names: NAMES, holes: card('0'.repeat(18)), knockout: true, extraHoles });
        const first = extras.findIndex((w) => w !== 0);
        if (first === -1) {
          expect([s.decided, s.needsExtraHoles]).toEqual([false, true]);
        } else {
          expect([s.decided, s.winner, s.resultText]).toEqual([
            true,
            extras[first],
            `gana en el hoyo ${19 + first}`,
          ]);
          expect(parseMatchResult(s.resultText ?? '')).toEqual({ extraHole: 19 + first });
        }
      }),
    );
  });
});

describe('strokesReceivedWords (who receives how many strokes)', () => {
  const named = (names: Record<string, string>, strokes: ReturnType<typeof matchStrokes>, side: Side) =>
    strokes
      .filter((s) => s.side === side)
      .map((s) => ({ nombre: names[s.participante_id] ?? '', golpes_recibidos: s.received }));

  it('singles: Ana (12) against Bea (9) receives 12 − 9 = 3 strokes; Bea none', () => {
    const strokes = matchStrokes(singles, [[player('a', 12)], [player('b', 9)]], HOLES);
    const names = { a: 'Ana', b: 'Bea' };
    const words = strokesReceivedWords([
      { nombre: 'Ana', jugadores: named(names, strokes, 1) },
      { nombre: 'Bea', jugadores: named(names, strokes, 2) },
    ]);
    expect(words).toBe('Ana recibe 3 golpes');
  });

  it('mejor bola: everyone off the lowest (4): 10 → 6, 7 → 3; a one-ball pair by its name; nobody', () => {
    const strokes = matchStrokes(
      bestBall,
      [
        [player('a', 10), player('b', 4)],
        [player('c', 7), player('d', 5)],
      ],
      HOLES,
    );
    const names = { a: 'Ana', b: 'Bea', c: 'Cris', d: 'Dani' };
    expect(
      strokesReceivedWords([
        { nombre: 'Ana / Bea', jugadores: named(names, strokes, 1) },
        { nombre: 'Cris / Dani', jugadores: named(names, strokes, 2) },
      ]),
    ).toBe('Ana recibe 6 golpes · Cris recibe 3 golpes · Dani recibe 1 golpe');
    const pair = [
      { nombre: 'Eva', golpes_recibidos: 1 },
      { nombre: 'Fer', golpes_recibidos: 1 },
    ];
    expect(strokesReceivedWords([{ nombre: 'Eva / Fer', jugadores: pair }, null])).toBe(
      'Eva / Fer reciben 1 golpe',
    );
    expect(
      strokesReceivedWords([{ nombre: 'Ana', jugadores: [{ nombre: 'Ana', golpes_recibidos: 0 }] }]),
    ).toBe('Sin golpes de ventaja');
  });
});
