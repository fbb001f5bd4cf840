import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from '../../rounding';
import { expectDomainError } from '../../test-helpers';
import { formatModule } from '../format';
import { scrambleAllowance } from './scramble';

// WHS Rules of Handicapping, Appendix C — scramble: two players 35 % of the lower course handicap + 15 % of the
// higher; four players 25 % + 20 % + 15 % + 10 %, lowest course handicap first; on unrounded course handicaps,
// rounded once (.5 away from zero). Worked by hand below.
describe('Texas scramble (WHS Appendix C)', () => {
  const scramble = formatModule('parejas_por_golpes', 'scramble');

  it('two players, course handicaps 8 and 20 → 0.35 × 8 + 0.15 × 20 = 2.8 + 3 = 5.8 → 6', () => {
    expect(scramble.allowance([8, 20], 100)).toBe(6);
    // Order does not matter: the lower takes 35 %.
    expect(scramble.allowance([20, 8], 100)).toBe(6);
  });

  it('two players: 10 and 30 → 3.5 + 4.5 = 8; 0 and 5 → 0.75 → 1; a plus handicap −2 and 12 → −0.7 + 1.8 = 1.1 → 1', () => {
    expect(scramble.allowance([10, 30], 100)).toBe(8);
    expect(scramble.allowance([0, 5], 100)).toBe(1);
    expect(scramble.allowance([-2, 12], 100)).toBe(1);
  });

  it('on unrounded course handicaps, .5 away from zero: 10 and 10 → 3.5 + 1.5 = 5; 5 and 15 → 1.75 + 2.25 = 4', () => {
    expect(scramble.allowance([10, 10], 100)).toBe(5);
    expect(scramble.allowance([5, 15], 100)).toBe(4);
    // 6.4 and 13.2 → 2.24 + 1.98 = 4.22 → 4.
    expect(scramble.allowance([6.4, 13.2], 100)).toBe(4);
  });

  it('the reductor applies to the side: 8 and 20 at 90 % → 5.8 × 0.9 = 5.22 → 5', () => {
    expect(scramble.allowance([8, 20], 90)).toBe(5);
  });

  it('four players, course handicaps 4, 10, 16 and 24 → 1 + 2 + 2.4 + 2.4 = 7.8 → 8, whatever their order', () => {
    expect(scrambleAllowance([4, 10, 16, 24])).toBeCloseTo(7.8, 10);
    expect(scrambleAllowance([24, 4, 16, 10])).toBeCloseTo(7.8, 10);
    expect(roundHalfAwayFromZero(scrambleAllowance([16, 24, 10, 4]))).toBe(8);
  });

  it('one ball per side, two members, its label and reductor; needs both handicaps', () => {
    expect(scramble.label).toBe('Parejas por golpes · Texas scramble');
    expect(formatModule('stableford_parejas', 'scramble').label).toBe('Stableford parejas · Texas scramble');
    expect(scramble.side.members).toBe(2);
    expect(scramble.hole.oneBallPerSide).toBe(true);
    expect(scramble.hole.pickUp).toBe(false);
    expect(formatModule('stableford_parejas', 'scramble').hole.pickUp).toBe(true);
    expect(scramble.defaultReductor).toBe(100);
    expect(scramble.reductorHint).toMatch(/35 %.*15 %.*Texas scramble/);
    expectDomainError(() => scramble.allowance([10], 100), 'INVALID_HANDICAP');
    expectDomainError(() => scrambleAllowance([10, 12, 14]), 'INVALID_HANDICAP');
  });
});
