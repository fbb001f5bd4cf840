import { describe, expect, it } from 'vitest';
import { effectiveStrokeIndex, normalizeHoles, totalPar } from './holes';
import { expectDomainError, TEE_HOLES } from './test-helpers';

describe('normalizeHoles', () => {
  it('P§8 "Missing tee types make the default of 18 holes of par 4 with no stroke index"', () => {
    const holes = normalizeHoles([]);
    expect(holes).toHaveLength(18);
    expect(holes.map((h) => h.numero_hoyo)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(holes.every((h) => h.par === 4 && h.handicap === null)).toBe(true);
  });

  it('T§9 "Default par 4 when unknown; default stroke index 18 when missing": fills unknown par and orders holes', () => {
    const holes = normalizeHoles([
      { numero_hoyo: 2, par: 5, handicap: 1 },
      { numero_hoyo: 1, par: null, handicap: null },
    ]);
    expect(holes[0]).toEqual({ numero_hoyo: 1, par: 4, handicap: null });
    expect(holes[1]).toEqual({ numero_hoyo: 2, par: 5, handicap: 1 });
    expect(holes[17]).toEqual({ numero_hoyo: 18, par: 4, handicap: null });
    expect(effectiveStrokeIndex(holes[0] ?? { handicap: null })).toBe(18);
  });

  it('T§5 "Hole: par 3-5; stroke index 1-18, unique within a tee (\'Este handicap ya está asignado a otro hoyo\')"', () => {
    expectDomainError(() => normalizeHoles([{ numero_hoyo: 1, par: 6 }]), 'INVALID_PAR');
    expectDomainError(() => normalizeHoles([{ numero_hoyo: 1, par: 2 }]), 'INVALID_PAR');
    expectDomainError(() => normalizeHoles([{ numero_hoyo: 1, par: 4.5 }]), 'INVALID_PAR');
    expectDomainError(() => normalizeHoles([{ numero_hoyo: 1, handicap: 19 }]), 'INVALID_STROKE_INDEX');
    expectDomainError(() => normalizeHoles([{ numero_hoyo: 1, handicap: 0 }]), 'INVALID_STROKE_INDEX');
    expectDomainError(
      () =>
        normalizeHoles([
          { numero_hoyo: 1, handicap: 5 },
          { numero_hoyo: 2, handicap: 5 },
        ]),
      'DUPLICATE_STROKE_INDEX',
    );
    try {
      normalizeHoles([
        { numero_hoyo: 1, handicap: 5 },
        { numero_hoyo: 2, handicap: 5 },
      ]);
    } catch (error) {
      expect((error as Error).message).toBe('Este handicap ya está asignado a otro hoyo');
    }
  });

  it('rejects hole 19, hole 0, NaN and repeated holes', () => {
    expectDomainError(() => normalizeHoles([{ numero_hoyo: 19, par: 4 }]), 'INVALID_HOLE_NUMBER');
    expectDomainError(() => normalizeHoles([{ numero_hoyo: 0, par: 4 }]), 'INVALID_HOLE_NUMBER');
    expectDomainError(() => normalizeHoles([{ numero_hoyo: Number.NaN, par: 4 }]), 'INVALID_HOLE_NUMBER');
    expectDomainError(
      () =>
        normalizeHoles([
          { numero_hoyo: 3, par: 4 },
          { numero_hoyo: 3, par: 5 },
        ]),
      'DUPLICATE_HOLE',
    );
  });

  it('design §7 "Par is the tee\'s total par": sum of the 18 holes, unknown par counting 4', () => {
    expect(totalPar(TEE_HOLES)).toBe(72);
    expect(totalPar([])).toBe(72);
    expect(totalPar([{ numero_hoyo: 1, par: 3 }])).toBe(71);
  });
});
