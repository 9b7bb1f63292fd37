// Isha through the exception period (Islamic Council Norway): the angle on
// dark-enough nights, then a straight line in clock time to 40 minutes after
// maghrib on the solstice and on to the first valid isha, never earlier than
// 40 minutes after maghrib.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computePrayerTimes } from '../../src/index.ts';
import { sunCrossing } from '../testing/sun.ts';
import { darkEnough } from '../../src/highlat/fajrHold.ts';

const oslo = { latitude: 59.9139, longitude: 10.7522, timezone: 'Europe/Oslo', countryCode: 'NO' };
const MIN = 60_000;
const ymd = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const clock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

test('Oslo (IRN): isha at 15° while the nights are 26° dark in spring and again from 24.7° in autumn', () => {
  assert.ok(darkEnough(oslo.latitude, ymd('2026-03-30'), 26, 24.7));
  assert.ok(!darkEnough(oslo.latitude, ymd('2026-03-31'), 26, 24.7));
  assert.ok(!darkEnough(oslo.latitude, ymd('2026-09-08'), 26, 24.7));
  assert.ok(darkEnough(oslo.latitude, ymd('2026-09-09'), 26, 24.7));
  for (const date of ['2026-02-01', '2026-03-30', '2026-09-09', '2026-10-15']) {
    const r = computePrayerTimes(oslo, date)!;
    const i15 = sunCrossing(r.instants.dhuhr, oslo.latitude, oslo.longitude, -15, 'evening')!;
    assert.ok(Math.abs(r.instants.isha.getTime() - i15.getTime()) <= 0.75 * MIN, `${date}: ${r.isha}`);
  }
});

test('Oslo (IRN): in the exception period isha moves a straight line to 40 minutes after maghrib on the solstice', () => {
  const isha = (date: string) => clock(computePrayerTimes(oslo, date)!.isha);
  const last = isha('2026-03-30');
  const solstice = computePrayerTimes(oslo, '2026-06-21')!;
  assert.equal((solstice.instants.isha.getTime() - solstice.instants.maghrib.getTime()) / MIN, 40);
  // 10 May is 41 of the 83 days from 30 March to 21 June (the council's table: 22:44).
  const expected = last + ((clock(solstice.isha) - last) * 41) / 83;
  assert.ok(Math.abs(isha('2026-05-10') - expected) <= 0.5, `${isha('2026-05-10')} vs ${expected}`);
  assert.ok(Math.abs(isha('2026-05-10') - clock('22:44')) <= 1);
  // Every held day moves by about a minute, up in spring, down in late summer.
  for (const [from, to, sign] of [['2026-03-31', '2026-06-08', 1], ['2026-07-25', '2026-09-08', -1]] as const) {
    for (let t = Date.parse(from); t < Date.parse(to); t += 86_400_000) {
      const a = new Date(t).toISOString().slice(0, 10);
      const b = new Date(t + 86_400_000).toISOString().slice(0, 10);
      const step = (isha(b) - isha(a)) * sign;
      assert.ok(step >= 0 && step <= 2, `${a} → ${b}: ${step}`);
    }
  }
  // Around midsummer the line would come earlier than 40 minutes after maghrib: that floor holds.
  for (const date of ['2026-06-09', '2026-07-01', '2026-07-20']) {
    const r = computePrayerTimes(oslo, date)!;
    assert.equal((r.instants.isha.getTime() - r.instants.maghrib.getTime()) / MIN, 40, date);
  }
});
