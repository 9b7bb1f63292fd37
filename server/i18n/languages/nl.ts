// Dutch: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
// The user is addressed with "je", as in the app (docs/i18n/nl.md).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('nl').select(count);

export const nl: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Fajr', sunrise: 'Zonsopgang', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' },
    soon: (p, n, c) => `${p} over ${n} ${plural(c) === 'one' ? 'minuut' : 'minuten'}`,
    now: (p) => `Het is tijd voor ${p}`,
    alarmNow: (p) => `${p} nu`,
    testTitle: 'Testherinnering',
    testBody: 'Zo zien je gebedsherinneringen eruit.',
    calendarName: (city) => `Gebedstijden · ${city}`,
    calendarDescription: (place, days) => `Fajr, Dhuhr, Asr, Maghrib en Isha in ${place}, voor de komende ${days} dagen.`,
    eventDescription: (p, time, place, zone) => `${p} om ${time} in ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Suhoor: imsak over ${n} minuten`,
    suhoorNowTitle: 'Imsak: het vasten begint',
    imsak: 'Imsak',
    iftarTitle: 'Iftar: tijd om het vasten te breken',
    maghrib: 'Maghrib',
    fastEveTitle: 'Morgen vrijwillig vasten',
    reasons: { monday: 'Maandag', thursday: 'Donderdag', white_days: 'Een van de witte dagen (13–15)', arafah: 'De dag van Arafa', ashura: 'Ashura', shawwal: 'De zes dagen van Shawwal' },
    nightTitle: (n) => `Vannacht is de ${n}e nacht van de Ramadan`,
    oddNight: 'Een oneven nacht van de laatste tien: zoek Laylat al-Qadr',
    evenNight: 'Een van de laatste tien nachten',
    monthStartTitle: (m, c) => `${m} begint morgen (${c})`,
  },
  mail: {
    verify: {
      subject: 'Bevestig je e-mailadres voor Gebedsmaatje',
      intro: 'Open deze link om dit adres aan je gebedsruimte te koppelen:',
      action: 'E-mailadres bevestigen',
      outro: 'De link werkt één keer, 24 uur lang. Heb je niets aangevraagd? Dan kun je dit bericht negeren.',
    },
    'sign-in': {
      subject: 'Inloggen bij Gebedsmaatje',
      intro: 'Open deze link om op dit apparaat in te loggen in je gebedsruimte:',
      action: 'Inloggen',
      outro: 'De link werkt één keer, 15 minuten lang. Heb je niets aangevraagd? Dan kun je dit bericht negeren.',
    },
  },
  connectNotice: {
    subject: 'Iemand wilde je e-mailadres koppelen bij Gebedsmaatje',
    body: 'Iemand heeft gevraagd dit adres aan een andere gebedsruimte te koppelen. Er is niets veranderd: het adres hoort nog steeds bij jouw ruimte, en er is naar niemand een link gestuurd.',
    outro: 'Was jij het zelf? Log dan in de app in met je e-mailadres. Anders hoef je niets te doen.',
  },
  claim: {
    subject: (m) => `${m} beheren bij Gebedsmaatje`,
    intro: (m) =>
      `Iemand wil ${m} beheren bij Gebedsmaatje: iqama-tijden, vrijdaggebed, mededelingen en het scherm in de gebedsruimte. Dit is het adres dat OpenStreetMap voor de moskee vermeldt. Open deze link om de beheerlink van de moskee te krijgen:`,
    action: 'Deze moskee beheren',
    outro: 'De link werkt één keer, 7 dagen lang. Heeft niemand in de moskee iets aangevraagd? Dan kun je dit bericht negeren: er verandert niets.',
  },
  iqamaNow: (p, c, m) => `${m}: de iqama van ${p} is nu om ${c}`,
  iqamaSoon: (p, n, m) => `${m}: iqama van ${p} over ${n} min`,
};
