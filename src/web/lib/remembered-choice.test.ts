import { describe, expect, it } from 'vitest';
import { initialChoice } from './remembered-choice';

describe('initialChoice', () => {
  it('opens on the remembered choice while it is still offered', () => {
    expect(initialChoice(['a', 'b', 'c'], 'b')).toBe('b');
  });

  it('opens on the only option when nothing (or something gone) is remembered', () => {
    expect(initialChoice(['a'], null)).toBe('a');
    expect(initialChoice(['a'], 'gone')).toBe('a');
  });

  it('opens on nothing when there are several options and no usable memory, or none at all', () => {
    expect(initialChoice(['a', 'b'], null)).toBeNull();
    expect(initialChoice(['a', 'b'], 'gone')).toBeNull();
    expect(initialChoice([], 'a')).toBeNull();
  });
});
