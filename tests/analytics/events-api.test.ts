// POST /api/events over HTTP against the real server (issue 7 point 2): what is
// accepted, what is refused with nothing stored, whose events they are, limits.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const now = () => new Date().toISOString();
const event = (name = 'page_view', props: Record<string, unknown> = { path: '/' }) => ({ name, props, occurredAt: now() });

function post(browser: TestBrowser, body: unknown, type = 'application/json') {
  return browser.fetch('/api/events', {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

for (const backend of backends()) {
  describe(`analytics events API (${backend})`, () => {
    let server: TestServer;
    before(async () => (server = await bootServer(backend, { eventsRateLimit: 5 })));
    after(async () => server.stop());
    const count = () => server.db.prisma.analyticsEvent.count();

    test('a batch is stored with the session user, campaign parameters and 202 {accepted}', async () => {
      const browser = new TestBrowser(server.url);
      const user = await browser.signUp();
      const response = await post(browser, {
        events: [event(), event('milestone', { milestone: 'first_dua', n: 1, ok: true })],
        utm: { utm_source: 'news', utm_campaign: 'ramadan' },
        userId: '00000000-0000-0000-0000-000000000000',
      });
      assert.equal(response.status, 202);
      assert.deepEqual(await response.json(), { accepted: 2 });
      const rows = await server.db.prisma.analyticsEvent.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
      assert.equal(rows.length, 2);
      assert.deepEqual(rows[1]!.props, { milestone: 'first_dua', n: 1, ok: true });
      assert.deepEqual(rows[0]!.utmParams, { utm_source: 'news', utm_campaign: 'ramadan' });
    });

    test('control characters are stripped from props, campaign values and a new user\'s campaign', async () => {
      const browser = new TestBrowser(server.url);
      const signUp = await browser.fetch('/api/auth/anonymous', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ utm_params: { utm_source: '\u001b[2Jnews\u0007', utm_campaign: 'ram\u009badan' } }),
      });
      assert.ok(signUp.ok, String(signUp.status));
      const { id } = (await signUp.json()) as { id: string };
      const saved = await server.db.prisma.user.findUniqueOrThrow({ where: { id } });
      assert.deepEqual(saved.utmParams, { utm_source: '[2Jnews', utm_campaign: 'ramadan' });
      const response = await post(browser, {
        events: [event('feature_used', { feature: '\u001b]0;title\u0007duas', n: 2 })],
        utm: { utm_source: '\u001b]8;;https://evil.example\u001b\\link', utm_term: '\u0085' },
      });
      assert.equal(response.status, 202);
      const [row] = await server.db.prisma.analyticsEvent.findMany({ where: { userId: id } });
      assert.deepEqual(row!.props, { feature: ']0;titleduas', n: 2 });
      assert.deepEqual(row!.utmParams, { utm_source: ']8;;https://evil.example\\link' });
    });

    test('the user id comes from the session only: a body user id is ignored', async () => {
      const owner = new TestBrowser(server.url);
      const victim = await owner.signUp();
      const stranger = new TestBrowser(server.url);
      const before = await count();
      const body = { events: [{ ...event(), userId: victim.id }], userId: victim.id };
      assert.equal((await post(stranger, body)).status, 202);
      assert.equal(await count(), before + 1);
      assert.equal(await server.db.prisma.analyticsEvent.count({ where: { userId: victim.id } }), 0);
    });

    test('sendBeacon bodies (text/plain) are accepted; other content types are 415', async () => {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      assert.equal((await post(browser, { events: [event()] }, 'text/plain;charset=UTF-8')).status, 202);
      const refused = await post(browser, { events: [event()] }, 'application/x-www-form-urlencoded');
      assert.equal(refused.status, 415);
    });

    test('bad batches are 400 with the error envelope, and nothing is stored', async () => {
      const old = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
      const future = new Date(Date.now() + 5 * 60_000).toISOString();
      const manyProps = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
      const bad: unknown[] = [
        '{not json',
        { nothing: true },
        { events: [] },
        { events: Array.from({ length: 51 }, () => event()) },
        { events: [event('Page View')] },
        { events: [event('x'.repeat(65))] },
        { events: [event('ok', { nested: { a: 1 } })] },
        { events: [event('ok', { list: [1] })] },
        { events: [event('ok', { s: 'x'.repeat(256) })] },
        { events: [event('ok', manyProps)] },
        { events: [event('ok', [] as unknown as Record<string, unknown>)] },
        { events: [{ name: 'ok', props: {}, occurredAt: old }] },
        { events: [{ name: 'ok', props: {}, occurredAt: future }] },
        { events: [{ name: 'ok', props: {}, occurredAt: 'yesterday' }] },
        { events: [event(), { name: 'ok', props: {} }] },
        { events: [event()], utm: { utm_source: 'x', evil: 'y' } },
        { events: [event()], utm: 'news' },
      ];
      const before = await count();
      for (const body of bad) {
        // A fresh user each time, so the rate limit stays out of this test.
        const browser = new TestBrowser(server.url);
        await browser.signUp();
        const response = await post(browser, body);
        assert.equal(response.status, 400, JSON.stringify(body).slice(0, 120));
        const answer = (await response.json()) as { error: { code: string; message: string } };
        assert.equal(answer.error.code, 'BAD_USER_INPUT');
        assert.ok(answer.error.message.length > 0);
      }
      assert.equal(await count(), before);
    });

    test('a body over 64 KB is 413; a minute of clock skew is fine', async () => {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      const big = { events: [event('ok', { s: 'x'.repeat(200) })], pad: 'y'.repeat(70 * 1024) };
      assert.equal((await post(browser, big)).status, 413);
      const skewed = { events: [{ name: 'ok', props: {}, occurredAt: new Date(Date.now() + 30_000).toISOString() }] };
      assert.equal((await post(browser, skewed)).status, 202);
    });

    test("a device clock 10 minutes fast: with sentAt the batch is moved onto the server's clock; without it, refused (issue 42 item 9)", async () => {
      const browser = new TestBrowser(server.url);
      const user = await browser.signUp();
      // One reading of the clock for both events: two readings can be milliseconds apart
      // on a busy machine, and the spacing below is checked to the millisecond.
      const deviceNow = Date.now() + 10 * 60_000;
      const fast = (ms: number) => new Date(deviceNow + ms).toISOString();
      const events = [
        { name: 'page_view', props: { path: '/' }, occurredAt: fast(-4_000) },
        { name: 'click', props: { target: 'x' }, occurredAt: fast(-1_000) },
      ];
      const before = await count();
      const old = await post(browser, { events });
      assert.equal(old.status, 400, 'an older client (no sentAt) is still held to the minute');
      assert.match(await old.text(), /in the future/);
      const started = Date.now();
      const response = await post(browser, { events, sentAt: fast(0) });
      assert.equal(response.status, 202, await response.clone().text());
      const rows = await server.db.prisma.analyticsEvent.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
      assert.equal(rows.length, 2);
      // On the server's clock: a few seconds before it was received, in order, 3 s apart.
      for (const row of rows) assert.ok(row.occurredAt.getTime() <= Date.now() && row.occurredAt.getTime() > started - 10_000, row.occurredAt.toISOString());
      assert.ok(Math.abs(rows[1]!.occurredAt.getTime() - rows[0]!.occurredAt.getTime() - 3_000) < 5, 'the spacing is kept');
      // A bad sentAt is a 400 and stores nothing.
      const bad = await post(browser, { events, sentAt: 'yesterday' });
      assert.equal(bad.status, 400);
      assert.match(await bad.text(), /sentAt must be an ISO date-time/);
      assert.equal(await count(), before + 2);
    });

    test('batches are rate-limited per session user (429), other users unaffected', async () => {
      const busy = new TestBrowser(server.url);
      await busy.signUp();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await post(busy, { events: [event()] })).status);
      assert.deepEqual(statuses.slice(0, 5), [202, 202, 202, 202, 202]);
      assert.equal(statuses[6], 429);
      const limited = await post(busy, { events: [event()] });
      assert.equal(((await limited.json()) as { error: { code: string } }).error.code, 'RATE_LIMITED');
      const other = new TestBrowser(server.url);
      await other.signUp();
      assert.equal((await post(other, { events: [event()] })).status, 202);
    });

    test('without a session, batches are rate-limited per address', async () => {
      // The stranger of an earlier test used one of this address's five.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await post(new TestBrowser(server.url), { events: [event()] })).status);
      assert.equal(statuses.at(-1), 429);
      assert.equal(statuses.filter((s) => s === 202).length, 4);
    });

    test('other methods are 405; cross-site posts are refused', async () => {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      assert.equal((await browser.fetch('/api/events')).status, 405);
      const cross = await browser.fetch('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
        body: JSON.stringify({ events: [event()] }),
      });
      assert.equal(cross.status, 403);
    });

    test('GET /api/analytics/config says PostHog is off unless configured', async () => {
      const response = await new TestBrowser(server.url).fetch('/api/analytics/config');
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { posthog: null });
    });
  });
}

describe('analytics config with PostHog configured', () => {
  let server: TestServer;
  before(async () => (server = await bootServer('pglite', { posthogKey: 'phc_test', posthogHost: 'http://127.0.0.1:9' })));
  after(async () => server.stop());

  test('the key and host are exposed; the e-mail stays off unless allowed', async () => {
    const response = await new TestBrowser(server.url).fetch('/api/analytics/config');
    assert.deepEqual(await response.json(), { posthog: { key: 'phc_test', host: 'http://127.0.0.1:9', sendEmail: false } });
  });
});
