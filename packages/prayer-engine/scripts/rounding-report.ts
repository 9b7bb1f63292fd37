// How each authority rounds: for every vendored table, the published minute
// against our unrounded instant (compute.ts unroundedTimes) under the place's
// default settings. Printed per time: the spread of published − computed
// (minutes; 5th..95th percentile), the share each rule would print exactly
// (down, nearest, up), and the best constant c for `floor(computed + c)`
// with its share. A rule fits when the spread is under a minute and its
// share is near the best; a best c far from 0, 0.5 or 1 is an offset or a
// different reference point, not a rounding. Usage:
//   npm run accuracy:rounding -- [place or file filter]
import { unroundedTimes } from '../src/compute.ts';
import { normalizePrayerSettings } from '../src/settings.ts';
import { TIME_NAMES } from '../src/types.ts';
import { utcOffsetMinutes } from '../src/zone.ts';
import { loadTimetables } from './accuracy.ts';

const share = (xs: number[], lo: number, hi: number) => xs.filter((r) => r > lo && r <= hi).length / xs.length;
const pct = (x: number) => `${Math.round(x * 100)}%`.padStart(4);

const filter = process.argv[2] ?? '';
for (const t of loadTimetables()) {
  if (filter && !t.id.includes(filter) && !t.place.includes(filter)) continue;
  const place = { latitude: t.latitude, longitude: t.longitude, timezone: t.timezone, countryCode: t.countryCode, elevation: t.elevation };
  const settings = normalizePrayerSettings(null, place);
  const residuals = Object.fromEntries(TIME_NAMES.map((n) => [n, [] as number[]]));
  for (const day of t.days) {
    const raw = unroundedTimes(place, day.date, settings);
    if (!raw) continue;
    for (const n of TIME_NAMES) {
      const local = (((raw[n].getTime() / 60_000 + utcOffsetMinutes(raw[n], t.timezone)) % 1440) + 1440) % 1440;
      const r = day.minutes[n] - local;
      residuals[n]!.push(r > 720 ? r - 1440 : r < -720 ? r + 1440 : r);
    }
  }
  console.log(`${t.place} · ${t.id} · ${settings.calc_method} · ${t.days.length} days`);
  for (const n of TIME_NAMES) {
    const xs = residuals[n]!.slice().sort((a, b) => a - b);
    const q = (f: number) => xs[Math.floor(f * (xs.length - 1))]!.toFixed(2);
    let best = { c: 0, hit: 0 };
    for (let c = -3; c <= 4.001; c += 0.01) {
      const hit = share(xs, c - 1, c);
      if (hit > best.hit + 1e-9) best = { c, hit };
    }
    console.log(
      `  ${n.padEnd(8)} ${q(0.05).padStart(6)}..${q(0.95).padEnd(6)} down ${pct(share(xs, -1, 0))} nearest ${pct(share(xs, -0.5, 0.5))} up ${pct(share(xs, 0, 1))} · best c ${best.c.toFixed(2)} ${pct(best.hit)}`,
    );
  }
}
