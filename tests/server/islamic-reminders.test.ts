// Planning the Islamic-year reminders (issue 32, item 6) at fixed instants in
// Ramadan 1448 and around it, with the app's own engine: suhoor before imsak,
// iftar at Maghrib, the evening before a voluntary fast, the last ten nights,
// a month start announced for the country; and their texts in two languages.
// Delivery, exactly once across two instances, is in push.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computePrayerTimes, todayAt } from '@prayer-companion/engine';
import { islamicRemindersFor, voluntaryFastReason } from '../../server/domain/push/islamicPlan.ts';
import { islamicReminderText } from '../../server/i18n/islamicTexts.ts';
import { reminderText } from '../../server/domain/push/reminderText.ts';
import { localDigits } from '../../server/i18n/texts.ts';

const ISTANBUL = { latitude: 41.01, longitude: 28.98, timezone: 'Europe/Istanbul', countryCode: 'TR' };
const ALL = { extras: ['suhoor', 'iftar', 'fast_eve', 'last_ten', 'month_start'], suhoorMinutes: 30 };
const plan = (nowIso: string, announced: { month: string; start: string }[] = [], choices = ALL, settings: Record<string, unknown> | null = null) => {
  const now = new Date(nowIso);
  return islamicRemindersFor(ISTANBUL, settings, choices, announced, todayAt(ISTANBUL.timezone, now), now, new Date(now.getTime() + 48 * 3600_000));
};
const kinds = (jobs: ReturnType<typeof plan>) => jobs.map((j) => `${j.prayer}@${todayAt(ISTANBUL.timezone, j.dueAt)}`).sort();

test('in Ramadan: suhoor N minutes before the engine\'s imsak and iftar at Maghrib, each day', () => {
  // 2027-02-20 is 13 Ramadan 1448 (Umm al-Qura); the window runs to the 22nd, 00:00.
  const jobs = plan('2027-02-20T00:00:00Z');
  assert.deepEqual(kinds(jobs), ['iftar@2027-02-20', 'iftar@2027-02-21', 'suhoor@2027-02-20', 'suhoor@2027-02-21']);
  const times = computePrayerTimes(ISTANBUL, '2027-02-20', null)!;
  const suhoor = jobs.find((j) => j.prayer === 'suhoor')!;
  // Türkiye's default is Diyanet, whose imsak is its Fajr (issue 32, item 1).
  assert.equal(suhoor.prayerAt.getTime(), times.instants.fajr.getTime());
  assert.equal(suhoor.clock, times.imsak);
  assert.equal(suhoor.dueAt.getTime(), suhoor.prayerAt.getTime() - 30 * 60_000);
  const iftar = jobs.find((j) => j.prayer === 'iftar')!;
  assert.equal(iftar.dueAt.getTime(), times.instants.maghrib.getTime());
  assert.equal(iftar.clock, times.maghrib);
  assert.deepEqual(plan('2027-02-20T00:00:00Z', [], { extras: ['iftar'], suhoorMinutes: 30 }).map((j) => j.prayer), ['iftar', 'iftar'], 'only what was chosen');
  // A method whose authority publishes no imsak: the user's own minutes before Fajr.
  const mwl = { calc_method: 'MuslimWorldLeague' as const, imsak_minutes: 20 };
  const own = plan('2027-02-20T00:00:00Z', [], { extras: ['suhoor'], suhoorMinutes: 0 }, mwl)[0]!;
  assert.equal(own.prayerAt.getTime(), computePrayerTimes(ISTANBUL, '2027-02-20', mwl)!.instants.fajr.getTime() - 20 * 60_000);
});

test('the last ten nights: at Isha the evening each begins; none before the 21st night', () => {
  // 2027-02-26 is 19 Ramadan; the 21st night begins on the evening of the 20th (2027-02-27).
  assert.deepEqual(plan('2027-02-26T00:00:00Z', [], { extras: ['last_ten'], suhoorMinutes: 0 }).map((j) => j.clock), ['21']);
  const texts = plan('2027-03-04T00:00:00Z', [], { extras: ['last_ten'], suhoorMinutes: 0 }).map((j) => reminderText(j.prayer, 0, j.clock, 'en').title);
  assert.deepEqual(texts, ['Tonight is the 26th night of Ramadan', 'Tonight is the 27th night of Ramadan']);
  assert.equal(islamicReminderText('last_ten', 0, '27', 'en').body, 'An odd night of the last ten: seek Laylat al-Qadr');
});

