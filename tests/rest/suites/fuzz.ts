// Property: every write endpoint answers a generated invalid payload with a 4xx
// (never a 5xx) and leaves the database exactly as it was (issue 4 point 3).
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TestBrowser } from '../../helpers/client.ts';
import { LONDON, call, signUp, snapshot } from '../api.ts';
import type { RestEnv } from '../env.ts';
import { badEmail, badId, badLinkId, badPayloads, impossibleDate, notString, withLoneSurrogate, type FieldKind } from '../fuzz-payloads.ts';

const RUNS = 60;

/**
 * Zone names need not contain a slash, and browsers match them case-insensitively:
 * "Hst", "cet", "Japan" and "Zulu" are zones. A generated name is a bad one only when
 * Intl, which the app computes every time with, does not know it.
 */
function knownZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const badLocation = fc.oneof(
  notString.filter((v) => typeof v !== 'object' || Array.isArray(v)),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => Math.abs(x) > 90).map((latitude) => ({ ...LONDON, latitude })),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => Math.abs(x) > 180).map((longitude) => ({ ...LONDON, longitude })),
  fc.string({ maxLength: 20 }).filter((tz) => !knownZone(tz)).map((timezone) => ({ ...LONDON, timezone })),
  fc.string({ maxLength: 4 }).filter((c) => !/^[A-Z]{2}$/.test(c)).map((country_code) => ({ ...LONDON, country_code })),
  withLoneSurrogate.map((city) => ({ ...LONDON, city })),
  fc.constantFrom('name', 'city', 'country').map((key) => ({ ...LONDON, [key]: '   ' })),
  fc.constant({ ...LONDON, altitude: 12 }),
);
const SETTINGS = { calc_method: 'Egyptian', madhab: 'Shafi', high_lat_rule: 'None' };
const badSettings = fc.oneof(
  fc.string({ maxLength: 12 }).map((calc_method) => ({ ...SETTINGS, calc_method: `x${calc_method}` })),
  fc.integer().filter((n) => n < -30 || n > 30).map((fajr) => ({ ...SETTINGS, offsets: { fajr } })),
  fc.double({ min: -29, max: 29, noNaN: true }).filter((n) => !Number.isInteger(n)).map((isha) => ({ ...SETTINGS, offsets: { isha } })),
  fc.constant({ ...SETTINGS, offsets: { tahajjud: 1 } }),
  fc.constant({ madhab: 'Hanafi' }),
  fc.oneof(fc.integer().filter((n) => n < 0 || n > 30), fc.double({ min: 0.1, max: 29.9, noNaN: true }).filter((n) => !Number.isInteger(n)), fc.string()).map((imsak_minutes) => ({ ...SETTINGS, imsak_minutes })),
);
const badUtm = fc.oneof(
  fc.constant({ utm_evil: 'x' }),
  notString.map((utm_source) => ({ utm_source })).filter((u) => typeof u.utm_source !== 'string'),
  fc.integer({ min: 201, max: 400 }).map((n) => ({ utm_source: 'u'.repeat(n) })),
);
const notOne = fc.oneof(fc.integer().filter((n) => n !== 1), fc.string(), fc.boolean(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => n !== 1));

interface Endpoint {
  method: string;
  path: () => string;
  valid: () => Record<string, unknown>;
  fields: Record<string, FieldKind>;
}

