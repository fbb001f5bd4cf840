import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countbackKeys, countbackSteps, formatCountbackSteps } from './countback';

const zeros = (n: number) => Array.from({ length: n }, () => 0);

describe('countbackKeys (design §14 ultimos_hoyos)', () => {
  it('hand-computed: last 9, 6, 3, 1 with 1/2, 1/3, 1/6, 1/18 of the handicap deducted, scaled by 18', () => {
    // Front nine level, holes 10–12 three over each, holes 13–18 level; playing handicap 18.
    const values = [...zeros(9), 3, 3, 3, ...zeros(6)];
    expect(countbackKeys(values, 18)).toEqual([
      18 * 9 - 9 * 18, // last 9: 9 over − 18/2 = 0 → × 18 = 0
      18 * 0 - 6 * 18, // last 6: 0 over − 18/3 = −6 → −108
      18 * 0 - 3 * 18, // last 3: 0 − 18/6 = −3 → −54
      18 * 0 - 1 * 18, // last 1: 0 − 18/18 = −1 → −18
    ]);
    // Fractions are kept: handicap 5 deducts 2.5, 5/3, 5/6, 5/18 — as 45, 30, 15, 5 eighteenths.
    expect(countbackKeys(zeros(18), 5)).toEqual([-45, -30, -15, -5]);
    // No score counts 0.
    expect(countbackKeys([...zeros(17), null], 0)).toEqual([0, 0, 0, 0]);
  });

  it('property: equal keys mean equal sums of the last 9, 6, 3 and 1 holes (only identical segments tie)', () => {
    const card = fc.array(fc.integer({ min: -3, max: 6 }), { minLength: 18, maxLength: 18 });
    fc.assert(
      fc.property(card, card, fc.integer({ min: -10, max: 54 }), (a, b, h) => {
        const ka = countbackKeys(a, h);
        const kb = countbackKeys(b, h);
        const sums = (c: number[]) => [9, 6, 3, 1].map((n) => c.slice(18 - n).reduce((s, v) => s + v, 0));
        expect(ka.every((k, i) => k === kb[i])).toBe(sums(a).every((s, i) => s === sums(b)[i]));
      }),
    );
  });
});

describe('countbackSteps and formatCountbackSteps (why a countback split two cards)', () => {
  it('hand-computed Stableford: last 9 level at 18 points, last 6 13 against 12', () => {
    // Points per hole (keys are minus the points). A: holes 10–12 2,1,2 = 5, holes 13–18 3,2,2,2,2,2 = 13 → 18.
    // B: holes 10–12 2,2,2 = 6, holes 13–18 2,2,2,2,2,2 = 12 → 18.
    const a = [...zeros(9), 2, 1, 2, 3, 2, 2, 2, 2, 2].map((p) => -p);
    const b = [...zeros(9), 2, 2, 2, 2, 2, 2, 2, 2, 2].map((p) => -p);
    const steps = countbackSteps(countbackKeys(a, 0), countbackKeys(b, 0));
    expect(steps).toEqual([
      { holes: 9, a: -18, b: -18 },
      { holes: 6, a: -13, b: -12 },
    ]);
    expect(formatCountbackSteps(steps, true)).toBe('últimos 9: 18–18 · últimos 6: 13–12');
  });

  it('stroke play with handicap fractions; all four segments when still tied', () => {
    // Handicap 9 deducts 4.5 on the last 9: both level par on every hole → −4,5 each, then −3, −1,5, −0,5.
    const steps = countbackSteps(countbackKeys(zeros(18), 9), countbackKeys(zeros(18), 9));
    expect(steps.map((s) => s.holes)).toEqual([9, 6, 3, 1]);
    expect(formatCountbackSteps(steps, false)).toBe(
      'últimos 9: −4,5–−4,5 · últimos 6: −3–−3 · últimos 3: −1,5–−1,5 · hoyo 18: −0,5–−0,5',
    );
    // Scratch: one over on the last hole only.
    const last = countbackSteps(countbackKeys(zeros(18), 0), countbackKeys([...zeros(17), 1], 0));
    expect(formatCountbackSteps(last, false)).toBe('últimos 9: 0–+1');
  });
});
