// REST contract: identity and profile rows of spec section 7 (decisions.md 1-4).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestBrowser } from '../../helpers/client.ts';
import { LONDON, OTHER_ID, assertError, call, signUp, snapshot } from '../api.ts';
import type { RestEnv } from '../env.ts';

const USER_KEYS = ['createdAt', 'email', 'emailVerified', 'id', 'isAnonymous', 'linkId', 'location', 'prayerSettings'];
// London given by name gets the nearest town's ground height from the offline index (issue 34).
const LONDON_ELEVATION = 25;
const SETTINGS = { calc_method: 'Egyptian', madhab: 'Hanafi', high_lat_rule: 'TwilightAngle', offsets: { isha: -5 } };

export function usersSuite(env: RestEnv) {
  describe('REST users and sessions', () => {
    test('POST /api/auth/anonymous creates a user, sets the session cookie and answers 201', async () => {
      const browser = new TestBrowser(env.server.url);
      const utm_params = { utm_source: 'news', gclid: 'abc' };
      const response = await call(browser, 'POST', '/api/auth/anonymous', { location: LONDON, utm_params });
      assert.equal(response.status, 201);
      assert.deepEqual(Object.keys(response.body).sort(), USER_KEYS);
      assert.match(response.body.linkId, /^[a-z0-9]{24}$/);
      assert.equal(response.body.isAnonymous, true);
      assert.deepEqual(response.body.location, { ...LONDON, elevation: LONDON_ELEVATION });
      const cookie = response.headers.getSetCookie().join('\n');
      assert.match(cookie, /pc_session=.+HttpOnly/i);
      assert.match(cookie, /SameSite=Lax/i);
      const stored = await env.server.db.prisma.user.findUniqueOrThrow({ where: { id: response.body.id } });
      assert.deepEqual(stored.utmParams, utm_params);
      const me = await call(browser, 'GET', `/api/users/${response.body.id}`);
      assert.equal(me.status, 200);
      assert.equal(me.body.id, response.body.id);
    });

    test("anonymous creation accepts the spec client's 20-character link id; bad and taken ids fail", async () => {
      const user = await signUp(new TestBrowser(env.server.url), { linkId: 'k3j4h5g6f7d8s9a0q1w2' });
      assert.equal(user.linkId, 'k3j4h5g6f7d8s9a0q1w2');
      const taken = await call(new TestBrowser(env.server.url), 'POST', '/api/auth/anonymous', { linkId: 'k3j4h5g6f7d8s9a0q1w2' });
      assertError(taken, 409, 'CONFLICT');
      for (const linkId of ['short', 'has spaces in it 1234567', 'x'.repeat(65)])
        assertError(await call(new TestBrowser(env.server.url), 'POST', '/api/auth/anonymous', { linkId }), 400, 'BAD_USER_INPUT');
      assertError(await call(new TestBrowser(env.server.url), 'POST', '/api/auth/anonymous', { linkId: 42 }), 400, 'BAD_USER_INPUT', /linkId/);
      const badPlace = await call(new TestBrowser(env.server.url), 'POST', '/api/auth/anonymous', { location: { ...LONDON, latitude: 91 } });
      assertError(badPlace, 400, 'BAD_USER_INPUT', 'Latitude must be between -90 and 90');
      const extra = await call(new TestBrowser(env.server.url), 'POST', '/api/auth/anonymous', { utm_params: { utm_evil: 'x' } });
      assertError(extra, 400, 'BAD_USER_INPUT', 'Unknown field `utm_params.utm_evil`');
    });

    test('GET /api/users/link/{linkId} signs a second browser in; unknown is 404, malformed 400', async () => {
      const owner = await signUp(new TestBrowser(env.server.url));
      const other = new TestBrowser(env.server.url);
      assertError(await call(other, 'GET', `/api/users/${owner.id}`), 404, 'NOT_FOUND');
      const opened = await call(other, 'GET', `/api/users/link/${owner.linkId}`);
      assert.equal(opened.status, 200);
      assert.equal(opened.body.id, owner.id);
      assert.deepEqual(Object.keys(opened.body).sort(), USER_KEYS);
      assert.equal((await call(other, 'GET', `/api/users/${owner.id}`)).status, 200);
      assertError(await call(other, 'GET', '/api/users/link/abcdefghijklmnopqrstuvwx'), 404, 'NOT_FOUND');
      assertError(await call(other, 'GET', '/api/users/link/bad_link'), 400, 'BAD_USER_INPUT');
    });

    test("GET /api/users/{id}: someone else's id is 404 whether signed in or not", async () => {
      const a = await signUp(new TestBrowser(env.server.url));
      const b = new TestBrowser(env.server.url);
      await signUp(b);
      assertError(await call(b, 'GET', `/api/users/${a.id}`), 404, 'NOT_FOUND', 'User not found');
      assertError(await call(new TestBrowser(env.server.url), 'GET', `/api/users/${a.id}`), 404, 'NOT_FOUND', 'User not found');
      assertError(await call(b, 'GET', '/api/users/not-a-uuid'), 404, 'NOT_FOUND');
    });

    test('PATCH /api/users/{id} updates location and prayer settings; 400, 401, 403 change nothing', async () => {
      const browser = new TestBrowser(env.server.url);
      const user = await signUp(browser);
      const before = await snapshot(env.server);
      const bad: unknown[] = [
        { location: { ...LONDON, latitude: 91 } },
        { location: { ...LONDON, timezone: 'Mars/Olympus' } },
        { location: { ...LONDON, elevation: 9000 } },
        { location: { ...LONDON, elevation: '800' } },
        { prayerSettings: { ...SETTINGS, offsets: { fajr: 31 } } },
        { prayerSettings: { ...SETTINGS, calc_method: 'Sundial' } },
        { prayerSettings: SETTINGS, email: 'x@example.com' },
        { location: 'London' },
        {},
      ];
      for (const payload of bad) assertError(await call(browser, 'PATCH', `/api/users/${user.id}`, payload), 400, 'BAD_USER_INPUT');
      assertError(await call(browser, 'PATCH', `/api/users/${OTHER_ID}`, { location: LONDON }), 403, 'FORBIDDEN');
      assertError(await call(new TestBrowser(env.server.url), 'PATCH', `/api/users/${user.id}`, { location: LONDON }), 401, 'UNAUTHENTICATED');
      assert.deepEqual(await snapshot(env.server), before);

      const updated = await call(browser, 'PATCH', `/api/users/${user.id}`, { location: LONDON, prayerSettings: SETTINGS });
      assert.equal(updated.status, 200);
      assert.deepEqual(updated.body.location, { ...LONDON, elevation: LONDON_ELEVATION });
      assert.deepEqual(updated.body.prayerSettings, {
        ...SETTINGS,
        offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: -5 },
      });
    });

    test("a place's elevation is stored in whole metres, estimated when not given, absent when cleared, refused out of range", async () => {
      const browser = new TestBrowser(env.server.url);
      const user = await signUp(browser);
      const IFRANE = { ...LONDON, name: 'Ifrane, Morocco', city: 'Ifrane', country: 'Morocco', country_code: 'MA', latitude: 33.5228, longitude: -5.1106, timezone: 'Africa/Casablanca' };
      const high = await call(browser, 'PATCH', `/api/users/${user.id}`, { location: { ...IFRANE, elevation: 1650.4 } });
      assert.equal(high.status, 200);
      assert.equal(high.body.location.elevation, 1650);
      const refused = await call(browser, 'PATCH', `/api/users/${user.id}`, { location: { ...IFRANE, elevation: 6001 } });
      assertError(refused, 400, 'BAD_USER_INPUT', 'Elevation must be between -450 and 6000 metres');
      assert.equal((await call(browser, 'GET', `/api/users/${user.id}`)).body.location.elevation, 1650);
      // A place saved without one (a city picked by name) gets the nearest town's ground
      // height from the offline index (issue 34): GeoNames gives Ifrane 1,648 m.
      const named = await call(browser, 'PATCH', `/api/users/${user.id}`, { location: IFRANE });
      assert.deepEqual(named.body.location, { ...IFRANE, elevation: 1648 });
      // Cleared (null) means none: the key is absent, as in the spec's shape.
      const flat = await call(browser, 'PATCH', `/api/users/${user.id}`, { location: { ...IFRANE, elevation: null } });
      assert.deepEqual(flat.body.location, IFRANE);
      const stored = await env.server.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      assert.equal((stored.location as { elevation?: number }).elevation, undefined);
      // Far from any town (mid-Atlantic) nothing is guessed.
      const sea = await call(browser, 'PATCH', `/api/users/${user.id}`, { location: { ...IFRANE, latitude: 30, longitude: -40, timezone: 'Atlantic/Azores' } });
      assert.equal(sea.status, 200);
      assert.equal(sea.body.location.elevation, undefined);
    });

    test('POST /api/users/{id}/connect-email normalises, starts verification, answers confirmed-elsewhere ones as new ones, refuses bad ones, and only for oneself', async () => {
      const a = new TestBrowser(env.server.url);
      const userA = await signUp(a);
      assertError(await call(a, 'POST', `/api/users/${userA.id}/connect-email`, { email: 'nope' }), 400, 'BAD_USER_INPUT');
      assertError(await call(a, 'POST', `/api/users/${userA.id}/connect-email`, {}), 400, 'BAD_USER_INPUT', '`email` is required');
      const ok = await call(a, 'POST', `/api/users/${userA.id}/connect-email`, { email: '  Rest.User@Example.COM ' });
      assert.equal(ok.status, 200);
      assert.equal(ok.body.email, 'rest.user@example.com');
      assert.equal(ok.body.emailVerified, false, 'pending until the mailed link is opened');
      assert.equal(ok.body.isAnonymous, true);

      const b = new TestBrowser(env.server.url);
      const userB = await signUp(b);
      // What opening the mailed link does (tests/server/accounts-email.test.ts opens it for real).
      await env.server.db.prisma.user.update({ where: { id: userA.id }, data: { email: 'rest.user@example.com', pendingEmail: null, isAnonymous: false } });
      // Confirmed elsewhere: the answer a new address gets (issue 40 item 4 changed this from 409).
      const taken = await call(b, 'POST', `/api/users/${userB.id}/connect-email`, { email: 'rest.user@example.com' });
      assert.equal(taken.status, 200);
      assert.deepEqual([taken.body.email, taken.body.emailVerified], ['rest.user@example.com', false]);
      assertError(await call(b, 'POST', `/api/users/${userA.id}/connect-email`, { email: 'b@example.com' }), 403, 'FORBIDDEN');
      const anonymous = new TestBrowser(env.server.url);
      assertError(await call(anonymous, 'POST', `/api/users/${userB.id}/connect-email`, { email: 'c@example.com' }), 401, 'UNAUTHENTICATED');
      const stored = await env.server.db.prisma.user.findUniqueOrThrow({ where: { id: userB.id } });
      assert.equal(stored.email, null);
    });

    test('POST /api/auth/logout ends the session on the server and clears the cookie', async () => {
      const browser = new TestBrowser(env.server.url);
      const user = await signUp(browser);
      const response = await call(browser, 'POST', '/api/auth/logout');
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, { ok: true });
      assert.equal(browser.cookies.has('pc_session'), false);
      assert.equal(await env.server.db.prisma.session.count({ where: { userId: user.id } }), 0);
      assertError(await call(browser, 'GET', `/api/users/${user.id}`), 404, 'NOT_FOUND');
    });
  });
}
