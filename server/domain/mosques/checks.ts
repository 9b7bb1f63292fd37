// What a mosque's admin (or its creator) may write, checked before anything is
// stored: each failure is BAD_USER_INPUT with a message for the user, and bad
// input changes nothing (both APIs go through these).
import { FIVE_PRAYERS, type FivePrayer } from '@prayer-companion/engine';
import type { IqamaRule } from '@prayer-companion/engine/mosqueDay';
import { badInput } from '../../errors.ts';
import { checkDate, checkText, isTimeZone } from '../validation/input-checks.ts';

export const NAME_MAX = 100;
export const CITY_MAX = 100;
export const ANNOUNCEMENT_MAX = 280;
export const REASON_MAX = 500;
export const ANSWER_MAX = 500;
export const AFTER_MAX = 120;
export const JUMUAH_MAX = 4;
export const EID_MAX = 6;
export const IQAMA_RULES_MAX = 60;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export function checkClock(value: string, field: string): string {
  const clock = value.trim();
  if (!CLOCK.test(clock)) throw badInput(`${field} must be a time like 20:15`, field);
  return clock;
}

export const checkName = (value: string) =>
  checkText(value, { field: 'name', max: NAME_MAX, emptyMessage: 'Please give the mosque a name', tooLongMessage: `Please keep the name under ${NAME_MAX} characters` });

export const checkCity = (value: string) =>
  checkText(value, { field: 'city', max: CITY_MAX, emptyMessage: 'Please give the city', tooLongMessage: `Please keep the city under ${CITY_MAX} characters` });

export interface PlaceFields {
  latitude: number;
  longitude: number;
  timezone: string;
  countryCode: string;
}

export function checkPlace(p: PlaceFields): PlaceFields {
  if (!Number.isFinite(p.latitude) || Math.abs(p.latitude) > 90) throw badInput('latitude must be between -90 and 90', 'latitude');
  if (!Number.isFinite(p.longitude) || Math.abs(p.longitude) > 180) throw badInput('longitude must be between -180 and 180', 'longitude');
  // The engine reads a zero as 'no place' (the spec's missing coordinates), so a mosque stored
  // at 0 could never show its times (issue 40 item 9): refused here, on create and update.
  if (p.latitude === 0) throw badInput('latitude must not be 0: please place the pin on the mosque itself', 'latitude');
  if (p.longitude === 0) throw badInput('longitude must not be 0: please place the pin on the mosque itself', 'longitude');
  if (!isTimeZone(p.timezone)) throw badInput('timezone must be an IANA time zone such as Europe/London', 'timezone');
  const countryCode = p.countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode)) throw badInput('country_code must be two letters', 'country_code');
  return { latitude: p.latitude, longitude: p.longitude, timezone: p.timezone, countryCode };
}

export function checkJumuah(times: readonly string[]): string[] {
  if (times.length > JUMUAH_MAX) throw badInput(`At most ${JUMUAH_MAX} Jumu'ah times`, 'jumuah');
  return [...new Set(times.map((t) => checkClock(t, 'jumuah')))].sort();
}

export interface EidPrayer {
  date: string;
  time: string;
}

export function checkEid(list: readonly EidPrayer[]): EidPrayer[] {
  if (list.length > EID_MAX) throw badInput(`At most ${EID_MAX} Eid prayers`, 'eid');
  return list
    .map((e) => ({ date: checkDate(e.date, 'eid'), time: checkClock(e.time, 'eid') }))
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}

export interface IqamaChange {
  prayer: string;
  fixed?: string | null;
  after?: number | null;
  roundUp5?: boolean | null;
  from?: string | null;
  to?: string | null;
  /** Removes the rule for this prayer and date range instead. */
  remove?: boolean | null;
}

/** One change, checked: exactly one of fixed/after (unless removing), a real range. */
export function checkIqamaChange(c: IqamaChange): IqamaRule & { remove: boolean } {
  if (!(FIVE_PRAYERS as readonly string[]).includes(c.prayer)) throw badInput('prayer must be fajr, dhuhr, asr, maghrib or isha', 'prayer');
  const prayer = c.prayer as FivePrayer;
  const from = c.from ? checkDate(c.from, 'from') : undefined;
  const to = c.to ? checkDate(c.to, 'to') : undefined;
  if (from && to && from > to) throw badInput('from must not be after to', 'from');
  const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  if (c.remove) return { prayer, ...range, remove: true };
  const hasFixed = c.fixed !== null && c.fixed !== undefined;
  const hasAfter = c.after !== null && c.after !== undefined;
  if (hasFixed === hasAfter) throw badInput(`Give ${prayer} either a fixed time or minutes after adhan`, prayer);
  if (hasFixed) return { prayer, fixed: checkClock(c.fixed!, prayer), ...range, remove: false };
  if (!Number.isInteger(c.after) || c.after! < 0 || c.after! > AFTER_MAX) {
    throw badInput(`Minutes after adhan must be a whole number from 0 to ${AFTER_MAX}`, prayer);
  }
  return { prayer, after: c.after!, ...(c.roundUp5 ? { roundUp5: true } : {}), ...range, remove: false };
}

const sameSlot = (a: IqamaRule, b: IqamaRule) => a.prayer === b.prayer && (a.from ?? '') === (b.from ?? '') && (a.to ?? '') === (b.to ?? '');

/** The rules after a set of checked changes (inputs.ts' iqamaChangeInput): a change replaces the rule of the same prayer and range. */
export function applyIqamaChanges(rules: readonly IqamaRule[], changes: readonly (IqamaRule & { remove: boolean })[]): IqamaRule[] {
  let next = [...rules];
  for (const checked of changes) {
    const { remove, ...rule } = checked;
    next = next.filter((r) => !sameSlot(r, rule));
    if (!remove) next.push(rule);
  }
  if (next.length > IQAMA_RULES_MAX) throw badInput(`At most ${IQAMA_RULES_MAX} iqama rules`, 'iqama');
  return next;
}

export const checkAnnouncement = (text: string) =>
  checkText(text, {
    field: 'text',
    max: ANNOUNCEMENT_MAX,
    emptyMessage: 'Please write the announcement',
    tooLongMessage: `Please keep announcements under ${ANNOUNCEMENT_MAX} characters`,
  });
