// What a reminder says (issue 17), in the user's language (server/i18n): before
// the time it says how long is left ('Asr in 10 minutes'), at the time that the
// time has come ('It is time for Asr'); users of other apps report mixing the
// two up as a bug. The body is the prayer and its time on the place's clock.
import { localDigits, serverTexts, type PrayerKey } from '../../i18n/texts.ts';
import { islamicReminderText, ISLAMIC_KINDS } from '../../i18n/islamicTexts.ts';

export interface ReminderText {
  title: string;
  body: string;
}

export function reminderText(prayer: string, minutesBefore: number, clock: string, language: unknown): ReminderText {
  // Suhoor, iftar, fasts, nights and month starts (issue 32) have texts of their own.
  if ((ISLAMIC_KINDS as readonly string[]).includes(prayer)) return islamicReminderText(prayer, minutesBefore, clock, language);
  const texts = serverTexts(language);
  const key = prayer as PrayerKey;
  const title = minutesBefore === 0 ? texts.reminderNow(key) : texts.reminderSoon(key, minutesBefore);
  return { title, body: `${texts.prayerName(key)} · ${localDigits(texts.language, clock)}` };
}

export const testReminderText = (language: unknown): ReminderText => serverTexts(language).testReminder;
