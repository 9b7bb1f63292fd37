// A dayjs locale made from the language's month and weekday names (Intl's, or the catalog's
// where the browser has none: dateFormatter), for a language dayjs ships none for (Somali,
// Pashto, Hausa): the date pickers then name months and days in it.
import dayjs from 'dayjs';
import { dateFormatter } from './format.ts';
import type { ActiveLanguage } from './languages.ts';

const names = (language: ActiveLanguage, count: number, option: Intl.DateTimeFormatOptions, day: (i: number) => Date) => {
  const format = dateFormatter(language, { ...option, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(day(i)));
};

/** Registers `language` with dayjs from Intl's names (weeks from Monday, as CLDR has it for Somalia). */
export function defineIntlDayjsLocale(language: ActiveLanguage): void {
  const month = (m: number) => new Date(Date.UTC(2026, m, 1));
  // 1 November 2026 was a Sunday: dayjs lists weekdays from Sunday.
  const weekday = (d: number) => new Date(Date.UTC(2026, 10, 1 + d));
  dayjs.locale(
    {
      name: language,
      months: names(language, 12, { month: 'long' }, month),
      monthsShort: names(language, 12, { month: 'short' }, month),
      weekdays: names(language, 7, { weekday: 'long' }, weekday),
      weekdaysShort: names(language, 7, { weekday: 'short' }, weekday),
      weekdaysMin: names(language, 7, { weekday: 'narrow' }, weekday),
      weekStart: 1,
      ordinal: (n: number) => String(n),
      // Unused by the pickers; required by the type.
    } as unknown as Parameters<typeof dayjs.locale>[0],
    undefined,
    true,
  );
}
