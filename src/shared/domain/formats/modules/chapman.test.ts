import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../test-helpers';
import { formatModule } from '../format';

// WHS Rules of Handicapping, Appendix C — Chapman / Pinehurst: 60 % of the lower course handicap + 40 % of the
// higher, for the side; rounded once (.5 away from zero). Worked by hand below.
describe('Chapman (WHS Appendix C)', () => {
  const chapman = formatModule('parejas_por_golpes', 'chapman');

  it('course handicaps 10 and 20 → 0.6 × 10 + 0.4 × 20 = 6 + 8 = 14', () => {
    expect(chapman.allowance([10, 20], 100)).toBe(14);
    // Order does not matter: the lower takes 60 %.
    expect(chapman.allowance([20, 10], 100)).toBe(14);
  });

  it('rounds once: 13 and 8 → 4.8 + 5.2 = 10.0 → 10; 15 and 8 → 4.8 + 6 = 10.8 → 11; 9 and 12 → 5.4 + 4.8 = 10.2 → 10', () => {
    expect(chapman.allowance([13, 8], 100)).toBe(10);
    expect(chapman.allowance([15, 8], 100)).toBe(11);
    expect(chapman.allowance([9, 12], 100)).toBe(10);
  });

  it('on unrounded course handicaps, .5 away from zero: 12.5 and 17.5 → 7.5 + 7 = 14.5 → 15', () => {
    expect(chapman.allowance([12.5, 17.5], 100)).toBe(15);
  });

  it('the reductor applies to the side: 10 and 20 at 90 % → 14 × 0.9 = 12.6 → 13', () => {
    expect(chapman.allowance([10, 20], 90)).toBe(13);
  });

  it('one ball per side, two members, its label, reductor 100 by default; needs both handicaps', () => {
    expect(chapman.label).toBe('Parejas por golpes · Chapman');
    expect(formatModule('stableford_parejas', 'chapman').label).toBe('Stableford parejas · Chapman');
    expect(chapman.side.members).toBe(2);
    expect(chapman.hole.oneBallPerSide).toBe(true);
    expect(chapman.hole.pickUp).toBe(false);
    expect(formatModule('stableford_parejas', 'chapman').hole.pickUp).toBe(true);
    expect(chapman.defaultReductor).toBe(100);
    expect(chapman.reductorHint).toMatch(/60 %.*40 %.*Chapman/);
    expectDomainError(() => chapman.allowance([10], 100), 'INVALID_HANDICAP');
  });
});
