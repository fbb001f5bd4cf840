/** The club's local date and time (config TZ), computed on the server once per request (design.md §5). */
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
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
  return { today: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
