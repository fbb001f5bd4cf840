/** The club's local date and time (config TZ), computed on the server once per request (design.md §5). */
import { todayInTimeZone } from '@/shared/domain';

export interface ClubNow {
  /** 'YYYY-MM-DD' in the club's time zone. */
  today: string;
  /** 'HH:MM' in the club's time zone. */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

export function clubNow(instant: Date, timeZone: string): ClubNow {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return { today: todayInTimeZone(instant, timeZone), time: f.format(instant) };
}
