// The mosques' inputs (issue 33, decision 26) as schemas GraphQL and REST share, like the
// profile, community and ledger inputs: `…Fields` are the JSON shape REST declares its body
// with, and `…Input` adds the rules (checks.ts) with their messages and fields. What needs
// the stored mosque (a profile change merged with its place, the iqama rules it already has)
// stays in store.ts and checks.ts. GraphQL's arguments are typed already, so their schemas
// take plain strings (`text`): the rules judge each field in their order, as they always have,
// while a REST body's fields are clean text (`str`) from the start.
import { z } from 'zod';
import { checkLanguage, checkText } from '../validation/input-checks.ts';
import { badInput } from '../../errors.ts';
import { bool, int, num, object, optional, rules, str, whole } from '../validation/fields.ts';
import { ANSWER_MAX, REASON_MAX, checkAnnouncement, checkCity, checkIqamaChange, checkName, checkPlace } from './checks.ts';
import { IQAMA_REMINDER_MAX } from './followers.ts';

type Text = () => z.ZodType<string, string>;
const plain: Text = () => z.string();

/** How a mosque's times are found: a preset, a madhab, or its published timetable pasted. */
const timesSourceShape = (text: Text) => ({ method: optional(text()), madhab: optional(text()), timetable: optional(text()) });
export const timesSourceFields = timesSourceShape(str);

const mosqueShape = (text: Text) => ({
  name: text(),
  city: text(),
  countryCode: text(),
  latitude: num(),
  longitude: num(),
  timezone: text(),
  language: optional(text()),
  ...timesSourceShape(text),
});
export const mosqueFields = mosqueShape(str);

/** A new mosque: a name, a city, a real place; the language defaults to English. The times source is judged with the place (times-source.ts). */
export const mosqueInput = object(mosqueShape(plain)).transform(
  rules((input) => {
    const name = checkName(input.name);
    const city = checkCity(input.city);
    const place = checkPlace(input);
    const language = input.language ? checkLanguage(input.language) : 'en';
    return { ...input, name, city, ...place, language };
  }),
);

/** One iqama change: a prayer, exactly one of fixed/after (unless removing), a real range. */
export const iqamaChangeInput = object({
  prayer: plain(),
  fixed: optional(plain()),
  after: optional(whole()),
  roundUp5: optional(bool()),
  from: optional(plain()),
  to: optional(plain()),
  remove: optional(bool()),
}).transform(rules(checkIqamaChange));

export const reportFields = { reason: str() };

/** A report's reason: not blank, at most REASON_MAX characters. */
export const reportInput = object({ reason: plain() }).transform(
  rules(({ reason }) => ({
    reason: checkText(reason, { field: 'reason', max: REASON_MAX, emptyMessage: 'Please say what is wrong', tooLongMessage: `Please keep the reason under ${REASON_MAX} characters` }),
  })),
);

export const answerFields = { answer: str() };

/** The admin's answer to the reports: not blank, at most ANSWER_MAX characters. */
export const answerInput = object({ answer: plain() }).transform(
  rules(({ answer }) => ({
    answer: checkText(answer, { field: 'answer', max: ANSWER_MAX, emptyMessage: 'Please write an answer', tooLongMessage: `Please keep the answer under ${ANSWER_MAX} characters` }),
  })),
);

export const announcementFields = { text: str(), expiresAt: optional(str()) };

/** An announcement's text: not blank, at most ANNOUNCEMENT_MAX characters (its expiry is judged against the clock, in announcements.ts). */
export const announcementInput = object({ text: plain() }).transform(rules(({ text }) => ({ text: checkAnnouncement(text) })));

export const followFields = { slug: str(), notify: optional(bool()), iqamaReminder: optional(int(0, IQAMA_REMINDER_MAX)) };

/** Following a mosque: a push on iqama changes (off when not given), and minutes before each iqama for a reminder (none when not given). */
export const followInput = object({ slug: plain(), notify: optional(bool()), iqamaReminder: optional(whole()) }).transform(
  rules(({ slug, notify, iqamaReminder }) => {
    if (iqamaReminder !== undefined && (iqamaReminder < 0 || iqamaReminder > IQAMA_REMINDER_MAX))
      throw badInput(`iqamaReminder must be a whole number of minutes from 0 to ${IQAMA_REMINDER_MAX}`, 'iqamaReminder');
    return { slug, notify: notify ?? false, iqamaReminder: iqamaReminder ?? null };
  }),
);
