import { DomainError } from './errors';
import { parseTimeOfDay, requireIsoDate } from './dates';

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      throw new DomainError('INVALID_TIME_ZONE', `Zona horaria no válida: ${timeZone}`);
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(instant));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` reads `fecha` `hora` (a tee time in the club's zone, config
 * TZ, default Europe/Madrid). The hour that a daylight-saving change skips or repeats (02:00–03:00 in Madrid, never a
 * tee time) resolves to one of its neighbours.
 */
export function localTimeToInstant(fecha: string, hora: string, timeZone: string): Date {
  const [y, m, d] = requireIsoDate(fecha).split('-').map(Number) as [number, number, number];
  const minutes = parseTimeOfDay(hora);
  const wall = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  return new Date(wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone));
}
