// What a reminder says (issue 17): before the time it says how long is left,
// at the time it says the time has come; users of other apps report mixing
// the two up as a bug. English until the user's language is kept (issue 18).
import { PRAYER_NAMES } from '../../client/src/prayer/index.ts';

const label = (prayer: string) => PRAYER_NAMES.find((p) => p.value === prayer)?.label ?? prayer;

export interface ReminderText {
  title: string;
  body: string;
}

export function reminderText(prayer: string, minutesBefore: number, clock: string): ReminderText {
  const name = label(prayer);
  if (minutesBefore === 0) return { title: `It is time for ${name}`, body: `${name} is at ${clock}.` };
  const left = minutesBefore === 1 ? '1 minute' : `${minutesBefore} minutes`;
  return { title: `${name} in ${left}`, body: `${name} is at ${clock}.` };
}

export const testReminderText = (): ReminderText => ({
  title: 'Test reminder',
  body: 'Prayer reminders reach this device.',
});
