import { describe, expect, it } from 'vitest';
import { formatDistance, parseDistanceFields, parseMetres, parseMetresAndCentimetres } from './distance';

describe('parseMetres', () => {
  it('reads metres with a decimal comma or point as whole centimetres', () => {
    expect(parseMetres('3,45')).toBe(345);
    expect(parseMetres('3.45')).toBe(345);
    expect(parseMetres('3,5')).toBe(350);
    expect(parseMetres('0,07')).toBe(7);
    expect(parseMetres(' 12 ')).toBe(1200);
    expect(parseMetres('285,3 m')).toBe(28530);
    expect(parseMetres('3,')).toBe(300);
  });

  it('no text is no distance', () => {
    expect(parseMetres('')).toBeNull();
    expect(parseMetres('  ')).toBeNull();
    expect(parseMetres(null)).toBeNull();
  });

  it('refuses what is not metres to the centimetre', () => {
    for (const bad of ['3,456', '-1', 'tres', '1.000,5', '3,4,5', '1234', ',5x']) {
      expect(parseMetres(bad), bad).toBeNaN();
    }
  });
});

describe('parseMetresAndCentimetres', () => {
  it('adds metres and centimetres', () => {
    expect(parseMetresAndCentimetres('3', '45')).toBe(345);
    expect(parseMetresAndCentimetres('3', '')).toBe(300);
    expect(parseMetresAndCentimetres('', '80')).toBe(80);
    expect(parseMetresAndCentimetres('', '')).toBeNull();
  });

  it('refuses centimetres over 99 and decimals', () => {
    expect(parseMetresAndCentimetres('3', '100')).toBeNaN();
    expect(parseMetresAndCentimetres('3,5', '')).toBeNaN();
    expect(parseMetresAndCentimetres('3', '-2')).toBeNaN();
  });
});

describe('formatDistance', () => {
  it('writes metres with a comma and two decimals', () => {
    expect(formatDistance(345)).toBe('3,45 m');
    expect(formatDistance(300)).toBe('3,00 m');
    expect(formatDistance(5)).toBe('0,05 m');
    expect(formatDistance(28530)).toBe('285,30 m');
  });
});

describe('parseDistanceFields', () => {
  it('takes metres with a comma alone, or metres and centimetres', () => {
    expect(parseDistanceFields('3,45', '')).toBe(345);
    expect(parseDistanceFields('3', '45')).toBe(345);
    expect(parseDistanceFields('12', '')).toBe(1200);
    expect(parseDistanceFields('', '')).toBeNull();
  });

  it('refuses a comma in the metres with centimetres beside it', () => {
    expect(parseDistanceFields('3,4', '5')).toBeNaN();
  });
});
