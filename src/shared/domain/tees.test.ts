import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teeForSex, type TeeSex } from './tees';

const men = { sexo: 'hombre' as const, id: 'amarillas' };
const women = { sexo: 'mujer' as const, id: 'rojas' };

describe('teeForSex (design §7: a tee per sex)', () => {
  it('gives each sex its own tee', () => {
    expect(teeForSex([men, women], 'hombre')).toBe(men);
    expect(teeForSex([women, men], 'mujer')).toBe(women);
  });

  it('"a player without a sex plays the men\'s tee"', () => {
    expect(teeForSex([women, men], null)).toBe(men);
  });

  it('"a tournament with one tee uses it for everybody"', () => {
    for (const sexo of ['hombre', 'mujer', null] as const) {
      expect(teeForSex([women], sexo)).toBe(women);
      expect(teeForSex([men], sexo)).toBe(men);
    }
  });

  it('null without tees', () => {
    expect(teeForSex([], 'mujer')).toBeNull();
  });

  it('always picks one of the tees given, and the own sex when there is one', () => {
    fc.assert(
      fc.property(
        fc.subarray([men, women]),
        fc.constantFrom<TeeSex | null>('hombre', 'mujer', null),
        (tees, sexo) => {
          const tee = teeForSex(tees, sexo);
          if (tees.length === 0) {
            expect(tee).toBeNull();
            return;
          }
          expect(tees).toContain(tee);
          const own = tees.find((t) => t.sexo === (sexo ?? 'hombre'));
          if (own) expect(tee).toBe(own);
        },
      ),
    );
  });
});
