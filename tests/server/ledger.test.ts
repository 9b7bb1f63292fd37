// The private fasting and make-up ledgers (issue 32, decision 26) over REST and
// GraphQL, on each backend: Ramadan days follow the user's own calendar (their
// country's announcements), owed fasts (not fasted and excused, issue 42 item 1)
// and missed prayers count up and down, a day that has not come is refused (item 2),
// bad values are 400 and change nothing, another user's ledger is 403/404,
// and excused days pause the prayer streak; the /stats history counts a user's own days (issue 46).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestBrowser } from '../helpers/client.ts';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { addDays, dateInZone } from '../../server/domain/days/local-days.ts';

const ISTANBUL = { name: 'Istanbul', city: 'Istanbul', country: 'Türkiye', country_code: 'TR', latitude: 41.01, longitude: 28.98, timezone: 'Europe/Istanbul' };
const json = (method: string, b: unknown) => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });

for (const backend of backends()) {
  describe(`ledgers (${backend})`, () => {
    let server: TestServer;
    let alice: TestBrowser;
    let bob: TestBrowser;
    let aliceId: string;
    let bobId: string;
    before(async () => {
      server = await bootServer(backend, { operatorToken: 'op-secret' });
      alice = new TestBrowser(server.url);
      bob = new TestBrowser(server.url);
      aliceId = (await alice.signUp({ location: ISTANBUL })).id;
      bobId = (await bob.signUp({ location: ISTANBUL })).id;
    });
    after(async () => {
      await server.stop();
    });
    const fast = (date: string, status: string, who = alice, id = aliceId) => who.fetch(`/api/users/${id}/fasts`, json('POST', { date, status }));
    const summary = async (who = alice, id = aliceId) => (await who.fetch(`/api/users/${id}/fasts/summary`)).json();

    test('Ramadan days are fasted, not_fasted or excused; owed fasts are made up on other days', async () => {
      // Umm al-Qura: 1 Ramadan 1447 is 2026-02-18 (a Ramadan that has come: the days are past).
      assert.deepEqual(await (await fast('2026-02-18', 'fasted')).json(), { date: '2026-02-18', status: 'fasted' });
      assert.equal((await fast('2026-02-19', 'not_fasted')).status, 201);
      assert.equal((await fast('2026-02-20', 'not_fasted')).status, 201);
      assert.equal((await fast('2026-02-21', 'excused')).status, 201);
      // An excused day is owed too (issue 42 item 1): 2 not fasted + 1 excused.
      assert.deepEqual(await summary(), { owed: 3, fasted: 1, notFasted: 2, excused: 1, madeUp: 0 });
      assert.equal((await fast('2026-04-12', 'made_up')).status, 201);
      assert.equal((await summary()).owed, 2);
      // Changing a day's status replaces it: one row per day.
      assert.equal((await fast('2026-02-20', 'fasted')).status, 201);
      assert.deepEqual(await summary(), { owed: 1, fasted: 2, notFasted: 1, excused: 1, madeUp: 1 });
      assert.equal((await fast('2026-04-13', 'made_up')).status, 201, 'the excused day is made up like the others');
      assert.deepEqual(await summary(), { owed: 0, fasted: 2, notFasted: 1, excused: 1, madeUp: 2 });
      const list = await (await alice.fetch(`/api/users/${aliceId}/fasts?from=2026-02-11&to=2026-02-20`)).json();
      assert.deepEqual(list, [
        { date: '2026-02-18', status: 'fasted' },
        { date: '2026-02-19', status: 'not_fasted' },
        { date: '2026-02-20', status: 'fasted' },
      ]);
      const gql = await alice.ok('{ fastSummary { owed madeUp } fasts(from: "2026-04-01", to: "2026-04-30") { date status } }');
      assert.deepEqual(gql, {
        fastSummary: { owed: 0, madeUp: 2 },
        fasts: [
          { date: '2026-04-12', status: 'made_up' },
          { date: '2026-04-13', status: 'made_up' },
        ],
      });
    });

    test('bad values are 400 and change nothing', async () => {
      const before = await summary();
      const cases: [string, string, RegExp][] = [
        ['2026-03-25', 'fasted', /not a day of Ramadan/],
        ['2026-02-22', 'made_up', /is a day of Ramadan/],
        ['2026-05-01', 'made_up', /No fast is owed/],
        ['2026-02-30', 'fasted', /real date/],
        ['tomorrow', 'fasted', /real date/],
        ['2026-02-22', 'skipped', /status/],
      ];
      for (const [date, status, message] of cases) {
        const res = await fast(date, status);
        const text = await res.text();
        assert.equal(res.status, 400, `${date} ${status} → ${text}`);
        assert.match(text, message);
        assert.match(text, /^\{"error":\{"code":"BAD_USER_INPUT","message":/);
      }
      assert.equal((await alice.fetch(`/api/users/${aliceId}/fasts`, json('POST', { date: '2026-02-22', status: 'fasted', reason: 'travel' }))).status, 400, 'no reason is stored');
      assert.equal((await alice.fetch(`/api/users/${aliceId}/fasts?from=2026-02-10`)).status, 400);
      assert.equal((await alice.fetch(`/api/users/${aliceId}/fasts?from=2026-03-10&to=2026-02-10`)).status, 400);
      assert.deepEqual(await summary(), before);
    });

    test("a day that has not come at the user's place is refused (REST and GraphQL), and nothing is stored", async () => {
      const dave = new TestBrowser(server.url);
      // UTC+14: the user's today is the server's UTC today or tomorrow; their tomorrow is never the server's.
      const KIRITIMATI = { name: 'Kiritimati', city: 'Kiritimati', country: 'Kiribati', country_code: 'KI', latitude: 1.87, longitude: -157.4, timezone: 'Pacific/Kiritimati' };
      const { id } = await dave.signUp({ location: KIRITIMATI });
      const record = (date: string, status: string) => dave.fetch(`/api/users/${id}/fasts`, json('POST', { date, status }));
      const daveSummary = async () => (await dave.fetch(`/api/users/${id}/fasts/summary`)).json();
      assert.equal((await record('2026-02-19', 'not_fasted')).status, 201);
      const before = await daveSummary();
      const today = dateInZone(new Date(), KIRITIMATI.timezone);
      const tomorrow = addDays(today, 1);
      // The case: a day of Ramadan 1448, months ahead.
      for (const [date, status] of [['2027-02-15', 'fasted'], ['2027-02-16', 'excused'], [tomorrow, 'made_up']] as const) {
        const res = await record(date, status);
        const text = await res.text();
        assert.equal(res.status, 400, `${date} ${status} → ${text}`);
        assert.match(text, new RegExp(`^\\{"error":\\{"code":"BAD_USER_INPUT","message":"${date} has not come yet`));
      }
      const gql = await dave.gql('mutation { recordFast(date: "2027-02-15", status: not_fasted) { date } }');
      assert.equal(gql.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.match(gql.errors?.[0]?.message ?? '', /2027-02-15 has not come yet/);
      assert.deepEqual(await daveSummary(), before, 'nothing counted');
      assert.deepEqual(await (await dave.fetch(`/api/users/${id}/fasts?from=${addDays(today, -1)}&to=${addDays(today, 40)}`)).json(), [], 'nothing stored');
      assert.deepEqual(await (await dave.fetch(`/api/users/${id}/fasts?from=2027-02-01&to=2027-02-28`)).json(), []);
      // Today at the place is a day that has come (a make-up, or a fast when today is in Ramadan).
      const made = await record(today, 'made_up');
      const inRamadan = made.status === 400 && /is a day of Ramadan/.test(await made.text());
      assert.equal(inRamadan ? (await record(today, 'fasted')).status : made.status, 201);
      await dave.close();
    });

    test("the user's country's announced start moves their Ramadan", async () => {
      // Türkiye starts Ramadan 1447 a day after the table (2026-02-18).
      const res = await fetch(`${server.url}/api/hijri/announcements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer op-secret' },
        body: JSON.stringify({ country: 'TR', month: '1447-09', start: '2026-02-19' }),
      });
      assert.equal(res.status, 201, await res.text());
      assert.equal((await fast('2026-02-18', 'excused', bob, bobId)).status, 400, 'the last day of Sha\'ban in Türkiye now');
      assert.equal((await fast('2026-02-19', 'excused', bob, bobId)).status, 201);
    });

    test("another user's ledger: 403 to write, 404 to read, 401 without a session", async () => {
      assert.equal((await fast('2026-02-25', 'fasted', bob, aliceId)).status, 403);
      assert.equal((await bob.fetch(`/api/users/${aliceId}/qada`, json('POST', { prayer: 'fajr', action: 'missed', date: '2026-01-01' }))).status, 403);
      assert.equal((await bob.fetch(`/api/users/${aliceId}/excused`, json('POST', { from: '2026-01-01', to: '2026-01-02' }))).status, 403);
      for (const path of ['fasts/summary', 'fasts?from=2026-02-01&to=2026-02-28', 'qada', 'excused']) {
        assert.equal((await bob.fetch(`/api/users/${aliceId}/${path}`)).status, 404, path);
        assert.equal((await fetch(`${server.url}/api/users/${aliceId}/${path}`)).status, 401, path);
      }
      assert.equal((await summary()).fasted, 2, 'nothing of Bob landed in Alice\'s ledger');
    });

    test('prayers: missed from the next day on, unless ticked; made up one by one', async () => {
      const today = dateInZone(new Date(), ISTANBUL.timezone);
      const yesterday = addDays(today, -1);
      const qada = (prayer: string, action: string, date: string) => alice.fetch(`/api/users/${aliceId}/qada`, json('POST', { prayer, action, date }));
      const counts = async () => (await alice.fetch(`/api/users/${aliceId}/qada`)).json();
      assert.deepEqual(await counts(), { fajr: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 });
      assert.equal((await qada('fajr', 'missed', yesterday)).status, 201);
      assert.equal((await qada('fajr', 'missed', yesterday)).status, 201, 'marking it twice is one missed prayer');
      const res = await qada('isha', 'missed', addDays(today, -3));
      assert.deepEqual(await res.json(), { fajr: 1, dhuhr: 0, asr: 0, maghrib: 0, isha: 1 });
      await alice.ok('mutation($d: String!) { completePrayer(date: $d, prayer: asr) { id } }', { d: yesterday });
      const bad: [string, string, string, RegExp][] = [
        ['dhuhr', 'missed', today, /next day/],
        ['asr', 'missed', yesterday, /ticked as prayed/],
        ['maghrib', 'made_up', today, /No missed Maghrib/],
        ['sunrise', 'missed', yesterday, /prayer/],
        ['fajr', 'forgot', yesterday, /action/],
        ['fajr', 'missed', '2026-13-01', /real date/],
      ];
      for (const [prayer, action, date, message] of bad) {
        const r = await qada(prayer, action, date);
        const text = await r.text();
        assert.equal(r.status, 400, `${prayer} ${action} ${date} → ${text}`);
        assert.match(text, message);
      }
      assert.equal((await qada('fajr', 'made_up', today)).status, 201);
      assert.deepEqual(await counts(), { fajr: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 1 });
      assert.equal((await qada('fajr', 'made_up', today)).status, 400, 'nothing left to make up');
      const gql = await alice.ok('mutation($d: String!) { recordQada(prayer: isha, action: made_up, date: $d) { isha } }', { d: today });
      assert.deepEqual(gql, { recordQada: { isha: 0 } });
    });

    test('excused ranges pause the prayer streak: neither broken nor extended', async () => {
      const carol = new TestBrowser(server.url);
      const { id } = await carol.signUp({ location: ISTANBUL });
      const today = dateInZone(new Date(), ISTANBUL.timezone);
      // Full days: 6 and 5 days ago, then 2 and 1 days ago; days 4 and 3 ago are not prayed.
      for (const back of [6, 5, 2, 1]) {
        for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'])
          await carol.ok(`mutation($d: String!) { completePrayer(date: $d, prayer: ${prayer}) { id } }`, { d: addDays(today, -back) });
      }
      const streak = async () => (await carol.ok<{ prayerStats: { streak: number } }>('{ prayerStats { streak } }')).prayerStats.streak;
      assert.equal(await streak(), 2, 'broken by the days not prayed');
      const bad = await carol.fetch(`/api/users/${id}/excused`, json('POST', { from: addDays(today, -3), to: addDays(today, -4) }));
      assert.equal(bad.status, 400);
      assert.equal((await carol.fetch(`/api/users/${id}/excused`, json('POST', { from: '2026-01-01', to: '2026-03-15' }))).status, 400, 'at most 60 days');
      const made = await carol.fetch(`/api/users/${id}/excused`, json('POST', { from: addDays(today, -4), to: addDays(today, -3) }));
      assert.equal(made.status, 201);
      assert.equal(await streak(), 4, 'the excused days are passed over: 2 + 2 prayed days');
      const list = await (await carol.fetch(`/api/users/${id}/excused`)).json();
      assert.deepEqual(list.map((r: { from: string; to: string }) => [r.from, r.to]), [[addDays(today, -4), addDays(today, -3)]]);
      // A prayer of an excused day owes nothing.
      const r = await carol.fetch(`/api/users/${id}/qada`, json('POST', { prayer: 'fajr', action: 'missed', date: addDays(today, -3) }));
      assert.equal(r.status, 400);
      // The history of the /stats screen (issue 46): per-day counts in the place's days, the
      // excused days apart, the shares out of the days counted (excused ones left out).
      await carol.ok('mutation($d: String!) { completePrayer(date: $d, prayer: fajr, onTime: true) { id } }', { d: addDays(today, -7) });
      const history = await carol.ok<{
        prayerHistory: { today: string; countedDays: number; days: { date: string; count: number; onTime: number; excused: boolean }[]; prayers: { prayer: string; done: number; onTime: number }[] };
      }>('query($f: String!, $t: String!) { prayerHistory(from: $f, to: $t) { today countedDays days { date count onTime excused } prayers { prayer done onTime } } }', {
        f: addDays(today, -8),
        t: addDays(today, 1),
      });
      const h = history.prayerHistory;
      assert.equal(h.today, today, "today at the user's place");
      assert.deepEqual(
        h.days.map((d) => [d.count, d.onTime, d.excused]),
        [[0, 0, false], [1, 1, false], [5, 0, false], [5, 0, false], [0, 0, true], [0, 0, true], [5, 0, false], [5, 0, false], [0, 0, false], [0, 0, false]],
      );
      assert.deepEqual(h.days.map((d) => d.date), Array.from({ length: 10 }, (_, i) => addDays(today, i - 8)));
      assert.equal(h.countedDays, 7, '9 days up to today, 2 excused');
      assert.deepEqual(h.prayers[0], { prayer: 'fajr', done: 5, onTime: 1 });
      assert.deepEqual(h.prayers[4], { prayer: 'isha', done: 4, onTime: 0 });
      const tooLong = await carol.gql('{ prayerHistory(from: "2025-01-01", to: "2026-06-01") { today } }');
      assert.match(tooLong.errors?.[0]?.message ?? '', /at most 400 days/);
      assert.equal((await new TestBrowser(server.url).gql('{ prayerHistory(from: "2026-01-01", to: "2026-01-02") { today } }')).data, null, 'no session, no history');
      await carol.close();
    });
  });
}
