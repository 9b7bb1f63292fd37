// 'Why these times?' (issue 45 item 5): the facts the sheet puts in words are the ones the
// times follow on that day.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computePrayerTimes } from '../src/compute.ts';
import { explainTimes, nextClockChange } from '../src/explain.ts';
import type { HighLatRule, PrayerSettings } from '../src/types.ts';

const london = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };
const kualaLumpur = { latitude: 3.139, longitude: 101.6869, timezone: 'Asia/Kuala_Lumpur', countryCode: 'MY' };
const makkah = { latitude: 21.4225, longitude: 39.8262, timezone: 'Asia/Riyadh', countryCode: 'SA' };
const oslo = { latitude: 59.9139, longitude: 10.7522, timezone: 'Europe/Oslo', countryCode: 'NO' };
const fes = { latitude: 34.0331, longitude: -5.0003, timezone: 'Africa/Casablanca', countryCode: 'MA' };

const mwl = (rule: HighLatRule): Partial<PrayerSettings> => ({ calc_method: 'MuslimWorldLeague', madhab: 'Shafi', high_lat_rule: rule });

test("JAKIM in Kuala Lumpur: 18° and 18°, the authority's 2 minutes (sunrise −2, zohor 3), and its table's match; MUIS rounds up", () => {
  const e = explainTimes(kualaLumpur, '2026-11-28', null)!;
  assert.equal(e.method, 'JAKIM');
  assert.deepEqual(e.fajr, { kind: 'angle', degrees: 18 });
  assert.deepEqual(e.isha, { kind: 'angle', degrees: 18 });
  // Zone WLY01's own syuruk (+1) on the preset's sunrise −2 (decision 32).
  assert.equal(e.zone?.code, 'WLY01');
  assert.equal(e.methodMinutes.sunrise, -1);
  // Zohor's 2 minutes count from the sun's whole disc past the meridian, a minute after the transit (decision 33).
  assert.equal(e.methodMinutes.dhuhr, 3);
  assert.equal(explainTimes({ latitude: 1.3521, longitude: 103.8198, timezone: 'Asia/Singapore', countryCode: 'SG' }, '2026-11-28', null)!.roundedUp, true);
  assert.equal(e.asr, 'Shafi');
  assert.deepEqual(e.userMinutes, {});
  assert.deepEqual(e.highLatitude.movedToday, []);
  assert.equal(e.clockChange, undefined, 'Malaysia keeps one time all year');
  assert.equal(e.measured?.within2Share, 1);
  assert.match(e.measured?.timetable ?? '', /WLY01/);
});

test('a high-latitude rule is named on the days it sets Fajr and Isha, and not on the others', () => {
  const summer = explainTimes(london, '2026-06-21', mwl('MiddleOfTheNight'))!;
  // At 51.5°N in June the sun never gets 18° down: both times are the rule's.
  assert.deepEqual(summer.highLatitude.movedToday, ['fajr', 'isha']);
  assert.equal(summer.highLatitude.rule, 'MiddleOfTheNight');
  const seventh = explainTimes(london, '2026-05-01', mwl('SeventhOfTheNight'))!;
  assert.ok(seventh.highLatitude.movedToday.includes('fajr'), 'on 1 May the seventh of the night is later than 18°');
  const winter = explainTimes(london, '2026-12-21', mwl('SeventhOfTheNight'))!;
  assert.deepEqual(winter.highLatitude.movedToday, [], 'in December the angles hold');
  // 'None' still needs a bound where the sun never gets that low: the engine's is the middle of the night.
  const none = explainTimes(london, '2026-06-21', mwl('None'))!;
  assert.equal(none.highLatitude.rule, 'MiddleOfTheNight');
  assert.deepEqual(explainTimes(kualaLumpur, '2026-06-21', mwl('None'))!.highLatitude, { rule: 'None', movedToday: [], heldToday: [] });
});

test('the rule the explanation names gives the times: a moved Fajr is not the angle’s', () => {
  const ruled = computePrayerTimes(london, '2026-06-21', mwl('MiddleOfTheNight'))!;
  const seventh = computePrayerTimes(london, '2026-06-21', mwl('SeventhOfTheNight'))!;
  assert.notEqual(ruled.fajr, seventh.fajr, 'on a day the rule sets Fajr, another rule gives another time');
  const winterA = computePrayerTimes(london, '2026-12-21', mwl('MiddleOfTheNight'))!;
  const winterB = computePrayerTimes(london, '2026-12-21', mwl('SeventhOfTheNight'))!;
  assert.equal(winterA.fajr, winterB.fajr, 'on a day it does not, the rule changes nothing');
});

