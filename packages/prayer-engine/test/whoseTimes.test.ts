// whoseTimes (issue 41 item 3): the one rule for the place, zone, settings and
// table of a user's times, as Home, the timetable, the feed, the reminders,
// the stats' 'today' and the Hijri calendar all take it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultPrayerSettings, whoseTimes, type FollowedTimes } from '../src/index.ts';
import { DEFAULT_PLACE } from '../src/defaultPlace.ts';

const istanbul = { id: 'ist', name: 'Istanbul, Türkiye', city: 'Istanbul', country: 'Türkiye', country_code: 'TR', latitude: 41.01, longitude: 28.97, timezone: 'Europe/Istanbul', elevation: 40 };
const mosque: FollowedTimes = {
  location: { name: 'East London Mosque', city: 'London', country: 'GB', country_code: 'GB', latitude: 51.517, longitude: -0.065, timezone: 'Europe/London' },
  prayerSettings: { calc_method: 'Karachi', madhab: 'Hanafi', high_lat_rule: 'TwilightAngle', offsets: {} },
  table: [{ date: '2026-11-28', fajr: '05:50', dhuhr: '11:55', asr: '13:35', maghrib: '15:55', isha: '17:30' }],
};

test("the user's own place: its coordinates, zone, elevation and their saved settings", () => {
  const saved = { calc_method: 'Egyptian', madhab: 'Shafi', high_lat_rule: 'None', offsets: { fajr: 2 } };
  const t = whoseTimes({ location: istanbul, prayerSettings: saved });
  assert.equal(t.source, 'own');
  assert.equal(t.zone, 'Europe/Istanbul');
  assert.deepEqual(t.place, { latitude: 41.01, longitude: 28.97, timezone: 'Europe/Istanbul', countryCode: 'TR', elevation: 40 });
  assert.equal(t.location.id, 'ist', 'the saved place, not the fallback');
  assert.equal(t.settings.calc_method, 'Egyptian');
  assert.equal(t.settings.offsets.fajr, 2);
  assert.equal(t.table, null);
});

test('no place: the one fallback, London, in its own zone, with its defaults', () => {
  for (const location of [null, undefined, {}, { latitude: 0, longitude: 0, timezone: 'Asia/Tokyo' }, { latitude: 'x', longitude: 3 }, 'London']) {
    const t = whoseTimes({ location, prayerSettings: null });
    assert.equal(t.source, 'default', JSON.stringify(location));
    assert.equal(t.zone, 'Europe/London');
    assert.equal(t.location.city, DEFAULT_PLACE.city);
    assert.equal(t.place.latitude, DEFAULT_PLACE.latitude);
    assert.deepEqual(t.settings, defaultPrayerSettings('GB', DEFAULT_PLACE.latitude, DEFAULT_PLACE.longitude));
  }
});

test("a followed mosque's times win: its place, zone, settings and kept rows; hidden, the user's own apply", () => {
  const t = whoseTimes({ location: istanbul, prayerSettings: { calc_method: 'Turkey' }, followed: mosque });
  assert.equal(t.source, 'mosque');
  assert.equal(t.zone, 'Europe/London');
  assert.equal(t.place.latitude, 51.517);
  assert.equal(t.settings.calc_method, 'Karachi');
  assert.equal(t.settings.madhab, 'Hanafi');
  assert.deepEqual(t.table, mosque.table);
  // Following a mosque gives its times even to a user with no place of their own.
  assert.equal(whoseTimes({ location: null, prayerSettings: null, followed: mosque }).source, 'mosque');
  const hidden = whoseTimes({ location: istanbul, prayerSettings: { calc_method: 'Turkey' }, followed: { ...mosque, hidden: true } });
  assert.equal(hidden.source, 'own');
  assert.equal(hidden.settings.calc_method, 'Turkey');
  assert.equal(hidden.table, null);
});

test("the zone is the place's: an unusable saved zone is looked up at the coordinates, never the caller's own", () => {
  const tokyo = { ...istanbul, name: 'Tokyo', country_code: 'JP', latitude: 35.68, longitude: 139.69, timezone: 'Asia/Tokyo' };
  assert.equal(whoseTimes({ location: tokyo, prayerSettings: null }, { zoneAt: () => 'America/New_York' }).zone, 'Asia/Tokyo');
  const asked: number[][] = [];
  const broken = whoseTimes({ location: { ...tokyo, timezone: 'Mars/Olympus' }, prayerSettings: null }, { zoneAt: (lat, lng) => (asked.push([lat, lng]), 'Asia/Tokyo') });
  assert.deepEqual(asked, [[35.68, 139.69]]);
  assert.equal(broken.zone, 'Asia/Tokyo');
  assert.equal(broken.place.timezone, 'Asia/Tokyo');
  assert.equal(broken.location.timezone, 'Mars/Olympus', 'the place as saved');
  assert.equal(whoseTimes({ location: { ...tokyo, timezone: '' }, prayerSettings: null }).zone, 'UTC', 'with no look-up: UTC');
});

test("invalid stored settings are brought into shape with the chosen place's defaults", () => {
  const jakarta = { ...istanbul, name: 'Jakarta', country_code: 'ID', latitude: -6.2, longitude: 106.85, timezone: 'Asia/Jakarta', elevation: null };
  const own = whoseTimes({ location: jakarta, prayerSettings: { calc_method: 'Nonsense', madhab: 7, offsets: { fajr: '3', isha: 99 }, hijri_adjustment: 9 } });
  const defaults = defaultPrayerSettings('ID', -6.2, 106.85);
  assert.equal(own.settings.calc_method, defaults.calc_method);
  assert.equal(own.settings.madhab, defaults.madhab);
  assert.equal(own.settings.offsets.fajr, 3);
  assert.equal(own.settings.offsets.isha, 30);
  assert.equal(own.settings.hijri_adjustment, undefined);
  assert.equal(own.place.elevation, undefined);
  for (const raw of [null, [], 'x', {}]) assert.deepEqual(whoseTimes({ location: jakarta, prayerSettings: raw }).settings, defaults);
  // A mosque's settings take the mosque's place's defaults, not the user's.
  const followed = whoseTimes({ location: jakarta, prayerSettings: null, followed: { ...mosque, prayerSettings: 'broken' } });
  assert.deepEqual(followed.settings, defaultPrayerSettings('GB', 51.517, -0.065));
});
