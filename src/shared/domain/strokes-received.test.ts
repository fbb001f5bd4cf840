import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeHoles, type Hole } from './holes';
import { strokeDots, strokesReceived, strokesReceivedByHole } from './strokes-received';
import { expectDomainError, STROKE_INDEXES, TEE_HOLES } from './test-helpers';

const tee = normalizeHoles(TEE_HOLES);
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const byIndex = (h: number): Map<number, number> =>
  new Map(STROKE_INDEXES.map((si) => [si, strokesReceived(h, si)]));

/** A tee whose stroke indexes are a given permutation of 1–18. */
const arbitraryTee = fc
  .shuffledSubarray(
    Array.from({ length: 18 }, (_, i) => i + 1),
    { minLength: 18, maxLength: 18 },
  )
  .map((indexes): Hole[] => indexes.map((handicap, i) => ({ numero_hoyo: i + 1, par: 4, handicap })));

describe('strokesReceived (P§9, T§9, design §7)', () => {
  it('T§9 "Strokes received on a hole: 1 if the hole\'s stroke index is at most the handicap; a second if the index is at most handicap minus 18"', () => {
    const h20 = byIndex(20);
    expect(h20.get(1)).toBe(2);
    expect(h20.get(2)).toBe(2);
    expect(h20.get(3)).toBe(1);
    expect(h20.get(18)).toBe(1);
    const h10 = byIndex(10);
    expect(h10.get(10)).toBe(1);
    expect(h10.get(11)).toBe(0);
  });

  it('T§9 "a third if at most handicap minus 36": 40 gives 3 on indexes 1–4; 54 gives 3 strokes on every hole', () => {
    expect(byIndex(40).get(4)).toBe(3);
    expect(byIndex(40).get(5)).toBe(2);
    expect(strokesReceivedByHole(54, tee)).toEqual(Array.from({ length: 18 }, () => 3));
  });

  it('P§9 "A negative handicap removes strokes from holes whose index is above 18 minus the amount"', () => {
    const plus2 = byIndex(-2);
    expect(plus2.get(18)).toBe(-1);
    expect(plus2.get(17)).toBe(-1);
    expect(plus2.get(16)).toBe(0);
    expect(plus2.get(1)).toBe(0);
    expect(sum(strokesReceivedByHole(-10, tee))).toBe(-10);
    expect(byIndex(-10).get(9)).toBe(-1);
    expect(byIndex(-10).get(8)).toBe(0);
  });

  it('handicap 0 receives nothing', () => {
    expect(strokesReceivedByHole(0, tee).every((s) => s === 0)).toBe(true);
  });

  it('P§9 "default par 4 and default stroke index 18 when unknown": a missing index counts as 18', () => {
    expect(strokesReceived(17, null)).toBe(0);
    expect(strokesReceived(18, null)).toBe(1);
    expect(strokesReceived(-1, null)).toBe(-1);
    // A tee without any stroke index: every hole is index 18, so a 10 receives nothing, a 20 one per hole.
    const unknown = normalizeHoles([]);
    expect(sum(strokesReceivedByHole(10, unknown))).toBe(0);
    expect(sum(strokesReceivedByHole(20, unknown))).toBe(18);
    expect(sum(strokesReceivedByHole(-1, unknown))).toBe(-18);
  });

  it('a decimal handicap follows "index at most the handicap" literally: 12.6 receives on indexes 1–12, -2.3 gives back on 16–18', () => {
    expect(strokesReceived(12.6, 12)).toBe(1);
    expect(strokesReceived(12.6, 13)).toBe(0);
    expect(strokesReceived(-2.3, 16)).toBe(-1);
    expect(strokesReceived(-2.3, 15)).toBe(0);
  });

  it('rejects impossible input', () => {
    expectDomainError(() => strokesReceived(10, 19), 'INVALID_STROKE_INDEX');
    expectDomainError(() => strokesReceived(10, 0), 'INVALID_STROKE_INDEX');
    expectDomainError(() => strokesReceived(10, 2.5), 'INVALID_STROKE_INDEX');
    expectDomainError(() => strokesReceived(Number.NaN, 1), 'INVALID_HANDICAP');
    expectDomainError(() => strokesReceived(Number.POSITIVE_INFINITY, 1), 'INVALID_HANDICAP');
    expectDomainError(() => strokesReceived(500, 1), 'INVALID_HANDICAP');
  });

  it('property: over 18 holes the strokes received add up to the playing handicap, 0 to 54', () => {
    fc.assert(
      fc.property(arbitraryTee, fc.integer({ min: 0, max: 54 }), (holes, h) => {
        expect(sum(strokesReceivedByHole(h, holes))).toBe(h);
      }),
    );
  });

  it('property: a plus handicap gives back exactly its size over 18 holes, from index 18 downwards', () => {
    fc.assert(
      fc.property(arbitraryTee, fc.integer({ min: -10, max: -1 }), (holes, h) => {
        const received = strokesReceivedByHole(h, holes);
        expect(sum(received)).toBe(h);
        holes.forEach((hole, i) => {
          expect(received[i]).toBe((hole.handicap ?? 18) > 18 + h ? -1 : 0);
        });
      }),
    );
  });

  it('property: strokes never differ by more than one between holes, and harder holes never get fewer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 54 }), fc.integer({ min: 1, max: 17 }), (h, si) => {
        const harder = strokesReceived(h, si);
        const easier = strokesReceived(h, si + 1);
        expect(harder - easier).toBeGreaterThanOrEqual(0);
        expect(harder - easier).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('strokeDots', () => {
  it('T§2 "dots for the handicap strokes received on this hole"; P§9 "(up to 3 shown)"', () => {
    expect(strokeDots(20, 1)).toEqual({ received: 2, shown: 2, givesBack: false });
    expect(strokeDots(20, 5)).toEqual({ received: 1, shown: 1, givesBack: false });
    expect(strokeDots(5, 6)).toEqual({ received: 0, shown: 0, givesBack: false });
    expect(strokeDots(60, 1)).toEqual({ received: 4, shown: 3, givesBack: false });
  });

  it('a plus handicap shows a stroke given back on the easiest holes', () => {
    expect(strokeDots(-3, 18)).toEqual({ received: -1, shown: 1, givesBack: true });
    expect(strokeDots(-3, null)).toEqual({ received: -1, shown: 1, givesBack: true });
  });
});