test('the evening before a voluntary fast, never before Ramadan or Eid', () => {
  const h = (month: number, day: number) => ({ month, day });
  assert.equal(voluntaryFastReason('2027-05-15', h(12, 9)), 'arafah');
  assert.equal(voluntaryFastReason('2027-05-16', h(12, 10)), null, 'Eid al-Adha');
  assert.equal(voluntaryFastReason('2027-03-10', h(10, 1)), null, 'Eid al-Fitr');
  assert.equal(voluntaryFastReason('2027-03-11', h(10, 2)), 'shawwal');
  assert.equal(voluntaryFastReason('2027-06-15', h(1, 10)), 'ashura');
  assert.equal(voluntaryFastReason('2027-02-22', h(9, 15)), null, 'Ramadan is not voluntary, though a Monday');
  assert.equal(voluntaryFastReason('2026-12-07', h(6, 27)), 'monday');
  assert.equal(voluntaryFastReason('2026-12-10', h(6, 30)), 'thursday');
  assert.equal(voluntaryFastReason('2026-12-08', h(6, 28)), null);
  // Sunday 2026-12-06 evening: Monday's fast; the reminder is at Isha of the Sunday.
  const jobs = plan('2026-12-06T00:00:00Z', [], { extras: ['fast_eve'], suhoorMinutes: 0 });
  const sunday = jobs.find((j) => todayAt(ISTANBUL.timezone, j.dueAt) === '2026-12-06')!;
  assert.equal(sunday.clock, 'monday');
  assert.equal(sunday.dueAt.getTime(), computePrayerTimes(ISTANBUL, '2026-12-06', null)!.instants.isha.getTime());
  assert.deepEqual(islamicReminderText('fast_eve', 0, 'monday', 'en'), { title: 'Voluntary fast tomorrow', body: 'Monday' });
});

test("a month start announced for the country: at Maghrib the evening before, at once if that evening has begun; the user's adjustment moves Ramadan", () => {
  const announced = [{ month: '1448-09', start: '2027-02-09' }];
  const evening = plan('2027-02-08T06:00:00Z', announced, { extras: ['month_start'], suhoorMinutes: 0 });
  assert.equal(evening.length, 1);
  assert.equal(evening[0]!.dueAt.getTime(), computePrayerTimes(ISTANBUL, '2027-02-08', null)!.instants.maghrib.getTime());
  assert.equal(evening[0]!.clock, 'TR 1448-09');
  const late = plan('2027-02-08T19:30:00Z', announced, { extras: ['month_start'], suhoorMinutes: 0 });
  assert.ok(late[0]!.dueAt.getTime() - Date.parse('2027-02-08T19:30:00Z') <= 1_000, 'at once');
  assert.equal(reminderText('month_start', 0, 'TR 1448-09', 'en').title, 'Ramadan begins tomorrow in Türkiye');
  assert.equal(reminderText('month_start', 0, 'TR 1448-09', 'tr').title, 'Türkiye’de Ramazan yarın başlıyor');
  // With Türkiye's later start, 8 February (table: 1 Ramadan) has no iftar reminder.
  const iftars = (a: typeof announced) => plan('2027-02-07T12:00:00Z', a, { extras: ['iftar'], suhoorMinutes: 0 }).map((j) => todayAt(ISTANBUL.timezone, j.dueAt));
  assert.deepEqual(iftars([]), ['2027-02-08']);
  assert.deepEqual(iftars(announced), []);
  assert.deepEqual(plan('2027-02-07T12:00:00Z', [], { extras: ['iftar'], suhoorMinutes: 0 }, { hijri_adjustment: 1 }).map((j) => todayAt(ISTANBUL.timezone, j.dueAt)), ['2027-02-07', '2027-02-08']);
});

test('texts speak the user language', () => {
  const d = (text: string) => localDigits('ar', text);
  assert.deepEqual(islamicReminderText('suhoor', 30, '05:12', 'ar'), { title: `السحور: الإمساك بعد ${d('30')} دقيقة`, body: `الإمساك · ${d('05:12')}` });
  assert.equal(islamicReminderText('iftar', 0, '18:05', 'id').title, 'Berbuka: waktunya berbuka puasa');
  assert.equal(islamicReminderText('month_start', 0, 'ID 1448-10', 'id').title, 'Syawal dimulai besok di Indonesia');
});
