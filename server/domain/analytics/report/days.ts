// The UTC calendar days of a report's range, first to last.
import type { Range } from './queries.ts';

export function daysOf(range: Range): string[] {
  const days: string[] = [];
  for (let d = new Date(`${range.from}T00:00:00Z`); d <= new Date(`${range.to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    days.push(d.toISOString().slice(0, 10));
  }
  return days;
}
