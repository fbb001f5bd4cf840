import { describe, expect, it } from 'vitest';
import { isTournamentFinished, todayInTimeZone } from './tournament-state';
import { expectDomainError } from './test-helpers';

describe('tournament state by date', () => {
  it('T§4 "Tournament status by date: finished when its date is before the start of today; otherwise open for enrolment"', () => {
    expect(isTournamentFinished('2025-06-14', '2025-06-15')).toBe(true);
    expect(isTournamentFinished('2025-06-15', '2025-06-15')).toBe(false);
    expect(isTournamentFinished('2025-06-16', '2025-06-15')).toBe(false);
    expect(isTournamentFinished('2024-12-31', '2025-01-01')).toBe(true);
  });

  it("design §5 \"'Today' is the club's local date (config TZ, default Europe/Madrid)\"", () => {
    const lateEvening = new Date('2025-06-14T22:30:00Z');
    expect(todayInTimeZone(lateEvening, 'Europe/Madrid')).toBe('2025-06-15');
    expect(todayInTimeZone(lateEvening, 'Atlantic/Canary')).toBe('2025-06-14');
    expect(todayInTimeZone(new Date('2025-01-01T23:30:00Z'), 'Europe/Madrid')).toBe('2025-01-02');
    expect(todayInTimeZone(new Date('2025-01-01T22:30:00Z'), 'Europe/Madrid')).toBe('2025-01-01');
  });

  it('rejects impossible input', () => {
    expectDomainError(() => isTournamentFinished('2025-02-30', '2025-06-15'), 'INVALID_DATE');
    expectDomainError(() => isTournamentFinished('2025-06-14', 'hoy'), 'INVALID_DATE');
    expectDomainError(() => todayInTimeZone(new Date('x'), 'Europe/Madrid'), 'INVALID_DATE');
    expectDomainError(() => todayInTimeZone(new Date(), 'Mars/Olympus'), 'INVALID_TIME_ZONE');
  });
});

describe('isTournamentFinished with a knockout draw (design §14)', () => {
  it('is finished exactly when the final is decided, whatever the date', () => {
    expect(isTournamentFinished('2030-05-20', '2030-06-01', { finalDecidida: false })).toBe(false);
    expect(isTournamentFinished('2030-05-20', '2030-06-01', { finalDecidida: true })).toBe(true);
    expect(isTournamentFinished('2030-05-20', '2030-06-01', null)).toBe(true);
  });
});
