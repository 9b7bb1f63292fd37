// Fixed-window rate limits (decisions.md 2, 8). Counters live in Redis when it is
// configured, so every instance shares them; otherwise in this process.
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';

export interface RateLimiter {
  /** Counts one hit on key; throws RATE_LIMITED past `limit` hits per `windowSeconds`. */
  consume(key: string, limit: number, windowSeconds: number, message?: string): Promise<void>;
  /** Throws RATE_LIMITED when `limit` hits are already counted on key in this window; counts nothing. */
  check(key: string, limit: number, windowSeconds: number, message?: string): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(key, limit, windowSeconds, message = DEFAULT_MESSAGE) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, entry);
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      entry.count += 1;
      if (entry.count > limit) throw new AppError('RATE_LIMITED', message);
    },
    async check(key, limit, _windowSeconds, message = DEFAULT_MESSAGE) {
      const entry = windows.get(key);
      if (entry && entry.resetAt > Date.now() && entry.count >= limit) throw new AppError('RATE_LIMITED', message);
    },
    async close() {},
  };
}

const bucketOf = (key: string, windowSeconds: number) => `rl:${key}:${Math.floor(Date.now() / 1000 / windowSeconds)}`;

export function redisRateLimiter(redisUrl: string): RateLimiter {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  const fallback = memoryRateLimiter();
  return {
    async consume(key, limit, windowSeconds, message = DEFAULT_MESSAGE) {
      const bucket = bucketOf(key, windowSeconds);
      let count: number;
      try {
        const [[, incr]] = (await redis.multi().incr(bucket).expire(bucket, windowSeconds + 1).exec()) as [
          [Error | null, number],
        ];
        count = incr;
      } catch {
        // Redis down: keep limiting, per instance, rather than fail the write.
        return fallback.consume(key, limit, windowSeconds, message);
      }
      if (count > limit) throw new AppError('RATE_LIMITED', message);
    },
    async check(key, limit, windowSeconds, message = DEFAULT_MESSAGE) {
      let count: number;
      try {
        count = Number((await redis.get(bucketOf(key, windowSeconds))) ?? 0);
      } catch {
        return fallback.check(key, limit, windowSeconds, message);
      }
      if (count >= limit) throw new AppError('RATE_LIMITED', message);
    },
    async close() {
      redis.disconnect();
    },
  };
}
