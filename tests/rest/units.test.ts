// Unit tests of the REST adapter's pieces that need no database: the
// upstream throttle (at its production spacing of 1 s), the Nominatim mapping,
// payload checks and the GraphQL-error mapping (an unexpected error is a generic 500).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createThrottle, QueueFullError } from '../../server/domain/geo/throttle.ts';
import { toCityResults, toReversePlace } from '../../server/domain/geo/places.ts';
import { createGeoService } from '../../server/domain/geo/service.ts';
import { GraphQLError, locatedError } from 'graphql';
import { toRestError } from '../../server/http/rest/errors.ts';
import { AppError, notFound } from '../../server/errors.ts';
import { body, int, list, optional, str } from '../../server/http/rest/payload.ts';
import { startFakeNominatim } from './fake-nominatim.ts';

describe('geo building blocks', () => {
  test('throttle: one task at a time, 1 s after the previous one ended; a full queue refuses', async () => {
    const schedule = createThrottle(1000, 2);
    const starts: number[] = [];
    const task = async () => void starts.push(Date.now());
    const runs = [schedule(task), schedule(task)];
    await assert.rejects(schedule(task), QueueFullError);
    await Promise.all(runs);
    assert.ok(starts[1]! - starts[0]! >= 1000, `gap ${starts[1]! - starts[0]!}`);
  });

  test('the geo service keeps 1 s between upstream calls unless configured otherwise', async () => {
    const upstream = await startFakeNominatim();
    try {
      const geo = createGeoService({ baseUrl: upstream.url });
      await Promise.all([geo.search('London', 'en'), geo.search('many', 'en')]);
      const [a, b] = upstream.requests;
      // Measured where it matters, at the upstream's door.
      assert.ok(b!.at - a!.at >= 1000, `gap ${b!.at - a!.at}`);
    } finally {
      await upstream.close();
    }
  });

  test('mapping: city by the spec order, code upper-case or UN, bad rows skipped', () => {
    const rows = [
      { lat: '33.5', lon: '36.3', name: '', address: { town: 'Douma', village: 'X', state: 'Rif Dimashq', country: 'Syria', country_code: 'sy' } },
      { lat: 'x', lon: '0', name: 'Nowhere' },
      { lat: '24.7', lon: '46.7', name: 'Riyadh', address: { country: 'Saudi Arabia', country_code: 'SAU' } },
    ];
    assert.deepEqual(toCityResults(rows, 10), [
      { city: 'Douma', admin1: 'Rif Dimashq', country: 'Syria', country_code: 'SY', lat: 33.5, lon: 36.3, timezone: 'Asia/Damascus' },
      { city: 'Riyadh', admin1: '', country: 'Saudi Arabia', country_code: 'UN', lat: 24.7, lon: 46.7, timezone: 'Asia/Riyadh' },
    ]);
    const place = toReversePlace({ display_name: 'd', address: { suburb: 'S', district: 'D', county: 'C' } }, -6.2, 106.8);
    assert.deepEqual(place, { city: 'S', country: 'Unknown', country_code: 'UN', timezone: 'Asia/Jakarta', display_name: 'd' });
    assert.equal(toReversePlace({ error: 'Unable to geocode' }, 0, 0), null);
  });
});

describe('REST adapter pieces', () => {
  test('GraphQL errors map to statuses; unexpected ones become a generic 500 and keep their text inside', () => {
    // As execution reports them: a resolver's error wrapped with its path.
    const fromResolver = (error: Error) => locatedError(error, undefined, ['field']);
    assert.equal(toRestError(fromResolver(notFound('Post'))).status, 404);
    assert.equal(toRestError(fromResolver(notFound('Post'))).message, 'Post not found');
    assert.equal(toRestError(fromResolver(new AppError('RATE_LIMITED', 'slow down'))).headers['retry-after'], '60');
    // The limiter's wait when it gives one, from a resolver or from a route's own check alike.
    assert.equal(toRestError(fromResolver(new AppError('RATE_LIMITED', 'slow down', { retryAfter: 17 }))).headers['retry-after'], '17');
    assert.equal(toRestError(new AppError('RATE_LIMITED', 'slow down', { retryAfter: 17 })).headers['retry-after'], '17');
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const unexpected = toRestError(fromResolver(new Error('secret table name')));
      assert.equal(unexpected.status, 500);
      assert.equal(unexpected.message, 'Something went wrong. Please try again.');
      // A code copied into extensions by a foreign error is not trusted: only AppError's are.
      assert.equal(toRestError(fromResolver(new GraphQLError('x', { extensions: { code: 'FORBIDDEN' } }))).status, 500);
    } finally {
      console.error = quiet;
    }
    const outage = toRestError(fromResolver(Object.assign(new Error('Connection terminated unexpectedly'), {})));
    assert.deepEqual([outage.status, outage.headers['retry-after']], [503, '5']);
    // The same outage met by a route reading the database itself: the same answer.
    const direct = toRestError(new Error('Connection terminated unexpectedly'));
    assert.deepEqual([direct.status, direct.code, direct.headers['retry-after']], [503, 'UNAVAILABLE', '5']);
    // A request error (a variable that does not coerce) has no path: 400 with its text.
    const coercion = toRestError(new GraphQLError('Variable "$first" got invalid value "x"'));
    assert.deepEqual([coercion.status, coercion.message], [400, 'Variable "$first" got invalid value "x"']);
  });

  test('payload checks: unknown fields, wrong types, missing fields and bad text name the field', () => {
    const check = body({ text: str(), n: optional(int(1, 5)), tags: optional(list(str(), 2)) });
    const refuses = (value: unknown, message: string) => assert.throws(() => check(value, ''), { message });
    refuses(undefined, '`text` is required');
    refuses({ text: 1 }, '`text` must be a string');
    refuses({ text: 'a', extra: 1 }, 'Unknown field `extra`');
    refuses({ text: 'a', n: 6 }, '`n` must be a whole number from 1 to 5');
    refuses({ text: 'a', tags: ['x', 'y', 'z'] }, '`tags` has more than 2 items');
    refuses({ text: 'a', tags: [1] }, '`tags[0]` must be a string');
    refuses({ text: 'a\u0000' }, 'Text must not contain NUL characters');
    refuses({ text: '\ud800' }, 'Text contains invalid characters');
    refuses([], 'The request body must be a JSON object');
    assert.deepEqual(check({ text: 'ok', n: null }, ''), { text: 'ok' });
  });
});
