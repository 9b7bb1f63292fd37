// Saved places and travel (issue 43, decisions.md, Saved places and travel) over REST and GraphQL, on PGlite and
// PostgreSQL: up to 10 places, exactly one home and one active, the user's location always
// the active one's; travel by school (80 km, 77 for the Hanafi), the stay that ends qasr,
// Hanafi combining refused; every bad input a 4xx with a message and nothing changed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

async function call(browser: TestBrowser, method: string, path: string, body?: unknown) {
  const response = await browser.fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = /json/.test(response.headers.get('content-type') ?? '');
  return { status: response.status, text, json: isJson && text ? (JSON.parse(text) as any) : null };
}

const place = (city: string, latitude: number, longitude: number) => ({
  name: `${city}, United Kingdom`, city, country: 'United Kingdom', country_code: 'GB', latitude, longitude, timezone: 'Europe/London',
});
const LONDON = place('London', 51.5074, -0.1278);
// As the crow flies from London: Reading 59 km (the '58 km' by road signs), Birmingham 163 km.
const READING = place('Reading', 51.4543, -0.9781);
const BIRMINGHAM = place('Birmingham', 52.4862, -1.8904);
// 77.8 km due south of London along its meridian: a traveller for the Hanafi (77 km), not for the majority (80 km).
const SOUTH = { ...place('Sea off Brighton', 50.8074, -0.1278) };
const HANAFI = { calc_method: 'MuslimWorldLeague', madhab: 'Hanafi', high_lat_rule: 'MiddleOfTheNight' };
const SHAFI = { ...HANAFI, madhab: 'Shafi' };

