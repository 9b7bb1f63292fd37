// Authority presets and defaults against the vendored published timetables
// (decision 15), the accuracy report, and Umm al-Qura's Ramadan isha (decision 16).
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTHORITY_PRESETS, computePrayerTimes, defaultPrayerSettings } from '../src/index.ts';
import { declinationAt } from '../src/sun.ts';
import { specDefaultSettings } from '../src/settings.ts';
import { PRESET_MEASUREMENTS } from '../src/measurements.ts';
import { TIME_NAMES } from '../src/types.ts';
import { loadTimetables, measure, presetWithin2, worstWithin2 } from '../scripts/accuracy.ts';
import { clockDiff, minutesOf24h } from '../scripts/refdata.ts';

const tables = loadTimetables();

// RU is not here: DUMMO's summer isha (77.5% within ±2 min) is below this test's 95%; its own test is below.
const AUTHORITY_COUNTRIES = ['MY', 'ID', 'AE', 'QA', 'IR', 'MA', 'GB', 'NO', 'SG', 'DZ', 'TN', 'JO', 'BN', 'BH', 'BA', 'KZ', 'OM'];

/**
 * Where a country's two published tables disagree and the preset keeps both within ±2 min by
 * taking the middle, the times that were exact on one of them may be a minute off it (mean). Qatar:
 * the ministry's maghrib is at sunset, the Calendar House's 2 min later; the preset's is 1 min after.
 */
const SPLIT: Record<string, readonly string[]> = { 'adhan-times/Doha-Qatar.json': ['maghrib', 'isha'] };

test('decision 15: every prayer within ±2 min on at least 95% of days of every timetable of an authority country', () => {
  const checked = tables.filter((t) => AUTHORITY_COUNTRIES.includes(t.countryCode));
  assert.equal(new Set(checked.map((t) => t.countryCode)).size, AUTHORITY_COUNTRIES.length, 'a timetable for each country');
  for (const t of checked) {
    const after = measure(t, null); // the place's defaults
    const before = measure(t, specDefaultSettings(t.countryCode, t.latitude));
    for (const n of TIME_NAMES) {
      const share = after.prayers[n].within2;
      assert.ok(share >= 0.95, `${t.id} ${n}: ${(share * 100).toFixed(1)}% within ±2 min`);
      // Never worse than the spec table's default, prayer by prayer (mean |error|).
      assert.ok(after.prayers[n].meanAbs <= before.prayers[n].meanAbs + (SPLIT[t.id]?.includes(n) ? 1 : 0.25), `${t.id} ${n} worse than before`);
    }
  }
});

test('places that already agreed within ±2 min still do, on every day', () => {
  const good = tables.filter((t) =>
    ['TR', 'EG', 'PK', 'SG', 'SA', 'KW'].includes(t.countryCode));
  assert.deepEqual(new Set(good.map((t) => t.countryCode)), new Set(['TR', 'EG', 'PK', 'SG', 'SA', 'KW']));
  for (const t of good) {
    const a = measure(t, null);
    for (const n of TIME_NAMES) assert.ok(a.prayers[n].maxAbs <= 2, `${t.id} ${n}: off by ${a.prayers[n].maxAbs} min`);
  }
});

test("each preset's stored measurement matches the measurement (within a point)", () => {
  for (const p of AUTHORITY_PRESETS) {
    // Jafari is a school's method with no published table to measure against.
    if (!('measured' in p)) continue;
    const { days, share } = presetWithin2(p.id, tables);
    assert.ok(days >= 10, p.id); // Bahrain's table: 10 days
    assert.ok(Math.abs(share - p.measured.within2Share) <= 0.01, `${p.id}: stored ${p.measured.within2Share}, measured ${share.toFixed(3)}`);
    assert.equal(PRESET_MEASUREMENTS[p.id]?.days, days, `${p.id}: the days it was measured over ('Why these times?' says them)`);
  }
});

