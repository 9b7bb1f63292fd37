// Travel (issue 43): the haversine distance, the qasr distance per school, the stay that
// makes a traveller resident, and combining (refused for the Hanafi school).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_QASR_KM, RESIDENCE_DAYS, distanceKm, travelStatus, type TravelSchool } from '../src/index.ts';

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const READING = { latitude: 51.4543, longitude: -0.9781 };
const BIRMINGHAM = { latitude: 52.4862, longitude: -1.8904 };
/** 0.7° of latitude along a meridian: 77.84 km, between the Hanafi 77 and the majority's 80. */
const EQUATOR = { latitude: 0, longitude: 0 };
const BETWEEN = { latitude: 0.7, longitude: 0 };

test('the great-circle distance matches known ones', () => {
  // London–Reading about 59 km, London–Birmingham about 163 km, as the crow flies.
  assert.ok(Math.abs(distanceKm(LONDON, READING) - 59.2) < 0.5, String(distanceKm(LONDON, READING)));
  assert.ok(Math.abs(distanceKm(LONDON, BIRMINGHAM) - 162.5) < 0.5, String(distanceKm(LONDON, BIRMINGHAM)));
  // One degree of a meridian on the mean sphere: 111.195 km; symmetric; zero at the same place.
  assert.ok(Math.abs(distanceKm(EQUATOR, { latitude: 1, longitude: 0 }) - 111.19) < 0.01);
  assert.equal(distanceKm(LONDON, BIRMINGHAM), distanceKm(BIRMINGHAM, LONDON));
  assert.equal(distanceKm(LONDON, LONDON), 0);
  // Across the antimeridian the short way round.
  assert.ok(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 }) < 112);
});

test('thresholds per school: 80 km for Shafi\'i, Maliki and Hanbali, 77 km for Hanafi', () => {
  assert.deepEqual(DEFAULT_QASR_KM, { Shafi: 80, Maliki: 80, Hanbali: 80, Hanafi: 77 });
  for (const school of ['Shafi', 'Maliki', 'Hanbali', 'Hanafi'] as TravelSchool[]) {
    const near = travelStatus({ home: LONDON, active: READING, school });
    assert.deepEqual([near.travelling, near.qasr, near.distanceKm], [false, [], 59.2], `${school} at 59 km`);
    const far = travelStatus({ home: LONDON, active: BIRMINGHAM, school });
    assert.deepEqual([far.travelling, far.qasr, far.distanceKm], [true, ['dhuhr', 'asr', 'isha'], 162.5], `${school} at 163 km`);
    const between = travelStatus({ home: EQUATOR, active: BETWEEN, school });
    assert.equal(between.travelling, school === 'Hanafi', `${school} at 77.8 km`);
    assert.equal(between.thresholdKm, DEFAULT_QASR_KM[school]);
  }
});

test('a custom distance replaces the school\'s; one outside 10–200 km is ignored', () => {
  const at50 = travelStatus({ home: LONDON, active: READING, school: 'Shafi', customDistanceKm: 50 });
  assert.deepEqual([at50.travelling, at50.thresholdKm], [true, 50]);
  const at170 = travelStatus({ home: LONDON, active: BIRMINGHAM, school: 'Hanafi', customDistanceKm: 170 });
  assert.deepEqual([at170.travelling, at170.qasr], [false, []]);
  for (const bad of [5, 250, Number.NaN]) assert.equal(travelStatus({ home: LONDON, active: READING, school: 'Shafi', customDistanceKm: bad }).thresholdKm, 80);
});

test('combining: allowed for the majority while travelling, refused for the Hanafi with one sentence', () => {
  const shafii = travelStatus({ home: LONDON, active: BIRMINGHAM, school: 'Shafi' });
  assert.equal(shafii.combine.allowed, true);
  assert.deepEqual(shafii.combine.pairs.map((p) => [p.prayers, p.from, p.until]), [
    [['dhuhr', 'asr'], 'dhuhr', 'maghrib'],
    [['maghrib', 'isha'], 'maghrib', 'fajr'],
  ]);
  const hanafi = travelStatus({ home: LONDON, active: BIRMINGHAM, school: 'Hanafi' });
  assert.deepEqual([hanafi.travelling, hanafi.combine.allowed, hanafi.combine.pairs], [true, false, []]);
  assert.match(hanafi.combine.note, /except at Arafah .* and Muzdalifah/);
  // At home nobody combines.
  assert.equal(travelStatus({ home: LONDON, active: LONDON, school: 'Shafi' }).combine.allowed, false);
});

test('a stay of 4 days ends qasr for the majority; the Hanafi need 15', () => {
  assert.deepEqual(RESIDENCE_DAYS, { Shafi: 4, Maliki: 4, Hanbali: 4, Hanafi: 15 });
  const shafii = (stayDays: number) => travelStatus({ home: LONDON, active: BIRMINGHAM, school: 'Shafi', stayDays });
  assert.deepEqual([shafii(3).travelling, shafii(3).qasr.length], [true, 3]);
  assert.deepEqual([shafii(4).travelling, shafii(4).resident, shafii(4).qasr, shafii(4).combine.allowed], [false, true, [], false]);
  const hanafi = (stayDays: number) => travelStatus({ home: LONDON, active: BIRMINGHAM, school: 'Hanafi', stayDays });
  assert.deepEqual([hanafi(4).travelling, hanafi(14).travelling, hanafi(15).travelling, hanafi(15).resident], [true, true, false, true]);
  // A stay near home changes nothing: the user is not travelling at all.
  assert.equal(travelStatus({ home: LONDON, active: READING, school: 'Shafi', stayDays: 30 }).resident, false);
});

test('the reference names the Quran verse and the school\'s sources', () => {
  const { reference } = travelStatus({ home: LONDON, active: BIRMINGHAM, school: 'Hanafi' });
  assert.match(reference[0]!, /Quran 4:101/);
  assert.ok(reference.some((r) => /three days/i.test(r)));
  assert.ok(reference.some((r) => /15 days/.test(r)));
  assert.ok(travelStatus({ home: LONDON, active: BIRMINGHAM, school: 'Shafi' }).reference.some((r) => /four burud/i.test(r)));
});
