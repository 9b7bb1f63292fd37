// npm run bench:engine — how long the prayer engine takes to compute one day's times, the
// work behind every Home render, timetable month, calendar feed and reminder plan. A year of
// days at places that take each path of compute.ts: an authority's rounding, a place's
// elevation, held fajr and isha, the nearest latitude, Umm al-Qura's Ramadan isha.
// ENGINE=<path to an engine's src/index.ts> measures another copy (a before/after pair).
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

type Compute = (place: Record<string, unknown>, date: string, settings?: unknown) => unknown;
const enginePath = process.env.ENGINE ?? fileURLToPath(new URL('../../packages/prayer-engine/src/index.ts', import.meta.url));
const { computePrayerTimes } = (await import(enginePath)) as { computePrayerTimes: Compute };

const PLACES = [
  { name: 'London (London Unified, seasonal)', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' },
  { name: 'Kuala Lumpur (JAKIM, zone)', latitude: 3.139, longitude: 101.6869, timezone: 'Asia/Kuala_Lumpur', countryCode: 'MY' },
  { name: 'Fes (Habous, elevation 407 m)', latitude: 34.0347, longitude: -5.0162, timezone: 'Africa/Casablanca', countryCode: 'MA', elevation: 407 },
  { name: 'Oslo (IRN, held fajr and isha)', latitude: 59.9139, longitude: 10.7522, timezone: 'Europe/Oslo', countryCode: 'NO' },
  { name: 'Reykjavik (nearest latitude)', latitude: 64.1466, longitude: -21.9426, timezone: 'Atlantic/Reykjavik', countryCode: 'IS' },
  { name: 'Makkah (Umm al-Qura)', latitude: 21.3891, longitude: 39.8579, timezone: 'Asia/Riyadh', countryCode: 'SA' },
  { name: 'Tunis (INM, per-time rounding)', latitude: 36.8065, longitude: 10.1815, timezone: 'Africa/Tunis', countryCode: 'TN' },
  { name: 'New York (ISNA)', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York', countryCode: 'US' },
];
const DAYS = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

console.log(`engine: ${enginePath}\n${ROUNDS} rounds of 365 days per place; µs per day, median of the rounds\n`);
console.log('| place | µs per day |\n|---|---:|');
const all: number[] = [];
for (const { name, ...place } of PLACES) {
  for (const date of DAYS.slice(0, 30)) computePrayerTimes(place, date, null); // warm-up
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    for (const date of DAYS) computePrayerTimes(place, date, null);
    rounds.push(((performance.now() - start) * 1000) / DAYS.length);
  }
  rounds.sort((a, b) => a - b);
  const median = rounds[Math.floor(rounds.length / 2)]!;
  all.push(median);
  console.log(`| ${name} | ${median.toFixed(1)} |`);
}
all.sort((a, b) => a - b);
console.log(`\nall places: median ${all[Math.floor(all.length / 2)]!.toFixed(1)} µs per day, slowest ${all[all.length - 1]!.toFixed(1)}`);
