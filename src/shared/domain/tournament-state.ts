import { DomainError } from './errors';
import { requireIsoDate } from './dates';

/**
 * True when the tournament is finished (T§4, P§4: "finished when its date is before the start of today").
 * Both dates are the club's local calendar dates 'YYYY-MM-DD'; a tournament played today is not finished.
 * A tournament with a knockout draw is one tournament with many dates (design §14): pass `draw` and it is finished
 * exactly when its final is decided, whatever its date.
 */
export function isTournamentFinished(
  fechaJuego: string,
  today: string,
  draw?: { finalDecidida: boolean } | null,
): boolean {
  const byDate = requireIsoDate(fechaJuego) < requireIsoDate(today);
  return draw ? draw.finalDecidida : byDate;
}

/**
 * The calendar date 'YYYY-MM-DD' of an instant in a time zone (design §5: "Today is the club's local date
 * (config TZ, default Europe/Madrid)"). Pure: the instant is passed in, the clock is never read.
 */
export function todayInTimeZone(instant: Date, timeZone: string): string {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new DomainError('INVALID_DATE', 'Fecha no válida');
  }
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateFormatter(timeZone).formatToParts(instant);
  } catch {
    throw new DomainError('INVALID_TIME_ZONE', `Zona horaria no válida: ${timeZone}`);
  }
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return requireIsoDate(`${part('year')}-${part('month')}-${part('day')}`);
}

/** Building an Intl.DateTimeFormat costs far more than using one (it is on every score save's path): one per zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
