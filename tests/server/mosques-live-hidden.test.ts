// `mosqueUpdated` over WebSocket (issue 40 items 6 and 9): several subscribers selecting
// `month`, each with its own document (so not one shared stream), all get the month as
// a fresh query computes it after each write (one computation per version of the mosque
// serves them all); a subscription may ask for one month only; and a hidden mosque's data
// is never streamed: no new subscription, and an open one stops getting it once hidden.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { call, signUp } from '../rest/api.ts';

const LONDON = { city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };
const MONTH = '{ date times { fajr isha } iqama { isha } }';

for (const backend of backends()) {
  describe(`mosqueUpdated (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      server = await bootServer(backend, { mosqueRateLimit: 1000 });
    });
    after(() => server.stop());

    async function newMosque(name: string) {
      const creator = new TestBrowser(server.url);
      await signUp(creator);
      const created = await call(creator, 'POST', '/api/mosques', { ...LONDON, name });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return { creator, slug: created.body.slug as string, token: created.body.adminToken as string };
    }

    const iqama = async (browser: TestBrowser, slug: string, token: string, body: unknown) => {
      const response = await browser.fetch(`/api/mosques/${slug}/iqama`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      assert.equal(response.status, 200, await response.text());
    };

    test('five subscribers selecting month, each its own document, all get the right month after every write', async () => {
      const { creator, slug, token } = await newMosque('Month Live Mosque');
      const watchers = Array.from({ length: 5 }, (_, i) => {
        const browser = new TestBrowser(server.url);
        return { browser, sub: browser.subscribe(`subscription($slug: String!) { mosqueUpdated(slug: $slug) { w${i}: month(month: "2026-12") ${MONTH} } }`, { slug }) };
      });
      await Promise.all(watchers.map((w) => w.sub.ready));
      for (const isha of ['20:15', '19:45']) {
        await iqama(creator, slug, token, { isha: { fixed: isha } });
        const fresh = await creator.ok(`{ mosque(slug: "${slug}") { month(month: "2026-12") ${MONTH} } }`);
        assert.equal(fresh.mosque.month[0].iqama.isha, isha);
        for (const [i, w] of watchers.entries()) {
          const event = await w.sub.next(5000);
          assert.deepEqual(event.data?.mosqueUpdated[`w${i}`], fresh.mosque.month, `subscriber ${i} after ${isha}`);
        }
      }
      for (const w of watchers) await w.browser.close();
    });

    test('a subscription asking for two months is refused', async () => {
      const { slug } = await newMosque('Two Months Mosque');
      const browser = new TestBrowser(server.url);
      const sub = browser.subscribe(`subscription($slug: String!) { mosqueUpdated(slug: $slug) { a: month(month: "2026-01") { date } b: month(month: "2026-02") { date } } }`, { slug });
      const refused = await sub.next(5000);
      assert.match(JSON.stringify(refused.errors), /one mosque month at most/);
      await browser.close();
    });

    test("a hidden mosque's data is not streamed: a new subscription is refused, an open one gets NOT_FOUND instead of data", async () => {
      const { creator, slug, token } = await newMosque('Hidden Live Mosque');
      const early = new TestBrowser(server.url);
      const QUERY = 'subscription($slug: String!) { mosqueUpdated(slug: $slug) { slug name iqamaRules { prayer fixed } } }';
      const open = early.subscribe(QUERY, { slug });
      await open.ready;
      await iqama(creator, slug, token, { isha: { fixed: '20:15' } });
      assert.deepEqual((await open.next(5000).catch(() => assert.fail('first event'))).data?.mosqueUpdated.iqamaRules, [{ prayer: 'isha', fixed: '20:15' }], 'public: streamed');

      // Hidden (as reports hide it: issue 33), then its admin writes again.
      await server.db.prisma.mosque.update({ where: { slug }, data: { hiddenAt: new Date() } });
      const late = new TestBrowser(server.url);
      const refusedSub = late.subscribe('subscription($slug: String!) { mosqueUpdated(slug: $slug) { slug iqamaRules { fixed } } }', { slug });
      const refused = await refusedSub.next(5000).catch(() => assert.fail('late refusal'));
      assert.match(JSON.stringify(refused.errors), /Mosque not found/, 'a subscription opened after hiding is refused');
      // One that asks exactly what the open one asks joins its shared stream (live/shared-streams.ts): it gets no data either.
      const joiner = late.subscribe(QUERY, { slug });
      await joiner.ready;

      await iqama(creator, slug, token, { isha: { fixed: '21:00' } });
      for (const [name, sub] of [['open', open], ['joiner', joiner]] as const) {
        const event = await sub.next(5000).catch(() => assert.fail(`${name}: event after hiding`));
        assert.equal(event.data?.mosqueUpdated ?? null, null, `${name}: no data once hidden`);
        assert.match(JSON.stringify(event.errors), /Mosque not found/);
        assert.doesNotMatch(JSON.stringify(event), /21:00|Hidden Live Mosque/);
      }
      for (const b of [early, late]) await b.close();
    });
  });
}
