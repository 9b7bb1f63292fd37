// Checks a batch before anything is stored (issue 7 point 2): one bad event makes
// the whole batch a 400, so a client bug is loud instead of half-recorded.
import { invalid } from './errors.ts';

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_PROPS = 20;
export const MAX_PROP_STRING = 255;
export const MAX_PAST_MS = 7 * 24 * 60 * 60 * 1000;
/** Device clocks drift: an event may claim to be this far in the future. */
export const MAX_FUTURE_SKEW_MS = 60 * 1000;

const EVENT_NAME = /^[a-z0-9_:.-]{1,64}$/;
const PROP_KEY = /^[A-Za-z0-9_:.$-]{1,64}$/;
export const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'];
const MAX_CAMPAIGN_VALUE = 500;

export type PropValue = string | number | boolean;

export interface ValidEvent {
  name: string;
  props: Record<string, PropValue>;
  occurredAt: Date;
}

export interface ValidBatch {
  events: ValidEvent[];
  utm: Record<string, string> | null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkProps(value: unknown, at: string): Record<string, PropValue> {
  if (value === undefined) return {};
  if (!isPlainObject(value)) throw invalid(`${at}.props must be an object`);
  const entries = Object.entries(value);
  if (entries.length > MAX_PROPS) throw invalid(`${at}.props has more than ${MAX_PROPS} values`);
  for (const [key, prop] of entries) {
    if (!PROP_KEY.test(key)) throw invalid(`${at}.props has an invalid key`);
    if (typeof prop === 'string') {
      if (prop.length > MAX_PROP_STRING) throw invalid(`${at}.props.${key} is longer than ${MAX_PROP_STRING} characters`);
    } else if (typeof prop === 'number') {
      if (!Number.isFinite(prop)) throw invalid(`${at}.props.${key} must be a finite number`);
    } else if (typeof prop !== 'boolean') {
      throw invalid(`${at}.props.${key} must be a string, number or boolean`);
    }
  }
  return value as Record<string, PropValue>;
}

function checkOccurredAt(value: unknown, at: string, now: number): Date {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalid(`${at}.occurredAt must be an ISO date-time`);
  if (time < now - MAX_PAST_MS) throw invalid(`${at}.occurredAt is more than 7 days old`);
  if (time > now + MAX_FUTURE_SKEW_MS) throw invalid(`${at}.occurredAt is in the future`);
  return new Date(time);
}

function checkEvent(value: unknown, index: number, now: number): ValidEvent {
  const at = `events[${index}]`;
  if (!isPlainObject(value)) throw invalid(`${at} must be an object`);
  // Any other field (a userId, say) is ignored: the session decides who acted.
  const { name, props, occurredAt } = value;
  if (typeof name !== 'string' || !EVENT_NAME.test(name)) {
    throw invalid(`${at}.name must be 1 to 64 characters of a-z, 0-9, _ : . -`);
  }
  return { name, props: checkProps(props, at), occurredAt: checkOccurredAt(occurredAt, at, now) };
}

function checkUtm(value: unknown): Record<string, string> | null {
  if (value === undefined || value === null) return null;
  if (!isPlainObject(value)) throw invalid('utm must be an object');
  const utm: Record<string, string> = {};
  for (const [key, param] of Object.entries(value)) {
    if (!CAMPAIGN_KEYS.includes(key)) throw invalid(`utm.${key} is not a campaign parameter`);
    if (typeof param !== 'string' || param.length > MAX_CAMPAIGN_VALUE) {
      throw invalid(`utm.${key} must be a string of at most ${MAX_CAMPAIGN_VALUE} characters`);
    }
    if (param) utm[key] = param;
  }
  return Object.keys(utm).length ? utm : null;
}

export function validateBatch(body: unknown, now = Date.now()): ValidBatch {
  if (!isPlainObject(body) || !Array.isArray(body.events)) throw invalid('The body must be {"events": [...]}');
  const { events } = body;
  if (events.length === 0) throw invalid('events must hold at least one event');
  if (events.length > MAX_EVENTS_PER_BATCH) throw invalid(`A batch holds at most ${MAX_EVENTS_PER_BATCH} events`);
  return { events: events.map((event, index) => checkEvent(event, index, now)), utm: checkUtm(body.utm) };
}
