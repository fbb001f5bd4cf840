import { describe, expect, it } from 'vitest';
import { compareNames } from './names';

describe('compareNames', () => {
  it('orders names as Spanish readers do: accents and case ignored, numbers by value', () => {
    expect(['Óscar', 'ana', 'Bea', 'Jugador 10', 'Jugador 2'].sort(compareNames)).toEqual([
      'ana',
      'Bea',
      'Jugador 2',
      'Jugador 10',
      'Óscar',
    ]);
    expect(compareNames('Álvaro', 'alvaro')).toBe(0);
  });
});
