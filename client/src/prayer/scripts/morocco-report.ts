// How far our default for Morocco (Egyptian, Shafi) is from the Habous
// ministry's 2020 tables (refdata/adhan-times-history/morocco-habous). Morocco's
// own method is not one of ours; this only measures the gap.
//   node --import tsx client/src/prayer/scripts/morocco-report.ts
import { pathToFileURL } from 'node:url';
import { defaultPrayerSettings } from '../settings.ts';
import { TIME_NAMES, type TimeName } from '../types.ts';
import { compareFile, listRefFiles, loadRefFile } from './refdata.ts';

const DIR = ['adhan-times-history', 'morocco-habous'];

/**
 * The Habous tables put Morocco back on UTC+1 after Ramadan on 2020-05-24;
 * the government moved that change to 2020-05-31 after the tables were
 * printed (tzdata 2020b), so on these 7 days every Habous time is an hour
 * ahead of the real clock. They are left out of the figures.
 */
export const CLOCK_CHANGE_POSTPONED = ['2020-05-24', '2020-05-25', '2020-05-26', '2020-05-27', '2020-05-28', '2020-05-29', '2020-05-30'];

export interface PrayerGap {
  /** Mean of ours - Habous, minutes (positive: ours is later). */
  mean: number;
  /** Mean of |ours - Habous|. */
  meanAbs: number;
  /** Largest |ours - Habous|. */
  maxAbs: number;
}

export interface CityGap {
  city: string;
  days: number;
  method: string;
  prayers: Record<TimeName, PrayerGap>;
}

export function moroccoReport(): CityGap[] {
  return listRefFiles(...DIR).map((name) => {
    const file = loadRefFile(...DIR, name);
    const settings = defaultPrayerSettings('MA', file.params.latitude);
    const deviations = compareFile(file, settings).filter((d) => !CLOCK_CHANGE_POSTPONED.includes(d.date));
    const prayers = {} as Record<TimeName, PrayerGap>;
    for (const prayer of TIME_NAMES) {
      const mins = deviations.filter((d) => d.prayer === prayer).map((d) => d.minutes);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      prayers[prayer] = {
        mean: sum(mins) / mins.length,
        meanAbs: sum(mins.map(Math.abs)) / mins.length,
        maxAbs: Math.max(...mins.map(Math.abs)),
      };
    }
    const days = new Set(deviations.map((d) => d.date)).size;
    return { city: name.replace(/-Morocco\.json$/, ''), days, method: settings.calc_method, prayers };
  });
}

/** Markdown table: per city and prayer, signed mean / max |deviation| in minutes. */
export function formatMoroccoReport(report: CityGap[]): string {
  const f = (n: number) => (n > 0 ? '+' : '') + n.toFixed(1);
  const head = `| city | days | ${TIME_NAMES.join(' | ')} |`;
  const sep = `|---|---|${TIME_NAMES.map(() => '---').join('|')}|`;
  const rows = report.map(
    (c) => `| ${c.city} | ${c.days} | ${TIME_NAMES.map((p) => `${f(c.prayers[p].mean)} / ${c.prayers[p].maxAbs}`).join(' | ')} |`,
  );
  const all = TIME_NAMES.map((p) => {
    const mean = report.reduce((a, c) => a + c.prayers[p].mean, 0) / report.length;
    const max = Math.max(...report.map((c) => c.prayers[p].maxAbs));
    return `${f(mean)} / ${max}`;
  });
  return [head, sep, ...rows, `| **all** | ${report.reduce((a, c) => a + c.days, 0)} | ${all.join(' | ')} |`].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('Ours (Egyptian, Shafi) minus Habous 2020, minutes: signed mean / max |difference|');
  console.log(`(${CLOCK_CHANGE_POSTPONED.length} days left out: ${CLOCK_CHANGE_POSTPONED[0]} to ${CLOCK_CHANGE_POSTPONED.at(-1)}, see CLOCK_CHANGE_POSTPONED)\n`);
  console.log(formatMoroccoReport(moroccoReport()));
}
