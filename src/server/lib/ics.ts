/**
 * THE calendar-event builder (.ics): a round at a tee time in the club's time zone, lasting an 18-hole round. The
 * tee-time e-mail, the match e-mail and the player's calendar address all build their events here.
 */
import { createEvent, createEvents, type EventAttributes } from 'ics';
import { localTimeToInstant } from '@/shared/domain';

/** How long a calendar event of a round lasts: an 18-hole round. */
export const ROUND_DURATION = { hours: 4, minutes: 30 } as const;

const PRODUCT_ID = 'pena-golf';

export interface RoundEvent {
  /** 'YYYY-MM-DD' and 'HH:MM' in the club's time zone; no time (a match without an agreed one): the whole day. */
  fecha: string;
  hora: string | null;
  timeZone: string;
  title: string;
  description: string;
  location?: string;
  /** Unique per event and recipient; '@pena-golf' is appended. */
  uid: string;
  calName: string;
}

/** The attributes of a round's event: starts at its tee time (UTC in the file), lasts {@link ROUND_DURATION}. */
export function roundEvent(e: RoundEvent): EventAttributes {
  // Never a made-up tee time: without one the event is the whole day.
  if (e.hora === null) return dayEvent(e);
  return {
    start: localTimeToInstant(e.fecha, e.hora, e.timeZone).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: ROUND_DURATION,
    title: e.title,
    description: e.description,
    ...(e.location ? { location: e.location } : {}),
    uid: `${e.uid}@${PRODUCT_ID}`,
    productId: PRODUCT_ID,
    calName: e.calName,
    status: 'CONFIRMED',
  };
}

/** A whole-day event (a match's deadline): from `fecha` to the next day. */
export function dayEvent(e: Omit<RoundEvent, 'hora' | 'timeZone'>): EventAttributes {
  const next = new Date(`${e.fecha}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    start: dateArray(e.fecha),
    end: dateArray(next.toISOString().slice(0, 10)),
    title: e.title,
    description: e.description,
    ...(e.location ? { location: e.location } : {}),
    uid: `${e.uid}@${PRODUCT_ID}`,
    productId: PRODUCT_ID,
    calName: e.calName,
    status: 'CONFIRMED',
  };
}

const dateArray = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return [y, m, d];
};

/** One event as a .ics file; throws if the library refuses it. */
export function icsFile(event: EventAttributes): string {
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('ics: empty event');
  return value;
}

/** A calendar of events as a .ics file; throws if the library refuses it. */
export function icsCalendar(events: EventAttributes[], calName: string): string {
  const { error, value } = createEvents(events, { calName, productId: PRODUCT_ID });
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return value;
}
