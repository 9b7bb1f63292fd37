// The rate limiter (decisions.md 2, 8): counts per key and window, in memory or
// shared through Redis by every instance, and still limiting when Redis is away.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '../../server/security/rate-limit.ts';

const limited = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code === 'RATE_LIMITED';
const key = () => `test:${randomBytes(6).toString('hex')}`;

async function limitsAtThree(limiter: RateLimiter, k: string) {
  for (let i = 0; i < 3; i++) await limiter.consume(k, 3, 60);
  await limiter.check(k, 4, 60); // a higher limit is another counter: nothing counted there
  await assert.rejects(limiter.check(k, 3, 60, 'Slow down'), (e: Error) => limited(e) && e.message === 'Slow down');
  await assert.rejects(limiter.consume(k, 3, 60), limited);
}

test('memory: the fourth hit in the window is refused; check counts nothing; the next window starts again', async () => {
  const limiter = memoryRateLimiter();
  const k = key();
  await limiter.check(k, 3, 60);
  await limitsAtThree(limiter, k);
  const short = key();
  await limiter.consume(short, 1, 1);
  await assert.rejects(limiter.consume(short, 1, 1), limited);
  await new Promise((r) => setTimeout(r, 1100));
  await limiter.consume(short, 1, 1);
});

test('Redis: two instances share one count', { skip: !process.env.REDIS_URL && 'needs REDIS_URL' }, async () => {
  const [a, b] = [redisRateLimiter(process.env.REDIS_URL!), redisRateLimiter(process.env.REDIS_URL!)];
  try {
    // Until their connections are up, each counts on its own (as when Redis is away): wait
    // until a hit on one is seen by the other, not a fixed pause (a loaded machine can take
    // longer to connect). Each try is a key of its own.
    for (let tries = 0; ; tries++) {
      const probe = key();
      await a.consume(probe, 1, 60);
      if (await b.check(probe, 1, 60).then(() => false, limited)) break;
      assert.ok(tries < 200, 'both instances reach Redis within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const k = key();
    await a.consume(k, 3, 60);
    await b.consume(k, 3, 60);
    await a.consume(k, 3, 60);
    await assert.rejects(b.consume(k, 3, 60), limited, 'the third hit was on the other instance');
    await assert.rejects(b.check(k, 3, 60), limited);
  } finally {
    await a.close();
    await b.close();
  }
});

test('Redis away: each instance goes on limiting on its own', async () => {
  const limiter = redisRateLimiter('redis://127.0.0.1:1');
  try {
    await limitsAtThree(limiter, key());
  } finally {
    await limiter.close();
  }
});