test('the report says before and after for every timetable, and the npm script writes it', (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'accuracy-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const script = fileURLToPath(new URL('../scripts/accuracy-report.ts', import.meta.url));
  const run = spawnSync(process.execPath, [script, path.join(dir, 'accuracy.md')], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const md = readFileSync(path.join(dir, 'accuracy.md'), 'utf8');
  for (const t of tables) assert.ok(md.includes(`\`${t.id}\``), t.id);
  assert.match(md, /\| before \| LondonUnified \| 0% /);
  assert.match(md, /\| \*\*after\*\* \| \*\*JAKIM\*\* \| 100% /);
  // The committed docs/accuracy.md is the current one.
  const committed = readFileSync(fileURLToPath(new URL('../../../docs/accuracy.md', import.meta.url)), 'utf8');
  assert.equal(committed, md, 'docs/accuracy.md is stale: run npm run accuracy:report');
  // A worst share is a real minimum over the prayers.
  const kl = tables.find((t) => t.id.includes('kuala-lumpur'))!;
  assert.equal(worstWithin2(measure(kl, specDefaultSettings('MY'))), 0, 'Singapore 20° puts fajr ~10 min early in KL');
});

// Decision 16. 1 Ramadan 1447 = 2026-02-18 and 1 Shawwal = 2026-03-20 in the Umm al-Qura table.
const makkah = { latitude: 21.4225, longitude: 39.8262, timezone: 'Asia/Riyadh', countryCode: 'SA' };
const ishaAfterMaghrib = (date: string, hijri_adjustment?: number) => {
  const r = computePrayerTimes(makkah, date, { ...defaultPrayerSettings('SA', makkah.latitude), ...(hijri_adjustment ? { hijri_adjustment } : {}) })!;
  return (r.instants.isha.getTime() - r.instants.maghrib.getTime()) / 60_000;
};

test('Umm al-Qura: isha 120 min after maghrib in Ramadan, 90 otherwise, by the Hijri date at the place', () => {
  assert.equal(ishaAfterMaghrib('2026-02-17'), 90, '29 Shaban');
  assert.equal(ishaAfterMaghrib('2026-02-18'), 120, '1 Ramadan');
  assert.equal(ishaAfterMaghrib('2026-03-05'), 120, '16 Ramadan');
  assert.equal(ishaAfterMaghrib('2026-03-19'), 120, 'last day of Ramadan');
  assert.equal(ishaAfterMaghrib('2026-03-20'), 90, '1 Shawwal');
  // The Hijri adjustment shifts the month: +1 makes 29 Shaban the first of Ramadan.
  assert.equal(ishaAfterMaghrib('2026-02-17', 1), 120);
  assert.equal(ishaAfterMaghrib('2026-02-18', -1), 90);
  assert.equal(ishaAfterMaghrib('2026-03-20', -1), 120);
  // Only Umm al-Qura: Qatar Awqaf keeps its 90 minutes.
  const doha = computePrayerTimes({ latitude: 25.2854, longitude: 51.531, timezone: 'Asia/Qatar', countryCode: 'QA' }, '2026-03-01')!;
  assert.equal((doha.instants.isha.getTime() - doha.instants.maghrib.getTime()) / 60_000, 90);
});

/**
 * Hours from noon to asr the day before `date` as the council's table has it: the altitude from the
 * sun's declination at 0h UT of that day, reached as that day's sun moves (solved here by hand).
 */
function previousDayAsrHours(latitude: number, date: string, shadowLength: number, noonMs: number): number {
  const rad = Math.PI / 180;
  const before = Date.parse(`${date}T00:00:00Z`) - 86_400_000;
  const d0 = declinationAt(before);
  const altitude = Math.atan(1 / (shadowLength + Math.tan(Math.abs(latitude - d0) * rad)));
  let hours = 3;
  for (let i = 0; i < 4; i++) {
    const d = declinationAt(noonMs - 86_400_000 + hours * 3_600_000) * rad;
    const cosH = (Math.sin(altitude) - Math.sin(latitude * rad) * Math.sin(d)) / (Math.cos(latitude * rad) * Math.cos(d));
    hours = Math.acos(cosH) / rad / 15;
  }
  return hours;
}

test('Islamic Council Norway: asr at twice the shadow in standard time, once in summer time, from the sun of the day before', () => {
  const oslo = { latitude: 59.9139, longitude: 10.7522, timezone: 'Europe/Oslo' };
  const mwl = (madhab: 'Shafi' | 'Hanafi') => ({ calc_method: 'MuslimWorldLeague' as const, madhab, high_lat_rule: 'None' as const, offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 } });
  const irn = { ...mwl('Shafi'), calc_method: 'IslamicCouncilNorway' as const };
  const minutes = (a: Date, b: Date) => (a.getTime() - b.getTime()) / 60_000;
  // 28 March is the last day of standard time in 2026, 29 March the first of summer time.
  for (const [date, before, madhab] of [
    ['2026-01-15', '2026-01-14', 'Hanafi'],
    ['2026-03-28', '2026-03-27', 'Hanafi'],
    ['2026-03-29', '2026-03-28', 'Shafi'],
    ['2026-07-15', '2026-07-14', 'Shafi'],
    ['2026-10-24', '2026-10-23', 'Shafi'],
    ['2026-10-25', '2026-10-24', 'Hanafi'],
  ] as const) {
    const ours = computePrayerTimes(oslo, date, irn)!.instants;
    const today = computePrayerTimes(oslo, date, mwl(madhab))!.instants;
    assert.equal(before, new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10));
    // This day's zenith (MWL's dhuhr is a minute after it) plus the day before's zenith-to-asr
    // interval (whole minutes, so ±1).
    const zenith = today.dhuhr.getTime() - 60_000;
    const expected = previousDayAsrHours(oslo.latitude, date, madhab === 'Hanafi' ? 2 : 1, zenith) * 60;
    assert.ok(Math.abs((ours.asr.getTime() - zenith) / 60_000 - expected) <= 1, `${date} ${madhab}: ${(ours.asr.getTime() - zenith) / 60_000} against ${expected.toFixed(2)}`);
    const other = computePrayerTimes(oslo, date, mwl(madhab === 'Hanafi' ? 'Shafi' : 'Hanafi'))!.instants;
    assert.ok(Math.abs(minutes(ours.asr, other.asr)) > 15, `${date}: not the other madhab`);
  }
  // In January that asr is earlier than the same day's, as in the table (13:57 on 15 January).
  const jan = computePrayerTimes(oslo, '2026-01-15', irn)!;
  assert.ok(minutes(jan.instants.asr, computePrayerTimes(oslo, '2026-01-15', mwl('Hanafi'))!.instants.asr) <= -1);
});

