import { describe, expect, it } from 'vitest';
import { localTimeToInstant } from './time-zone';
import { expectDomainError } from './test-helpers';

describe('localTimeToInstant (tee times in the club zone)', () => {
  it('Madrid is UTC+1 in winter and UTC+2 in summer', () => {
    expect(localTimeToInstant('2026-12-06', '08:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-12-06T07:00:00.000Z',
    );
    expect(localTimeToInstant('2026-07-04', '08:10', 'Europe/Madrid').toISOString()).toBe(
      '2026-07-04T06:10:00.000Z',
    );
  });

  it('other zones and UTC', () => {
    expect(localTimeToInstant('2026-03-01', '23:55', 'UTC').toISOString()).toBe('2026-03-01T23:55:00.000Z');
    expect(localTimeToInstant('2026-01-15', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:30:00.000Z',
    );
    expect(localTimeToInstant('2026-01-15', '09:30', 'Atlantic/Canary').toISOString()).toBe(
      '2026-01-15T09:30:00.000Z',
    );
  });

  it('the days the clocks change in Madrid', () => {
    // 29 March 2026: 02:00 → 03:00; 03:30 is UTC+2, 01:30 still UTC+1.
    expect(localTimeToInstant('2026-03-29', '03:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(localTimeToInstant('2026-03-29', '01:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    // 25 October 2026: 03:00 → 02:00.
    expect(localTimeToInstant('2026-10-25', '08:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    expect(localTimeToInstant('2026-10-25', '01:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-10-24T23:00:00.000Z',
    );
  });

  it('rejects bad dates, times and zones', () => {
    expectDomainError(() => localTimeToInstant('2026-02-30', '08:00', 'Europe/Madrid'), 'INVALID_DATE');
    expectDomainError(() => localTimeToInstant('2026-02-10', '8:00', 'Europe/Madrid'), 'INVALID_TIME');
    expectDomainError(() => localTimeToInstant('2026-02-10', '08:00', 'Mars/Olympus'), 'INVALID_TIME_ZONE');
  });
});
