// Identity and sessions (decisions.md 1-4), through a running server over HTTP.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const LONDON = {
  name: 'London, United Kingdom', city: 'London', country: 'United Kingdom', country_code: 'GB',
  latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London',
};
const USER_FIELDS = 'id linkId isAnonymous email createdAt location { id city country_code timezone } prayerSettings { calc_method }';

for (const backend of backends()) {
  describe(`users and sessions (${backend})`, () => {
    let server: TestServer;
    before(async () => (server = await bootServer(backend)));
    after(async () => server.stop());

    test('anonymous creation sets a secure session cookie and a 24-character link id', async () => {
      const browser = new TestBrowser(server.url);
      const response = await browser.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation($i: AnonymousUserInput) { createAnonymousUser(input: $i) { ${USER_FIELDS} } }`,
          variables: { i: { location: LONDON, utm_params: { utm_source: 'news', gclid: 'abc' } } },
        }),
      });
      const cookie = response.headers.getSetCookie().join('\n');
      assert.match(cookie, /pc_session=[A-Za-z0-9_-]{40,}/);
      assert.match(cookie, /HttpOnly/i);
      assert.match(cookie, /SameSite=Lax/i);
      const body = (await response.json()) as { data: { createAnonymousUser: Record<string, any> } };
      const user = body.data.createAnonymousUser;
      assert.match(user.linkId, /^[a-z0-9]{24}$/);
      assert.equal(user.isAnonymous, true);
      assert.equal(user.location.city, 'London');
      assert.equal(user.location.id, '51.5074--0.1278');
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(response.headers.get('x-robots-tag'), 'noindex');

      const stored = await server.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      assert.deepEqual(stored.utmParams, { utm_source: 'news', gclid: 'abc' });
      const sessions = await server.db.prisma.session.findMany({ where: { userId: user.id } });
      assert.equal(sessions.length, 1);
      assert.notEqual(sessions[0]!.tokenHash, browser.cookies.get('pc_session'), 'only the hash is stored');

      const me = await browser.ok(`{ me { id } }`);
      assert.equal(me.me.id, user.id);
    });

    test('the private link signs a second browser in as the same user', async () => {
      const a = new TestBrowser(server.url);
      const owner = await a.signUp();
      const b = new TestBrowser(server.url);
      assert.equal((await b.ok('{ me { id } }')).me, null);
      const opened = await b.ok(`mutation($l: String!) { openPrivateLink(linkId: $l) { id linkId } }`, { l: owner.linkId });
      assert.equal(opened.openPrivateLink.id, owner.id);
      assert.equal((await b.ok('{ me { id } }')).me.id, owner.id);
    });

    test('link ids: unknown is NOT_FOUND, malformed is BAD_USER_INPUT, a taken one is CONFLICT', async () => {
      const browser = new TestBrowser(server.url);
      const unknown = await browser.gql(`mutation { openPrivateLink(linkId: "abcdefghijklmnopqrstuvwx") { id } }`);
      assert.equal(unknown.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      for (const bad of ['short', 'has space in it 123456789', 'x'.repeat(65), 'bad_underscore_12345678']) {
        const result = await browser.gql(`mutation($l: String!) { openPrivateLink(linkId: $l) { id } }`, { l: bad });
        assert.equal(result.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', bad);
      }
      const empty = await new TestBrowser(server.url).gql(`mutation { createAnonymousUser(input: { linkId: "" }) { id } }`);
      assert.equal(empty.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', 'an empty link id is not "none"');
      const first = await new TestBrowser(server.url).signUp({ linkId: 'my-chosen-link-0000000001' });
      assert.equal(first.linkId, 'my-chosen-link-0000000001');
      const clash = await new TestBrowser(server.url).gql(
        `mutation { createAnonymousUser(input: { linkId: "my-chosen-link-0000000001" }) { id } }`,
      );
      assert.equal(clash.errors?.[0]?.extensions?.code, 'CONFLICT');
    });

    test("another user's record is NOT_FOUND, never revealed", async () => {
      const a = new TestBrowser(server.url);
      const userA = await a.signUp();
      const b = new TestBrowser(server.url);
      await b.signUp();
      const result = await b.gql(`query($id: ID!) { user(id: $id) { id email linkId } }`, { id: userA.id });
      assert.equal(result.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      assert.equal(result.data?.user ?? null, null);
      const own = await a.ok(`query($id: ID!) { user(id: $id) { id } }`, { id: userA.id });
      assert.equal(own.user.id, userA.id);
    });

    test('profile update validates and stores location and prayer settings', async () => {
      const browser = new TestBrowser(server.url);
      const user = await browser.signUp();
      const bad = [
        { location: { ...LONDON, latitude: 91 } },
        { location: { ...LONDON, timezone: 'Mars/Olympus' } },
        { location: { ...LONDON, country_code: 'gbr' } },
        { prayerSettings: { calc_method: 'Egyptian', madhab: 'Shafi', high_lat_rule: 'None', offsets: { fajr: 31 } } },
        {},
      ];
      for (const input of bad) {
        const result = await browser.gql(`mutation($i: ProfileInput!) { updateProfile(input: $i) { id } }`, { i: input });
        assert.ok(result.errors?.length, JSON.stringify(input));
      }
      const unchanged = await server.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      assert.equal(unchanged.location, null);
      assert.equal(unchanged.prayerSettings, null);

      const settings = { calc_method: 'Egyptian', madhab: 'Hanafi', high_lat_rule: 'TwilightAngle', offsets: { isha: -5 } };
      const updated = await browser.ok(
        `mutation($i: ProfileInput!) { updateProfile(input: $i) { location { city } prayerSettings { calc_method madhab high_lat_rule offsets { fajr isha } } } }`,
        { i: { location: LONDON, prayerSettings: settings } },
      );
      assert.equal(updated.updateProfile.location.city, 'London');
      assert.deepEqual(updated.updateProfile.prayerSettings, {
        calc_method: 'Egyptian', madhab: 'Hanafi', high_lat_rule: 'TwilightAngle', offsets: { fajr: 0, isha: -5 },
      });
    });

    test('e-mail: normalised, checked, pending until confirmed; a confirmed one is not told apart', async () => {
      const a = new TestBrowser(server.url);
      const user = await a.signUp();
      const invalid = await a.gql(`mutation { connectEmail(email: "not-an-email") { id } }`);
      assert.equal(invalid.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      const ok = await a.ok(`mutation { connectEmail(email: "  Amina@Example.COM ") { email emailVerified isAnonymous } }`);
      assert.deepEqual(ok.connectEmail, { email: 'amina@example.com', emailVerified: false, isAnonymous: true });
      const b = new TestBrowser(server.url);
      await b.signUp();
      // Pending blocks no one (the confirmation link itself is tested over SMTP in accounts-email.test.ts).
      assert.equal((await b.ok(`mutation { connectEmail(email: "amina@example.com") { emailVerified } }`)).connectEmail.emailVerified, false);
      await server.db.prisma.user.update({ where: { id: user.id }, data: { email: 'amina@example.com', pendingEmail: null, isAnonymous: false } });
      // Confirmed elsewhere: answered as for any address, so nobody can list them (issue 40 item 4
      // changed this from 409); it stays pending here and can never be confirmed (accounts-email.test.ts).
      const taken = await b.ok(`mutation { connectEmail(email: "amina@example.com") { email emailVerified } }`);
      assert.deepEqual(taken.connectEmail, { email: 'amina@example.com', emailVerified: false });
    });

    test('logout ends the session on the server, not only in the browser', async () => {
      const browser = new TestBrowser(server.url);
      const user = await browser.signUp();
      const token = browser.cookies.get('pc_session')!;
      assert.equal((await browser.ok('mutation { logout }')).logout, true);
      assert.equal(browser.cookies.has('pc_session'), false, 'cookie cleared');
      const replay = new TestBrowser(server.url);
      replay.cookies.set('pc_session', token);
      assert.equal((await replay.ok('{ me { id } }')).me, null, 'old token no longer works');
      assert.equal(await server.db.prisma.session.count({ where: { userId: user.id } }), 0);
    });

    test('users online counts distinct recent users and drops them after 5 minutes', async () => {
      const saved = new TestBrowser(server.url);
      const savedUser = await saved.signUp();
      // As a confirmed e-mail leaves it (accounts-email.test.ts opens the real link).
      await server.db.prisma.user.update({ where: { id: savedUser.id }, data: { email: 'online-test@example.com', isAnonymous: false } });
      const before = (await saved.ok('{ usersOnline { all private saved } }')).usersOnline;
      assert.ok(before.saved >= 1);
      await server.db.prisma.user.update({
        where: { id: savedUser.id },
        data: { lastSeenAt: new Date(Date.now() - 6 * 60 * 1000) },
      });
      const after = (await new TestBrowser(server.url).ok('{ usersOnline { all private saved } }')).usersOnline;
      assert.equal(after.saved, before.saved - 1);
      assert.equal(after.all, after.private + after.saved);
    });
  });
}