// Issue 34: the two authorities whose tables the preset follows on all but one
// prayer, by their published or evident rule rather than a fit.
test('Azerbaijan: all six times within ±2 min, and maghrib (iftar) never before the Board\'s', () => {
  const t = tables.find((x) => x.id === 'official/baku-cmo-2025.csv')!;
  const defaults = defaultPrayerSettings(t.countryCode, t.latitude, t.longitude);
  assert.equal(defaults.calc_method, 'CaucasusMuslimsBoard');
  assert.equal(defaults.madhab, 'Hanafi', 'the authority\'s asr school comes with its preset');
  const a = measure(t, null);
  for (const n of TIME_NAMES) assert.equal(a.prayers[n].within2, 1, n);
  // The sun 3.6° down: at most a minute after the table's maghrib, never before it (the Jafari 4° was 2–3 min late).
  for (const day of t.days) {
    const ours = computePrayerTimes({ latitude: t.latitude, longitude: t.longitude, timezone: t.timezone, countryCode: t.countryCode }, day.date, null)!;
    const diff = clockDiff(minutesOf24h(ours.maghrib), day.minutes.maghrib);
    assert.ok(diff >= 0 && diff <= 1, `${day.date}: maghrib ${ours.maghrib}, the Board's ${day.minutes.maghrib} min after midnight`);
  }
  const before = measure(t, specDefaultSettings(t.countryCode, t.latitude));
  assert.ok(worstWithin2(before) < worstWithin2(a));
});

test('Bangladesh: every other prayer within ±2 min, and fajr never on the unsafe side', () => {
  const t = tables.find((x) => x.id === 'official/dhaka-2025.csv')!;
  const a = measure(t, null);
  const defaults = defaultPrayerSettings(t.countryCode, t.latitude, t.longitude);
  assert.equal(defaults.calc_method, 'IslamicFoundationBD');
  assert.equal(defaults.madhab, 'Hanafi', 'the authority\'s asr school comes with its preset');
  for (const n of TIME_NAMES) if (n !== 'fajr') assert.equal(a.prayers[n].within2, 1, `${t.id} ${n}`);
  // Fajr later than its sehri end, by at most 5 minutes.
  assert.ok(a.prayers.fajr.mean > 0 && a.prayers.fajr.maxAbs <= 5, `${t.id} fajr: mean ${a.prayers.fajr.mean}`);
  // Far closer than the spec's default (Karachi) on the worst prayer.
  const before = measure(t, specDefaultSettings(t.countryCode, t.latitude));
  assert.ok(worstWithin2(before) <= worstWithin2(a), t.id);
});

// Issue 34: Turkish communities in Europe choose Diyanet's rule ('Turkey') in
// Settings. The one European Turkish-community table held (IGMG, Aachen 2025)
// shows where such tables part from Türkiye's: not in sunrise, dhuhr, asr or
// maghrib (the same temkin), but in an isha earlier than 17° and in summer.
test("Turkey (Diyanet) chosen in Aachen against IGMG's calendar: same temkin times all year, isha earlier, its own summer rule", () => {
  const t = tables.find((x) => x.id === 'official/aachen-igmg-2025.csv')!;
  const turkey = { ...defaultPrayerSettings('DE', t.latitude, t.longitude), calc_method: 'Turkey' as const };
  const year = measure(t, turkey);
  for (const n of ['sunrise', 'dhuhr', 'asr', 'maghrib'] as const) assert.equal(year.prayers[n].within2, 1, n);
  // Outside its summer period (24 April – 20 August), fajr is Diyanet's 18°.
  const outside = { ...t, days: t.days.filter((d) => d.date < '2025-04-24' || d.date > '2025-08-20') };
  const rest = measure(outside, turkey);
  assert.ok(rest.prayers.fajr.within2 >= 0.95, `fajr ${rest.prayers.fajr.within2}`);
  // Isha: IGMG's is earlier than 17° by 3–11 minutes on every such day.
  assert.ok(rest.prayers.isha.within2 === 0 && rest.prayers.isha.mean > 3 && rest.prayers.isha.maxAbs <= 11, `isha mean ${rest.prayers.isha.mean}`);
  // In summer the table holds fajr near 04:00 and isha near 23:00 by a rule of its own,
  // which no high-latitude rule offered here reproduces.
  const summer = measure({ ...t, days: t.days.filter((d) => d.date >= '2025-05-01' && d.date <= '2025-08-01') }, turkey);
  assert.ok(summer.prayers.fajr.within2 < 0.5 && summer.prayers.isha.within2 < 0.5);
});

