// German: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
// The user is addressed with "du", as in the app (docs/i18n/de.md).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('de').select(count);

export const de: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Fadschr', sunrise: 'Sonnenaufgang', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Ischa' },
    soon: (p, n, c) => `${p} in ${n} ${plural(c) === 'one' ? 'Minute' : 'Minuten'}`,
    now: (p) => `Es ist Zeit für ${p}`,
    alarmNow: (p) => `${p} jetzt`,
    testTitle: 'Testerinnerung',
    testBody: 'So werden deine Gebetserinnerungen angezeigt.',
    calendarName: (city) => `Gebetszeiten · ${city}`,
    calendarDescription: (place, days) => `Fadschr, Dhuhr, Asr, Maghrib und Ischa in ${place}, für die nächsten ${days} Tage.`,
    eventDescription: (p, time, place, zone) => `${p} um ${time} in ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Suhur: Imsak in ${n} Minuten`,
    suhoorNowTitle: 'Imsak: Das Fasten beginnt',
    imsak: 'Imsak',
    iftarTitle: 'Iftar: Zeit zum Fastenbrechen',
    maghrib: 'Maghrib',
    fastEveTitle: 'Morgen freiwilliges Fasten',
    reasons: { monday: 'Montag', thursday: 'Donnerstag', white_days: 'Einer der weißen Tage (13.–15.)', arafah: 'Der Tag von Arafa', ashura: 'Aschura', shawwal: 'Die sechs Tage im Schawwal' },
    nightTitle: (n) => `Heute ist die ${n}. Nacht des Ramadan`,
    oddNight: 'Eine ungerade Nacht der letzten zehn: Suche Lailat al-Qadr',
    evenNight: 'Eine der letzten zehn Nächte',
    monthStartTitle: (m, c) => `${m} beginnt morgen (${c})`,
  },
  mail: {
    verify: {
      subject: 'Bestätige deine E-Mail für Gebetsbegleiter',
      intro: 'Öffne diesen Link, um diese Adresse mit deinem Gebetsbereich zu verbinden:',
      action: 'E-Mail bestätigen',
      outro: 'Der Link funktioniert einmal, 24 Stunden lang. Wenn du nichts angefordert hast, ignoriere diese Nachricht.',
    },
    'sign-in': {
      subject: 'Anmeldung bei Gebetsbegleiter',
      intro: 'Öffne diesen Link, um dich auf diesem Gerät in deinem Gebetsbereich anzumelden:',
      action: 'Anmelden',
      outro: 'Der Link funktioniert einmal, 15 Minuten lang. Wenn du nichts angefordert hast, ignoriere diese Nachricht.',
    },
  },
  connectNotice: {
    subject: 'Jemand wollte deine E-Mail bei Gebetsbegleiter verbinden',
    body: 'Jemand hat darum gebeten, diese Adresse mit einem anderen Gebetsbereich zu verbinden. Nichts hat sich geändert: Die Adresse gehört weiter zu deinem Bereich, und an niemanden wurde ein Link gesendet.',
    outro: 'Warst du es selbst, melde dich stattdessen in der App mit deiner E-Mail an. Sonst musst du nichts tun.',
  },
  claim: {
    subject: (m) => `${m} bei Gebetsbegleiter verwalten`,
    intro: (m) =>
      `Jemand möchte ${m} bei Gebetsbegleiter verwalten: Iqama-Zeiten, Freitagsgebet, Ankündigungen und die Gebetsraum-Anzeige. Diese Adresse ist die, die OpenStreetMap für die Moschee angibt. Öffne diesen Link, um den Verwaltungslink der Moschee zu erhalten:`,
    action: 'Diese Moschee verwalten',
    outro: 'Der Link funktioniert einmal, 7 Tage lang. Wenn niemand in der Moschee darum gebeten hat, ignoriere diese Nachricht: Es ändert sich nichts.',
  },
  iqamaNow: (p, c, m) => `${m}: Die Iqama zu ${p} ist jetzt um ${c}`,
  iqamaSoon: (p, n, m) => `${m}: Iqama zu ${p} in ${n} Min.`,
};
