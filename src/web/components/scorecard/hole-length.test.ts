import { describe, expect, it } from 'vitest';
import { holeLength, lengthSuffix } from './hole-length';
import { holeOptionLabel } from './hole-selector';

describe('hole length texts', () => {
  it("reads the hole's metres when entered", () => {
    expect(holeLength({ metros: 452 })).toBe('452 m');
    expect(lengthSuffix({ metros: 452 })).toBe(' · 452 m');
    expect(holeOptionLabel({ numero_hoyo: 4, par: 5, handicap: 3, metros: 452 })).toBe(
      'Hoyo 4 · Par 5 · 452 m',
    );
  });

  it('adds nothing when the length is unknown', () => {
    expect(holeLength({})).toBeNull();
    expect(holeLength({ metros: null })).toBeNull();
    expect(lengthSuffix({ metros: null })).toBe('');
    expect(holeOptionLabel({ numero_hoyo: 5, par: 3, handicap: null })).toBe('Hoyo 5 · Par 3');
    expect(holeOptionLabel({ numero_hoyo: 5, par: 3, handicap: null, metros: null })).toBe('Hoyo 5 · Par 3');
  });
});