test("Muftiate of Moscow: the default in and around Moscow; DUMMO's table within ±2 min on five times all year, isha on 77%", () => {
  const t = tables.find((x) => x.id === 'official/moscow-dummo-2025.csv')!;
  assert.equal(defaultPrayerSettings('RU', t.latitude, t.longitude).calc_method, 'MuftiateMoscow');
  const a = measure(t, null); // the place's defaults
  // Measured: fajr, sunrise, dhuhr, asr and maghrib 100%, isha 77.5% (Muslim World League, the old
  // default: fajr 74.5%, sunrise, dhuhr, maghrib and isha 0%).
  for (const n of ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib'] as const) assert.equal(a.prayers[n].within2, 1, n);
  assert.ok(a.prayers.isha.within2 >= 0.77, `isha ${a.prayers.isha.within2}`);
  // Summer fajr is 18/60 of the night before sunrise: the table's 1:48 at the solstice.
  const june = measure({ ...t, days: t.days.filter((d) => d.date >= '2025-06-01' && d.date <= '2025-06-30') }, null);
  assert.ok(june.prayers.fajr.maxAbs <= 1);
  // Outside the months when the night is too short for 15°, isha is within ±2 min too.
  const winter = measure({ ...t, days: t.days.filter((d) => d.date < '2025-04-20' || d.date > '2025-08-31') }, null);
  assert.equal(winter.prayers.isha.within2, 1);
});

test("Oman's ministry: the default for Muscat; its 2026 table within ±1 min on five times and ±2 on asr, every day", () => {
  const t = tables.find((x) => x.id === 'official/muscat-mara-2026.csv');
  assert.ok(t, 'the MARA Muscat table is vendored');
  assert.equal(defaultPrayerSettings('OM', t.latitude, t.longitude).calc_method, 'OmanMARA');
  const after = measure(t, null);
  assert.ok(after.days >= 90, `${after.days} days`);
  for (const n of TIME_NAMES) {
    assert.ok(after.prayers[n].maxAbs <= (n === 'asr' ? 2 : 1), `${n}: off by ${after.prayers[n].maxAbs} min`);
  }
  assert.ok(after.prayers.asr.within1 >= 0.97, `asr within ±1 min on ${(after.prayers.asr.within1 * 100).toFixed(1)}%`);
  // The spec's Umm al-Qura default it replaces was about 5 min early on dhuhr, asr and maghrib every day.
  const before = measure(t, specDefaultSettings('OM', t.latitude));
  for (const n of ['dhuhr', 'asr', 'maghrib'] as const) assert.equal(before.prayers[n].within2, 0, n);
});

test("Qatar: both published tables (the ministry's, at sunset; the Calendar House's, 2 min after) within ±2 min on every time, every day", () => {
  const calendar = tables.find((x) => x.id === 'official/doha-qatar-calendar-house.csv');
  const ministry = tables.find((x) => x.id === 'adhan-times/Doha-Qatar.json');
  assert.ok(calendar && ministry, 'both Doha tables are held');
  assert.equal(defaultPrayerSettings('QA', calendar.latitude, calendar.longitude).calc_method, 'AwqafQatar');
  for (const t of [calendar, ministry]) {
    const after = measure(t, null);
    for (const n of TIME_NAMES) assert.ok(after.prayers[n].maxAbs <= 2, `${t.id} ${n}: off by ${after.prayers[n].maxAbs} min`);
    // Maghrib and isha at most a minute from either table on nine days in ten.
    assert.ok(after.prayers.maghrib.within1 >= 0.85, `${t.id} maghrib within ±1 on ${(after.prayers.maghrib.within1 * 100).toFixed(1)}%`);
  }
  // At sunset, as the ministry's table has it, the calendar's maghrib is 3 min off on a tenth of its days.
  const atSunset = measure(calendar, { calc_method: 'Qatar', madhab: 'Shafi', high_lat_rule: 'None', offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 } });
  assert.ok(atSunset.prayers.maghrib.within2 < 0.95, `at sunset: ${(atSunset.prayers.maghrib.within2 * 100).toFixed(1)}% within ±2`);
});
