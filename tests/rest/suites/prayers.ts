// REST contract: prayer completions, stats, reflections and the reflection streak
// (spec section 7; decisions.md 3, 11).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestBrowser } from '../../helpers/client.ts';
import { OTHER_ID, assertError, call, signUp, snapshot } from '../api.ts';
import type { RestEnv } from '../env.ts';

/** Users without a place count days at the one fallback place, London (decisions.md 32). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

export function prayersSuite(env: RestEnv) {
  describe('REST prayers and reflections', () => {
    test('completions: POST 201, GET lists objects with a prayer field, DELETE with a body removes', async () => {
      const browser = new TestBrowser(env.server.url);
      const user = await signUp(browser);
      const path = `/api/users/${user.id}/prayer-completions`;
      const created = await call(browser, 'POST', path, { date: today(), prayer: 'fajr', onTime: true });
      assert.equal(created.status, 201);
      assert.equal(created.body.prayer, 'fajr');
      assert.equal(created.body.onTime, true);
      await call(browser, 'POST', path, { date: today(), prayer: 'fajr' });
      await call(browser, 'POST', path, { date: today(), prayer: 'asr' });
      const listed = await call(browser, 'GET', `${path}/${today()}`);
      assert.equal(listed.status, 200);
      assert.deepEqual(listed.body.map((c: { prayer: string }) => c.prayer).sort(), ['asr', 'fajr'], 'ticking twice is one completion');

      const stats = await call(browser, 'GET', `/api/users/${user.id}/prayer-stats`);
      assert.equal(stats.status, 200);
      assert.deepEqual(stats.body, { streak: 0, todayCompleted: 2, todayTotal: 5, weekCompleted: 2, weekTotal: 35 });

      const removed = await call(browser, 'DELETE', path, { date: today(), prayer: 'asr' });
      assert.equal(removed.status, 200);
      const after = await call(browser, 'GET', `${path}/${today()}`);
      assert.deepEqual(after.body.map((c: { prayer: string }) => c.prayer), ['fajr']);
    });

    test('completion writes: bad input 400, no session 401, another user 403, and nothing changes', async () => {
      const browser = new TestBrowser(env.server.url);
      const user = await signUp(browser);
      const path = `/api/users/${user.id}/prayer-completions`;
      const before = await snapshot(env.server);
      const bad: [unknown, string | RegExp][] = [
        [{ date: '2026-02-30', prayer: 'fajr' }, 'Please give a real date as YYYY-MM-DD'],
        [{ date: '03/02/2026', prayer: 'fajr' }, 'Please give a real date as YYYY-MM-DD'],
        [{ date: today(), prayer: 'sunrise' }, /prayer/],
        [{ date: today(), prayer: 'tahajjud' }, /prayer/],
        [{ date: today() }, '`prayer` is required'],
        [{ date: today(), prayer: 'fajr', onTime: 'yes' }, /onTime/],
        [{ date: today(), prayer: 'fajr', userId: user.id }, 'Unknown field `userId`'],
        [[today(), 'fajr'], 'The request body must be a JSON object'],
      ];
      for (const [payload, message] of bad) {
        assertError(await call(browser, 'POST', path, payload), 400, 'BAD_USER_INPUT', message);
        assertError(await call(browser, 'DELETE', path, payload), 400, 'BAD_USER_INPUT');
      }
      const good = { date: today(), prayer: 'fajr' };
      assertError(await call(browser, 'POST', `/api/users/${OTHER_ID}/prayer-completions`, good), 403, 'FORBIDDEN');
      assertError(await call(browser, 'DELETE', `/api/users/${OTHER_ID}/prayer-completions`, good), 403, 'FORBIDDEN');
      const stranger = new TestBrowser(env.server.url);
      assertError(await call(stranger, 'POST', path, good), 401, 'UNAUTHENTICATED');
      assertError(await call(stranger, 'DELETE', path, good), 401, 'UNAUTHENTICATED');
      assert.deepEqual(await snapshot(env.server), before);
    });

    test('a later day is 400 with a clear message, for completions and reflections, and stores nothing', async () => {
      const browser = new TestBrowser(env.server.url);
      const user = await signUp(browser);
      // Two days off: far from the 15 minutes of tolerance a reflection gets around midnight.
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      const before = await snapshot(env.server);
      assertError(
        await call(browser, 'POST', `/api/users/${user.id}/prayer-completions`, { date: tomorrow, prayer: 'fajr' }),
        400, 'BAD_USER_INPUT', 'Prayers can only be marked completed on their day, not in advance',
      );
      for (const date of [tomorrow, yesterday])
        assertError(
          await call(browser, 'POST', '/api/reflections', { date, mood: 'Calm', goal: 'Work', concern: 'Faith' }),
          400, 'BAD_USER_INPUT', /^A reflection can only be saved for today \(\d{4}-\d\d-\d\d where you are\)$/,
        );
      assert.deepEqual(await snapshot(env.server), before);
    });

    test("reads of another user's completions and stats are 404; without a session 401", async () => {
      const a = new TestBrowser(env.server.url);
      const userA = await signUp(a);
      await call(a, 'POST', `/api/users/${userA.id}/prayer-completions`, { date: today(), prayer: 'isha' });
      const b = new TestBrowser(env.server.url);
      await signUp(b);
      assertError(await call(b, 'GET', `/api/users/${userA.id}/prayer-completions/${today()}`), 404, 'NOT_FOUND');
      assertError(await call(b, 'GET', `/api/users/${userA.id}/prayer-stats`), 404, 'NOT_FOUND');
      const stranger = new TestBrowser(env.server.url);
      assertError(await call(stranger, 'GET', `/api/users/${userA.id}/prayer-completions/${today()}`), 401, 'UNAUTHENTICATED');
      assertError(await call(stranger, 'GET', `/api/users/${userA.id}/prayer-stats`), 401, 'UNAUTHENTICATED');
      assertError(await call(a, 'GET', `/api/users/${userA.id}/prayer-completions/2026-13-01`), 400, 'BAD_USER_INPUT');
    });

    test('reflections: POST 201 with userId, GET lists them, the streak is a bare number', async () => {
      const browser = new TestBrowser(env.server.url);
      const user = await signUp(browser);
      const streakBefore = await browser.fetch(`/api/users/${user.id}/reflection-streak`);
      assert.equal(await streakBefore.text(), '0');
      const answers = { date: today(), mood: 'Grateful', goal: 'Family', concern: 'Faith' };
      const saved = await call(browser, 'POST', '/api/reflections', { userId: user.id, ...answers });
      assert.equal(saved.status, 201);
      assert.equal(saved.body.userId, user.id);
      assert.equal(saved.body.mood, 'Grateful');
      const listed = await call(browser, 'GET', `/api/reflections/${user.id}`);
      assert.equal(listed.status, 200);
      assert.equal(listed.body.length, 1);
      assert.deepEqual(
        { userId: listed.body[0].userId, date: listed.body[0].date, mood: listed.body[0].mood },
        { userId: user.id, date: today(), mood: 'Grateful' },
      );
      const streak = await browser.fetch(`/api/users/${user.id}/reflection-streak`);
      assert.equal(streak.status, 200);
      assert.equal(await streak.text(), '1');
    });

    test('reflection writes and reads: 400, 401, 403, 404 as for every user-named call', async () => {
      const browser = new TestBrowser(env.server.url);
      const user = await signUp(browser);
      const answers = { date: today(), mood: 'Calm', goal: 'Work', concern: 'Future' };
      const before = await snapshot(env.server);
      assertError(await call(browser, 'POST', '/api/reflections', { ...answers, mood: 'Ecstatic' }), 400, 'BAD_USER_INPUT', /mood/);
      assertError(await call(browser, 'POST', '/api/reflections', { ...answers, date: '2026-02-29' }), 400, 'BAD_USER_INPUT');
      assertError(await call(browser, 'POST', '/api/reflections', { ...answers, goal: undefined }), 400, 'BAD_USER_INPUT', '`goal` is required');
      assertError(await call(browser, 'POST', '/api/reflections', { ...answers, userId: OTHER_ID }), 403, 'FORBIDDEN');
      const stranger = new TestBrowser(env.server.url);
      assertError(await call(stranger, 'POST', '/api/reflections', answers), 401, 'UNAUTHENTICATED');
      assert.deepEqual(await snapshot(env.server), before);
      assertError(await call(browser, 'GET', `/api/reflections/${OTHER_ID}`), 404, 'NOT_FOUND');
      assertError(await call(browser, 'GET', `/api/users/${OTHER_ID}/reflection-streak`), 404, 'NOT_FOUND');
      assertError(await call(stranger, 'GET', `/api/reflections/${user.id}`), 401, 'UNAUTHENTICATED');
      assertError(await call(stranger, 'GET', `/api/users/${user.id}/reflection-streak`), 401, 'UNAUTHENTICATED');
    });
  });
}
