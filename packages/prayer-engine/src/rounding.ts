// How an authority turns its computed instant into the printed minute. adhan
// computes every time unrounded here (compute.ts); this rounds each time once,
// at the end, after the horizon and the holds have moved it. Authorities differ:
// most print the nearest minute, MUIS prints the next one, and some print a
// time for which being early is the risk (Morocco's Fajr) on the minute before.
import { Rounding } from 'adhan';
import type { MethodParams } from './params.ts';
import { TIME_NAMES, type TimeName } from './types.ts';

type AdhanRounding = (typeof Rounding)[keyof typeof Rounding];

export type MinuteRounding = 'nearest' | 'up' | 'down';

const MINUTE = 60_000;

/** Each time's rule: the recipe's per-time rule, else its general one, else adhan's method's (Singapore: up). */
export function roundingRules(adhanRounding: AdhanRounding, recipe: MethodParams | undefined): Record<TimeName, MinuteRounding> {
  const general: MinuteRounding = recipe?.rounding ?? (adhanRounding === Rounding.Up ? 'up' : 'nearest');
  return Object.fromEntries(TIME_NAMES.map((n) => [n, recipe?.rounding_by_time?.[n] ?? general])) as Record<TimeName, MinuteRounding>;
}

/** `at` on a whole minute under `rule` (a whole minute stays as it is). */
export function toMinute(at: Date, rule: MinuteRounding): Date {
  const minutes = at.getTime() / MINUTE;
  const whole = rule === 'up' ? Math.ceil(minutes) : rule === 'down' ? Math.floor(minutes) : Math.round(minutes);
  return new Date(whole * MINUTE);
}
