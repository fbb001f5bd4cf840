import { describe, expect, it } from 'vitest';
import { entriesClosed, eurosToCents, formatEuros, placesLeft, wouldExceedPlaces } from './entries';

describe('entries', () => {
  it('closes at the close instant, not a millisecond later', () => {
    const cierre = new Date('2030-06-14T18:00:00Z');
    expect(entriesClosed(cierre, new Date('2030-06-14T17:59:59.999Z'))).toBe(false);
    expect(entriesClosed(cierre, new Date('2030-06-14T18:00:00Z'))).toBe(true);
    expect(entriesClosed(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('counts places left, never below zero', () => {
    expect(placesLeft(12, 9)).toBe(3);
    expect(placesLeft(12, 12)).toBe(0);
    expect(placesLeft(12, 14)).toBe(0);
    expect(placesLeft(null, 40)).toBeNull();
    expect(wouldExceedPlaces(12, 11)).toBe(false);
    expect(wouldExceedPlaces(12, 12)).toBe(true);
    expect(wouldExceedPlaces(12, 10, 3)).toBe(true);
    expect(wouldExceedPlaces(null, 500)).toBe(false);
  });

  it('writes euros as es-ES does', () => {
    expect(formatEuros(12000)).toBe('120,00 €');
    expect(formatEuros(18000)).toBe('180,00 €');
    expect(formatEuros(150)).toBe('1,50 €');
    expect(formatEuros(5)).toBe('0,05 €');
    expect(formatEuros(123400)).toBe('1234,00 €');
    expect(formatEuros(1234500)).toBe('12.345,00 €');
    expect(eurosToCents(15.5)).toBe(1550);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
  });
});
