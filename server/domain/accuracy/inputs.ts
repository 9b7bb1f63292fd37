// 'These times don't match' (issue 45 item 6) as a schema GraphQL and REST share, like the
// ledger's inputs: `reportFields` is the JSON shape REST declares its body with, and
// `reportInput` adds the rules (a real date, a time of day, a source) with their messages.
import { REPORT_CLOCK, REPORT_SOURCE_MAX } from '@prayer-companion/common';
import { badInput } from '../../errors.ts';
import { checkDate, checkText } from '../validation/input-checks.ts';
import { object, oneOf, rules, str } from '../validation/fields.ts';

/** The six times a user can say are off: the five prayers and sunrise (the end of Fajr). */
export const REPORTED_TIMES = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type ReportedTime = (typeof REPORTED_TIMES)[number];

export const reportFields = { date: str(), prayer: oneOf(REPORTED_TIMES), expected: str(), source: str() };

/** A report: a real date, one of the six times, 'HH:MM' (24-hour), and where the time is from. */
export const reportInput = object(reportFields).transform(
  rules((input) => {
    const date = checkDate(input.date);
    if (!REPORT_CLOCK.test(input.expected)) throw badInput('The expected time must be HH:MM (24-hour)', 'expected');
    const source = checkText(input.source, {
      field: 'source',
      max: REPORT_SOURCE_MAX,
      emptyMessage: 'Say where the expected time is from (a mosque, a timetable, a website)',
      tooLongMessage: `The source can be at most ${REPORT_SOURCE_MAX} characters`,
    });
    return { date, prayer: input.prayer, expected: input.expected, source };
  }),
);
