// Mosques (issue 33) over real HTTP on PGlite and PostgreSQL: creating from a
// preset and from a pasted table (fitted, or kept where the fit is not exact),
// iqama rules by date, the admin token (required; forged and foreign refused,
// changing nothing), reports reaching the admin (hiding: mosques-reports.test.ts), nearby
// search ordered by distance, and following.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { assertError, call, signUp } from '../rest/api.ts';
import { computePrayerTimes } from '@prayer-companion/engine';
import { instantAt } from '@prayer-companion/engine/mosqueDay';
import { LANGUAGE_CODES } from '@prayer-companion/common';

const LONDON = { name: 'East London Mosque', city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };
const ELM_TABLE = readFileSync(new URL('../../packages/prayer-engine/fixtures/official/london-east-london-mosque-2025.csv', import.meta.url), 'utf8');

/** Two weeks of a table made by a preset itself: a fit reproduces it to the minute. */
function presetTable(): string {
  const place = { latitude: 21.4225, longitude: 39.8262, timezone: 'Asia/Riyadh', countryCode: 'SA' };
  const lines = ['date,fajr,sunrise,dhuhr,asr,maghrib,isha'];
  for (let d = 1; d <= 14; d++) {
    const date = `2026-03-${String(d).padStart(2, '0')}`;
    const t = computePrayerTimes(place, date, { calc_method: 'UmmAlQura', madhab: 'Shafi', high_lat_rule: 'None', offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 } })!;
    lines.push([date, t.fajr, t.sunrise, t.dhuhr, t.asr, t.maghrib, t.isha].join(','));
  }
  return lines.join('\n');
}

/** Each mosque from a new signed-up browser: one user may create only three a day. */
async function create(server: TestServer, body: Record<string, unknown>) {
  const creator = new TestBrowser(server.url);
  await signUp(creator);
  return call(creator, 'POST', '/api/mosques', body);
}

