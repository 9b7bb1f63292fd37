// Checks a batch before anything is stored (issue 7 point 2): one bad event makes
// the whole batch a 400, so a client bug is loud instead of half-recorded. The shape
// is a zod schema; the first problem found is the message, prefixed with where it is.
import { z } from 'zod';
import { cleanText, withoutControls } from '../validation/clean-text.ts';
import { badInput } from '../../errors.ts';
import { CAMPAIGN_KEYS } from '@prayer-companion/common';

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_PROPS = 20;
export const MAX_PROP_STRING = 255;
export const MAX_PAST_MS = 7 * 24 * 60 * 60 * 1000;
/** Device clocks drift: an event may claim to be this far in the future. */
export const MAX_FUTURE_SKEW_MS = 60 * 1000;

const EVENT_NAME = /^[a-z0-9_:.-]{1,64}$/;
const PROP_KEY = /^[A-Za-z0-9_:.$-]{1,64}$/;
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

const propValue = z.union(
  [cleanText().max(MAX_PROP_STRING, `must be at most ${MAX_PROP_STRING} characters`), z.number(), z.boolean()],
  { error: 'must be a string, number or boolean' },
).transform((value) => (typeof value === 'string' ? withoutControls(value) : value));

const props = z
  .record(z.string().regex(PROP_KEY), propValue, {
    error: (issue) => (issue.code === 'invalid_key' ? 'is not a valid key' : 'must be an object'),
  })
  .refine((value) => Object.keys(value).length <= MAX_PROPS, `has more than ${MAX_PROPS} values`)
  .default({});

// Control characters are dropped, not refused: a campaign link is someone else's text.
const utmValue = cleanText()
  .max(MAX_CAMPAIGN_VALUE, `must be a string of at most ${MAX_CAMPAIGN_VALUE} characters`)
  .transform(withoutControls);

// Unknown campaign keys are refused; empty values are dropped, and no values at all is null.
const utm = z
  .strictObject(Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, utmValue.optional()])), {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'holds a key that is not a campaign parameter' : 'must be an object'),
  })
  .nullish()
  .transform((value) => {
    const kept = Object.entries(value ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
    return kept.length ? Object.fromEntries(kept) : null;
  });

// The device's clock when it sent the batch (issue 42 item 9): a phone whose clock runs
// minutes fast writes every occurredAt minutes ahead, and the whole batch was refused as
// 'in the future'. The server's clock minus sentAt is that device's offset (plus the
// request's transit, a second or less), so each time is moved by it before the checks:
// the events keep their order and spacing, on the server's clock. Without sentAt (an
// older client) nothing is moved. It gives a client no new power: the moved times must
// still fall within the same window.
const sentAtField = z.object({
  sentAt: z.iso.datetime({ offset: true, error: 'sentAt must be an ISO date-time' }).optional(),
});

function batchSchema(now: number, deviceOffsetMs: number) {
  const occurredAt = z
    .iso.datetime({ offset: true, error: 'must be an ISO date-time' })
    .transform((text) => new Date(new Date(text).getTime() + deviceOffsetMs))
    .refine((time) => time.getTime() >= now - MAX_PAST_MS, 'is more than 7 days old')
    .refine((time) => time.getTime() <= now + MAX_FUTURE_SKEW_MS, 'is in the future');
  // Other fields of an event (a userId, say) are dropped: the session decides who acted.
  const event = z.object(
    {
      name: z.string({ error: 'must be a string' }).regex(EVENT_NAME, 'must be 1 to 64 characters of a-z, 0-9, _ : . -'),
      props,
      occurredAt,
    },
    { error: 'must be an object' },
  );
  return z.object(
    {
      events: z
        .array(event, { error: 'must be a list: the body must be {"events": [...]}' })
        .min(1, 'must hold at least one event')
        .max(MAX_EVENTS_PER_BATCH, `must hold at most ${MAX_EVENTS_PER_BATCH} events`),
      utm,
    },
    { error: 'The body must be {"events": [...]}' },
  );
}

/** events[0].props.k: the place of an issue as a reader would write it. */
function where(path: PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');
}

export function validateBatch(body: unknown, now = Date.now()): ValidBatch {
  const sent = body !== null && typeof body === 'object' ? sentAtField.safeParse(body) : undefined;
  if (sent && !sent.success) throw badInput(sent.error.issues[0]!.message);
  const sentAt = sent?.data.sentAt;
  const parsed = batchSchema(now, sentAt ? now - Date.parse(sentAt) : 0).safeParse(body);
  if (parsed.success) return { events: parsed.data.events, utm: parsed.data.utm };
  const issue = parsed.error.issues[0]!;
  if (!issue.path.length) throw badInput(issue.message);
  const lowerCase = issue.message[0] === issue.message[0]?.toLowerCase();
  throw badInput(`${where(issue.path)}${lowerCase ? ' ' : ': '}${issue.message}`);
}
