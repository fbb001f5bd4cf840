import { describe, expect, it } from 'vitest';
import { matchResultChoices } from './match-results';

describe('matchResultChoices (Rules of Golf 3.2: a match ends when the lead exceeds the holes left)', () => {
  it('lists every result before the 18th, hand-checked', () => {
    const early = matchResultChoices(false).filter((r) => r.includes('/'));
    expect(early).toEqual([
      '2/1',
      '3/1',
      '3/2',
      '4/2',
      '4/3',
      '5/3',
      '5/4',
      '6/4',
      '6/5',
      '7/5',
      '7/6',
      '8/6',
      '8/7',
      '9/7',
      '9/8',
      '10/8',
    ]);
  });

  it('refuses impossible results: more holes than a round, a lead the holes left could still undo', () => {
    const all = matchResultChoices(true);
    for (const bad of ['5/6', '11/8', '10/9', '4/1', '1/0', '2/2']) expect(all).not.toContain(bad);
  });

  it('ends on the 18th with 1 or 2 up; extra holes only in a knockout', () => {
    expect(matchResultChoices(false).slice(-2)).toEqual(['1 arriba', '2 arriba']);
    expect(matchResultChoices(false).some((r) => r.startsWith('gana'))).toBe(false);
    const ko = matchResultChoices(true);
    expect(ko).toContain('gana en el hoyo 19');
    expect(ko.at(-1)).toBe('gana en el hoyo 27');
  });
});
