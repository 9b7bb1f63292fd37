// Calendar days at a place: "today" is the date in the zone of the user's
// times (whose.ts, decisions.md 11), never the server's.

export function dateInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day before/after 'YYYY-MM-DD', as a calendar date (no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Consecutive days in `days` ending today if today counts, else ending yesterday
 * (decisions.md 11). Used for prayer streaks (full days) and reflection streaks.
 * A `paused` day (an excused day, issue 32) is passed over: it neither breaks
 * the streak nor adds to it.
 */
export function streakEndingAt(days: Set<string>, today: string, paused: (day: string) => boolean = () => false): number {
  let day = days.has(today) || paused(today) ? today : addDays(today, -1);
  let streak = 0;
  for (;;) {
    if (paused(day)) {
      day = addDays(day, -1);
      continue;
    }
    if (!days.has(day)) return streak;
    streak += 1;
    day = addDays(day, -1);
  }
}
