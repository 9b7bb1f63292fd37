// Pasted and uploaded timetables → rows; and the 'whose times' label.
process.env.TZ = 'America/Los_Angeles';

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseTimetableText, TimetableError } from '../src/fit.ts';
import type { AuthorityPreset } from '../src/index.ts';
import { timesSourceLabel } from '../src/presetNames.ts';

const ROW = { date: '2025-01-01', fajr: '06:07', sunrise: '07:18', dhuhr: '13:20', asr: '16:42', maghrib: '19:17', isha: '20:31' };

test('CSV with the header, as the vendored files', () => {
  const rows = parseTimetableText('date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2025-01-01,06:07,07:18,13:20,16:42,19:17,20:31\n');
  assert.deepEqual(rows, [ROW]);
});

test('no header, semicolons or tabs, day-first dates, Windows line ends', () => {
  assert.deepEqual(parseTimetableText('01/01/2025;06:07;07:18;13:20;16:42;19:17;20:31\r\n'), [ROW]);
  assert.deepEqual(parseTimetableText('01.01.2025\t6:07\t7:18\t13:20\t16:42\t19:17\t20:31'), [ROW]);
  const { sunrise: _s, ...noSunrise } = ROW;
  assert.deepEqual(parseTimetableText('2025-01-01,06:07,13:20,16:42,19:17,20:31'), [noSunrise]);
});

test('12-hour times with AM/PM, a header in another order with extra columns', () => {
  const text = 'Day,Hijri,Fajr,Shuruq,Zuhr,Asr,Maghrib,Isha\n2025/1/1,1 Rajab,6:07 AM,7:18 am,1:20 PM,4:42 p.m.,7:17 PM,8:31 PM';
  assert.deepEqual(parseTimetableText(text), [ROW]);
});

test('text that is not a timetable gets a clear message', () => {
  const refused = (text: string, message: RegExp) =>
    assert.throws(() => parseTimetableText(text), (e: unknown) => e instanceof TimetableError && message.test(e.message));
  refused('   \n\n', /Paste a timetable or choose a CSV file first/);
  refused('hello world\n1,2,3', /neither a date nor a header/);
  refused('2025-01-01,06:07,13:20', /Line 1 has 3 columns/);
  refused('date,fajr,dhuhr,asr,maghrib,isha\n2025-01-01,06:07,13:20,16:42,19:17,20:31\nJan 2,06:08,13:20,16:43,19:18,20:32', /Line 3: 'Jan 2' is not a date/);
});

// The lookup gives the preset (its share); its name is PRESET_NAMES' (presetNames.ts).
const JAKIM: AuthorityPreset = {
  id: 'JAKIM',
  params: { fajr_angle: 18, isha_angle: 18 },
  measured: { within2Share: 0.996 },
};

test('whose times: a preset, a fitted mosque, a spec method', () => {
  const lookup = (id: string) => (id === 'JAKIM' ? JAKIM : undefined);
  assert.equal(timesSourceLabel({ calc_method: 'JAKIM' as never }, lookup), 'JAKIM e-solat · 99% within 2 min');
  const { measured: _m, ...unmeasured } = JAKIM;
  assert.equal(timesSourceLabel({ calc_method: 'JAKIM' as never }, () => unmeasured), 'JAKIM e-solat');
  assert.equal(
    timesSourceLabel({ calc_method: 'Custom', params: { fajr_angle: 15, isha_angle: 15, label: 'East London Mosque', within2_share: 1 } }),
    'East London Mosque · 100% within 2 min',
  );
  assert.equal(timesSourceLabel({ calc_method: 'Custom', params: { fajr_angle: 15, isha_angle: 15 } }), "My mosque's timetable");
  assert.equal(timesSourceLabel({ calc_method: 'MuslimWorldLeague' }), 'Muslim World League');
  assert.equal(timesSourceLabel({ calc_method: 'LondonUnified' }), 'London Unified (12°)');
});
