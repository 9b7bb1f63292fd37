// Issue 45 item 1: a place in Malaysia gets its JAKIM zone, and under the JAKIM preset the times JAKIM
// publishes for that zone (computed at the zone's reference point, docs/decisions.md 32).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computePrayerTimes } from '../src/index.ts';
import { JAKIM_ZONES, jakimZone } from '../src/jakimZones.ts';
import { TIME_NAMES } from '../src/types.ts';
import { loadTimetables, measure } from '../scripts/accuracy.ts';

const tables = loadTimetables();

test('jakimZone: the zone of a Malaysian place, undefined outside Malaysia', () => {
  assert.equal(jakimZone({ latitude: 5.9804, longitude: 116.0735, countryCode: 'MY' })?.code, 'SBH07');
  assert.equal(jakimZone({ latitude: 1.5533, longitude: 110.3592, countryCode: 'MY' })?.code, 'SWK08');
  assert.equal(jakimZone({ latitude: 3.139, longitude: 101.6869, countryCode: 'MY' })?.code, 'WLY01');
  assert.equal(jakimZone({ latitude: 3.139, longitude: 101.6869 })?.code, 'WLY01', 'no country code: inside Malaysia');
  assert.equal(jakimZone({ latitude: 1.4927, longitude: 103.7414, countryCode: 'my' })?.code, 'JHR02', 'Johor Bahru');
  assert.equal(jakimZone({ latitude: 5.4141, longitude: 100.3288, countryCode: 'MY' })?.code, 'PNG01', 'George Town');
  assert.equal(jakimZone({ latitude: 1.3521, longitude: 103.8198, countryCode: 'SG' }), undefined, 'Singapore');
  assert.equal(jakimZone({ latitude: 4.9031, longitude: 114.9398, countryCode: 'BN' }), undefined, 'Bandar Seri Begawan');
  assert.equal(jakimZone({ latitude: 51.5, longitude: -0.12 }), undefined, 'London, no country code');
  const z = jakimZone({ latitude: 1.5533, longitude: 110.3592, countryCode: 'MY' })!;
  assert.deepEqual(Object.keys(z).sort(), ['code', 'latitude', 'longitude', 'name']);
  assert.match(z.name, /Kuching/);
  assert.ok(JAKIM_ZONES.length >= 59, `${JAKIM_ZONES.length} zones`);
});

test("JAKIM's tables of three zones: every time within ±2 min on every day, at the zone's reference point and with its syuruk", () => {
  const ids = ['official/kuala-lumpur-jakim-wly01-2025.csv', 'official/kota-kinabalu-jakim-sbh07-2023.csv', 'official/kuching-jakim-swk08-2023.csv'];
  for (const id of ids) {
    const t = tables.find((x) => x.id === id);
    assert.ok(t, `${id} is vendored`);
    const after = measure(t, null);
    assert.equal(after.days, 365, id);
    for (const n of TIME_NAMES) {
      assert.equal(after.prayers[n].within2, 1, `${id} ${n}: ${(after.prayers[n].within2 * 100).toFixed(1)}% within ±2`);
      // Dhuhr is JAKIM's zohor less a minute at most (decision 32); the others within ±1 on nearly every day.
      assert.ok(after.prayers[n].within1 >= 0.74, `${id} ${n}: ${(after.prayers[n].within1 * 100).toFixed(1)}% within ±1`);
    }
  }
});

test('the zone applies under JAKIM only: another method in Malaysia is computed at the place itself', () => {
  const kk = { latitude: 5.9804, longitude: 116.0735, timezone: 'Asia/Kuching' };
  const zone = jakimZone({ ...kk, countryCode: 'MY' })!;
  // The same rule at the zone's point, where no zone applies (a place given outside Malaysia).
  const atZone = computePrayerTimes({ latitude: zone.latitude, longitude: zone.longitude, timezone: 'Asia/Kuching', countryCode: 'BN' }, '2023-06-01', { calc_method: 'JAKIM' });
  const atPlace = computePrayerTimes({ ...kk, countryCode: 'MY' }, '2023-06-01');
  for (const n of TIME_NAMES) if (n !== 'sunrise') assert.equal(atPlace![n], atZone![n], n);
  // SBH07's syuruk is 3 min after the preset's sunrise - 2.
  assert.equal(atPlace!.instants.sunrise.getTime() - atZone!.instants.sunrise.getTime(), 3 * 60_000);
  const mwl = { calc_method: 'MuslimWorldLeague' } as const;
  const mwlMY = computePrayerTimes({ ...kk, countryCode: 'MY' }, '2023-06-01', mwl)!;
  const mwlNone = computePrayerTimes({ ...kk, countryCode: 'ID' }, '2023-06-01', mwl)!;
  for (const n of TIME_NAMES) assert.equal(mwlMY[n], mwlNone[n], n);
});
