import { describe, expect, it } from 'vitest';
import { holesWith } from '../whs/test-helpers';
import {
  bestRounds,
  playerStatistics,
  roundStatistics,
  type StatisticsRoundInput,
} from './player-statistics';

// The fixture tee (whs/test-helpers.ts), par 72, 36 + 36:
// hole   1  2  3  4  5  6  7  8  9 | 10 11 12 13 14 15 16 17 18
// par    4  4  3  5  4  4  3  4  5 |  4  3  5  4  4  4  3  5  4
// Par 3: holes 3, 7, 11, 16; par 5: 4, 9, 12, 17; par 4: the other 10.

const dehesa = { campo_id: 'c1', campo_nombre: 'La Dehesa' };
const saler = { campo_id: 'c2', campo_nombre: 'El Saler' };

// A: eagle on 4 (3), birdie on 3 (2), bogey on 1 (5), double on 2 (6), +4 on 10 (8): 72 − 2 − 1 + 1 + 2 + 4 = 76;
// front 36, back 40; handicap 18 = a stroke a hole: net 58 (−14).
const roundA: StatisticsRoundInput = {
  ...dehesa,
  fecha: '2026-03-01',
  handicap: 18,
  holes: holesWith({ 4: 3, 3: 2, 1: 5, 2: 6, 10: 8 }),
};
// B: a bogey on every hole: 90 (+18), net 72 (0); nines 45 and 45.
const roundB: StatisticsRoundInput = {
  ...dehesa,
  fecha: '2026-03-08',
  handicap: 18,
  holes: holesWith(Object.fromEntries(holesWith().map((h) => [h.numero_hoyo, h.par + 1]))),
};
// C: par everywhere but 17 picked up and 18 not played: not complete; front 36, no back.
const roundC: StatisticsRoundInput = {
  ...saler,
  fecha: '2026-03-15',
  handicap: 20,
  holes: holesWith({ 17: 'R', 18: null }),
};
// D: nothing played: left out.
const roundD: StatisticsRoundInput = {
  ...saler,
  fecha: '2026-03-20',
  handicap: null,
  holes: holesWith(Object.fromEntries(holesWith().map((h) => [h.numero_hoyo, null]))),
};

describe('roundStatistics', () => {
  it('totals, nines and distribution of a complete round', () => {
    expect(roundStatistics(roundA)).toEqual({
      ...dehesa,
      fecha: '2026-03-01',
      holesPlayed: 18,
      complete: true,
      par: 72,
      gross: 76,
      net: 58,
      grossToPar: 4,
      netToPar: -14,
      front: { golpes: 36, par: 36 },
      back: { golpes: 40, par: 36 },
      distribution: { eagleOrBetter: 1, birdie: 1, par: 13, bogey: 1, doubleOrWorse: 2 },
    });
  });

  it('an incomplete round has no totals; a picked-up hole is double bogey or worse', () => {
    expect(roundStatistics(roundC)).toMatchObject({
      holesPlayed: 17,
      complete: false,
      gross: null,
      net: null,
      grossToPar: null,
      front: { golpes: 36, par: 36 },
      back: { golpes: null, par: 36 },
      distribution: { eagleOrBetter: 0, birdie: 0, par: 16, bogey: 0, doubleOrWorse: 1 },
    });
  });

  it('a plus handicap gives strokes back: plus 2 at level par is net 74 (+2)', () => {
    const stats = roundStatistics({ ...dehesa, fecha: '2026-03-01', handicap: -2, holes: holesWith() });
    expect(stats).toMatchObject({ gross: 72, net: 74, netToPar: 2 });
  });
});

