// Reports that hide a mosque (issue 40, item 2) over real HTTP on PGlite and PostgreSQL:
// free anonymous spaces reach the admin but never hide; three reporters with a confirmed
// e-mail hide it only when they are not all from one network (/24, /64); after the admin
// answers, the same reporters cannot hide it again for 30 days; ten reports a day at most.
// Reporters are told apart by the address a trusted proxy forwards (TRUST_PROXY=1).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { startMailbox, type Mailbox } from '../helpers/mailbox.ts';
import { BrowserAt, confirmedUser } from '../helpers/confirmed-user.ts';
import { assertError, call, signUp } from '../rest/api.ts';

const PLACE = { city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };
const TOO_MANY = 'You can report at most 10 times a day. Please try again tomorrow.';

let mailboxes = 0;

for (const backend of backends()) {
  describe(`mosque reports (${backend})`, () => {
    let server: TestServer;
    let mailbox: Mailbox;
    before(async () => {
      mailbox = await startMailbox();
      server = await bootServer(backend, { smtpUrl: mailbox.url, trustProxy: true, mosqueRateLimit: 1000, emailAddressRateLimit: 1000 });
    });
    after(async () => {
      await server.stop();
      await mailbox.close();
    });

    const newMosque = async (name: string) => {
      const creator = new TestBrowser(server.url);
      await signUp(creator);
      const created = await call(creator, 'POST', '/api/mosques', { ...PLACE, name });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return created.body as { slug: string; adminToken: string };
    };
    const report = (browser: TestBrowser, slug: string, reason = 'Not a real mosque') => call(browser, 'POST', `/api/mosques/${slug}/reports`, { reason });
    const isPublic = async (slug: string) => (await call(new TestBrowser(server.url), 'GET', `/api/mosques/${slug}`)).status === 200;
    const answer = async (m: { slug: string; adminToken: string }) => {
      const response = await new TestBrowser(server.url).fetch(`/api/mosques/${m.slug}/report-answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${m.adminToken}` },
        body: JSON.stringify({ answer: 'We are the committee; the times are right.' }),
      });
      assert.equal(response.status, 200);
    };
    const reporter = (address: string) => confirmedUser(server.url, mailbox, address, `reporter${++mailboxes}@example.org`);

    test('anonymous spaces, each from its own network, reach the admin but never hide the mosque', async () => {
      const m = await newMosque('Anonymously Reported Mosque');
      for (const address of ['198.51.100.7', '203.0.113.7', '192.0.2.7', '2001:db8:7::1']) {
        const browser = new BrowserAt(server.url, address);
        await signUp(browser);
        const r = await report(browser, m.slug, `Spam from ${address}`);
        assert.equal(r.status, 201, JSON.stringify(r.body));
        assert.equal(r.body.hidden, false);
      }
      assert.ok(await isPublic(m.slug), 'four anonymous reports do not hide it');
      const seen = await new TestBrowser(server.url).ok(`{ mosqueAdmin(slug: "${m.slug}", adminToken: "${m.adminToken}") { hidden reports { reason } } }`);
      assert.equal(seen.mosqueAdmin.hidden, false);
      assert.equal(seen.mosqueAdmin.reports.length, 4, 'the admin reads every report');
    });

    test('three confirmed reporters of one network do not hide it; a fourth from another network does', async () => {
      const m = await newMosque('Network Reported Mosque');
      // One /24 (and an anonymous space elsewhere, which does not count).
      for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        const { browser } = await reporter(address);
        assert.equal((await report(browser, m.slug)).body.hidden, false);
      }
      const anonymous = new BrowserAt(server.url, '203.0.113.50');
      await signUp(anonymous);
      assert.equal((await report(anonymous, m.slug)).body.hidden, false);
      assert.ok(await isPublic(m.slug), 'three confirmed reporters of one /24 do not hide it');

      const { browser: other } = await reporter('2001:db8:1:2::5');
      const hid = await report(other, m.slug);
      assert.equal(hid.body.hidden, true);
      assert.equal(await isPublic(m.slug), false);
      assert.deepEqual((await call(new TestBrowser(server.url), 'GET', '/api/mosques?q=Network%20Reported')).body, []);
    });

    test('after the admin answers, the same reporters cannot hide it again for 30 days', async () => {
      const m = await newMosque('Answered Mosque');
      const reporters = [await reporter('198.51.100.21'), await reporter('203.0.113.21'), await reporter('192.0.2.21')];
      const results = [];
      for (const r of reporters) results.push((await report(r.browser, m.slug)).body.hidden);
      assert.deepEqual(results, [false, false, true]);
      await answer(m);
      assert.ok(await isPublic(m.slug));

      // The same three again at once: their reports reach the admin, the mosque stays.
      for (const r of reporters) assert.equal((await report(r.browser, m.slug, 'Still wrong')).body.hidden, false);
      assert.ok(await isPublic(m.slug), 'answered reporters cannot hide it again');
      const seen = await new TestBrowser(server.url).ok(`{ mosqueAdmin(slug: "${m.slug}", adminToken: "${m.adminToken}") { reports { reason } } }`);
      assert.deepEqual(seen.mosqueAdmin.reports.map((r: { reason: string }) => r.reason), ['Still wrong', 'Still wrong', 'Still wrong']);
      // A new reporter with two answered ones is one that counts, not three.
      const fresh = await reporter('2001:db8:21::1');
      assert.equal((await report(fresh.browser, m.slug)).body.hidden, false);

      // 30 days on (the answer moved back in time), the same reporters count again.
      await server.db.prisma.mosqueReport.updateMany({ where: { lastAnsweredAt: { not: null } }, data: { lastAnsweredAt: new Date(Date.now() - 31 * 86_400_000) } });
      assert.equal((await report(reporters[0]!.browser, m.slug, 'A month later')).body.hidden, true);
    });

    test('open pages learn at once: a live subscription gets NOT_FOUND when reports hide the mosque, and the mosque again after the answer', async () => {
      const m = await newMosque('Watched Reported Mosque');
      const watcher = new TestBrowser(server.url);
      const sub = watcher.subscribe('subscription($slug: String!) { mosqueUpdated(slug: $slug) { slug name reportAnswer } }', { slug: m.slug });
      await sub.ready;
      const reporters = [await reporter('198.51.100.31'), await reporter('203.0.113.31'), await reporter('192.0.2.31')];
      for (const r of reporters) await report(r.browser, m.slug);
      const hidden = await sub.next(5000).catch(() => assert.fail('no event when the reports hid the mosque'));
      assert.equal(hidden.data?.mosqueUpdated ?? null, null);
      assert.match(JSON.stringify(hidden.errors), /Mosque not found/);
      await answer(m);
      const shown = await sub.next(5000).catch(() => assert.fail('no event after the answer'));
      assert.equal(shown.data?.mosqueUpdated.name, 'Watched Reported Mosque');
      assert.equal(shown.data?.mosqueUpdated.reportAnswer, 'We are the committee; the times are right.');
      await watcher.close();
    });

    test('ten reports a day per user: the eleventh is 429 with a clear message, on REST and GraphQL', async () => {
      const m = await newMosque('Often Reported Mosque');
      const browser = new TestBrowser(server.url);
      await signUp(browser);
      for (let i = 0; i < 10; i++) assert.equal((await report(browser, m.slug, `Report ${i}`)).status, 201);
      const refused = await report(browser, m.slug, 'Report 10');
      assertError(refused, 429, 'RATE_LIMITED', TOO_MANY);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
      const gql = await browser.gql(`mutation { reportMosque(slug: "${m.slug}", reason: "Report 11") }`);
      assert.equal(gql.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
      assert.equal(gql.errors?.[0]?.message, TOO_MANY);
      const kept = await server.db.prisma.mosqueReport.findMany({ where: { mosque: { slug: m.slug } }, select: { reason: true } });
      assert.deepEqual(kept, [{ reason: 'Report 9' }], 'the refused reports changed nothing');
    });
  });
}
