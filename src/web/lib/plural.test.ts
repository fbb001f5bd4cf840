import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('one is singular; zero and many plural; irregular plurals given', () => {
    expect(plural(1, 'participante')).toBe('1 participante');
    expect(plural(0, 'participante')).toBe('0 participantes');
    expect(plural(16, 'jugador listo', 'jugadores listos')).toBe('16 jugadores listos');
    expect(plural(1, 'jugador listo', 'jugadores listos')).toBe('1 jugador listo');
  });
});
