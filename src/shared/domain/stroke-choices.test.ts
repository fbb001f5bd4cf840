import { describe, expect, it } from 'vitest';
import { strokeChoices, strokeLabel } from './stroke-choices';
import { expectDomainError } from './test-helpers';

const labels = (par: number): Record<number, string> =>
  Object.fromEntries(
    strokeChoices(par, { tenPlus: false })
      .filter((c) => c.label !== null)
      .map((c) => [c.value, c.label]),
  ) as Record<number, string>;

describe('strokeChoices (P§9, T§5, T§9)', () => {
  it('P§9 "Par 3: 1 Hole in One, 2 Birdie, 3 Par, 4 Bogey, 5 Double Bogey."', () => {
    expect(labels(3)).toEqual({ 1: 'Hole in One', 2: 'Birdie', 3: 'Par', 4: 'Bogey', 5: 'Double Bogey' });
  });

  it('P§9 "Par 4: 1 Hole in One, 2 Eagle, 3 Birdie, 4 Par, 5 Bogey, 6 Double Bogey."', () => {
    expect(labels(4)).toEqual({
      1: 'Hole in One',
      2: 'Eagle',
      3: 'Birdie',
      4: 'Par',
      5: 'Bogey',
      6: 'Double Bogey',
    });
  });

  it('P§9 "Par 5: 2 Albatros, 3 Eagle, 4 Birdie, 5 Par, 6 Bogey, 7 Double Bogey."; T§5 "no hole-in-one label on par 5"', () => {
    expect(labels(5)).toEqual({
      2: 'Albatros',
      3: 'Eagle',
      4: 'Birdie',
      5: 'Par',
      6: 'Bogey',
      7: 'Double Bogey',
    });
    expect(strokeLabel(1, 5)).toBeNull();
  });

  it('P§9 "Stroke choices per hole run 1 to 9"; "Other values have no label"', () => {
    const choices = strokeChoices(4, { tenPlus: false });
    expect(choices.map((c) => c.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(choices.map((c) => c.display)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(choices.find((c) => c.value === 9)?.label).toBeNull();
  });

  it('T§5 "Score dialog: values 1 to 9 plus 10 (\'10+\')"', () => {
    const choices = strokeChoices(3, { tenPlus: true });
    expect(choices).toHaveLength(10);
    expect(choices.at(-1)).toEqual({ value: 10, label: null, display: '10+' });
  });

  it('rejects a par other than 3, 4 or 5', () => {
    expectDomainError(() => strokeChoices(6, { tenPlus: false }), 'INVALID_PAR');
    expectDomainError(() => strokeLabel(3, Number.NaN), 'INVALID_PAR');
  });
});
