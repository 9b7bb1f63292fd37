// The prayer-hall screen's phases at each moment (hallPhase.ts), on a mosque with a kept
// table (exact clocks; London in December is UTC): adhan, iqama countdown, prayer, adhkar,
// a prayer without iqama (adhan only), Friday's khutbah to the last Jumu'ah + jumuahMinutes,
// night standby across midnight (and off), and the next prayer between them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_SCREEN, hallPhase } from './hallPhase.ts';
import type { MosqueData } from './mosqueTimes.ts';

const row = (date: string, asr = '14:00') => ({ __typename: 'MosqueTableRow' as const, date, fajr: '06:00', sunrise: '07:40', dhuhr: '12:00', asr, maghrib: '16:00', isha: '18:00' });
const rule = (prayer: string, after: number) => ({ __typename: 'IqamaRule' as const, prayer, fixed: null, after, roundUp5: false, from: null, to: null });

const mosque = (screen = DEFAULT_SCREEN) =>
  ({
    slug: 'm',
    name: 'M',
    latitude: 51.5,
    longitude: -0.07,
    timezone: 'Europe/London',
    countryCode: 'GB',
    prayerSettings: { calc_method: 'MWL' },
    timetable: [row('2026-12-02'), row('2026-12-03'), row('2026-12-04', '15:00'), row('2026-12-05')],
    iqamaRules: [rule('dhuhr', 15), rule('isha', 10), rule('fajr', 20)],
    jumuah: ['12:30', '13:15'],
    eid: [],
    announcements: [],
    screen,
  }) as unknown as MosqueData;

const at = (iso: string) => new Date(`${iso}:00Z`);
const kind = (iso: string, m = mosque()) => hallPhase(m, at(iso))?.kind;

test('a weekday prayer: before, adhan, iqama countdown, prayer, adhkar, then the next', () => {
  const before = hallPhase(mosque(), at('2026-12-02T11:40'));
  assert.deepEqual(before, { kind: 'before', prayer: 'dhuhr', jumuah: false, at: at('2026-12-02T12:00') });
  assert.equal(kind('2026-12-02T12:02'), 'adhan');
  assert.deepEqual(hallPhase(mosque(), at('2026-12-02T12:05')), { kind: 'iqama', prayer: 'dhuhr', at: at('2026-12-02T12:15') });
  assert.equal(kind('2026-12-02T12:16'), 'prayer');
  assert.equal(kind('2026-12-02T12:24'), 'prayer');
  assert.equal(kind('2026-12-02T12:26'), 'adhkar');
  assert.equal(kind('2026-12-02T12:31'), 'before');
  // The settings change the lengths.
  assert.equal(kind('2026-12-02T12:21', mosque({ ...DEFAULT_SCREEN, prayerMinutes: 5 })), 'adhkar');
  assert.equal(kind('2026-12-02T12:04', mosque({ ...DEFAULT_SCREEN, adhanMinutes: 5 })), 'adhan');
});

test('a prayer without an iqama rule has its adhan view only', () => {
  assert.equal(kind('2026-12-02T14:02'), 'adhan');
  assert.deepEqual(hallPhase(mosque(), at('2026-12-02T14:04')), { kind: 'before', prayer: 'maghrib', jumuah: false, at: at('2026-12-02T16:00') });
});

test("Friday: Jumu'ah is next before Dhuhr; the khutbah from Dhuhr's adhan to the last Jumu'ah + jumuahMinutes, then adhkar", () => {
  assert.deepEqual(hallPhase(mosque(), at('2026-12-04T11:00')), { kind: 'before', prayer: 'dhuhr', jumuah: true, at: at('2026-12-04T12:00') });
  assert.deepEqual(hallPhase(mosque(), at('2026-12-04T12:10')), { kind: 'khutbah', until: at('2026-12-04T14:00') });
  assert.equal(kind('2026-12-04T13:59'), 'khutbah');
  assert.equal(kind('2026-12-04T14:01'), 'adhkar');
  assert.equal(kind('2026-12-04T14:06'), 'before');
});

test('night standby from Isha + 60 to Fajr - 60, across midnight, with the next prayer; off when turned off', () => {
  assert.equal(kind('2026-12-02T18:12'), 'prayer');
  assert.equal(kind('2026-12-02T18:59'), 'before');
  assert.deepEqual(hallPhase(mosque(), at('2026-12-02T19:01')), { kind: 'standby', prayer: 'fajr', at: at('2026-12-03T06:00') });
  assert.equal(kind('2026-12-03T01:00'), 'standby');
  assert.equal(kind('2026-12-03T04:59'), 'standby');
  assert.equal(kind('2026-12-03T05:00'), 'before');
  assert.equal(kind('2026-12-03T01:00', mosque({ ...DEFAULT_SCREEN, standby: false })), 'before');
  assert.equal(kind('2026-12-03T03:00', mosque({ ...DEFAULT_SCREEN, standbyBeforeFajr: 240 })), 'before');
});

test("an Eid day: the countdown is to the Eid prayer (no adhan), then the prayer, its khutbah, and the day's prayers after", () => {
  const eid = { ...mosque(), eid: [{ __typename: 'EidPrayer', date: '2026-12-03', time: '08:30' }] } as unknown as MosqueData;
  // After Fajr's adhan, before Sunrise: the Eid prayer is next, not Dhuhr.
  assert.deepEqual(hallPhase(eid, at('2026-12-03T07:00')), { kind: 'before', prayer: 'eid', jumuah: false, at: at('2026-12-03T08:30') });
  assert.deepEqual(hallPhase(eid, at('2026-12-03T08:31')), { kind: 'prayer', prayer: 'eid' });
  assert.deepEqual(hallPhase(eid, at('2026-12-03T08:41')), { kind: 'khutbah', until: at('2026-12-03T09:00'), eid: true });
  assert.deepEqual(hallPhase(eid, at('2026-12-03T09:01')), { kind: 'before', prayer: 'dhuhr', jumuah: false, at: at('2026-12-03T12:00') });
  // The evening before, the next is still the night's and then Fajr's, not the Eid prayer.
  assert.deepEqual(hallPhase(eid, at('2026-12-02T17:00'))?.kind, 'before');
  assert.equal((hallPhase(eid, at('2026-12-02T17:00')) as { prayer: string }).prayer, 'isha');
  // A day without one is unchanged.
  assert.deepEqual(hallPhase(eid, at('2026-12-02T11:40')), { kind: 'before', prayer: 'dhuhr', jumuah: false, at: at('2026-12-02T12:00') });
});
