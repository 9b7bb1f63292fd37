// Bosnian: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('bs').select(count);
const minutes = (count: number) => {
  const category = plural(count);
  return category === 'one' ? 'minutu' : category === 'few' ? 'minute' : 'minuta';
};

export const bs: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Zora', sunrise: 'Izlazak sunca', dhuhr: 'Podne', asr: 'Ikindija', maghrib: 'Akšam', isha: 'Jacija' },
    soon: (p, n, c) => `${p} za ${n} ${minutes(c)}`,
    now: (p) => `Nastupilo je vrijeme namaza: ${p}`,
    alarmNow: (p) => `${p} sada`,
    testTitle: 'Probni podsjetnik',
    testBody: 'Ovako će izgledati vaši podsjetnici za namaz.',
    calendarName: (city) => `Vaktovi · ${city}`,
    calendarDescription: (place, days) => `Zora, podne, ikindija, akšam i jacija za mjesto ${place}, narednih ${days} dana.`,
    eventDescription: (p, time, place, zone) => `${p} u ${time}, ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Sehur: imsak za ${n} min`,
    suhoorNowTitle: 'Imsak: post počinje',
    imsak: 'Imsak',
    iftarTitle: 'Iftar: vrijeme je za prekid posta',
    maghrib: 'Akšam',
    fastEveTitle: 'Sutra je dobrovoljni post',
    reasons: { monday: 'Ponedjeljak', thursday: 'Četvrtak', white_days: 'Jedan od bijelih dana (13.–15.)', arafah: 'Dan Arefata', ashura: 'Ašura', shawwal: 'Šest dana ševvala' },
    nightTitle: (n) => `Noćas je ${n}. noć ramazana`,
    oddNight: 'Neparna noć od posljednjih deset: tražite Lejletu-l-kadr',
    evenNight: 'Jedna od posljednjih deset noći',
    monthStartTitle: (m, c) => `Sutra počinje ${m} (${c})`,
  },
  mail: {
    verify: {
      subject: 'Potvrdite svoj e-mail za Namaski saputnik',
      intro: 'Otvorite ovaj link da povežete ovu adresu sa svojim namaskim prostorom:',
      action: 'Potvrdi moj e-mail',
      outro: 'Link radi samo jednom, 24 sata. Ako ništa niste tražili, zanemarite ovu poruku.',
    },
    'sign-in': {
      subject: 'Prijava u Namaski saputnik',
      intro: 'Otvorite ovaj link da se prijavite u svoj namaski prostor na ovom uređaju:',
      action: 'Prijavi me',
      outro: 'Link radi samo jednom, 15 minuta. Ako ništa niste tražili, zanemarite ovu poruku.',
    },
  },
  connectNotice: {
    subject: 'Neko je pokušao povezati vaš e-mail u aplikaciji Namaski saputnik',
    body: 'Neko je tražio da se ova adresa poveže s drugim namaskim prostorom. Ništa se nije promijenilo: adresa ostaje u vašem prostoru i nikome nije poslan nikakav link.',
    outro: 'Ako ste to bili vi, prijavite se radije svojim e-mailom u aplikaciji. Ako niste, ne trebate ništa uraditi.',
  },
  claim: {
    subject: (m) => `Upravljanje: ${m} u aplikaciji Namaski saputnik`,
    intro: (m) =>
      `Neko je tražio da upravlja džamijom ${m} u aplikaciji Namaski saputnik: vrijeme ikameta, džuma, obavijesti i ekran u džamiji. Ovu adresu OpenStreetMap navodi za džamiju. Otvorite ovaj link da dobijete administratorski link džamije:`,
    action: 'Upravljaj ovom džamijom',
    outro: 'Link radi samo jednom, 7 dana. Ako niko u džamiji ništa nije tražio, zanemarite ovu poruku: ništa se ne mijenja.',
  },
  iqamaNow: (p, c, m) => `Ikamet za ${p} je sada u ${c}, ${m}`,
  iqamaSoon: (p, n, m) => `Ikamet za ${p} za ${n} min, ${m}`,
};
