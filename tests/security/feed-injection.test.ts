// Issue 28 item 3: a CR/LF in a place name reached the calendar feed unescaped
// (NAME, X-WR-CALNAME, X-WR-CALDESC), so a feed could carry injected events.
// The API refuses control characters in every place field, the geocoder's
// answers are flattened to one line, and the feed escapes every text property:
// checked on the feed's actual bytes, for a place stored before the API refused them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ICAL from 'ical.js';
import { TestBrowser } from '../helpers/client.ts';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { startFakeNominatim, type FakeNominatim } from '../rest/fake-nominatim.ts';
import { call } from '../rest/api.ts';

const PLACE = { name: 'Lahore', city: 'Lahore', country: 'Pakistan', country_code: 'PK', latitude: 31.5497, longitude: 74.3436, timezone: 'Asia/Karachi', elevation: 217 };
const BREAKS = ['\r\n', '\n', '\r', '\t', '\u0085', '\u2028', '\u001b[2J'];
const INJECTION = '\r\nEND:VCALENDAR\r\nBEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Injected\r\nEND:VEVENT';

/** Unfolds the feed's lines (RFC 5545 3.1) and returns them. */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

describe('place text never breaks a feed line', () => {
  let nominatim: FakeNominatim;
  before(async () => {
    nominatim = await startFakeNominatim();
  });
  after(() => nominatim.close());

  for (const backend of backends()) {
    describe(backend, () => {
      let server: TestServer;
      let browser: TestBrowser;
      let userId: string;
      before(async () => {
        server = await bootServer(backend, { geoBaseUrl: nominatim.url, geoIntervalMs: 0 });
        browser = new TestBrowser(server.url);
        userId = (await browser.signUp({ location: PLACE })).id;
      });
      after(async () => {
        await browser.close();
        await server.stop();
      });
      const storedLocation = async () => (await server.db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).location;

      test('a control character in any place field is 400 on REST and BAD_USER_INPUT on GraphQL; nothing changes', async () => {
        for (const field of ['name', 'city', 'country', 'id'] as const) {
          for (const br of BREAKS) {
            const location = { ...PLACE, [field]: `Lahore${br}X` };
            const rest = await call(browser, 'PATCH', `/api/users/${userId}`, { location });
            assert.equal(rest.status, 400, `${field} ${JSON.stringify(br)}: ${JSON.stringify(rest.body)}`);
            assert.match(rest.body.error.message, new RegExp(`${field} must not contain line breaks`));
            const gql = await browser.gql('mutation($l: LocationInput) { updateProfile(input: { location: $l }) { id } }', { l: location });
            assert.equal(gql.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', `${field} ${JSON.stringify(br)}`);
            const stranger = new TestBrowser(server.url);
            const signUp = await call(stranger, 'POST', '/api/auth/anonymous', { location });
            assert.equal(signUp.status, 400, `sign-up with ${field} ${JSON.stringify(br)}`);
          }
        }
        assert.deepEqual(await storedLocation(), { ...PLACE, id: '31.5497-74.3436' });
      });

      test("the geocoder's names come back on one line", async () => {
        const search = await call(browser, 'GET', '/api/geo/search?q=crlf');
        assert.equal(search.status, 200);
        assert.deepEqual(
          search.body.map((p: Record<string, unknown>) => [p.city, p.admin1, p.country]),
          [['Evil BEGIN:VEVENT SUMMARY:Injected', 'Sta te', 'Coun try X']],
        );
        const reverse = await call(browser, 'GET', '/api/geo/reverse?lat=12.34&lon=70');
        assert.equal(reverse.status, 200);
        assert.deepEqual([reverse.body.city, reverse.body.country, reverse.body.display_name], ['Far Town', 'Some where', 'Far X-WR-CALNAME:Owned']);
      });

      test('a stored place holding CR/LF, commas and semicolons is escaped in every feed property', async () => {
        // As a place saved before the API refused control characters would be stored.
        await server.db.prisma.user.update({
          where: { id: userId },
          data: { location: { ...PLACE, name: `Old; Town, \\ North${INJECTION}`, city: `Lahore${INJECTION}` } },
        });
        const created = await call(browser, 'POST', '/api/calendar', {});
        assert.equal(created.status, 201);
        const response = await fetch(created.body.url);
        assert.equal(response.status, 200);
        const text = await response.text();
        const all = lines(text);
        // Every line is a property of the feed's own making: nothing injected begins a line.
        assert.deepEqual(all.filter((l) => /^(SUMMARY:Injected|BEGIN:VCALENDAR|END:VCALENDAR)/.test(l)), ['BEGIN:VCALENDAR', 'END:VCALENDAR']);
        assert.equal(all.filter((l) => l === 'BEGIN:VEVENT').length, 150);
        assert.equal(all.at(-1), 'END:VCALENDAR');
        const city = 'Lahore END:VCALENDAR BEGIN:VCALENDAR BEGIN:VEVENT SUMMARY:Injected END:VEVENT';
        const name = 'Old\\; Town\\, \\\\ North END:VCALENDAR BEGIN:VCALENDAR BEGIN:VEVENT SUMMARY:Injected END:VEVENT';
        assert.ok(all.includes(`NAME:Prayer times · ${city}`), all.find((l) => l.startsWith('NAME:')));
        assert.ok(all.includes(`X-WR-CALNAME:Prayer times · ${city}`));
        assert.ok(all.includes(`X-WR-CALDESC:Fajr\\, Dhuhr\\, Asr\\, Maghrib and Isha for ${name}\\, the next 30 days.`), all.find((l) => l.startsWith('X-WR-CALDESC')));
        assert.ok(all.some((l) => l.startsWith('DESCRIPTION:Fajr at ') && l.endsWith(` in ${name} (Asia/Karachi).`)));
        // An independent parser reads the same one calendar back.
        const calendar = new ICAL.Component(ICAL.parse(text));
        assert.equal(calendar.getAllSubcomponents('vevent').length, 150);
        assert.equal(calendar.getFirstPropertyValue('x-wr-calname'), `Prayer times · ${city}`);
        // (ical.js reads X- properties raw; DESCRIPTION is TEXT, so it unescapes that one.)
        const description = String(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('description'));
        assert.match(description, /^Fajr at \d\d:\d\d in Old; Town, \\ North END:VCALENDAR BEGIN:VCALENDAR .* \(Asia\/Karachi\)\.$/);
      });
    });
  }
});