for (const backend of backends()) {
  describe(`saved places and travel (${backend})`, () => {
    let server: TestServer;
    before(async () => (server = await bootServer(backend)));
    after(async () => server.stop());

    /** A browser signed up at London, with its user id and REST helpers. */
    async function londoner(location: object | null = LONDON) {
      const browser = new TestBrowser(server.url);
      const me = await browser.signUp(location ? { location } : {});
      const base = `/api/users/${me.id}`;
      const places = async () => {
        const r = await call(browser, 'GET', `${base}/places`);
        assert.equal(r.status, 200, r.text);
        return r.json as any[];
      };
      const add = async (location: object, label: string, home?: boolean) => {
        const r = await call(browser, 'POST', `${base}/places`, { label, location, ...(home === undefined ? {} : { home }) });
        assert.equal(r.status, 201, r.text);
        return r.json;
      };
      const user = async () => (await call(browser, 'GET', base)).json;
      const travel = async () => call(browser, 'GET', `${base}/travel`);
      return { browser, me, base, places, add, user, travel };
    }

    /** Exactly one home and one active; the user's location is the active one's. */
    async function invariants(u: Awaited<ReturnType<typeof londoner>>) {
      const all = await u.places();
      assert.equal(all.filter((p) => p.home).length, 1, 'one home');
      assert.equal(all.filter((p) => p.active).length, 1, 'one active');
      assert.deepEqual((await u.user()).location, all.find((p) => p.active).location, 'the user is at the active place');
      return all;
    }

    /** A 4xx with a message, and the places and user exactly as before. */
    async function refused(u: Awaited<ReturnType<typeof londoner>>, status: number, request: () => ReturnType<typeof call>, message: RegExp) {
      const before = [await u.places(), await u.user(), (await u.travel()).json];
      const r = await request();
      assert.equal(r.status, status, r.text);
      assert.match(r.json.error.message, message);
      assert.deepEqual([await u.places(), await u.user(), (await u.travel()).json], before, 'nothing changed');
    }

    test('a user who signed up with a place has it as their one place, home and active', async () => {
      const u = await londoner();
      const [only, ...rest] = await invariants(u);
      assert.deepEqual(rest, []);
      // The place as stored at sign-up (its elevation estimated from the town index).
      assert.deepEqual(only, { id: only.id, label: 'London', location: { id: '51.5074--0.1278', ...LONDON, elevation: only.location.elevation }, home: true, active: true });
      assert.equal(typeof only.location.elevation, 'number');
      // Read twice: the same place (made once).
      assert.deepEqual(await u.places(), [only]);
    });

    test('a user without a place: no places, no travel; the first place added is home and active and their location', async () => {
      const u = await londoner(null);
      assert.deepEqual(await u.places(), []);
      const none = await u.travel();
      assert.equal(none.status, 404);
      assert.match(none.json.error.message, /choose a place/i);
      const first = await u.add(READING, 'Work');
      assert.deepEqual([first.label, first.home, first.active], ['Work', true, true]);
      assert.equal((await u.user()).location.city, 'Reading');
      await invariants(u);
    });

    test('adding, activating, making home and deleting; the location follows the active place', async () => {
      const u = await londoner();
      const reading = await u.add(READING, 'Office');
      assert.deepEqual([reading.label, reading.home, reading.active, reading.location.city], ['Office', false, false, 'Reading']);
      const brum = await u.add(BIRMINGHAM, '  Family  ');
      assert.equal(brum.label, 'Family', 'trimmed');
      assert.deepEqual((await u.places()).map((p) => p.label), ['London', 'Office', 'Family']);

      const activated = await call(u.browser, 'POST', `${u.base}/places/${brum.id}/activate`, {});
      assert.equal(activated.status, 200);
      assert.deepEqual([activated.json.id, activated.json.active], [brum.id, true]);
      assert.equal((await u.user()).location.city, 'Birmingham');
      await invariants(u);

      // Deleting the active place activates home.
      const deleted = await call(u.browser, 'DELETE', `${u.base}/places/${brum.id}`);
      assert.deepEqual([deleted.status, deleted.text], [204, '']);
      const left = await invariants(u);
      assert.deepEqual(left.map((p) => [p.label, p.home, p.active]), [['London', true, true], ['Office', false, false]]);
      assert.equal((await u.user()).location.city, 'London');

      // Another home; the old one is home no more. Adding with home: true moves it too.
      const home = await call(u.browser, 'POST', `${u.base}/places/${reading.id}/home`, {});
      assert.deepEqual([home.status, home.json.home], [200, true]);
      assert.deepEqual((await invariants(u)).map((p) => p.home), [false, true]);
      await u.add(BIRMINGHAM, 'New home', true);
      assert.deepEqual((await invariants(u)).map((p) => [p.label, p.home]), [['London', false], ['Office', false], ['New home', true]]);
    });

    test('PATCH location moves the active place; a user without places gets one', async () => {
      const u = await londoner();
      const reading = await u.add(READING, 'Office');
      await call(u.browser, 'POST', `${u.base}/places/${reading.id}/activate`, {});
      const patched = await call(u.browser, 'PATCH', u.base, { location: BIRMINGHAM });
      assert.equal(patched.status, 200, patched.text);
      const all = await invariants(u);
      // The label the user gave stays; the place moves.
      assert.deepEqual(all.map((p) => [p.label, p.location.city, p.active]), [['London', 'London', false], ['Office', 'Birmingham', true]]);

      const v = await londoner(null);
      assert.equal((await call(v.browser, 'PATCH', v.base, { location: READING })).status, 200);
      assert.deepEqual((await invariants(v)).map((p) => [p.label, p.location.city, p.home, p.active]), [['Reading', 'Reading', true, true]]);
      // A place made from the location takes its city as label, and follows it when it moves.
      assert.equal((await call(v.browser, 'PATCH', v.base, { location: LONDON })).status, 200);
      assert.deepEqual((await invariants(v)).map((p) => [p.label, p.location.city]), [['London', 'London']]);
      // A bad place in PATCH: 400 and the saved place unchanged.
      await refused(v, 400, () => call(v.browser, 'PATCH', v.base, { location: { ...READING, latitude: 91 } }), /Latitude/);
    });

    test('bad input: each a 4xx with a message, nothing changed', async () => {
      const u = await londoner();
      const reading = await u.add(READING, 'Office');
      const post = (body: unknown) => () => call(u.browser, 'POST', `${u.base}/places`, body);
      await refused(u, 400, post({ label: 'Tab\there', location: BIRMINGHAM }), /control characters/);
      await refused(u, 400, post({ label: 'Line\nbreak', location: BIRMINGHAM }), /control characters/);
      await refused(u, 400, post({ label: 'Bell\u0007', location: BIRMINGHAM }), /control characters|label/);
      await refused(u, 400, post({ label: '   ', location: BIRMINGHAM }), /1 to 40 characters/);
      await refused(u, 400, post({ label: 'x'.repeat(41), location: BIRMINGHAM }), /1 to 40 characters/);
      await refused(u, 400, post({ location: BIRMINGHAM }), /label/);
      await refused(u, 400, post({ label: 'Far', location: { ...BIRMINGHAM, longitude: 181 } }), /Longitude/);
      await refused(u, 400, post({ label: 'Far', location: { ...BIRMINGHAM, timezone: 'Mars/Base' } }), /time zone/);
      await refused(u, 400, post({ label: 'Far', location: BIRMINGHAM, colour: 'red' }), /Unknown field/);
      // Unknown place ids: a random one, someone's malformed one.
      for (const id of [randomUUID(), 'not-a-place']) {
        await refused(u, 404, () => call(u.browser, 'POST', `${u.base}/places/${id}/activate`, {}), /Place not found/);
        await refused(u, 404, () => call(u.browser, 'POST', `${u.base}/places/${id}/home`, {}), /Place not found/);
        await refused(u, 404, () => call(u.browser, 'DELETE', `${u.base}/places/${id}`), /Place not found/);
      }
      // Home cannot be deleted (make another home first); neither can the only place.
      const home = (await u.places()).find((p) => p.home);
      await refused(u, 409, () => call(u.browser, 'DELETE', `${u.base}/places/${home.id}`), /home place/);
      assert.equal((await call(u.browser, 'DELETE', `${u.base}/places/${reading.id}`)).status, 204);
      await refused(u, 409, () => call(u.browser, 'DELETE', `${u.base}/places/${home.id}`), /only place/);
    });

    test('up to 10 places: the 11th is refused, also when added at once', async () => {
      const u = await londoner();
      for (let i = 2; i <= 8; i++) await u.add({ ...READING, latitude: 51 + i / 100 }, `Place ${i}`);
      // Five at once for the last two slots: exactly two get in.
      const racing = await Promise.all(
        [1, 2, 3, 4, 5].map((i) => call(u.browser, 'POST', `${u.base}/places`, { label: `Race ${i}`, location: BIRMINGHAM })),
      );
      assert.deepEqual(racing.map((r) => r.status).sort(), [201, 201, 409, 409, 409]);
      assert.equal((await invariants(u)).length, 10);
      await refused(u, 409, () => call(u.browser, 'POST', `${u.base}/places`, { label: 'Eleventh', location: BIRMINGHAM }), /up to 10 places/);
    });

    test("another user's places: 404 to read and to write", async () => {
      const alice = await londoner();
      const bob = await londoner();
      const hers = await alice.add(READING, 'Office');
      const asBob = (method: string, path: string, body?: unknown) => () => call(bob.browser, method, path, body);
      for (const [method, path, body] of [
        ['GET', `${alice.base}/places`],
        ['POST', `${alice.base}/places`, { label: 'Mine now', location: BIRMINGHAM }],
        ['POST', `${alice.base}/places/${hers.id}/activate`, {}],
        ['POST', `${alice.base}/places/${hers.id}/home`, {}],
        ['DELETE', `${alice.base}/places/${hers.id}`],
        ['GET', `${alice.base}/travel`],
        ['PATCH', `${alice.base}/travel`, { distanceKm: 50 }],
      ] as [string, string, unknown?][]) {
        await refused(alice, 404, asBob(method, path, body), /not found/);
      }
      // Her place id under Bob's own path: not his.
      await refused(alice, 404, asBob('POST', `${bob.base}/places/${hers.id}/activate`, {}), /Place not found/);
      await refused(alice, 404, asBob('DELETE', `${bob.base}/places/${hers.id}`), /Place not found/);
      // And over GraphQL.
      const gql = await bob.browser.gql('mutation($id: ID!) { activatePlace(id: $id) { id } }', { id: hers.id });
      assert.equal(gql.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      // Without a session: 401.
      assert.equal((await call(new TestBrowser(server.url), 'GET', `${alice.base}/places`)).status, 401);
    });

    test('travel: 80 km for the Shafi\'i school, 77 km for the Hanafi, from London to Reading (59 km) and Birmingham (163 km)', async () => {
      const u = await londoner();
      await call(u.browser, 'PATCH', u.base, { prayerSettings: SHAFI });
      const reading = await u.add(READING, 'Reading');
      const brum = await u.add(BIRMINGHAM, 'Birmingham');
      const south = await u.add(SOUTH, 'South');
      const at = async (p: { id: string }) => {
        assert.equal((await call(u.browser, 'POST', `${u.base}/places/${p.id}/activate`, {})).status, 200);
        const r = await u.travel();
        assert.equal(r.status, 200, r.text);
        return r.json;
      };

      const home = await u.travel();
      assert.deepEqual([home.json.travelling, home.json.distanceKm, home.json.qasr], [false, 0, []]);

      let t = await at(reading);
      assert.deepEqual([t.travelling, t.distanceKm, t.thresholdKm, t.qasr, t.combine.allowed], [false, 59.2, 80, [], false]);
      t = await at(brum);
      assert.deepEqual([t.travelling, t.distanceKm, t.school, t.madhab, t.qasr], [true, 162.5, 'Shafi', 'Shafi', ['dhuhr', 'asr', 'isha']]);
      assert.deepEqual([t.home.label, t.active.label], ['London', 'Birmingham']);
      assert.equal(t.combine.allowed, true);
      assert.deepEqual(t.combine.pairs, [
        { prayers: ['dhuhr', 'asr'], from: 'dhuhr', until: 'maghrib' },
        { prayers: ['maghrib', 'isha'], from: 'maghrib', until: 'fajr' },
      ]);
      assert.match(t.reference[0], /Quran 4:101/);
      assert.ok(t.reference.some((r: string) => /four burud/i.test(r)));
      t = await at(south);
      assert.deepEqual([t.travelling, t.distanceKm], [false, 77.8]);

      // The Hanafi Asr madhab: 77 km counts, combining is refused with one sentence.
      await call(u.browser, 'PATCH', u.base, { prayerSettings: HANAFI });
      t = (await u.travel()).json;
      assert.deepEqual([t.travelling, t.thresholdKm, t.school, t.qasr], [true, 77, 'Hanafi', ['dhuhr', 'asr', 'isha']]);
      assert.deepEqual([t.combine.allowed, t.combine.pairs], [false, []]);
      assert.match(t.combine.note, /does not combine .* except at Arafah .* and Muzdalifah/);
      t = await at(reading);
      assert.equal(t.travelling, false);
      t = await at(brum);
      assert.deepEqual([t.travelling, t.combine.allowed], [true, false]);

      // A school for travel rules apart from the Asr madhab: Shafi'i travel rules with a Hanafi Asr.
      const patched = await call(u.browser, 'PATCH', `${u.base}/travel`, { school: 'Shafi' });
      assert.equal(patched.status, 200, patched.text);
      assert.deepEqual([patched.json.madhab, patched.json.school, patched.json.combine.allowed, patched.json.settings.school], ['Hanafi', 'Shafi', true, 'Shafi']);
      // Cleared: the Asr madhab again.
      assert.equal((await call(u.browser, 'PATCH', `${u.base}/travel`, { school: null })).json.school, 'Hanafi');
    });

    test('a custom qasr distance (10–200 km): Reading counts at 50 km; outside the range a 400, nothing changed', async () => {
      const u = await londoner();
      const reading = await u.add(READING, 'Reading');
      await call(u.browser, 'POST', `${u.base}/places/${reading.id}/activate`, {});
      const set = await call(u.browser, 'PATCH', `${u.base}/travel`, { distanceKm: 50 });
      assert.equal(set.status, 200, set.text);
      assert.deepEqual([set.json.travelling, set.json.thresholdKm, set.json.settings.distanceKm], [true, 50, 50]);
      const patch = (body: unknown) => () => call(u.browser, 'PATCH', `${u.base}/travel`, body);
      await refused(u, 400, patch({ distanceKm: 9.9 }), /between 10 and 200 km/);
      await refused(u, 400, patch({ distanceKm: 201 }), /between 10 and 200 km/);
      await refused(u, 400, patch({ distanceKm: 'far' }), /must be a number/);
      await refused(u, 400, patch({ school: 'Zahiri' }), /school/);
      await refused(u, 400, patch({ stayDays: -1 }), /stay/);
      await refused(u, 400, patch({ stayDays: 2.5 }), /whole number/);
      await refused(u, 400, patch({}), /Nothing to update/);
      // Over GraphQL the same rule.
      const gql = await u.browser.gql('mutation { updateTravelSettings(input: { distanceKm: 300 }) { travelling } }');
      assert.match(gql.errors?.[0]?.message ?? '', /between 10 and 200 km/);
      assert.equal((await u.travel()).json.thresholdKm, 50);
      // Cleared: the school's 80 km again.
      assert.equal((await call(u.browser, 'PATCH', `${u.base}/travel`, { distanceKm: null })).json.thresholdKm, 80);
    });

    test("a stay of 4 days ends qasr for the Shafi'i; for the Hanafi 4 do not, 15 do; the stay is the active place's", async () => {
      const u = await londoner();
      const brum = await u.add(BIRMINGHAM, 'Birmingham');
      await call(u.browser, 'POST', `${u.base}/places/${brum.id}/activate`, {});
      const stay = async (stayDays: number | null) => (await call(u.browser, 'PATCH', `${u.base}/travel`, { stayDays })).json;
      let t = await stay(3);
      assert.deepEqual([t.travelling, t.resident, t.qasr.length, t.settings.stayDays], [true, false, 3, 3]);
      t = await stay(4);
      assert.deepEqual([t.travelling, t.resident, t.qasr, t.combine.allowed, t.residenceDays], [false, true, [], false, 4]);
      assert.equal((await u.places()).find((p) => p.id === brum.id).stayDays, 4);

      await call(u.browser, 'PATCH', u.base, { prayerSettings: HANAFI });
      t = (await u.travel()).json;
      assert.deepEqual([t.travelling, t.resident, t.qasr.length, t.residenceDays], [true, false, 3, 15]);
      t = await stay(15);
      assert.deepEqual([t.travelling, t.resident, t.qasr], [false, true, []]);
      t = await stay(null);
      assert.deepEqual([t.travelling, t.settings.stayDays], [true, null]);

      // A stay belongs to its place: another place starts without one.
      await stay(20);
      const home = (await u.places()).find((p) => p.home);
      await call(u.browser, 'POST', `${u.base}/places/${home.id}/activate`, {});
      assert.equal((await u.travel()).json.settings.stayDays, null);
    });

    test('GraphQL twins: places and travel on the user, addPlace, activatePlace, setHomePlace, deletePlace', async () => {
      const u = await londoner();
      const added = await u.browser.ok('mutation($i: PlaceInput!) { addPlace(input: $i) { id label home active location { city } } }', {
        i: { label: 'Brum', location: BIRMINGHAM },
      });
      const id = added.addPlace.id;
      assert.deepEqual(added.addPlace, { id, label: 'Brum', home: false, active: false, location: { city: 'Birmingham' } });
      await u.browser.ok('mutation($id: ID!) { activatePlace(id: $id) { id } }', { id });
      const me = await u.browser.ok('{ me { location { city } places { label active home } travel { travelling distanceKm qasr combine { allowed } } } }');
      assert.deepEqual(me.me, {
        location: { city: 'Birmingham' },
        places: [{ label: 'London', active: false, home: true }, { label: 'Brum', active: true, home: false }],
        travel: { travelling: true, distanceKm: 162.5, qasr: ['dhuhr', 'asr', 'isha'], combine: { allowed: true } },
      });
      await u.browser.ok('mutation($id: ID!) { setHomePlace(id: $id) { home } }', { id });
      const after = await u.browser.ok('{ me { travel { travelling home { label } } } }');
      assert.deepEqual(after.me.travel, { travelling: false, home: { label: 'Brum' } });
      const london = (await u.places()).find((p) => p.label === 'London');
      assert.equal((await u.browser.ok('mutation($id: ID!) { deletePlace(id: $id) }', { id: london.id })).deletePlace, true);
      const bad = await u.browser.gql('mutation { addPlace(input: { label: "a\\u0000b", location: { name: "x", city: "x", country: "x", country_code: "GB", latitude: 1, longitude: 1, timezone: "Europe/London" } }) { id } }');
      assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.equal((await u.places()).length, 1);
    });

    test('the data export holds the places and travel settings; deleting the account deletes them', async () => {
      const u = await londoner();
      await u.add(BIRMINGHAM, 'Family');
      await call(u.browser, 'PATCH', `${u.base}/travel`, { distanceKm: 120, school: 'Maliki' });
      const data = (await call(u.browser, 'GET', `${u.base}/export`)).json;
      assert.deepEqual(data.places.map((p: any) => [p.label, p.home, p.active, p.location.city]), [['London', true, true, 'London'], ['Family', false, false, 'Birmingham']]);
      assert.ok(data.places.every((p: any) => p.userId === undefined));
      assert.deepEqual(data.travelSettings, { distance_km: 120, school: 'Maliki' });
      assert.equal(await server.db.prisma.savedPlace.count({ where: { userId: u.me.id } }), 2);
      assert.equal((await call(u.browser, 'DELETE', u.base, { confirm: 'DELETE' })).status, 204);
      assert.equal(await server.db.prisma.savedPlace.count({ where: { userId: u.me.id } }), 0);
    });
  });
}
