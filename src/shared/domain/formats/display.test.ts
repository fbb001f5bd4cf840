import { describe, expect, it } from 'vitest';
import { normalizeHoles } from '../holes';
import { computeScorecard } from '../scorecard';
import { TEE_HOLES } from '../test-helpers';
import {
  NO_STROKE_TOTAL,
  formatSideResult,
  hasPickUp,
  holeMark,
  runningPoints,
  sideResult,
  strokeTotals,
} from './display';
import { formatOf } from './format';

const stableford = formatOf({ modalidad: 'stableford_parejas', forma_parejas: 'mejor_bola' });
const stroke = formatOf({ modalidad: 'individual_por_golpes' });
const row = { resultado_scratch: 3, resultado_handicap: 0, puntos_scratch: 30, puntos_handicap: 38 };

describe('what screens ask the format (design §14)', () => {
  it('the total: Stableford points, stroke play the result to par', () => {
    expect(sideResult(stableford, row, 'handicap')).toBe(38);
    expect(sideResult(stroke, row, 'scratch')).toBe(3);
    expect(formatSideResult(stableford, row, 'scratch')).toBe('30');
    expect(formatSideResult(stroke, row, 'handicap')).toBe('PAR');
    expect(formatSideResult(stroke, { ...row, resultado_scratch: null }, 'scratch')).toBe('–');
  });

  it("a hole: strokes, 'R' when picked up, '–' without a score; Stableford's running total", () => {
    const card = computeScorecard(
      [
        { numero_hoyo: 1, golpes: 4 }, // par 4: 2 points
        { numero_hoyo: 2, golpes: null, recogida: true }, // 0
        { numero_hoyo: 3, golpes: 2 }, // par 3, birdie: 3 points
      ],
      normalizeHoles(TEE_HOLES),
      0,
      { limite_golpes_hoyo: null, scoring: 'stableford' },
    );
    expect(card.holes.slice(0, 4).map(holeMark)).toEqual(['4', 'R', '2', '–']);
    expect(runningPoints(stableford, card.holes, 'handicap')?.slice(0, 4)).toEqual([2, 2, 5, 5]);
    expect(runningPoints(stroke, card.holes, 'handicap')).toBeNull();
  });
});

describe("stroke totals of a card with a 'Recogida'", () => {
  const holes = normalizeHoles(TEE_HOLES);
  const options = { limite_golpes_hoyo: null, scoring: 'stableford' } as const;
  const rowOf = (results: Parameters<typeof computeScorecard>[0]) =>
    computeScorecard(results, holes, 0, options);

  it("shows '—' for gross and net when a hole is picked up; the sums otherwise; '–' with no hole played", () => {
    const picked = rowOf([
      { numero_hoyo: 1, golpes: 4 },
      { numero_hoyo: 2, golpes: null, recogida: true },
    ]);
    expect(hasPickUp(picked.holes)).toBe(true);
    expect(strokeTotals(picked)).toEqual({ gross: NO_STROKE_TOTAL, net: NO_STROKE_TOTAL });
    expect(picked.puntos_handicap).toBe(2);
    expect(strokeTotals(rowOf([{ numero_hoyo: 1, golpes: 5 }]))).toEqual({ gross: '5', net: '5' });
    expect(strokeTotals(rowOf([]))).toEqual({ gross: '–', net: '–' });
  });
});
