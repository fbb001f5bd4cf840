import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, isDateInRange, parseTimeOfDay, requireIsoDate } from './dates';
import { expectDomainError } from './test-helpers';

describe('dates and times', () => {
  it('accepts real calendar dates only', () => {
    expect(requireIsoDate('2024-02-29')).toBe('2024-02-29');
    expectDomainError(() => requireIsoDate('2023-02-29'), 'INVALID_DATE');
    expectDomainError(() => requireIsoDate('2025-6-1'), 'INVALID_DATE');
    expectDomainError(() => requireIsoDate(''), 'INVALID_DATE');
  });

  it('accepts the years 1900 to 2100 only', () => {
    expect(isDateInRange('1900-01-01')).toBe(true);
    expect(isDateInRange('2100-12-31')).toBe(true);
    expect(isDateInRange('1899-12-31')).toBe(false);
    expect(isDateInRange('2101-01-01')).toBe(false);
    expect(isDateInRange('0000-01-01')).toBe(false);
  });

  it('T§3 "hora_salida (HH:MM)": parses and formats times of day', () => {
    expect(parseTimeOfDay('08:00')).toBe(480);
    expect(parseTimeOfDay('23:59:30')).toBe(1439);
    expect(formatTimeOfDay(490)).toBe('08:10');
    expectDomainError(() => parseTimeOfDay('8:00'), 'INVALID_TIME');
    expectDomainError(() => parseTimeOfDay('24:00'), 'INVALID_TIME');
    expectDomainError(() => formatTimeOfDay(1440), 'INVALID_TIME');
  });
});
