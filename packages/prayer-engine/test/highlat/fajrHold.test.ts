// The held fajr of a recipe (Islamic Council Norway): the angle on dark-enough
// nights, the nearest such night's clock time otherwise, never later than
// the set minutes before sunrise.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computePrayerTimes } from '../../src/index.ts';
import { sunCrossing, sunDeclination } from '../testing/sun.ts';
import { midnightDepression, nightsShortening, solarDeclination } from '../../src/highlat/fajrHold.ts';

const oslo = { latitude: 59.9139, longitude: 10.7522, timezone: 'Europe/Oslo', countryCode: 'NO' };
const MIN = 60_000;

test('solar declination agrees with the independent sun model within 0.05°', () => {
  for (const date of ['2026-01-01', '2026-03-20', '2026-04-12', '2026-06-21', '2026-08-27', '2026-12-21']) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const ours = solarDeclination({ year, month, day });
    const model = sunDeclination(new Date(`${date}T12:00:00Z`));
    assert.ok(Math.abs(ours - model) < 0.05, `${date}: ${ours} vs ${model}`);
  }
  // Oslo's midnight depression: deep in winter, about 6.6° at midsummer.
  assert.ok(midnightDepression(oslo.latitude, { year: 2026, month: 12, day: 21 }) > 53);
  assert.ok(Math.abs(midnightDepression(oslo.latitude, { year: 2026, month: 6, day: 21 }) - 6.6) < 0.2);
});

test('Oslo (IRN): 16° on dark nights, then held at the last dark night\'s clock time, never later than 58 min before sunrise', () => {
  // December: the plain 16° time (sun model).
  const dec = computePrayerTimes(oslo, '2026-12-10')!;
  const f16 = sunCrossing(dec.instants.dhuhr, oslo.latitude, oslo.longitude, -16, 'morning')!;
  assert.ok(Math.abs(dec.instants.fajr.getTime() - f16.getTime()) <= 0.75 * MIN);
  // 12 April is the last night with the sun 21° down; from 13 April fajr keeps its clock time.
  const held = computePrayerTimes(oslo, '2026-04-12')!.fajr;
  for (const date of ['2026-04-13', '2026-04-20', '2026-05-01', '2026-05-10']) {
    assert.equal(computePrayerTimes(oslo, date)!.fajr, held, date);
  }
  // Every day: fajr at least 58 minutes before (the council's) sunrise.
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const r = computePrayerTimes(oslo, date)!;
    assert.ok(r.instants.sunrise.getTime() - r.instants.fajr.getTime() >= 58 * MIN - 1000, `${date}: ${r.fajr} ${r.sunrise}`);
  }
  // Midsummer: exactly the 58 minutes.
  const june = computePrayerTimes(oslo, '2026-06-21')!;
  assert.equal(Math.round((june.instants.sunrise.getTime() - june.instants.fajr.getTime()) / MIN), 58);
});

test('Oslo (IRN): in late summer the hold ends on the first night the sun gets 20° down again', () => {
  assert.equal(nightsShortening(oslo.latitude, { year: 2026, month: 4, day: 12 }), true);
  assert.equal(nightsShortening(oslo.latitude, { year: 2026, month: 8, day: 27 }), false);
  assert.equal(nightsShortening(-33.9, { year: 2026, month: 4, day: 12 }), false, 'southern hemisphere: the other half');
  // 27 August: 20.1° at midnight (the spring threshold, 21°, would wait until 30 August).
  assert.ok(midnightDepression(oslo.latitude, { year: 2026, month: 8, day: 27 }) >= 20);
  assert.ok(midnightDepression(oslo.latitude, { year: 2026, month: 8, day: 26 }) < 20);
  const first = computePrayerTimes(oslo, '2026-08-27')!;
  const f16 = sunCrossing(first.instants.dhuhr, oslo.latitude, oslo.longitude, -16, 'morning')!;
  assert.ok(Math.abs(first.instants.fajr.getTime() - f16.getTime()) <= 0.75 * MIN, '27 August: the plain 16° time');
  // Before it, back to mid-July (where 58 minutes before sunrise takes over), that clock time.
  for (const date of ['2026-07-20', '2026-08-01', '2026-08-26']) {
    assert.equal(computePrayerTimes(oslo, date)!.fajr, first.fajr, date);
  }
  // The council's table: 03:17 from 14 July to 27 August.
  assert.ok(Math.abs(Number(first.fajr.slice(3)) - 17) <= 2 && first.fajr.startsWith('03:'));
});
