// The Islamic year's days, month by month as the /calendar screen builds it
// (hijriMonthDays, then islamicDay), against the official Umm al-Qura day
// table for 1440–1460 AH.
process.env.TZ = 'America/Los_Angeles';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hijriMonthDays } from '../src/index.ts';
import { islamicDay, OBSERVED_BY_MANY, type IslamicDayKind, type VoluntaryFast } from '../src/islamicDays.ts';
import { readUmmAlQuraCsv, type CsvDay } from '../scripts/ummalqura-csv.ts';

const byYear = new Map<number, CsvDay[]>();
for (const row of readUmmAlQuraCsv()) {
  if (row.hy < 1440 || row.hy > 1460) continue;
  byYear.set(row.hy, [...(byYear.get(row.hy) ?? []), row]);
}
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

test('every month 1440–1460: the calendar lists exactly the table’s days, and the year’s days fall on them', () => {
  let days = 0;
  for (let year = 1440; year <= 1460; year++) {
    const rows = byYear.get(year)!;
    const found = new Map<IslamicDayKind, string[]>();
    const fasts = new Map<VoluntaryFast, number>();
    for (let month = 1; month <= 12; month++) {
      const table = rows.filter((r) => r.hm === month);
      const listed = hijriMonthDays(year, month)!;
      assert.deepEqual(listed.map((d) => [d.date, d.day]), table.map((r) => [r.gregorian, r.hd]), `${year}-${month}`);
      for (const d of listed) {
        days++;
        assert.equal(d.weekday, weekday(d.date));
        const info = islamicDay({ year, month, day: d.day }, d.weekday);
        for (const kind of info.days) found.set(kind, [...(found.get(kind) ?? []), d.date]);
        for (const fast of info.fasts) fasts.set(fast, (fasts.get(fast) ?? 0) + 1);
      }
    }
    const on = (m: number, d: number) => rows.find((r) => r.hm === m && r.hd === d)!.gregorian;
    const ramadanLength = rows.filter((r) => r.hm === 9).length;
    assert.deepEqual(found.get('newYear'), [on(1, 1)], `${year} new year`);
    assert.deepEqual(found.get('tasua'), [on(1, 9)]);
    assert.deepEqual(found.get('ashura'), [on(1, 10)]);
    assert.deepEqual(found.get('mawlid'), [on(3, 12)]);
    assert.deepEqual(found.get('israMiraj'), [on(7, 27)]);
    assert.deepEqual(found.get('midShaban'), [on(8, 15)]);
    assert.deepEqual(found.get('ramadanBegins'), [on(9, 1)]);
    assert.equal(found.get('lastTenNights')!.length, ramadanLength - 20, `${year}: Ramadan of ${ramadanLength} days`);
    assert.equal(found.get('lastTenNights')![0], on(9, 21));
    assert.deepEqual(found.get('eidAlFitr'), [on(10, 1)]);
    assert.deepEqual(found.get('tarwiyah'), [on(12, 8)]);
    assert.deepEqual(found.get('arafah'), [on(12, 9)]);
    assert.deepEqual(found.get('eidAlAdha'), [on(12, 10)]);
    assert.deepEqual(found.get('tashreeq'), [on(12, 11), on(12, 12), on(12, 13)]);
    assert.equal(fasts.get('ashura'), 2);
    assert.equal(fasts.get('arafah'), 1);
    assert.equal(fasts.get('sixShawwal'), 6);
    // 13–15 of the eleven months outside Ramadan, less 13 Dhuʻl-Hijjah (tashreeq).
    assert.equal(fasts.get('whiteDays'), 11 * 3 - 1);
    // Mondays and Thursdays outside Ramadan, Eid and tashreeq.
    const monThu = rows.filter((r) => {
      const w = weekday(r.gregorian);
      const forbidden = (r.hm === 10 && r.hd === 1) || (r.hm === 12 && r.hd >= 10 && r.hd <= 13);
      return (w === 1 || w === 4) && r.hm !== 9 && !forbidden;
    }).length;
    assert.equal(fasts.get('mondayThursday'), monThu, `${year} Mondays and Thursdays`);
  }
  assert.equal(days, [...byYear.values()].reduce((n, rows) => n + rows.length, 0));
  console.log(`  ${days} days of 1440–1460 AH checked`);
});

test('no voluntary fast in Ramadan, on the Eids or in tashreeq; odd nights of the last ten; days Muslims differ on are marked', () => {
  // 1 Shawwal on a Monday: Eid, not a Monday fast.
  assert.deepEqual(islamicDay({ year: 1448, month: 10, day: 1 }, 1).fasts, []);
  assert.deepEqual(islamicDay({ year: 1448, month: 12, day: 13 }, 4).fasts, []);
  assert.deepEqual(islamicDay({ year: 1448, month: 9, day: 14 }, 1).fasts, []);
  assert.deepEqual(islamicDay({ year: 1448, month: 12, day: 9 }, 4).fasts, ['arafah', 'mondayThursday']);
  for (const day of [21, 23, 25, 27, 29]) assert.equal(islamicDay({ year: 1448, month: 9, day }, 0).oddNight, true, String(day));
  for (const day of [20, 22, 30]) assert.equal(islamicDay({ year: 1448, month: 9, day }, 0).oddNight, false, String(day));
  assert.deepEqual([...OBSERVED_BY_MANY].sort(), ['israMiraj', 'mawlid', 'midShaban']);
});
