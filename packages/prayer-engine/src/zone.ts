// Calendar days and clock times at a place, whatever zone the device is in.
// Everything goes through Intl with an explicit timeZone; Date's local-time
// getters (the device's zone) are never used for display.

export interface YMD {
  year: number;
  month: number; // 1-12
  day: number;
}

export interface ZonedParts extends YMD {
  hour: number;
  minute: number;
  second: number;
}

// Intl formatters are costly to build; a month timetable formats ~200 times.
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Wall-clock fields of an instant in a zone. Throws RangeError for an unknown zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? NaN,
    month: out.month ?? NaN,
    day: out.day ?? NaN,
    hour: out.hour ?? NaN,
    minute: out.minute ?? NaN,
    second: out.second ?? NaN,
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export const formatYmd = ({ year, month, day }: YMD): string =>
  `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;

/** 'YYYY-MM-DD' -> fields, or null if it is not a real calendar day. */
export function parseYmd(value: unknown): YMD | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Calendar arithmetic on plain days (UTC has no DST, so days are 24 h). */
export function addDays(ymd: YMD, days: number): YMD {
  const d = new Date(Date.UTC(ymd.year, ymd.month - 1, ymd.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Whole days from a to b. */
export const daysBetween = (a: YMD, b: YMD): number =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);

/** The date at the place, 'YYYY-MM-DD'. */
export function todayAt(timezone: string, now: Date): string {
  return formatYmd(zonedParts(now, timezone));
}

/** 24-hour 'HH:MM' at the place. */
export function formatClock(now: Date, timezone: string): string {
  const p = zonedParts(now, timezone);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** Minutes a zone's clocks are ahead of UTC at an instant (to the second). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}
