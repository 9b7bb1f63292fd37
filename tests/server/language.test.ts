// The user's language (issue 18) over real HTTP: settable through updateProfile and
// PATCH /api/users/:id, validated against the app's codes (a bad code is 400 and
// changes nothing), shown in the user shapes, and spoken by the calendar feed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { call } from '../rest/api.ts';
import { serverTexts } from '../../server/i18n/texts.ts';
import { LANGUAGE_CODES } from '@prayer-companion/common';

const JAKARTA = {
  name: 'Jakarta, Indonesia', city: 'Jakarta', country: 'Indonesia', country_code: 'ID',
  latitude: -6.2088, longitude: 106.8456, timezone: 'Asia/Jakarta',
};
const SET = 'mutation($l: String!) { updateProfile(input: { language: $l }) { language } }';

function feedSummaries(text: string): { name: string; summaries: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const summaries = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), summaries };
}

for (const backend of backends()) {
  describe(`user language (${backend})`, () => {
    let server: TestServer;
    before(async () => (server = await bootServer(backend)));
    after(async () => server.stop());

    test('null until chosen; set through GraphQL and REST; an unknown code is refused and changes nothing', async () => {
      const browser = new TestBrowser(server.url);
      const user = await browser.signUp({ location: JAKARTA });
      assert.equal((await browser.ok<{ me: { language: string | null } }>('{ me { language } }')).me.language, null);
      assert.equal((await browser.ok<{ updateProfile: { language: string } }>(SET, { l: 'ar' })).updateProfile.language, 'ar');

      for (const bad of ['xx', 'de-DE', 'AR', 'en-US', '', 'ar; DROP']) {
        const result = await browser.gql(SET, { l: bad });
        assert.equal(result.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', bad);
      }
      const rejected = await call(browser, 'PATCH', `/api/users/${user.id}`, { language: 'xx' });
      assert.equal(rejected.status, 400);
      assert.equal((await call(browser, 'GET', `/api/users/${user.id}`)).body.language, 'ar', 'still Arabic');

      const patched = await call(browser, 'PATCH', `/api/users/${user.id}`, { language: 'id' });
      assert.equal(patched.status, 200, JSON.stringify(patched.body));
      assert.equal(patched.body.language, 'id');
    });

    test("the calendar feed's titles follow the user's language", async () => {
      const browser = new TestBrowser(server.url);
      await browser.signUp({ location: JAKARTA });
      const created = await call(browser, 'POST', '/api/calendar');
      assert.equal(created.status, 201);
      const url = created.body.url as string;

      const english = feedSummaries(await (await fetch(url)).text());
      assert.equal(english.name, 'Prayer times · Jakarta');
      assert.deepEqual(english.summaries.slice(0, 5), ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha']);

      await browser.ok(SET, { l: 'id' });
      const indonesian = feedSummaries(await (await fetch(url)).text());
      assert.equal(indonesian.name, 'Jadwal salat · Jakarta');
      assert.deepEqual(indonesian.summaries.slice(0, 5), ['Subuh', 'Dzuhur', 'Ashar', 'Maghrib', 'Isya']);

      await browser.ok(SET, { l: 'ar' });
      const arabic = feedSummaries(await (await fetch(url)).text());
      assert.deepEqual(arabic.summaries.slice(0, 5), ['الفجر', 'الظهر', 'العصر', 'المغرب', 'العشاء']);
    });
  });
}

test('reminder texts in each language, with its digits and plural forms', () => {
  assert.equal(serverTexts(null).reminderSoon('asr', 10), 'Asr in 10 minutes');
  assert.equal(serverTexts('en').reminderNow('asr'), 'It is time for Asr');
  assert.equal(serverTexts('tr').reminderSoon('asr', 10), 'İkindi vaktine 10 dakika kaldı');
  assert.equal(serverTexts('id').reminderNow('isha'), 'Telah masuk waktu Isya');
  assert.equal(serverTexts('fr').reminderSoon('fajr', 1), 'Fajr dans 1 minute');
  const arabicTen = new Intl.NumberFormat('ar').format(10);
  assert.equal(serverTexts('ar').reminderSoon('asr', 10), `صلاة العصر بعد ${arabicTen} دقائق`);
  assert.equal(serverTexts('ar').reminderSoon('asr', 2), 'صلاة العصر بعد دقيقتين');
  assert.equal(serverTexts('xx').prayerName('dhuhr'), 'Dhuhr', 'unknown language falls back to English');
  for (const code of LANGUAGE_CODES) {
    const texts = serverTexts(code);
    assert.ok(texts.testReminder.title && texts.testReminder.body, code);
  }
});

test('the languages of issue 48: their plural forms and, in Persian, its own digits', () => {
  // Russian: one, few, many.
  assert.equal(serverTexts('ru').reminderSoon('asr', 1), 'Аср через 1 минуту');
  assert.equal(serverTexts('ru').reminderSoon('asr', 3), 'Аср через 3 минуты');
  assert.equal(serverTexts('ru').reminderSoon('asr', 10), 'Аср через 10 минут');
  // Bosnian: one, few, other.
  assert.notEqual(serverTexts('bs').reminderSoon('asr', 2), serverTexts('bs').reminderSoon('asr', 5).replace('5', '2'));
  // Persian writes Extended Arabic-Indic digits, and nothing Western, in a reminder and a calendar event.
  assert.match(serverTexts('fa').reminderSoon('maghrib', 15), /۱۵/);
  assert.doesNotMatch(serverTexts('fa').eventDescription('fajr', '05:12', 'Tehran', 'Asia/Tehran'), /0|1|2|5/);
  assert.match(serverTexts('fa').eventDescription('fajr', '05:12', 'Tehran', 'Asia/Tehran'), /۰۵:۱۲/);
  for (const code of ['fa', 'ru', 'so', 'de', 'bs', 'az'] as const) {
    assert.equal(serverTexts(code).language, code);
    assert.notEqual(serverTexts(code).reminderNow('asr'), 'It is time for Asr', code);
  }
});
