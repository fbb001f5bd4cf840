/** The Sexo column of a members' sheet, read as a whole (decision record 030). */
import { describe, expect, it } from 'vitest';
import { readSexColumn } from './player-import';

const read = (values: string[], chosen?: 'hombre' | 'mujer') => {
  const column = readSexColumn(values, chosen);
  return { ...column.resumen, sexos: values.map((v) => column.sexo(v)) };
};

describe('readSexColumn', () => {
  it("reads 'M' as Mujer beside H, V or C, and as Masculino beside F or D", () => {
    expect(read(['H', 'M'])).toEqual({ m: 'mujer', ambigua: false, sexos: ['hombre', 'mujer'] });
    expect(read(['v', 'm', ''])).toEqual({ m: 'mujer', ambigua: false, sexos: ['hombre', 'mujer', null] });
    expect(read(['Caballero', 'M'])).toMatchObject({ m: 'mujer' });
    expect(read(['M', 'F'])).toEqual({ m: 'hombre', ambigua: false, sexos: ['hombre', 'mujer'] });
    expect(read(['m', 'Dama'])).toMatchObject({ m: 'hombre', sexos: ['hombre', 'mujer'] });
  });

  it('reads the words in any case and without accents, needing no context', () => {
    expect(read(['HOMBRE', 'mujer', 'Masculino', 'FEMENINO', 'Varón', 'dama']).sexos).toEqual([
      'hombre',
      'mujer',
      'hombre',
      'mujer',
      'hombre',
      'mujer',
    ]);
    expect(read(['Hombre', 'Mujer'])).toMatchObject({ m: null, ambigua: false });
  });

  it("is ambiguous with only 'M' (or both kinds beside it) until the administrator chooses", () => {
    expect(read(['M', 'M'])).toEqual({ m: null, ambigua: true, sexos: [null, null] });
    expect(read(['H', 'M', 'F'])).toMatchObject({ m: null, ambigua: true });
    expect(read(['M', ''], 'hombre')).toEqual({ m: 'hombre', ambigua: true, sexos: ['hombre', null] });
    expect(read(['M'], 'mujer').sexos).toEqual(['mujer']);
    // The column decides when it tells: the choice is for an ambiguous column only.
    expect(read(['M', 'F'], 'mujer')).toMatchObject({ m: 'hombre' });
  });

  it('passes an unknown value on for the schema to refuse', () => {
    expect(read(['X', 'H']).sexos).toEqual(['X', 'hombre']);
  });
});