async function admin(browser: TestBrowser, method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await browser.fetch(path, { method, headers, body: JSON.stringify(body ?? {}) });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

for (const backend of backends()) {
  describe(`mosques (${backend})`, () => {
    let server: TestServer;
    let alice: TestBrowser;
    before(async () => {
      server = await bootServer(backend, { mosqueRateLimit: 1000, pushAllowedOrigins: ['https://push.example'], pushPollMs: 0 });
      alice = new TestBrowser(server.url);
      await signUp(alice);
    });
    after(() => server.stop());

    test('created from a preset: 201 with a one-time admin link; the public profile has today\'s times and never the token', async () => {
      const created = await create(server, { ...LONDON, method: 'MoonsightingCommittee' });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.slug, 'east-london-mosque');
      assert.match(created.body.adminToken, /^[A-Za-z0-9_-]{43}$/, '256 random bits');
      assert.equal(created.body.adminUrl, `${server.url}/m/east-london-mosque/admin#${created.body.adminToken}`);

      const again = await create(server, LONDON);
      assert.match(again.body.slug, /^east-london-mosque-[a-z0-9]{4}$/, 'a taken slug gets a tail');

      const profile = await call(new TestBrowser(server.url), 'GET', '/api/mosques/east-london-mosque');
      assert.equal(profile.status, 200);
      const expected = computePrayerTimes({ ...LONDON, countryCode: 'GB' }, profile.body.date, { calc_method: 'MoonsightingCommittee', madhab: 'Shafi', high_lat_rule: 'TwilightAngle', offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 } })!;
      assert.deepEqual(Object.keys(profile.body.times), ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']);
      assert.equal(profile.body.times.dhuhr, expected.dhuhr);
      assert.deepEqual(profile.body.iqama, { fajr: null, dhuhr: null, asr: null, maghrib: null, isha: null });
      assert.doesNotMatch(JSON.stringify(profile.body), new RegExp(created.body.adminToken));
      assertError(await call(alice, 'GET', '/api/mosques/no-such-mosque'), 404, 'NOT_FOUND');
    });

    test('created from a pasted table: exact fits keep settings only; inexact ones keep the table and use it on its dates', async () => {
      const exact = await create(server, { name: 'Haram Test', city: 'Makkah', country_code: 'SA', latitude: 21.4225, longitude: 39.8262, timezone: 'Asia/Riyadh', timetable: presetTable() });
      assert.equal(exact.status, 201, JSON.stringify(exact.body));
      const e = await alice.ok(`{ mosque(slug: "${exact.body.slug}") { timetable { date } prayerSettings { calc_method } day(date: "2026-03-05") { fromTable } } }`);
      assert.equal(e.mosque.timetable, null, 'within a minute every day: no table kept');
      assert.equal(e.mosque.prayerSettings.calc_method, 'Custom');
      assert.equal(e.mosque.day.fromTable, false);

      const kept = await create(server, { ...LONDON, name: 'ELM Table', timetable: ELM_TABLE });
      assert.equal(kept.status, 201, JSON.stringify(kept.body));
      const k = await alice.ok(`{ mosque(slug: "${kept.body.slug}") { timetable { date } onTable: day(date: "2025-03-14") { fromTable times { fajr isha } } offTable: day(date: "2027-03-14") { fromTable } } }`);
      assert.equal(k.mosque.timetable.length, 365);
      const row = ELM_TABLE.split('\n').find((l) => l.startsWith('2025-03-14'))!.split(',');
      assert.deepEqual(k.mosque.onTable, { fromTable: true, times: { fajr: row[1], isha: row[6] } });
      assert.equal(k.mosque.offTable.fromTable, false);

      const bad = await create(server, { ...LONDON, timetable: 'date,fajr\nnonsense' });
      assertError(bad, 400, 'BAD_USER_INPUT');
    });

    test('iqama rules by date: fixed, minutes after adhan rounded up to 5, and a date range over the usual rule', async () => {
      const created = await create(server, { ...LONDON, name: 'Iqama Rules Mosque', method: 'MuslimWorldLeague' });
      const { slug, adminToken } = created.body;
      const set = await admin(alice, 'PUT', `/api/mosques/${slug}/iqama`, adminToken, { isha: { fixed: '20:15' }, maghrib: { after: 7, roundUp5: true }, asr: { after: 10 } });
      assert.equal(set.status, 200, JSON.stringify(set.body));
      assert.equal(set.body.iqama.isha, '20:15');
      const winter = await admin(alice, 'PUT', `/api/mosques/${slug}/iqama`, adminToken, { isha: { fixed: '19:00' }, from: '2026-12-01', to: '2027-02-28' });
      assert.equal(winter.status, 200, JSON.stringify(winter.body));

      const d = await alice.ok(`{ mosque(slug: "${slug}") {
        nov: day(date: "2026-11-30") { times { asr maghrib } iqama { isha maghrib asr fajr } }
        jan: day(date: "2027-01-15") { iqama { isha } }
        mar: day(date: "2027-03-01") { iqama { isha } } } }`);
      assert.equal(d.mosque.nov.iqama.isha, '20:15');
      assert.equal(d.mosque.jan.iqama.isha, '19:00', 'the winter range wins inside it');
      assert.equal(d.mosque.mar.iqama.isha, '20:15', 'and the usual rule after it');
      assert.equal(d.mosque.nov.iqama.fajr, null);
      const plus = (clock: string, n: number) => { const m = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) + n; return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`; };
      assert.equal(d.mosque.nov.iqama.asr, plus(d.mosque.nov.times.asr, 10));
      const maghribPlus7 = plus(d.mosque.nov.times.maghrib, 7);
      const rounded = plus('00:00', Math.ceil((Number(maghribPlus7.slice(0, 2)) * 60 + Number(maghribPlus7.slice(3))) / 5) * 5);
      assert.equal(d.mosque.nov.iqama.maghrib, rounded);

      const removed = await admin(alice, 'PUT', `/api/mosques/${slug}/iqama`, adminToken, { isha: null, from: '2026-12-01', to: '2027-02-28' });
      assert.equal(removed.status, 200);
      const after = await alice.ok(`{ mosque(slug: "${slug}") { day(date: "2027-01-15") { iqama { isha } } } }`);
      assert.equal(after.mosque.day.iqama.isha, '20:15');

      for (const body of [{ isha: { fixed: '25:00' } }, { isha: { fixed: '20:00', after: 5 } }, { isha: { after: 500 } }, { isha: { fixed: '20:00' }, from: '2027-02-01', to: '2027-01-01' }, { dusk: { after: 5 } }]) {
        const r = await admin(alice, 'PUT', `/api/mosques/${slug}/iqama`, adminToken, body);
        assert.equal(r.status, 400, JSON.stringify(body));
      }
      const unchanged = await call(alice, 'GET', `/api/mosques/${slug}`);
      assert.equal(unchanged.body.iqama.isha, '20:15');
      assert.equal(unchanged.body.iqamaRules.length, 3);
    });

    test('the admin token: required (401), forged or another mosque\'s refused (403), replaced, and nothing changes on refusal', async () => {
      const a = (await create(server, { ...LONDON, name: 'Token Mosque A' })).body;
      const b = (await create(server, { ...LONDON, name: 'Token Mosque B' })).body;
      const change = { isha: { fixed: '21:00' } };
      assertError(await admin(alice, 'PUT', `/api/mosques/${a.slug}/iqama`, null, change), 401, 'UNAUTHENTICATED');
      assertError(await admin(alice, 'PUT', `/api/mosques/${a.slug}/iqama`, 'x'.repeat(43), change), 403, 'FORBIDDEN');
      assertError(await admin(alice, 'PUT', `/api/mosques/${a.slug}/iqama`, b.adminToken, change), 403, 'FORBIDDEN');
      assertError(await admin(alice, 'PUT', `/api/mosques/${a.slug}`, b.adminToken, { name: 'Hijacked' }), 403, 'FORBIDDEN');
      assertError(await admin(alice, 'POST', `/api/mosques/${a.slug}/announcements`, b.adminToken, { text: 'spam' }), 403, 'FORBIDDEN');
      const gql = await alice.gql(`mutation { setMosqueIqama(slug: "${a.slug}", adminToken: "${b.adminToken}", changes: [{ prayer: "isha", fixed: "21:00" }]) { slug } }`);
      assert.equal(gql.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      const still = (await call(alice, 'GET', `/api/mosques/${a.slug}`)).body;
      assert.equal(still.name, 'Token Mosque A');
      assert.equal(still.iqama.isha, null);
      assert.deepEqual(still.announcements, []);

      const replaced = await admin(alice, 'POST', `/api/mosques/${a.slug}/admin-token`, a.adminToken);
      assert.equal(replaced.status, 201);
      assert.notEqual(replaced.body.adminToken, a.adminToken);
      assertError(await admin(alice, 'PUT', `/api/mosques/${a.slug}/iqama`, a.adminToken, change), 403, 'FORBIDDEN');
      assert.equal((await admin(alice, 'PUT', `/api/mosques/${a.slug}/iqama`, replaced.body.adminToken, change)).status, 200);

      const profile = await admin(alice, 'PUT', `/api/mosques/${a.slug}`, replaced.body.adminToken, { jumuah: ['13:30', '12:45'], language: 'ar', eid: [{ date: '2027-03-10', time: '07:30' }] });
      assert.equal(profile.status, 200, JSON.stringify(profile.body));
      assert.deepEqual(profile.body.jumuah, ['12:45', '13:30']);
      assert.equal(profile.body.language, 'ar');
      // A language the app does not have: the profile's own message, on both mosque writes, and nothing changes.
      const LANGUAGE_MESSAGE = `The language must be one of ${LANGUAGE_CODES.join(', ')}`;
      assert.match(LANGUAGE_MESSAGE, /en, ar, ur, id, ms, tr, fr, bn, de/);
      assertError(await admin(alice, 'PUT', `/api/mosques/${a.slug}`, replaced.body.adminToken, { language: 'xx' }), 400, 'BAD_USER_INPUT', LANGUAGE_MESSAGE);
      assertError(await create(server, { ...LONDON, name: 'Deutsche Moschee', city: 'Berlin', language: 'de-DE' }), 400, 'BAD_USER_INPUT', LANGUAGE_MESSAGE);
      const someone = new TestBrowser(server.url);
      const { id } = await signUp(someone);
      assertError(await call(someone, 'PATCH', `/api/users/${id}`, { language: 'klingon' }), 400, 'BAD_USER_INPUT', LANGUAGE_MESSAGE);
      assert.equal((await call(alice, 'GET', `/api/mosques/${a.slug}`)).body.language, 'ar');
      const note = await admin(alice, 'POST', `/api/mosques/${a.slug}/announcements`, replaced.body.adminToken, { text: 'Fundraising dinner on Saturday' });
      assert.equal(note.status, 201);
      assert.equal(note.body.announcements[0].text, 'Fundraising dinner on Saturday');
      assertError(await admin(alice, 'POST', `/api/mosques/${a.slug}/announcements`, replaced.body.adminToken, { text: 'x'.repeat(281) }), 400, 'BAD_USER_INPUT');
      const expired = await admin(alice, 'POST', `/api/mosques/${a.slug}/announcements`, replaced.body.adminToken, { text: 'old', expiresAt: '2020-01-01T00:00:00Z' });
      assert.equal(expired.status, 400);
    });

    // Issue 40 item 2 changed this: three anonymous reporters used to hide the mosque. Hiding
    // now takes reporters with a confirmed e-mail from more than one network (mosques-reports.test.ts).
    test('reports from three anonymous users reach the admin, who answers; they do not hide the mosque', async () => {
      const m = (await create(server, { ...LONDON, name: 'Reported Mosque', city: 'Reportville' })).body;
      const reporters = [new TestBrowser(server.url), new TestBrowser(server.url), new TestBrowser(server.url)];
      for (const r of reporters) await signUp(r);
      const first = await call(reporters[0]!, 'POST', `/api/mosques/${m.slug}/reports`, { reason: 'Not a real mosque' });
      assert.equal(first.status, 201);
      assert.equal(first.body.hidden, false);
      // The same user again counts once.
      assert.equal((await call(reporters[0]!, 'POST', `/api/mosques/${m.slug}/reports`, { reason: 'Really not' })).body.hidden, false);
      assert.equal((await call(reporters[1]!, 'POST', `/api/mosques/${m.slug}/reports`, { reason: 'Spam' })).body.hidden, false);
      assert.equal((await call(reporters[2]!, 'POST', `/api/mosques/${m.slug}/reports`, { reason: 'Wrong times' })).body.hidden, false);
      assert.equal((await call(alice, 'GET', `/api/mosques/${m.slug}`)).status, 200, 'anonymous reports do not hide it');
      assert.equal((await call(alice, 'GET', '/api/mosques?q=Reportville')).body.length, 1);
      assertError(await call(new TestBrowser(server.url), 'POST', `/api/mosques/${m.slug}/reports`, { reason: 'x' }), 401, 'UNAUTHENTICATED');

      const seen = await alice.ok(`{ mosqueAdmin(slug: "${m.slug}", adminToken: "${m.adminToken}") { hidden reports { reason } } }`);
      assert.equal(seen.mosqueAdmin.hidden, false);
      assert.deepEqual(seen.mosqueAdmin.reports.map((r: { reason: string }) => r.reason).sort(), ['Really not', 'Spam', 'Wrong times']);
      const answered = await admin(alice, 'POST', `/api/mosques/${m.slug}/report-answer`, m.adminToken, { answer: 'We are the masjid committee; times fixed.' });
      assert.equal(answered.status, 200, JSON.stringify(answered.body));
      const shown = await call(alice, 'GET', `/api/mosques/${m.slug}`);
      assert.equal(shown.status, 200);
      assert.equal(shown.body.reportAnswer, 'We are the masjid committee; times fixed.');
      const settled = await alice.ok(`{ mosqueAdmin(slug: "${m.slug}", adminToken: "${m.adminToken}") { reports { reason } } }`);
      assert.deepEqual(settled.mosqueAdmin.reports, [], 'the answer settles the reports so far');
    });

    test('near=lat,lon: nearest first with distanceKm, paged; q= by name or city', async () => {
      const places = [
        { name: 'Paris Grand Mosque', city: 'Paris', country_code: 'FR', latitude: 48.842, longitude: 2.355, timezone: 'Europe/Paris' },
        { name: 'Birmingham Central Mosque', city: 'Birmingham', country_code: 'GB', latitude: 52.4686, longitude: -1.8927, timezone: 'Europe/London' },
        { name: 'Manchester Mosque', city: 'Manchester', country_code: 'GB', latitude: 53.4631, longitude: -2.2233, timezone: 'Europe/London' },
        { name: 'Istanbul Blue Mosque', city: 'Istanbul', country_code: 'TR', latitude: 41.0054, longitude: 28.9768, timezone: 'Europe/Istanbul' },
      ];
      for (const p of places) assert.equal((await create(server, p)).status, 201);
      // From Oxford: Birmingham (~100 km), Manchester (~200), Paris (~410), Istanbul (~2500), after the London ones (~85).
      const page1 = await call(alice, 'GET', '/api/mosques?near=51.752,-1.2577&limit=3&offset=0');
      assert.equal(page1.status, 200);
      const all: any[] = [...page1.body];
      let next = page1.headers.get('x-next-offset');
      while (next) {
        const page = await call(alice, 'GET', `/api/mosques?near=51.752,-1.2577&limit=3&offset=${next}`);
        all.push(...page.body);
        next = page.headers.get('x-next-offset');
      }
      const distances = all.map((m) => m.distanceKm);
      assert.deepEqual([...distances].sort((x, y) => x - y), distances, 'ordered by distance');
      const names = all.map((m) => m.name).filter((n) => !n.includes('Mosque A') && places.some((p) => p.name === n));
      assert.deepEqual(names, ['Birmingham Central Mosque', 'Manchester Mosque', 'Paris Grand Mosque', 'Istanbul Blue Mosque']);
      const birmingham = all.find((m) => m.name === 'Birmingham Central Mosque');
      assert.ok(Math.abs(birmingham.distanceKm - 90.7) < 1, `Oxford-Birmingham ≈ 90.7 km (haversine), got ${birmingham.distanceKm}`);
      assert.ok(all.length >= 8);

      const byCity = await call(alice, 'GET', '/api/mosques?q=manchester');
      assert.deepEqual(byCity.body.map((m: any) => [m.name, m.distanceKm]), [['Manchester Mosque', null]]);
      const byName = await call(alice, 'GET', '/api/mosques?q=Blue%20Mos');
      assert.equal(byName.body[0].city, 'Istanbul');
      assert.deepEqual((await call(alice, 'GET', '/api/mosques?q=100%25')).body, [], '% matches itself');
      assertError(await call(alice, 'GET', '/api/mosques?near=91,0'), 400, 'BAD_USER_INPUT');
      assertError(await call(alice, 'GET', '/api/mosques?near=abc'), 400, 'BAD_USER_INPUT');
      assertError(await call(alice, 'GET', '/api/mosques'), 400, 'BAD_USER_INPUT');
    });

    test('limits: three new mosques per user a day', async () => {
      const carol = new TestBrowser(server.url);
      // (The address limit is raised for this server; MOSQUE_RATE_LIMIT defaults to 10.)
      await signUp(carol);
      for (let i = 0; i < 3; i++) assert.equal((await call(carol, 'POST', '/api/mosques', { ...LONDON, name: `Carol ${i}` })).status, 201);
      const refused = await call(carol, 'POST', '/api/mosques', { ...LONDON, name: 'Carol 3' });
      assertError(refused, 429, 'RATE_LIMITED');
      assert.deepEqual((await call(carol, 'GET', '/api/mosques?q=Carol%203')).body, []);
      assertError(await call(new TestBrowser(server.url), 'POST', '/api/mosques', LONDON), 401, 'UNAUTHENTICATED');
    });

    test('follow and unfollow: POST/DELETE /api/users/{id}/mosque, only for oneself', async () => {
      const dave = new TestBrowser(server.url);
      const me = await signUp(dave);
      const m = (await create(server, { ...LONDON, name: 'Followed Mosque' })).body;
      assertError(await call(dave, 'POST', `/api/users/00000000-0000-4000-8000-000000000000/mosque`, { slug: m.slug }), 403, 'FORBIDDEN');
      assertError(await call(dave, 'POST', `/api/users/${me.id}/mosque`, { slug: 'no-such-mosque' }), 404, 'NOT_FOUND');
      const followed = await call(dave, 'POST', `/api/users/${me.id}/mosque`, { slug: m.slug, notify: true });
      assert.equal(followed.status, 200, JSON.stringify(followed.body));
      assert.equal(followed.body.mosque.slug, m.slug);
      const f = await dave.ok('{ followedMosque { notify mosque { slug name } } }');
      assert.deepEqual(f.followedMosque, { notify: true, mosque: { slug: m.slug, name: 'Followed Mosque' } });
      // The calendar feed follows the mosque (Kuala Lumpur), and the user's own place (London) after unfollowing.
      const kl = (await create(server, { name: 'Masjid Jamek', city: 'Kuala Lumpur', country_code: 'MY', latitude: 3.1489, longitude: 101.6958, timezone: 'Asia/Kuala_Lumpur' })).body;
      await call(dave, 'POST', `/api/users/${me.id}/mosque`, { slug: kl.slug });
      const feed = (await call(dave, 'POST', '/api/calendar', {})).body.url as string;
      const followedFeed = await (await fetch(feed)).text();
      assert.match(followedFeed, /Kuala Lumpur/);
      assert.match(followedFeed, /Asia\/Kuala_Lumpur/);
      assert.equal((await call(dave, 'DELETE', `/api/users/${me.id}/mosque`, {})).status, 200);
      assert.equal((await dave.ok('{ followedMosque { notify } }')).followedMosque, null);
      const ownFeed = await (await fetch(feed)).text();
      assert.doesNotMatch(ownFeed, /Kuala Lumpur/);
      assert.match(ownFeed, /Europe\/London/);
    });

    test('reminders N minutes before each iqama for a follower who asks, with the mosque\'s own text', async () => {
      const erin = new TestBrowser(server.url);
      const me = await signUp(erin);
      const m = (await create(server, { ...LONDON, name: 'Reminder Mosque' })).body;
      const all = { fajr: { fixed: '05:55' }, dhuhr: { fixed: '12:40' }, asr: { fixed: '15:10' }, maghrib: { fixed: '17:05' }, isha: { fixed: '20:15' } };
      assert.equal((await admin(erin, 'PUT', `/api/mosques/${m.slug}/iqama`, m.adminToken, all)).status, 200);
      assertError(await call(erin, 'POST', `/api/users/${me.id}/mosque`, { slug: m.slug, iqamaReminder: 61 }), 400, 'BAD_USER_INPUT');
      const followed = await call(erin, 'POST', `/api/users/${me.id}/mosque`, { slug: m.slug, iqamaReminder: 10 });
      assert.equal(followed.body.iqamaReminder, 10);
      const device = { endpoint: 'https://push.example/send/iqama-reminders', expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) } };
      assert.equal((await call(erin, 'POST', '/api/push/subscriptions', { subscription: device, prayers: ['isha'], minutesBefore: [0] })).status, 201);
      const jobs = await server.db.prisma.pushJob.findMany({ where: { subscription: { endpoint: device.endpoint } }, orderBy: { dueAt: 'asc' } });
      const iqama = jobs.filter((j) => j.title !== null);
      assert.ok(iqama.length >= 1, 'an Isha iqama reminder within the next two days');
      for (const job of iqama) {
        assert.equal(job.prayer, 'isha');
        assert.equal(job.clock, '20:15');
        assert.equal(job.prayerAt.toISOString(), instantAt(new Date(job.prayerAt.getTime() + 3600_000).toISOString().slice(0, 10), '20:15', 'Europe/London').toISOString());
        assert.equal(job.prayerAt.getTime() - job.dueAt.getTime(), 10 * 60_000);
        assert.equal(job.title, 'Isha iqama in 10 min at Reminder Mosque');
        assert.equal(job.url, `/m/${m.slug}`);
      }
      assert.ok(jobs.some((j) => j.title === null), 'the adhan reminders stay');
      // Unfollowing plans again without them.
      await call(erin, 'DELETE', `/api/users/${me.id}/mosque`, {});
      const after = await server.db.prisma.pushJob.count({ where: { subscription: { endpoint: device.endpoint }, title: { not: null } } });
      assert.equal(after, 0);
    });
  });
}
