// The names of the Islamic year's days, imsak and Ramadan for the calendar
// feed, in the user's language: read from the client's own text files (the
// same translations the /calendar screen shows), so no name is translated
// twice. Only plain keys and '{name}' / '{day}' placeholders are used here.
import { readCatalog } from '@prayer-companion/common/catalogFiles';
import { OBSERVED_BY_MANY, type IslamicDay } from '@prayer-companion/engine/islamicDays';
import { languageOf, type LanguageCode } from '@prayer-companion/common';

type Catalog = Record<string, string>;
const catalogs = new Map<LanguageCode, Catalog>();

function catalog(language: LanguageCode): Catalog {
  let found = catalogs.get(language);
  if (!found) {
    found = readCatalog(language);
    catalogs.set(language, found);
  }
  return found;
}

export function islamicDayTexts(language: unknown) {
  const code = languageOf(language);
  const c = catalog(code);
  const text = (key: string, values: Record<string, string> = {}) =>
    (c[key] ?? catalog('en')[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  return {
    imsak: text('ramadan.imsak'),
    /** 'Ramadan, day 13' (digits as the language writes them are left to the caller). */
    ramadanDay: (day: string) => text('ramadan.day', { day }),
    /** 'Ashura · Fast of Ashura': the names of a noted day, joined. */
    dayTitle: (info: IslamicDay) =>
      [
        ...info.days.map((kind) => {
          const name = text(`islamicYear.day.${kind}`);
          return OBSERVED_BY_MANY.has(kind) ? text('islamicYear.observedByMany', { name }) : name;
        }),
        ...(info.oddNight ? [text('islamicYear.oddNight')] : []),
        ...info.fasts.map((fast) => text(`islamicYear.fast.${fast}`)),
      ].join(' · '),
  };
}
