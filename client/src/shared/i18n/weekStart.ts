// The first day of the week for the user's calendars (the stats' heatmap, the date picker's
// month), outside format.ts so that Home's first load does not carry it.
import { PSEUDO, type ActiveLanguage } from './languages.ts';

/**
 * The day a week starts on, 0 (Sunday) to 6 (Saturday), for calendars and the heatmap: the
 * browser's own region where it speaks the app's language (English in Britain: Monday; in the
 * United States: Sunday), else the language's (Arabic: Saturday; Turkish, Malay: Monday).
 * Sunday where the browser cannot say (Intl.Locale's week info).
 */
export function firstWeekday(language: ActiveLanguage, preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): number {
  const base = language === PSEUDO ? 'en' : language;
  const tag = preferred.find((candidate) => candidate.toLowerCase().split('-')[0] === base) ?? base;
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const first = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return first === undefined ? 0 : first % 7;
  } catch {
    return 0;
  }
}
