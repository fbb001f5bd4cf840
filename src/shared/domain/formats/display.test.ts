import { describe, expect, it } from 'vitest';
import { normalizeHoles } from '../holes';
import { computeScorecard } from '../scorecard';
import { TEE_HOLES } from '../test-helpers';
import { formatSideResult, holeMark, runningPoints, sideResult } from './display';
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
