// The prayer-hall screen's settings and flash message (issue 44 items 1-2), over real HTTP
// on PGlite and PostgreSQL: an admin's change is stored and reaches a screen's
// `mosqueUpdated` subscription; bad input (minutes out of range, an unknown orientation,
// a flash too long, a start after the expiry) is BAD_USER_INPUT with a message
// and changes nothing; a wrong admin token changes nothing either.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { call, signUp } from '../rest/api.ts';

const LONDON = { city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };
const SCREEN = 'screen { adhanMinutes prayerMinutes adhkarMinutes jumuahMinutes standbyAfterIsha standbyBeforeFajr standby orientation largeFont highContrast flash flashAt }';

async function graphql(server: TestServer, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const UPDATE = `mutation($slug: String!, $adminToken: String!, $screen: MosqueScreenInput!) { updateMosque(slug: $slug, adminToken: $adminToken, input: { screen: $screen }) { ${SCREEN} } }`;
const FLASH = `mutation($slug: String!, $adminToken: String!, $text: String!) { setMosqueFlash(slug: $slug, adminToken: $adminToken, text: $text) { ${SCREEN} } }`;
const ANNOUNCE = `mutation($slug: String!, $adminToken: String!, $text: String!, $startsAt: DateTime, $expiresAt: DateTime) {
  addMosqueAnnouncement(slug: $slug, adminToken: $adminToken, text: $text, startsAt: $startsAt, expiresAt: $expiresAt) { announcements { text startsAt expiresAt } } }`;

for (const backend of backends()) {
  describe(`prayer-hall screen settings (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      server = await bootServer(backend, { mosqueRateLimit: 1000 });
    });
    after(() => server.stop());

    test('settings and the flash message are stored, reach a screen live, and bad input changes nothing', async () => {
      const creator = new TestBrowser(server.url);
      await signUp(creator);
      const created = await call(creator, 'POST', '/api/mosques', { ...LONDON, name: 'Screen Settings Mosque' });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const { slug, adminToken } = created.body as { slug: string; adminToken: string };
      const screen = new TestBrowser(server.url);
      try {
        // A new mosque has the defaults.
        const fresh = await graphql(server, `query($slug: String!) { mosque(slug: $slug) { ${SCREEN} } }`, { slug });
        assert.deepEqual(fresh.body.data.mosque.screen, {
          adhanMinutes: 3, prayerMinutes: 10, adhkarMinutes: 5, jumuahMinutes: 45, standbyAfterIsha: 60, standbyBeforeFajr: 60,
          standby: true, orientation: 'auto', largeFont: false, highContrast: false, flash: null, flashAt: null,
        });

        const watch = screen.subscribe(`subscription($slug: String!) { mosqueUpdated(slug: $slug) { ${SCREEN} } }`, { slug });
        await watch.ready;
        const changed = await graphql(server, UPDATE, { slug, adminToken, screen: { prayerMinutes: 15, standbyAfterIsha: 90, orientation: 'portrait', highContrast: true } });
        assert.equal(changed.status, 200, JSON.stringify(changed.body));
        const want = { prayerMinutes: 15, standbyAfterIsha: 90, orientation: 'portrait', highContrast: true, adhkarMinutes: 5 };
        for (const [k, v] of Object.entries(want)) assert.equal(changed.body.data.updateMosque.screen[k], v, k);
        const event = await watch.next(3000);
        assert.equal(event.data?.mosqueUpdated.screen.prayerMinutes, 15, 'the screen hears of it');

        // Out of range, unknown: 400 with the field's message, nothing stored.
        for (const [bad, message] of [
          [{ prayerMinutes: 25 }, /prayerMinutes must be a whole number of minutes from 5 to 20/],
          [{ prayerMinutes: 4 }, /from 5 to 20/],
          [{ standbyBeforeFajr: 241 }, /standbyBeforeFajr/],
          [{ orientation: 'sideways', prayerMinutes: 6 }, /orientation must be one of auto, landscape, portrait/],
        ] as const) {
          const refused = await graphql(server, UPDATE, { slug, adminToken, screen: bad });
          assert.equal(refused.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(refused.body));
          assert.match(refused.body.errors[0].message, message);
        }
        const wrongToken = await graphql(server, UPDATE, { slug, adminToken: 'x'.repeat(43), screen: { prayerMinutes: 6 } });
        assert.ok(wrongToken.body.errors?.length, 'a wrong token is refused');
        const stored = (await server.db.prisma.mosque.findUnique({ where: { slug } }))!.screen as Record<string, unknown>;
        assert.equal(stored.prayerMinutes, 15, 'nothing changed');
        assert.equal(stored.orientation, 'portrait');

        // The flash: set (with when), too long refused, blank clears.
        const flashed = await graphql(server, FLASH, { slug, adminToken, text: 'Car park closed today' });
        assert.equal(flashed.body.data.setMosqueFlash.screen.flash, 'Car park closed today');
        assert.ok(!Number.isNaN(Date.parse(flashed.body.data.setMosqueFlash.screen.flashAt)));
        assert.equal(flashed.body.data.setMosqueFlash.screen.prayerMinutes, 15, 'the other settings stay');
        assert.equal((await watch.next(3000)).data?.mosqueUpdated.screen.flash, 'Car park closed today', 'the screen hears of the flash');
        const long = await graphql(server, FLASH, { slug, adminToken, text: 'x'.repeat(141) });
        assert.equal(long.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
        assert.match(long.body.errors[0].message, /under 140 characters/);
        const cleared = await graphql(server, FLASH, { slug, adminToken, text: '  ' });
        assert.equal(cleared.body.data.setMosqueFlash.screen.flash, null);
        watch.stop();

        // An announcement with dates: kept (and sent) before its start; a start after the expiry is refused.
        const startsAt = new Date(Date.now() + 86_400_000).toISOString();
        const expiresAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
        const dated = await graphql(server, ANNOUNCE, { slug, adminToken, text: 'Eid bazaar', startsAt, expiresAt });
        assert.equal(dated.status, 200, JSON.stringify(dated.body));
        assert.deepEqual(dated.body.data.addMosqueAnnouncement.announcements, [{ text: 'Eid bazaar', startsAt, expiresAt }]);
        const backwards = await graphql(server, ANNOUNCE, { slug, adminToken, text: 'Backwards', startsAt: expiresAt, expiresAt: startsAt });
        assert.equal(backwards.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
        assert.match(backwards.body.errors[0].message, /start must be before the expiry/);
        assert.equal(await server.db.prisma.mosqueAnnouncement.count({ where: { text: 'Backwards' } }), 0);
      } finally {
        await screen.close();
        await creator.close();
      }
    });
  });
}
