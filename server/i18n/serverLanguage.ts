// Everything the server writes in one language (issue 48): reminders and the calendar
// feed, the Islamic-year reminders, the account mails, the notice to an address's owner,
// the mosque-claim mail and the iqama notices. The languages added in issue 48 each keep
// theirs in one file, server/i18n/languages/<code>.ts; the eight before them are still
// written inline in each module's table, which reads a language file's part by name.
export type PrayerKey = 'fajr' | 'sunrise' | 'dhuhr' | 'asr' | 'maghrib' | 'isha';

/** Prayer reminders (Web Push) and the calendar feed. */
export interface ReminderTexts {
  prayers: Record<PrayerKey, string>;
  /** 'Asr in 10 minutes': `n` is already written in the language's digits; `count` picks the plural. */
  soon: (prayer: string, n: string, count: number) => string;
  /** 'It is time for Asr'. */
  now: (prayer: string) => string;
  /** The calendar alarm at the prayer's time: 'Asr now'. */
  alarmNow: (prayer: string) => string;
  testTitle: string;
  testBody: string;
  calendarName: (city: string) => string;
  calendarDescription: (place: string, days: string) => string;
  eventDescription: (prayer: string, time: string, place: string, zone: string) => string;
}

export type FastReason = 'monday' | 'thursday' | 'white_days' | 'arafah' | 'ashura' | 'shawwal';

export type MailKind = 'verify' | 'sign-in';

/** An account mail: its subject and the words around its one link. */
export interface MailTexts {
  subject: string;
  /** The paragraph before the link. */
  intro: string;
  /** The link's label in the HTML part. */
  action: string;
  /** How long the link works, and what to do when it was not you. */
  outro: string;
}

/** The Islamic-year reminders: suhoor, iftar, voluntary fasts, the last ten nights, a month's start. */
export interface IslamicTexts {
  suhoorTitle: (minutes: string) => string;
  suhoorNowTitle: string;
  /** The body of suhoor and iftar: 'Imsak · 05:12', 'Maghrib · 17:40'. */
  imsak: string;
  iftarTitle: string;
  maghrib: string;
  fastEveTitle: string;
  reasons: Record<FastReason, string>;
  nightTitle: (night: string) => string;
  oddNight: string;
  evenNight: string;
  monthStartTitle: (month: string, country: string) => string;
}

/** The notice to a confirmed address's owner when someone else asks to connect it. */
export interface ConnectNoticeTexts {
  subject: string;
  /** What happened, and that nothing changed. */
  body: string;
  /** What to do: nothing, or sign in from the app as usual. */
  outro: string;
}

/** The mail a mosque claim sends to the address OpenStreetMap lists. */
export interface ClaimTexts {
  subject: (mosque: string) => string;
  intro: (mosque: string) => string;
  action: string;
  outro: string;
}

export interface ServerLanguage {
  reminders: ReminderTexts;
  islamic: IslamicTexts;
  mail: Record<MailKind, MailTexts>;
  connectNotice: ConnectNoticeTexts;
  claim: ClaimTexts;
  /** 'Isha iqama is now 20:15 at East London Mosque'. */
  iqamaNow: (prayer: string, clock: string, mosque: string) => string;
  /** 'Isha iqama in 10 min at East London Mosque'. */
  iqamaSoon: (prayer: string, n: string, mosque: string) => string;
}