describe('playerStatistics', () => {
  const stats = playerStatistics([roundC, roundD, roundB, roundA]);

  it('rounds played and the scoring averages over complete rounds', () => {
    // A and B complete: gross (76 + 90) / 2 = 83, to par (4 + 18) / 2 = 11; net (58 + 72) / 2 = 65, (−14 + 0) / 2.
    expect(stats).toMatchObject({
      roundsPlayed: 3,
      completeRounds: 2,
      grossAverage: 83,
      grossToParAverage: 11,
      netAverage: 65,
      netToParAverage: -7,
    });
    expect(stats.rounds.map((r) => r.fecha)).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
  });

  it('par-3, par-4 and par-5 averages over every hole with strokes', () => {
    // Par 3: A 2 + 3 + 3 + 3, B 4 × 4, C 4 × 3: 39 in 12 holes = 3.25 (+0.25).
    expect(stats.parAverages[3]).toEqual({ holes: 12, average: 3.25, toPar: 0.25 });
    // Par 4: A 47 (par 40 + 1 + 2 + 4), B 50, C 9 × 4 = 36 (18 not played): 133 in 29 holes.
    expect(stats.parAverages[4].holes).toBe(29);
    expect(stats.parAverages[4].average).toBeCloseTo(133 / 29, 12);
    expect(stats.parAverages[4].toPar).toBeCloseTo(17 / 29, 12);
    // Par 5: A 3 + 5 + 5 + 5 = 18, B 24, C 4, 9 and 12 at 5 = 15 (17 picked up): 57 in 11 holes.
    expect(stats.parAverages[5].holes).toBe(11);
    expect(stats.parAverages[5].average).toBeCloseTo(57 / 11, 12);
    expect(stats.parAverages[5].toPar).toBeCloseTo(2 / 11, 12);
  });

  it('distribution, in all and per round', () => {
    // Eagle 1; birdie 1; par 13 + 16 = 29; bogey 1 + 18 = 19; double or worse 2 + 1 = 3 (53 holes).
    expect(stats.distribution).toEqual({ eagleOrBetter: 1, birdie: 1, par: 29, bogey: 19, doubleOrWorse: 3 });
    expect(stats.distributionPerRound?.bogey).toBeCloseTo(19 / 3, 12);
    expect(stats.distributionPerRound?.doubleOrWorse).toBe(1);
  });

  it('front and back nine over complete nines', () => {
    // Front: 36, 45, 36 → 39 (+3). Back: 40, 45 → 42.5 (+6.5).
    expect(stats.front).toEqual({ rounds: 3, average: 39, toPar: 3 });
    expect(stats.back).toEqual({ rounds: 2, average: 42.5, toPar: 6.5 });
  });

  it('best rounds and per course', () => {
    expect(stats.best.map((r) => r.fecha)).toEqual(['2026-03-01', '2026-03-08']);
    expect(playerStatistics([roundA, roundB], { best: 1 }).best.map((r) => r.fecha)).toEqual(['2026-03-01']);
    expect(
      stats.courses.map((c) => [c.campo_nombre, c.rounds, c.completeRounds, c.grossAverage, c.best?.fecha]),
    ).toEqual([
      ['La Dehesa', 2, 2, 83, '2026-03-01'],
      ['El Saler', 1, 0, null, undefined],
    ]);
    expect(stats.courses[0]).toMatchObject({ grossToParAverage: 11, netToParAverage: -7 });
  });

  it('equal gross to par: the better net, then the more recent', () => {
    const a = roundStatistics({ ...roundA, handicap: 10 });
    const sameNetLater = roundStatistics({ ...roundA, fecha: '2026-04-01', handicap: 10 });
    const betterNet = roundStatistics({ ...roundA, fecha: '2026-02-01', handicap: 12 });
    expect(bestRounds([a, sameNetLater, betterNet]).map((r) => r.fecha)).toEqual([
      '2026-02-01',
      '2026-04-01',
      '2026-03-01',
    ]);
  });

  it('no rounds: nothing to average', () => {
    expect(playerStatistics([roundD])).toMatchObject({
      roundsPlayed: 0,
      grossAverage: null,
      distributionPerRound: null,
      front: { rounds: 0, average: null, toPar: null },
      best: [],
      courses: [],
    });
  });
});
