// Hausa: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('ha').select(count);

export const ha: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Asuba', sunrise: 'Fitowar rana', dhuhr: 'Azahar', asr: "La'asar", maghrib: 'Magariba', isha: 'Isha' },
    soon: (p, n, c) => `${p} nan da ${plural(c) === 'one' ? 'minti' : 'mintuna'} ${n}`,
    now: (p) => `Lokacin ${p} ya yi`,
    alarmNow: (p) => `${p} yanzu`,
    testTitle: 'Tunatarwar gwaji',
    testBody: 'Haka tunatarwar sallarku za ta bayyana.',
    calendarName: (city) => `Lokutan sallah · ${city}`,
    calendarDescription: (place, days) => `Asuba, Azahar, La'asar, Magariba da Isha a ${place}, na kwanaki ${days} masu zuwa.`,
    eventDescription: (p, time, place, zone) => `${p} da ${time} a ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Sahur: imsak nan da minti ${n}`,
    suhoorNowTitle: 'Imsak: azumi ya fara',
    imsak: 'Imsak',
    iftarTitle: 'Buɗa baki: lokacin buɗa baki ya yi',
    maghrib: 'Magariba',
    fastEveTitle: 'Gobe azumin nafila ne',
    reasons: { monday: 'Litinin', thursday: 'Alhamis', white_days: 'Ɗaya daga cikin kwanaki farare (13–15)', arafah: 'Ranar Arfa', ashura: 'Ranar Ashura', shawwal: 'Kwanaki shida na Shawwal' },
    nightTitle: (n) => `Daren yau shi ne dare na ${n} na Ramadan`,
    oddNight: 'Daren mara na goman ƙarshe: ku nemi Lailatul Ƙadri',
    evenNight: 'Ɗaya daga cikin darare goma na ƙarshe',
    monthStartTitle: (m, c) => `${m} zai fara gobe (${c})`,
  },
  mail: {
    verify: {
      subject: 'Tabbatar da imel ɗinku a Abokin Sallah',
      intro: 'Ku buɗe wannan mahaɗin don haɗa wannan adireshin da wurin sallarku:',
      action: 'Tabbatar da imel ɗina',
      outro: 'Mahaɗin yana aiki sau ɗaya, cikin awa 24. Idan ba ku nemi komai ba, ku yi watsi da wannan saƙo.',
    },
    'sign-in': {
      subject: 'Shiga Abokin Sallah',
      intro: "Ku buɗe wannan mahaɗin don shiga wurin sallarku a wannan na'ura:",
      action: 'Shigar da ni',
      outro: 'Mahaɗin yana aiki sau ɗaya, cikin minti 15. Idan ba ku nemi komai ba, ku yi watsi da wannan saƙo.',
    },
  },
  connectNotice: {
    subject: 'Wani ya yi ƙoƙarin haɗa imel ɗinku a Abokin Sallah',
    body: 'Wani ya nemi a haɗa wannan adireshin da wani wurin sallah daban. Babu abin da ya canza: adireshin yana nan a wurinku, kuma ba a aika mahaɗi ga kowa ba.',
    outro: 'Idan ku ne, ku shiga da imel ɗinku a cikin manhajar kawai. Idan ba haka ba, ba sai kun yi komai ba.',
  },
  claim: {
    subject: (m) => `Kula da ${m} a Abokin Sallah`,
    intro: (m) =>
      `Wani ya nemi kula da ${m} a Abokin Sallah: lokutan ikama, Sallar Juma'a, sanarwa da allon ɗakin sallah. Wannan adireshin shi ne wanda OpenStreetMap ya jera na masallacin. Ku buɗe wannan mahaɗin don samun mahaɗin mai kula da masallacin:`,
    action: 'Kula da wannan masallaci',
    outro: 'Mahaɗin yana aiki sau ɗaya, cikin kwanaki 7. Idan babu wani a masallacin da ya nemi komai, ku yi watsi da wannan saƙo: babu abin da zai canza.',
  },
  iqamaNow: (p, c, m) => `An mayar da ikamar ${p} a ${m} zuwa ${c}`,
  iqamaSoon: (p, n, m) => `Ikamar ${p} nan da minti ${n} a ${m}`,
};
