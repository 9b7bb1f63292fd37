// A device's reminder choices (issue 17) as the one schema GraphQL and REST share, like the
// profile and community inputs: `deviceFields` are the JSON shape of GraphQL's
// PushSubscriptionInput (REST's body takes the browser's PushSubscription.toJSON() with the
// same choice fields, and maps it onto this), and `deviceInput` adds the rules of
// `checkChoices`: the endpoint's allow-list, the keys, which prayers, and minutes before
// (0 = at the time; up to three values, 0–60). Which prayers and extras exist is
// the shape's (an unknown one is named with its place: `prayers[0]`), as REST has always said.
import { FIVE_PRAYERS } from '@prayer-companion/engine';
import { badInput } from '../../errors.ts';
import { list, object, oneOf, optional, rules, str, whole } from '../validation/fields.ts';
import { isAllowedEndpoint } from './endpoint.ts';
import { ISLAMIC_KINDS } from '../../i18n/islamicTexts.ts';

export const MAX_MINUTES_BEFORE = 60;
export const MAX_REMINDERS_PER_PRAYER = 3;
/** base64url of a P-256 public point (65 bytes → 87 characters) and of a 16-byte auth secret (22). */
const P256DH = /^[A-Za-z0-9_-]{87}={0,1}$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

export interface DeviceChoices {
  endpoint: string;
  p256dh: string;
  auth: string;
  prayers: string[];
  minutesBefore: number[];
  /** The Islamic-year reminders (issue 32): suhoor, iftar, fast_eve, last_ten, month_start. */
  extras?: string[] | null;
  /** Minutes before imsak for suhoor, 0–60 (30 when not given). */
  suhoorMinutes?: number | null;
}

export const DEFAULT_SUHOOR_MINUTES = 30;

export function checkEndpoint(endpoint: string, allowedOrigins: readonly string[]): string {
  if (!isAllowedEndpoint(endpoint, allowedOrigins)) {
    throw badInput("This subscription's endpoint is not a browser push service", 'endpoint');
  }
  return endpoint;
}

/** The rules of deviceInput: its shape has already judged the types, the lists' lengths and which prayers and extras exist. */
function checkChoices(input: DeviceChoices, allowedOrigins: readonly string[]): DeviceChoices {
  checkEndpoint(input.endpoint, allowedOrigins);
  if (!P256DH.test(input.p256dh)) throw badInput('keys.p256dh must be the base64url P-256 public key of the subscription', 'p256dh');
  if (!AUTH.test(input.auth)) throw badInput('keys.auth must be the base64url 16-byte secret of the subscription', 'auth');
  const prayers = [...new Set(input.prayers)];
  const minutes = [...new Set(input.minutesBefore)].sort((a, b) => b - a);
  if (minutes.length === 0) throw badInput(`minutesBefore must hold 1 to ${MAX_REMINDERS_PER_PRAYER} values`, 'minutesBefore');
  if (minutes.some((m) => m < 0 || m > MAX_MINUTES_BEFORE)) {
    throw badInput(`minutesBefore must be whole minutes from 0 to ${MAX_MINUTES_BEFORE} (0 = at the prayer's time)`, 'minutesBefore');
  }
  const extras = [...new Set(input.extras ?? [])];
  const suhoorMinutes = input.suhoorMinutes ?? DEFAULT_SUHOOR_MINUTES;
  if (suhoorMinutes < 0 || suhoorMinutes > MAX_MINUTES_BEFORE)
    throw badInput(`suhoorMinutes must be whole minutes from 0 to ${MAX_MINUTES_BEFORE} before imsak`, 'suhoorMinutes');
  return {
    ...input,
    prayers: FIVE_PRAYERS.filter((p) => prayers.includes(p)),
    minutesBefore: minutes,
    extras: ISLAMIC_KINDS.filter((e) => extras.includes(e)),
    suhoorMinutes,
  };
}

export const deviceFields = {
  endpoint: str(),
  p256dh: str(),
  auth: str(),
  prayers: list(oneOf(FIVE_PRAYERS), FIVE_PRAYERS.length),
  minutesBefore: list(whole(), MAX_REMINDERS_PER_PRAYER),
  extras: optional(list(oneOf(ISLAMIC_KINDS), ISLAMIC_KINDS.length)),
  suhoorMinutes: optional(whole()),
};

/** The choices as stored, for a server whose push services are `allowedOrigins`. */
export const deviceInput = (allowedOrigins: readonly string[]) =>
  object(deviceFields).transform(rules((input: DeviceChoices) => checkChoices(input, allowedOrigins)));
