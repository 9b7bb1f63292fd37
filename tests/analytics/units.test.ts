// Small pure parts of the pipeline: batching, prop cleaning, path redaction,
// consent signals, milestone effects, and the server's batch check.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chunkEvents } from '../../client/src/features/analytics/batching.ts';
import { cleanProps, isEventName, publicPath } from '../../client/src/features/analytics/eventProps.ts';
import { scrubAll, scrubText } from '../../client/src/features/analytics/scrubUrl.ts';
import { browserOptsOut } from '../../client/src/features/analytics/consent.ts';
import { statsMilestones } from '../../client/src/features/analytics/operationEvents.ts';
import { validateBatch } from '../../server/domain/analytics/validate.ts';

describe('client side', () => {
  test('batches hold at most 50 events and stay under the byte budget', () => {
    const events = Array.from({ length: 120 }, (_, i) => ({ i }));
    assert.deepEqual(chunkEvents(events).map((b) => b.length), [50, 50, 20]);
    const big = Array.from({ length: 10 }, () => ({ s: 'x'.repeat(1000) }));
    const batches = chunkEvents(big, 50, 3000);
    assert.ok(batches.every((b) => JSON.stringify(b).length <= 3100));
    assert.equal(batches.flat().length, 10);
    assert.deepEqual(chunkEvents([]), []);
  });

  test('props are flattened to the server rules; names are checked', () => {
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, i]));
    assert.equal(Object.keys(cleanProps(many)).length, 20);
    assert.deepEqual(cleanProps({ a: 'x'.repeat(300), b: { c: 1 }, d: NaN, e: true, 'bad key': 1 }), { a: 'x'.repeat(255), e: true });
    assert.equal(isEventName('page_view'), true);
    assert.equal(isEventName('Page View'), false);
  });

  test('the private link id never leaves in a path', () => {
    assert.equal(publicPath('/u/abc123def456ghi789jkl012'), '/');
    assert.equal(publicPath('/u/abc123def456ghi789jkl012/duas'), '/duas');
    assert.equal(publicPath('/compass'), '/compass');
  });

  test('issue 40 item 5: no fragment, private link, admin path or token leaves in any string', () => {
    assert.equal(publicPath('/u/abc123def456ghi789jkl012/m/masjid/admin'), '/m/:slug/admin');
    assert.equal(scrubText('https://pc.example/m/masjid/admin#SECRETtoken'), 'https://pc.example/m/:slug/admin');
    assert.equal(scrubText('https://pc.example/u/abc123def456ghi789jkl012/duas?utm_source=x#y'), 'https://pc.example/duas?utm_source=x');
    assert.equal(scrubText('https://pc.example/email/sign-in?token=abc&x=1'), 'https://pc.example/email/sign-in?x=1');
    assert.equal(scrubText('/m/masjid/admin#SECRET'), '/m/:slug/admin');
    assert.equal(scrubText('/m/masjid'), '/m/masjid', 'a public page keeps its path');
    assert.equal(scrubText('pc.example/u/abc123def456ghi789jkl012 and /m/masjid/admin#tok'), 'pc.example and /m/:slug/admin');
    assert.deepEqual(scrubAll({ $current_url: 'https://h/m/a/admin#t', list: ['/u/abcdefghijklmnopqrstuvwx/'] }), {
      $current_url: 'https://h/m/:slug/admin',
      list: ['/'],
    });
    assert.deepEqual(cleanProps({ path: '/m/a/admin#t' }), { path: '/m/:slug/admin' });
  });

  test('GPC and DNT opt out; their absence does not', () => {
    assert.equal(browserOptsOut({ globalPrivacyControl: true }), true);
    assert.equal(browserOptsOut({ doNotTrack: '1' }), true);
    assert.equal(browserOptsOut({ doNotTrack: '0', globalPrivacyControl: false }), false);
    assert.equal(browserOptsOut({}), false);
  });

  test('full day and 7-day streak milestones from prayer stats', () => {
    assert.deepEqual(statsMilestones({ todayCompleted: 4, todayTotal: 5, streak: 6 }), []);
    assert.deepEqual(statsMilestones({ todayCompleted: 5, todayTotal: 5, streak: 7 }), ['full_day', 'streak_7']);
    assert.deepEqual(statsMilestones(null), []);
  });
});

describe('server batch check', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

  test('the time window: 7 days back, one minute ahead', () => {
    const ok = (ms: number) => validateBatch({ events: [{ name: 'x', occurredAt: at(ms) }] }, now);
    assert.equal(ok(-7 * 24 * 3600_000).events.length, 1);
    assert.equal(ok(60_000).events.length, 1);
    assert.throws(() => ok(-7 * 24 * 3600_000 - 1), /7 days/);
    assert.throws(() => ok(60_001), /future/);
  });

  test('props at their limits; utm keeps known keys only', () => {
    const props = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 's'.repeat(255)]));
    const batch = validateBatch({ events: [{ name: 'x', props, occurredAt: at(0) }], utm: { utm_source: 'a', gclid: '' } }, now);
    assert.equal(Object.keys(batch.events[0]!.props).length, 20);
    assert.deepEqual(batch.utm, { utm_source: 'a' });
    assert.equal(validateBatch({ events: [{ name: 'x', occurredAt: at(0) }], utm: {} }, now).utm, null);
  });
});
