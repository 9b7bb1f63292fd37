// Asr from the shadow at noon (src/asrShadow.ts, docs/decisions.md 34): at the computed asr the
// sun stands where a shadow is its noon shadow plus its length (twice for the Hanafi school),
// with the noon shadow cast by the sun's declination at noon, not at 0h UT as adhan takes it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { declinationAt } from '../src/sun.ts';
import { unroundedTimes } from '../src/compute.ts';
import { normalizePrayerSettings } from '../src/settings.ts';
import { loadTimetables, measure } from '../scripts/accuracy.ts';

const RAD = Math.PI / 180;

/** The sun's altitude (degrees) at an instant and a place: a low-precision sun (about 0.01°). */
function altitudeAt(latitude: number, longitude: number, ms: number): number {
  const n = ms / 86_400_000 + 2_440_587.5 - 2_451_545.0;
  const g = (357.528 + 0.9856003 * n) * RAD;
  const lambda = (280.46 + 0.9856474 * n + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g)) * RAD;
  const epsilon = (23.439 - 0.0000004 * n) * RAD;
  const rightAscension = Math.atan2(Math.cos(epsilon) * Math.sin(lambda), Math.cos(lambda)) / RAD;
  const declination = Math.asin(Math.sin(epsilon) * Math.sin(lambda));
  const siderealTime = 280.46061837 + 360.98564736629 * n;
  const hourAngle = (siderealTime + longitude - rightAscension) * RAD;
  return Math.asin(Math.sin(latitude * RAD) * Math.sin(declination) + Math.cos(latitude * RAD) * Math.cos(declination) * Math.cos(hourAngle)) / RAD;
}

const places = [
  { name: 'London', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
  { name: 'Casablanca', latitude: 33.5731, longitude: -7.5898, timezone: 'Africa/Casablanca' },
  { name: 'Kuala Lumpur', latitude: 3.139, longitude: 101.6869, timezone: 'Asia/Kuala_Lumpur' },
  { name: 'Buenos Aires', latitude: -34.6037, longitude: -58.3816, timezone: 'America/Argentina/Buenos_Aires' },
];

test("the sun at asr is the noon shadow's altitude, on the equinoxes' days when the declination moves fastest", () => {
  for (const place of places) {
    for (const madhab of ['Shafi', 'Hanafi'] as const) {
      // 'Other' has no minutes on dhuhr: its dhuhr is the transit itself.
      const settings = normalizePrayerSettings({ calc_method: 'Other', madhab, high_lat_rule: 'None' }, place);
      for (const date of ['2026-03-20', '2026-06-21', '2026-09-23', '2026-10-20', '2026-12-21']) {
        const t = unroundedTimes(place, date, settings)!;
        const noon = t.dhuhr.getTime();
        const shadow = madhab === 'Hanafi' ? 2 : 1;
        const wanted = Math.atan(1 / (shadow + Math.tan(Math.abs(place.latitude - declinationAt(noon)) * RAD))) / RAD;
        const got = altitudeAt(place.latitude, place.longitude, t.asr.getTime());
        // 0.005° is a second or two of the sun's fall; adhan's asr is up to 0.15° off on these days.
        assert.ok(Math.abs(got - wanted) < 0.005, `${place.name} ${date} ${madhab}: the sun at ${got.toFixed(3)}°, the shadow's ${wanted.toFixed(3)}°`);
      }
    }
  }
});

test("held against the authorities' tables, asr keeps the steady offset their dhuhr has, in every season", () => {
  const tables = loadTimetables();
  // London (the Unified Timetable) was 88.5% within a minute with adhan's declination; Morocco's
  // towns printed asr on its minute 40% of days less often than their dhuhr.
  const london = measure(tables.find((t) => t.id === 'official/london-east-london-mosque-2025.csv')!, null);
  assert.equal(london.prayers.asr.within1, 1, `London: asr within a minute on ${(london.prayers.asr.within1 * 100).toFixed(1)}% of days`);
  for (const town of ['arfoud', 'assila', 'berkane', 'errachidia', 'feguig', 'khenifra']) {
    const table = tables.find((t) => t.id === `habous/${town}-2020.csv`)!;
    const { asr, dhuhr } = measure(table, null).prayers;
    assert.ok(asr.exact >= dhuhr.exact - 0.1, `${town}: asr on the printed minute ${(asr.exact * 100).toFixed(1)}%, dhuhr ${(dhuhr.exact * 100).toFixed(1)}%`);
  }
});
