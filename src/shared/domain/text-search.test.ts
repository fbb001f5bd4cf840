import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch, searchMatcher } from './text-search';

describe('foldForSearch', () => {
  it('drops accents and case, keeps the letters', () => {
    expect(foldForSearch('Club de Golf La Dehesa')).toBe('club de golf la dehesa');
    expect(foldForSearch('Copa de la PEÑA')).toBe('copa de la pena');
    expect(foldForSearch('  Torneo   de Otoño ')).toBe('torneo de otono');
    expect(foldForSearch('Álvaro Íñiguez Güell')).toBe('alvaro iniguez guell');
    expect(foldForSearch('Cervecita 3ª jornada')).toBe('cervecita 3ª jornada');
  });
});

describe('searchMatcher (T§2: tournament, course or league name)', () => {
  const card = ['Torneo de Otoño', 'Club de Golf La Dehesa', 'Orden de Mérito 2026'];

  it("finds 'La Dehesa' with 'dehesa', 'DEHESA' and 'Dehésa'", () => {
    for (const q of ['dehesa', 'DEHESA', 'Dehésa', ' dehesa ']) expect(searchMatcher(q)(card)).toBe(true);
  });

  it('matches any of the fields, accents either way', () => {
    expect(searchMatcher('otono')(card)).toBe(true);
    expect(searchMatcher('OTOÑO')(card)).toBe(true);
    expect(searchMatcher('merito')(card)).toBe(true);
    expect(searchMatcher('pena')(['Copa de la Peña'])).toBe(true);
  });

  it('needs every word, in any order and across fields', () => {
    expect(searchMatcher('dehesa otoño')(card)).toBe(true);
    expect(searchMatcher('otoño sierra')(card)).toBe(false);
    expect(searchMatcher('cervecita 3')(['Cervecita 3ª jornada'])).toBe(true);
    expect(searchMatcher('cervecita 2')(['Cervecita 3ª jornada'])).toBe(false);
  });

  it('an empty query matches everything; missing fields are ignored', () => {
    expect(searchMatcher('')([])).toBe(true);
    expect(searchMatcher('   ')(['x'])).toBe(true);
    expect(searchMatcher('liga')(['Torneo', null, undefined, ''])).toBe(false);
  });

  it('property: folding twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
      }),
    );
  });

  it('property: any part of a field, typed without accents, finds the field', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        (text, a, b) => {
          const folded = foldForSearch(text);
          const from = Math.min(a, b) % (folded.length + 1);
          const to = Math.max(a, b) % (folded.length + 1);
          expect(searchMatcher(folded.slice(from, to))([text])).toBe(true);
        },
      ),
    );
  });
});
