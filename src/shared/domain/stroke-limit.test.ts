import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyStrokeLimit } from './stroke-limit';
import { expectDomainError } from './test-helpers';

describe('applyStrokeLimit (limite_golpes_hoyo, design §7)', () => {
  it('design §7 "strokes above par + N count as par + N in standings": 11 on a par 4 under Par + 5 count as 9', () => {
    expect(applyStrokeLimit(11, 4, 5)).toBe(9);
    expect(applyStrokeLimit(9, 4, 5)).toBe(9);
    expect(applyStrokeLimit(5, 4, 5)).toBe(5);
    expect(applyStrokeLimit(4, 3, 0)).toBe(3);
  });

  it('T§3 "limite_golpes_hoyo (null = no limit)": Medal keeps every stroke', () => {
    expect(applyStrokeLimit(15, 4, null)).toBe(15);
  });

  it('T§9 "stroke limit par+0 to par+10": other limits, strokes and pars are rejected', () => {
    expectDomainError(() => applyStrokeLimit(5, 4, 11), 'INVALID_STROKE_LIMIT');
    expectDomainError(() => applyStrokeLimit(5, 4, -1), 'INVALID_STROKE_LIMIT');
    expectDomainError(() => applyStrokeLimit(5, 4, 2.5), 'INVALID_STROKE_LIMIT');
    expectDomainError(() => applyStrokeLimit(-1, 4, 5), 'INVALID_STROKES');
    expectDomainError(() => applyStrokeLimit(5, 6, 5), 'INVALID_PAR');
  });

  it('property: a stroke limit never raises a score and never goes above par + N', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 3, max: 5 }),
        fc.option(fc.integer({ min: 0, max: 10 })),
        (golpes, par, limit) => {
          const counted = applyStrokeLimit(golpes, par, limit);
          expect(counted).toBeLessThanOrEqual(golpes);
          if (limit !== null) expect(counted).toBeLessThanOrEqual(par + limit);
          if (limit === null || golpes <= par + limit) expect(counted).toBe(golpes);
        },
      ),
    );
  });
});
