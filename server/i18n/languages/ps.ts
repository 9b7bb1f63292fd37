// Pashto: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

// Pashto has two plural categories (new Intl.PluralRules('ps'): one, other): 'په ۱ دقیقه کې'
// but 'په ۱۰ دقیقو کې'.
const plural = (count: number) => new Intl.PluralRules('ps').select(count);

export const ps: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'سهار', sunrise: 'لمر ختل', dhuhr: 'ماسپښین', asr: 'مازدیګر', maghrib: 'ماښام', isha: 'ماخستن' },
    soon: (p, n, c) => `${p} په ${n} ${plural(c) === 'one' ? 'دقیقه' : 'دقیقو'} کې`,
    now: (p) => `د ${p} د لمانځه وخت دی`,
    alarmNow: (p) => `${p} اوس`,
    testTitle: 'د ازموینې یادونه',
    testBody: 'ستاسو د لمانځه یادونې به داسې ښکاري.',
    calendarName: (city) => `د لمانځه وختونه · ${city}`,
    calendarDescription: (place, days) => `سهار، ماسپښین، مازدیګر، ماښام او ماخستن په ${place} کې، د راتلونکو ${days} ورځو لپاره.`,
    eventDescription: (p, time, place, zone) => `${p} په ${time}، په ${place} کې (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `پیشمنی: امساک په ${n} دقیقو کې`,
    suhoorNowTitle: 'امساک: روژه پیلېږي',
    imsak: 'امساک',
    iftarTitle: 'روژه ماتی: د روژې ماتولو وخت دی',
    maghrib: 'ماښام',
    fastEveTitle: 'سبا نفلي روژه',
    reasons: { monday: 'دوشنبه', thursday: 'پنجشنبه', white_days: 'له سپینو ورځو یوه (۱۳–۱۵)', arafah: 'د عرفې ورځ', ashura: 'عاشورا', shawwal: 'د شوال شپږ ورځې' },
    nightTitle: (n) => `نن شپه د رمضان ${n}مه شپه ده`,
    oddNight: 'د وروستیو لسو شپو یوه طاقه شپه: د قدر شپه ولټوئ',
    evenNight: 'د وروستیو لسو شپو یوه شپه',
    monthStartTitle: (m, c) => `${m} سبا پیلېږي (${c})`,
  },
  mail: {
    verify: {
      subject: 'د «د لمانځه ملګري» لپاره خپل برېښنالیک تایید کړئ',
      intro: 'د دې لپاره چې دا پته د خپل لمانځه له ځای سره وتړئ، دا لینک پرانیزئ:',
      action: 'زما برېښنالیک تایید کړئ',
      outro: 'لینک یوازې یو ځل او تر ۲۴ ساعتونو کار کوي. که تاسو څه نه وي غوښتي، دا پیغام پرېږدئ.',
    },
    'sign-in': {
      subject: '«د لمانځه ملګري» ته ننوتل',
      intro: 'په دې وسیله د خپل لمانځه ځای ته د ننوتلو لپاره دا لینک پرانیزئ:',
      action: 'ننوتل',
      outro: 'لینک یوازې یو ځل او تر ۱۵ دقیقو کار کوي. که تاسو څه نه وي غوښتي، دا پیغام پرېږدئ.',
    },
  },
  connectNotice: {
    subject: 'یو چا غوښتل ستاسو برېښنالیک په «د لمانځه ملګري» اپ کې وتړي',
    body: 'یو چا غوښتي چې دا پته د لمانځه له بل ځای سره وتړل شي. هېڅ نه دي بدل شوي: پته لا هم ستاسو د ځای ده، او هېچا ته لینک نه دی لېږل شوی.',
    outro: 'که تاسو وئ، په اپ کې په خپل برېښنالیک ننوځئ. که نه، هېڅ کار ته اړتیا نه شته.',
  },
  claim: {
    subject: (m) => `په «د لمانځه ملګري» اپ کې د ${m} اداره کول`,
    intro: (m) =>
      `یو چا غوښتي چې په «د لمانځه ملګري» اپ کې ${m} اداره کړي: د اقامت وختونه، جمعه، اعلانونه او د لمانځه تالار پرده. دا هغه پته ده چې OpenStreetMap یې د دې جومات لپاره ښيي. د جومات د مدیر لینک اخیستلو لپاره دا لینک پرانیزئ:`,
    action: 'دا جومات اداره کړئ',
    outro: 'لینک یوازې یو ځل او تر ۷ ورځو کار کوي. که په جومات کې چا څه نه وي غوښتي، دا پیغام پرېږدئ: هېڅ نه بدلېږي.',
  },
  iqamaNow: (p, c, m) => `په ${m} کې د ${p} اقامت اوس په ${c} دی`,
  iqamaSoon: (p, n, m) => `په ${m} کې د ${p} اقامت په ${n} دقیقو کې`,
};