test('Umm al-Qura: Isha 90 minutes after Maghrib, 120 in Ramadan', () => {
  assert.deepEqual(explainTimes(makkah, '2026-11-28', null)!.isha, { kind: 'minutes', minutes: 90 });
  // 1 Ramadan 1448 is 2027-02-08 (Umm al-Qura).
  assert.deepEqual(explainTimes(makkah, '2027-02-15', null)!.isha, { kind: 'minutes', minutes: 120 });
  assert.deepEqual(explainTimes(makkah, '2027-02-15', null)!.highLatitude.movedToday, []);
});

test('the Asr school, the Moonsighting Committee’s seasons, and the user’s own minutes', () => {
  const hanafi = explainTimes(london, '2026-11-28', { ...mwl('SeventhOfTheNight'), madhab: 'Hanafi', offsets: { fajr: 0, sunrise: 0, dhuhr: 3, asr: 0, maghrib: -1, isha: 0 } })!;
  assert.equal(hanafi.asr, 'Hanafi');
  assert.deepEqual(hanafi.userMinutes, { dhuhr: 3, maghrib: -1 });
  const msc = explainTimes(london, '2026-11-28', { ...mwl('SeventhOfTheNight'), calc_method: 'MoonsightingCommittee' })!;
  assert.deepEqual(msc.fajr, { kind: 'seasonal' });
  assert.deepEqual(msc.isha, { kind: 'seasonal' });
});

test("Norway's summer hold is told apart from a high-latitude rule; Morocco allows for the elevation, the MWL does not", () => {
  const june = explainTimes(oslo, '2026-06-21', null)!;
  assert.equal(june.method, 'IslamicCouncilNorway');
  assert.ok(june.highLatitude.heldToday.length + june.highLatitude.movedToday.length > 0, 'in June at 60°N Fajr and Isha are not the angles');
  assert.deepEqual(explainTimes(oslo, '2026-12-21', null)!.highLatitude.heldToday, []);
  assert.deepEqual(explainTimes({ ...fes, elevation: 410 }, '2026-11-28', null)!.elevation, { metres: 410, used: true });
  assert.deepEqual(explainTimes({ ...fes, elevation: 410 }, '2026-11-28', mwl('None'))!.elevation, { metres: 410, used: false });
  assert.deepEqual(explainTimes(fes, '2026-11-28', null)!.elevation, { metres: null, used: false });
});

test('a clock change in the next two weeks: its date and the hour the clocks move', () => {
  assert.deepEqual(nextClockChange('Europe/London', '2026-10-20'), { date: '2026-10-25', minutes: -60 });
  assert.deepEqual(nextClockChange('Europe/London', '2026-03-25'), { date: '2026-03-29', minutes: 60 });
  assert.equal(nextClockChange('Europe/London', '2026-10-01'), undefined, 'more than 14 days ahead');
  assert.equal(nextClockChange('Europe/London', '2026-10-25'), undefined, 'the change is the day itself, already in its times');
  assert.deepEqual(nextClockChange('Australia/Lord_Howe', '2026-09-30'), { date: '2026-10-04', minutes: 30 });
  assert.equal(nextClockChange('Asia/Kuala_Lumpur', '2026-10-20'), undefined);
  assert.equal(explainTimes(london, '2026-10-20', null)!.clockChange?.date, '2026-10-25');
});

test("a mosque's fitted times carry the share they were matched with; an unusable place gives null", () => {
  const fitted = explainTimes(london, '2026-11-28', {
    calc_method: 'Custom',
    madhab: 'Shafi',
    high_lat_rule: 'SeventhOfTheNight',
    params: { fajr_angle: 15, isha_interval: 80, label: 'My mosque', within2_share: 0.93 },
  })!;
  assert.deepEqual(fitted.fajr, { kind: 'angle', degrees: 15 });
  assert.deepEqual(fitted.isha, { kind: 'minutes', minutes: 80 });
  assert.deepEqual(fitted.measured, { within2Share: 0.93 });
  assert.equal(explainTimes({ ...london, latitude: 0 }, '2026-11-28', null), null);
  assert.equal(explainTimes(london, '2026-02-30', null), null);
});
