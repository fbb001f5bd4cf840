import { describe, expect, it } from 'vitest';
import { defaultEntryClose } from './settings';

describe('defaultEntryClose', () => {
  it('is the given days before the play date at the given time, across months and years', () => {
    expect(defaultEntryClose('2030-06-15', { cierre_dias_antes: 2, cierre_hora: '20:00' })).toBe(
      '2030-06-13T20:00',
    );
    expect(defaultEntryClose('2031-01-01', { cierre_dias_antes: 1, cierre_hora: '09:30' })).toBe(
      '2030-12-31T09:30',
    );
    expect(defaultEntryClose('2030-03-01', { cierre_dias_antes: 0, cierre_hora: '08:00' })).toBe(
      '2030-03-01T08:00',
    );
  });
  it('is empty without a default or a date', () => {
    expect(defaultEntryClose('2030-06-15', { cierre_dias_antes: null, cierre_hora: null })).toBe('');
    expect(defaultEntryClose('2030-06-15', undefined)).toBe('');
    expect(defaultEntryClose('', { cierre_dias_antes: 2, cierre_hora: '20:00' })).toBe('');
  });
});
