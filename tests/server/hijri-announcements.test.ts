// Countries' announced Hijri month starts (issue 32, decision 25), on each
// backend: the operator token guards recording (401 without, 403 wrong or
// unset), a start more than two days from the Umm al-Qura table's is 400 and
// stores nothing, GET serves a country's, a correction replaces the day, and
// a new one reaches an open subscription of that country only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestBrowser } from '../helpers/client.ts';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';

const TOKEN = 'operator-test-token';

for (const backend of backends()) {
  describe(`Hijri announcements (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      server = await bootServer(backend, { operatorToken: TOKEN });
    });
    after(async () => {
      await server.stop();
    });
    const announce = (b: unknown, authorization: string | null = `Bearer ${TOKEN}`) =>
      fetch(`${server.url}/api/hijri/announcements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(b),
      });
    const list = async (country: string) => (await fetch(`${server.url}/api/hijri/announcements?country=${country}`)).json();
    const rows = () => server.db.prisma.hijriAnnouncement.count();

    test('without the token 401, with another 403; nothing stored', async () => {
      const good = { country: 'TR', month: '1448-09', start: '2027-02-09' };
      const none = await announce(good, null);
      assert.equal(none.status, 401);
      assert.deepEqual(await none.json(), { error: { code: 'UNAUTHENTICATED', message: 'The operator token is required (Authorization: Bearer …)' } });
      assert.equal((await announce(good, 'Bearer wrong')).status, 403);
      assert.equal((await announce(good, TOKEN)).status, 401, 'not a Bearer header');
      // A user's session is not the operator.
      const user = new TestBrowser(server.url);
      await user.signUp();
      assert.equal((await user.fetch('/api/hijri/announcements', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(good) })).status, 401);
      assert.equal(await rows(), 0);
    });

    test('no OPERATOR_TOKEN configured: recording is off for everyone', async () => {
      const off = await bootServer(backend);
      try {
        const res = await fetch(`${off.url}/api/hijri/announcements`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer anything' },
          body: JSON.stringify({ country: 'TR', month: '1448-09', start: '2027-02-09' }),
        });
        assert.equal(res.status, 403);
      } finally {
        await off.stop();
      }
    });

    test('bad announcements are 400 and change nothing', async () => {
      const cases: [unknown, RegExp][] = [
        [{ country: 'TR', month: '1448-09', start: '2027-02-11' }, /within 2 days .* \(2027-02-08\)/],
        [{ country: 'TR', month: '1448-09', start: '2027-02-05' }, /within 2 days/],
        [{ country: 'QQ', month: '1448-09', start: '2027-02-09' }, /country/],
        [{ country: 'Turkey', month: '1448-09', start: '2027-02-09' }, /country/],
        [{ country: 'TR', month: '1448-13', start: '2027-02-09' }, /month/],
        [{ country: 'TR', month: '1501-01', start: '2027-02-09' }, /month/],
        [{ country: 'TR', month: '1448-09', start: '2027-02-30' }, /real date/],
        [{ country: 'TR', month: '1448-09' }, /start/],
        [{ country: 'TR', month: '1448-09', start: '2027-02-09', note: 'x' }, /Unknown field/],
      ];
      for (const [b, message] of cases) {
        const res = await announce(b);
        const text = await res.text();
        assert.equal(res.status, 400, `${JSON.stringify(b)} → ${text}`);
        assert.match(text, message);
      }
      assert.equal(await rows(), 0);
      assert.equal((await fetch(`${server.url}/api/hijri/announcements`)).status, 400, 'country is required');
      assert.equal((await fetch(`${server.url}/api/hijri/announcements?country=XX1`)).status, 400);
    });

    test('recorded, served per country, corrected in place, and pushed live to that country only', async () => {
      const viewer = new TestBrowser(server.url);
      const tr = viewer.subscribe('subscription { hijriAnnounced(country: "tr") { country month start } }');
      const id = viewer.subscribe('subscription { hijriAnnounced(country: "ID") { country month start } }');
      await Promise.all([tr.ready, id.ready]);
      const made = await announce({ country: 'tr', month: '1448-09', start: '2027-02-09' });
      assert.equal(made.status, 201);
      assert.deepEqual(await made.json(), { country: 'TR', month: '1448-09', start: '2027-02-09' });
      assert.deepEqual((await tr.next()).data, { hijriAnnounced: { country: 'TR', month: '1448-09', start: '2027-02-09' } });
      assert.deepEqual(await id.drain(), [], 'Indonesia hears nothing of Türkiye');
      assert.equal((await announce({ country: 'TR', month: '1448-10', start: '2027-03-10' })).status, 201);
      assert.equal((await announce({ country: 'TR', month: '1448-09', start: '2027-02-08' })).status, 201, 'a correction');
      assert.deepEqual(await list('TR'), [
        { country: 'TR', month: '1448-09', start: '2027-02-08' },
        { country: 'TR', month: '1448-10', start: '2027-03-10' },
      ]);
      assert.deepEqual(await list('ID'), []);
      const gql = await viewer.ok('{ hijriAnnouncements(country: "TR") { month start } }');
      assert.equal(gql.hijriAnnouncements.length, 2);
      tr.stop();
      id.stop();
      await viewer.close();
    });
  });
}
