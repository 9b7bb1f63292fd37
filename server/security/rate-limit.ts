// Fixed-window rate limits (decisions.md 2, 8) with rate-limiter-flexible.
// Counters live in Redis when it is configured, so every instance shares them;
// otherwise in this process. Should Redis go away, each instance keeps limiting
// on its own (the library's insurance limiter) rather than fail the write.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';

export interface RateLimiter {
  /** Counts one hit on key; throws RATE_LIMITED past `limit` hits per `windowSeconds`. */
  consume(key: string, limit: number, windowSeconds: number, message?: string): Promise<void>;
  /** Throws RATE_LIMITED when `limit` hits are already counted on key in this window; counts nothing. */
  check(key: string, limit: number, windowSeconds: number, message?: string): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

type Make = (points: number, duration: number) => { main: RateLimiterAbstract; fallback?: RateLimiterAbstract };

/** RATE_LIMITED with when to come back (extensions.retryAfter, whole seconds): REST sends it as Retry-After. */
function rateLimited(message: string, msBeforeNext: number): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)) });
}

/** One library limiter per (limit, window), made on first use; callers' keys name what they limit. */
function limiterOf(make: Make, close: () => void = () => undefined): RateLimiter {
  const limiters = new Map<string, ReturnType<Make>>();
  const get = (limit: number, windowSeconds: number) => {
    const id = `${limit}/${windowSeconds}`;
    let pair = limiters.get(id);
    if (!pair) limiters.set(id, (pair = make(limit, windowSeconds)));
    return pair;
  };
  return {
    async consume(key, limit, windowSeconds, message = DEFAULT_MESSAGE) {
      try {
        await get(limit, windowSeconds).main.consume(key);
      } catch (error) {
        // The library rejects with its result object when the limit is passed.
        if (error instanceof RateLimiterRes) throw rateLimited(message, error.msBeforeNext);
        throw error;
      }
    },
    async check(key, limit, windowSeconds, message = DEFAULT_MESSAGE) {
      const { main, fallback } = get(limit, windowSeconds);
      const counted = await main.get(key).catch(() => fallback?.get(key) ?? null);
      if (counted && counted.consumedPoints >= limit) throw rateLimited(message, counted.msBeforeNext);
    },
    async close() {
      close();
    },
  };
}

export function memoryRateLimiter(): RateLimiter {
  return limiterOf((points, duration) => ({ main: new RateLimiterMemory({ points, duration, keyPrefix: `rl:${points}:${duration}` }) }));
}

export function redisRateLimiter(redisUrl: string): RateLimiter {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  return limiterOf(
    (points, duration) => {
      const fallback = new RateLimiterMemory({ points, duration, keyPrefix: `rl:${points}:${duration}` });
      const main = new RateLimiterRedis({
        storeClient: redis,
        points,
        duration,
        keyPrefix: `rl:${points}:${duration}`,
        insuranceLimiter: fallback,
        rejectIfRedisNotReady: true,
      });
      return { main, fallback };
    },
    () => redis.disconnect(),
  );
}
