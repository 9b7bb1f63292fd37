// Swahili: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('sw').select(count);
// 'dakika' (minute) is the same word in the singular and the plural: 'dakika 1', 'dakika 10'.
const minutes = (count: number) => (plural(count) === 'one' ? 'dakika' : 'dakika');

export const sw: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Alfajiri', sunrise: 'Macheo', dhuhr: 'Adhuhuri', asr: 'Alasiri', maghrib: 'Magharibi', isha: 'Isha' },
    soon: (p, n, c) => `${p} baada ya ${minutes(c)} ${n}`,
    now: (p) => `Ni wakati wa swala: ${p}`,
    alarmNow: (p) => `${p} sasa`,
    testTitle: 'Kikumbusho cha majaribio',
    testBody: 'Vikumbusho vyako vya swala vitaonekana hivi.',
    calendarName: (city) => `Nyakati za swala · ${city}`,
    calendarDescription: (place, days) => `Alfajiri, Adhuhuri, Alasiri, Magharibi na Isha huko ${place}, kwa siku ${days} zijazo.`,
    eventDescription: (p, time, place, zone) => `${p} saa ${time} huko ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Daku: imsak baada ya ${minutes(Number(n))} ${n}`,
    suhoorNowTitle: 'Imsak: funga inaanza',
    imsak: 'Imsak',
    iftarTitle: 'Futari: ni wakati wa kufuturu',
    maghrib: 'Magharibi',
    fastEveTitle: 'Kesho ni funga ya sunna',
    reasons: { monday: 'Jumatatu', thursday: 'Alhamisi', white_days: 'Moja ya siku nyeupe (13–15)', arafah: 'Siku ya Arafa', ashura: 'Ashura', shawwal: 'Siku sita za Shawwal' },
    nightTitle: (n) => `Usiku huu ni usiku wa ${n} wa Ramadhani`,
    oddNight: 'Usiku wa witiri katika kumi la mwisho: itafute Laylatul Qadr',
    evenNight: 'Moja ya siku kumi za mwisho',
    monthStartTitle: (m, c) => `${m} unaanza kesho (${c})`,
  },
  mail: {
    verify: {
      subject: 'Thibitisha barua pepe yako kwa Mwenzi wa Swala',
      intro: 'Fungua kiungo hiki ili kuunganisha anwani hii na nafasi yako ya swala:',
      action: 'Thibitisha barua pepe yangu',
      outro: 'Kiungo kinafanya kazi mara moja tu, kwa saa 24. Ikiwa hukuomba chochote, puuza ujumbe huu.',
    },
    'sign-in': {
      subject: 'Kuingia kwenye Mwenzi wa Swala',
      intro: 'Fungua kiungo hiki ili kuingia kwenye nafasi yako ya swala kwenye kifaa hiki:',
      action: 'Niingize',
      outro: 'Kiungo kinafanya kazi mara moja tu, kwa dakika 15. Ikiwa hukuomba chochote, puuza ujumbe huu.',
    },
  },
  connectNotice: {
    subject: 'Mtu amejaribu kuunganisha barua pepe yako kwenye Mwenzi wa Swala',
    body: 'Mtu ameomba kuunganisha anwani hii na nafasi nyingine ya swala. Hakuna kilichobadilika: anwani inabaki kwenye nafasi yako, na hakuna kiungo kilichotumwa kwa mtu yeyote.',
    outro: 'Ikiwa ni wewe, ingia kwa barua pepe yako ndani ya programu badala yake. La sivyo, huna haja ya kufanya chochote.',
  },
  claim: {
    subject: (m) => `Simamia ${m} kwenye Mwenzi wa Swala`,
    intro: (m) =>
      `Mtu ameomba kusimamia ${m} kwenye Mwenzi wa Swala: nyakati za iqama, swala ya Ijumaa, matangazo na skrini ya ukumbi wa swala. Anwani hii ndiyo ambayo OpenStreetMap inaonyesha kwa msikiti huu. Fungua kiungo hiki ili kupata kiungo cha msimamizi wa msikiti:`,
    action: 'Simamia msikiti huu',
    outro: 'Kiungo kinafanya kazi mara moja tu, kwa siku 7. Ikiwa hakuna mtu msikitini aliyeomba chochote, puuza ujumbe huu: hakuna kitakachobadilika.',
  },
  iqamaNow: (p, c, m) => `Iqama ya ${p} sasa ni saa ${c} katika ${m}`,
  iqamaSoon: (p, n, m) => `Iqama ya ${p} baada ya dak. ${n} katika ${m}`,
};
