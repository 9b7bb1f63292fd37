// A new calendar feed's choices (issue 17, decisions.md 21) as the schema GraphQL and REST
// share, like the profile and community inputs: `feedFields` are the JSON shape REST declares
// its body with, and `feedInput` adds the range of the alarm, with its message, and the
// defaults (no alarm, no Islamic days).
import { badInput } from '../../errors.ts';
import { bool, object, optional, rules, whole } from '../validation/fields.ts';
import { ALARM_MAX_MINUTES } from './feeds.ts';

export const feedFields = { alarmMinutes: optional(whole()), islamicDays: optional(bool()) };

/** The alarm minutes (0–ALARM_MAX_MINUTES, or none) and whether the Islamic days are in. */
export const feedInput = object(feedFields).transform(
  rules((input) => {
    const alarmMinutes = input.alarmMinutes ?? null;
    if (alarmMinutes !== null && (alarmMinutes < 0 || alarmMinutes > ALARM_MAX_MINUTES))
      throw badInput(`alarmMinutes must be a whole number of minutes from 0 to ${ALARM_MAX_MINUTES}`, 'alarmMinutes');
    return { alarmMinutes, islamicDays: input.islamicDays ?? false };
  }),
);
