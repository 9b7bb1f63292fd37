// When a place's high-latitude rule is in force over a year, for Home and the
// timetable to name it ('Fajr and Isha follow latitude 45° from May to
// August here'). Months are sampled on five days each: enough to name the
// months, cheap enough for every render of Home (memoised by the caller).
import { computePrayerTimes, type PlaceInput, type SettingsInput } from '../compute.ts';

export interface HighLatitudeSeasons {
  /** Months (1–12) with a day whose fajr or isha the rule estimated from latitude 45°. */
  estimated: number[];
  /** Months (1–12) with a day whose fajr and isha are a seventh of the night from sunset and sunrise. */
  seventh: number[];
  /** Months (1–12) with a day whose sun sets too late for the clock's day: maghrib and isha from latitude 45°. */
  evening: number[];
  /** Months (1–12) with a day whose six times all come from latitude 45°. */
  reference: number[];
}

const SAMPLE_DAYS = [1, 8, 15, 22, 28];

export function highLatitudeSeasons(place: PlaceInput, year: number, settings?: SettingsInput): HighLatitudeSeasons {
  const estimated = new Set<number>();
  const seventh = new Set<number>();
  const evening = new Set<number>();
  const reference = new Set<number>();
  for (let month = 1; month <= 12; month++) {
    for (const day of SAMPLE_DAYS) {
      const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const mode = computePrayerTimes(place, date, settings)?.highLatitude;
      if (mode === 'reference') reference.add(month);
      else if (mode === 'evening') evening.add(month);
      else if (mode === 'seventh') seventh.add(month);
      else if (mode === 'estimated') estimated.add(month);
    }
  }
  // A month that has several is named once, under the strongest rule; the evening rule
  // is named apart (it moves maghrib, which the others never do), unless all six move.
  for (const m of reference) {
    evening.delete(m);
    seventh.delete(m);
    estimated.delete(m);
  }
  for (const m of seventh) estimated.delete(m);
  return { estimated: [...estimated], seventh: [...seventh], evening: [...evening], reference: [...reference] };
}

/** Months as runs of consecutive months, around the year's end: [11, 12, 1] is one run. */
export function monthRuns(months: readonly number[]): { from: number; to: number }[] {
  const set = new Set(months);
  if (set.size === 12) return [{ from: 1, to: 12 }];
  const runs: { from: number; to: number }[] = [];
  for (let m = 1; m <= 12; m++) {
    const previous = m === 1 ? 12 : m - 1;
    if (!set.has(m) || set.has(previous)) continue;
    let to = m;
    while (set.has((to % 12) + 1)) to = (to % 12) + 1;
    runs.push({ from: m, to });
  }
  return runs;
}
