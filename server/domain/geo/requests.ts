// What a place search or reverse look-up must be before it goes upstream, and what
// its failures mean, the same for REST (/api/geo/*) and GraphQL (placeSearch,
// placeName): same checks and messages, one rate budget per address across both.
import { AppError, badInput } from '../../errors.ts';
import type { RateLimiter } from '../../security/rate-limit.ts';
import { addressKey } from '../../security/address-key.ts';
import { UpstreamError } from './nominatim.ts';
import { QueueFullError } from './throttle.ts';

export const GEO_BUSY_MESSAGE = 'Place search is busy. Please try again in a moment.';
export const GEO_UPSTREAM_MESSAGE = 'The place service is not available right now';

/** The search text, trimmed: 2 to 100 characters, well-formed, no NUL. */
export function checkSearchText(text: string): string {
  const q = text.trim();
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(q) || !q.isWellFormed()) throw badInput('Text contains invalid characters', 'q');
  if ([...q].length < 2) throw badInput('Please type at least 2 characters', 'q');
  if ([...q].length > 100) throw badInput('Please keep the search under 100 characters', 'q');
  return q;
}

export function checkCoordinate(value: number, field: string, limit: number): number {
  if (!(Math.abs(value) <= limit)) throw badInput(`\`${field}\` must be a number between -${limit} and ${limit}`, field);
  return value;
}

/** A BCP 47-looking tag names the language of place names; anything else is English. */
export function placeLanguage(tag: string | null | undefined): string {
  const first = (tag ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(first) ? first : 'en';
}

/** Each address gets a fair share of the one-a-second upstream budget. */
export function consumeGeoBudget(limiter: RateLimiter, address: string): Promise<void> {
  return limiter.consume(`geo:${addressKey(address)}`, 60, 60, 'Too many place searches. Please wait a minute.');
}

/** The upstream's failures as the caller sees them: busy here (503) or down there (502). */
export async function askUpstream<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof QueueFullError) throw new AppError('UNAVAILABLE', GEO_BUSY_MESSAGE);
    if (error instanceof UpstreamError) {
      console.warn(`geo upstream failed: ${error.message}`);
      throw new AppError('BAD_GATEWAY', GEO_UPSTREAM_MESSAGE);
    }
    throw error;
  }
}