export function fuzzSuite(env: RestEnv) {
  describe('REST property: invalid writes are 4xx and change nothing', () => {
    const browser = () => shared.browser;
    const shared = {} as { browser: TestBrowser; userId: string; postId: string; commentId: string };
    before(async () => {
      shared.browser = new TestBrowser(env.server.url);
      shared.userId = (await signUp(shared.browser)).id;
      shared.postId = (await call(browser(), 'POST', '/api/ummah/posts', { text: 'fuzz target' })).body.id;
      shared.commentId = (await call(browser(), 'POST', `/api/ummah/posts/${shared.postId}/comments`, { text: 'c' })).body.id;
    });
    const date = { kind: 'string', bad: impossibleDate } as const;
    const prayer = { kind: 'enum', values: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] } as const;
    const endpoints: Record<string, Endpoint> = {
      'POST /api/auth/anonymous': { method: 'POST', path: () => '/api/auth/anonymous', valid: () => ({}), fields: {
        linkId: { kind: 'string', optional: true, bad: badLinkId }, location: { kind: 'custom', optional: true, bad: badLocation }, utm_params: { kind: 'custom', optional: true, bad: badUtm } } },
      'PATCH /api/users/{id}': { method: 'PATCH', path: () => `/api/users/${shared.userId}`, valid: () => ({ location: LONDON }), fields: {
        location: { kind: 'custom', optional: true, bad: badLocation }, prayerSettings: { kind: 'custom', optional: true, bad: badSettings } } },
      'POST /api/users/{id}/connect-email': { method: 'POST', path: () => `/api/users/${shared.userId}/connect-email`, valid: () => ({ email: 'fuzz@example.com' }), fields: {
        email: { kind: 'string', bad: badEmail } } },
      'POST /api/users/{id}/prayer-completions': { method: 'POST', path: () => `/api/users/${shared.userId}/prayer-completions`, valid: () => ({ date: '2026-03-01', prayer: 'fajr', onTime: true }), fields: {
        date, prayer, onTime: { kind: 'bool', optional: true } } },
      'DELETE /api/users/{id}/prayer-completions': { method: 'DELETE', path: () => `/api/users/${shared.userId}/prayer-completions`, valid: () => ({ date: '2026-03-01', prayer: 'fajr' }), fields: { date, prayer } },
      'POST /api/ummah/posts': { method: 'POST', path: () => '/api/ummah/posts', valid: () => ({ text: 'hello', allowComments: true, userId: shared.userId }), fields: {
        text: { kind: 'text', max: 500 }, allowComments: { kind: 'bool', optional: true }, userId: { kind: 'self' } } },
      'POST /api/ummah/interactions': { method: 'POST', path: () => '/api/ummah/interactions', valid: () => ({ postId: shared.postId, type: 'heart', userId: shared.userId, commentId: shared.commentId, count: 1 }), fields: {
        postId: { kind: 'string', bad: badId }, type: { kind: 'enum', values: ['heart', 'prayer'] }, userId: { kind: 'self' }, commentId: { kind: 'string', optional: true, bad: badId }, count: { kind: 'custom', optional: true, bad: notOne } } },
      'POST /api/ummah/posts/{postId}/comments': { method: 'POST', path: () => `/api/ummah/posts/${shared.postId}/comments`, valid: () => ({ postId: shared.postId, text: 'hi', userId: shared.userId, parentCommentId: shared.commentId }), fields: {
        postId: { kind: 'string', optional: true, bad: badId }, text: { kind: 'text', max: 200 }, userId: { kind: 'self' }, parentCommentId: { kind: 'string', optional: true, bad: badId } } },
      'POST /api/duas': { method: 'POST', path: () => '/api/duas', valid: () => ({ userId: shared.userId, text: 'dua', transliteration: 't', translation: 't', source: 's', tags: ['a'] }), fields: {
        userId: { kind: 'self' }, text: { kind: 'text', max: 500 }, transliteration: { kind: 'text', max: 500, optional: true }, translation: { kind: 'text', max: 500, optional: true },
        source: { kind: 'text', max: 500, optional: true }, tags: { kind: 'custom', optional: true, bad: fc.oneof(notString.filter((v) => !Array.isArray(v)), fc.array(fc.string({ minLength: 31, maxLength: 40 }).filter((t) => t.trim().length > 30), { minLength: 1, maxLength: 3 }), fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), fc.integer({ min: 11, max: 30 }).map((n) => Array.from({ length: n }, (_, i) => `tag${i}`))) } } },
      'POST /api/duas/{id}/like': { method: 'POST', path: () => `/api/duas/${shared.postId}/like`, valid: () => ({}), fields: {} },
      'POST /api/calendar': { method: 'POST', path: () => '/api/calendar', valid: () => ({ alarmMinutes: 10, islamicDays: true }), fields: {
        islamicDays: { kind: 'bool', optional: true },
        alarmMinutes: { kind: 'custom', optional: true, bad: fc.oneof(notString.filter((v) => typeof v !== 'number' && v !== null), fc.string(), fc.integer().filter((n) => n < 0 || n > 120), fc.double({ min: 0.1, max: 119.9, noNaN: true }).filter((n) => !Number.isInteger(n))) } } },
      'POST /api/accuracy/reports': { method: 'POST', path: () => '/api/accuracy/reports', valid: () => ({ date: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10), prayer: 'isha', expected: '18:05', source: 'Mosque timetable' }), fields: {
        date, prayer: { kind: 'enum', values: ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] },
        expected: { kind: 'string', bad: fc.string({ maxLength: 8 }).filter((t) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(t)) }, source: { kind: 'text', max: 200 } } },
      'POST /api/reflections': { method: 'POST', path: () => '/api/reflections', valid: () => ({ userId: shared.userId, date: '2026-03-01', mood: 'Calm', goal: 'Work', concern: 'Faith' }), fields: {
        userId: { kind: 'self' }, date, mood: { kind: 'enum', values: ['Calm', 'Anxious', 'Low', 'Grateful'] }, goal: { kind: 'enum', values: ['Spiritual', 'Work', 'Family', 'Health'] }, concern: { kind: 'enum', values: ['Future', 'Relationships', 'Faith', 'Health'] } } },
    };

    for (const [name, endpoint] of Object.entries(endpoints)) {
      test(name, async () => {
        const badOrRaw = fc.oneof(
          { weight: 9, arbitrary: fc.constant(null).chain(() => badPayloads(endpoint.valid(), endpoint.fields)) },
          { weight: 1, arbitrary: fc.string({ maxLength: 30 }).filter(notJson).map((text) => ({ label: 'malformed JSON', body: text, raw: true })) },
        );
        // The database as the last run left it: nothing but the payloads writes between runs,
        // so one run's after is the next run's before, and each run reads the tables once
        // instead of twice (3,600 whole-table reads fewer over the two databases). A run that
        // changed the database fails, and the runs that shrink it start from what it left, as a
        // fresh read would, so a shrunk counterexample is still the payload that wrote.
        let lastSeen: Awaited<ReturnType<typeof snapshot>> | null = null;
        await fc.assert(
          fc.asyncProperty(badOrRaw, async (payload) => {
            const before = lastSeen ?? (await snapshot(env.server));
            // Not trusted past a run that throws before its own read (a failed call).
            lastSeen = null;
            const body = 'raw' in payload ? (payload.body as string) : JSON.stringify(payload.body);
            const response = await call(browser(), endpoint.method, endpoint.path(), body);
            assert.ok(response.status >= 400 && response.status < 500, `${payload.label}: ${response.status} ${JSON.stringify(response.body)}`);
            assert.equal(typeof response.body?.error?.message, 'string');
            const after = await snapshot(env.server);
            lastSeen = after;
            assert.deepEqual(after, before, `${payload.label} changed the database`);
          }),
          { numRuns: RUNS },
        );
      });
    }
  });
}

function notJson(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return text.trim() !== '';
  }
}
