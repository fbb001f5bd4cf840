import { describe, expect, it } from 'vitest';
import { ageOn, firstNameAndInitial, initialsOf, publicName } from './public-names';

const today = '2030-06-01';
const adult = { nombre: 'Marta García López', fecha_nacimiento: '1980-02-03', ocultar: false };

describe('public names', () => {
  it("'Nombre I.': the first name and the first surname's initial", () => {
    expect(firstNameAndInitial('Marta García López')).toBe('Marta G.');
    expect(firstNameAndInitial('  Ángel   óscar ')).toBe('Ángel Ó.');
    expect(firstNameAndInitial('Cher')).toBe('Cher');
    expect(firstNameAndInitial('')).toBe('');
  });

  it('initials of the first two words', () => {
    expect(initialsOf('Marta García López')).toBe('M. G.');
    expect(initialsOf('Íñigo')).toBe('Í.');
  });

  it('age in full years, the birthday itself counting', () => {
    expect(ageOn('2016-06-01', today)).toBe(14);
    expect(ageOn('2016-06-02', today)).toBe(13);
    expect(ageOn('2016-07-01', today)).toBe(13);
    expect(ageOn('2000-02-29', '2030-02-28')).toBe(29);
  });

  it('as the link chose, initials for a player under 14 or one who hides their name', () => {
    expect(publicName(adult, 'inicial', today)).toBe('Marta G.');
    expect(publicName(adult, 'completo', today)).toBe('Marta García López');
    expect(publicName({ ...adult, fecha_nacimiento: null }, 'completo', today)).toBe('Marta García López');
    expect(publicName({ ...adult, fecha_nacimiento: '2016-06-02' }, 'completo', today)).toBe('M. G.');
    expect(publicName({ ...adult, fecha_nacimiento: '2016-06-01' }, 'completo', today)).toBe(
      'Marta García López',
    );
    expect(publicName({ ...adult, ocultar: true }, 'completo', today)).toBe('M. G.');
    expect(publicName({ ...adult, ocultar: true }, 'inicial', today)).toBe('M. G.');
  });
});
