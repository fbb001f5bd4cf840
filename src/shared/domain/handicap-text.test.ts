import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHandicap, formatPlayedOff, parseHandicap } from './handicap-text';

describe('parseHandicap', () => {
  it('reads a plus handicap, written with + or -, as a negative index', () => {
    expect(parseHandicap('+0,8')).toBe(-0.8);
    expect(parseHandicap('+0.8')).toBe(-0.8);
    expect(parseHandicap('-0,8')).toBe(-0.8);
    expect(parseHandicap(' + 1,1')).toBe(-1.1);
    expect(parseHandicap('+2')).toBe(-2);
  });

  it('reads an ordinary index with a comma or a point', () => {
    expect(parseHandicap('10,9')).toBe(10.9);
    expect(parseHandicap('10.9')).toBe(10.9);
    expect(parseHandicap('54')).toBe(54);
    expect(parseHandicap('0')).toBe(0);
    expect(parseHandicap('+0')).toBe(0);
  });

  it('answers null for nothing, NaN for text, and passes numbers through', () => {
    expect(parseHandicap('')).toBeNull();
    expect(parseHandicap(null)).toBeNull();
    expect(parseHandicap('plus')).toBeNaN();
    expect(parseHandicap(-0.8)).toBe(-0.8);
  });
});

describe('formatHandicap', () => {
  it('writes a plus handicap with its plus sign and a decimal comma', () => {
    expect(formatHandicap(-0.8)).toBe('+0,8');
    expect(formatHandicap(-1.2)).toBe('+1,2');
    expect(formatHandicap(-2)).toBe('+2');
    expect(formatHandicap(12.4)).toBe('12,4');
    expect(formatHandicap(18)).toBe('18');
    expect(formatHandicap(0)).toBe('0');
    expect(formatHandicap(-0)).toBe('0');
    expect(formatHandicap(12.25)).toBe('12,3');
    expect(formatHandicap(null)).toBe('');
    expect(formatHandicap(undefined)).toBe('');
  });

  it('reads back what it writes, for every index of one decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 540 }), (tenths) => {
        const value = tenths / 10;
        expect(parseHandicap(formatHandicap(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('formatPlayedOff', () => {
  it("names the club's estimate when the tournament plays off it", () => {
    expect(
      formatPlayedOff(
        { indice: -1.2, salida: 'Amarillas', handicap_campo: -3.2, handicap_juego: -3 },
        'pena',
      ),
    ).toBe('Hándicap de la peña +1,2 · Amarillas · HC +3 · HJ +3');
    expect(
      formatPlayedOff({ indice: 12.4, salida: null, handicap_campo: null, handicap_juego: null }, 'oficial'),
    ).toBe('Hándicap 12,4');
  });

  it('writes the index, the tee, the course handicap rounded and the playing handicap', () => {
    expect(
      formatPlayedOff({ indice: 12.4, salida: 'Amarillas', handicap_campo: 14.49, handicap_juego: 13 }),
    ).toBe('Hándicap 12,4 · Amarillas · HC 14 · HJ 13');
    expect(
      formatPlayedOff({ indice: 12.4, salida: 'Amarillas', handicap_campo: 14.5, handicap_juego: 13 }),
    ).toBe('Hándicap 12,4 · Amarillas · HC 15 · HJ 13');
  });

  it('writes a plus index and plus handicaps with their sign, and leaves out what is unknown', () => {
    expect(
      formatPlayedOff({ indice: -0.8, salida: 'Blancas', handicap_campo: -1.6, handicap_juego: -2 }),
    ).toBe('Hándicap +0,8 · Blancas · HC +2 · HJ +2');
    expect(formatPlayedOff({ indice: null, salida: null, handicap_campo: null, handicap_juego: 7 })).toBe(
      'HJ 7',
    );
    expect(formatPlayedOff({ indice: null, salida: null, handicap_campo: null, handicap_juego: null })).toBe(
      '',
    );
  });
});
