// Somali: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('so').select(count);

export const so: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Subax', sunrise: 'Qorrax soo bax', dhuhr: 'Duhur', asr: 'Casar', maghrib: 'Maqrib', isha: 'Cishe' },
    soon: (p, n, c) => `${p}: ${n} ${plural(c) === 'one' ? 'daqiiqad' : 'daqiiqo'} kadib`,
    now: (p) => `Waa waqtigii ${p}`,
    alarmNow: (p) => `${p}: hadda`,
    testTitle: 'Xusuusin tijaabo ah',
    testBody: 'Xusuusinta salaaddaadu sidan ayay u muuqan doontaa.',
    calendarName: (city) => `Waqtiyada salaadda · ${city}`,
    calendarDescription: (place, days) => `Subax, Duhur, Casar, Maqrib iyo Cishe ee ${place}, muddada ${days} maalmood ee soo socota.`,
    eventDescription: (p, time, place, zone) => `${p} waa ${time}, ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Suxuur: imsaakku waa ${n} daqiiqo kadib`,
    suhoorNowTitle: 'Imsaak: soonku wuu bilaabmay',
    imsak: 'Imsaak',
    iftarTitle: 'Afur: waa waqtigii afurka',
    maghrib: 'Maqrib',
    fastEveTitle: 'Berri waa soon sunno ah',
    reasons: { monday: 'Isniin', thursday: 'Khamiis', white_days: 'Mid ka mid ah maalmaha cad (13–15)', arafah: 'Maalinta Carafo', ashura: 'Caashuuraa', shawwal: 'Lixda maalmood ee Shawwaal' },
    nightTitle: (n) => `Caawa waa habeenka ${n}aad ee Ramadaan`,
    oddNight: 'Habeen kali ah oo tobanka dambe ah: raadi Laylatul Qadarka',
    evenNight: 'Mid ka mid ah tobanka habeen ee dambe',
    monthStartTitle: (m, c) => `${m} wuxuu bilaabmayaa berri (${c})`,
  },
  mail: {
    verify: {
      subject: 'Xaqiiji iimaylkaaga Saaxiibka Salaadda',
      intro: 'Fur xiriirkan si aad ciwaankan ugu xirto goobtaada salaadda:',
      action: 'Xaqiiji iimaylkayga',
      outro: 'Xiriirku hal mar ayuu shaqeeyaa, 24 saacadood gudahood. Haddaadan waxba codsan, iska dhaaf fariintan.',
    },
    'sign-in': {
      subject: 'Ku gal Saaxiibka Salaadda',
      intro: 'Fur xiriirkan si aad qalabkan uga gasho goobtaada salaadda:',
      action: 'I geli',
      outro: 'Xiriirku hal mar ayuu shaqeeyaa, 15 daqiiqo gudahood. Haddaadan waxba codsan, iska dhaaf fariintan.',
    },
  },
  connectNotice: {
    subject: 'Qof ayaa isku dayay inuu iimaylkaaga ku xiro Saaxiibka Salaadda',
    body: 'Qof ayaa codsaday in ciwaankan lagu xiro goob salaadeed oo kale. Waxba isma beddelin: ciwaanku wuxuu ku jiraa goobtaada, cidna xiriir looma dirin.',
    outro: 'Haddii adigu ahayd, barnaamijka kaga gal iimaylkaaga. Haddii kale, uma baahnid inaad wax samayso.',
  },
  claim: {
    subject: (m) => `Maamulka ${m} ee Saaxiibka Salaadda`,
    intro: (m) =>
      `Qof ayaa codsaday inuu ${m} ku maamulo Saaxiibka Salaadda: waqtiyada iqaamada, Jimcaha, ogeysiisyada iyo shaashadda masjidka. Ciwaankani waa kan OpenStreetMap u hayo masjidka. Fur xiriirkan si aad u hesho xiriirka maamulka masjidka:`,
    action: 'Maamul masjidkan',
    outro: 'Xiriirku hal mar ayuu shaqeeyaa, 7 maalmood gudahood. Haddii cidna oo masjidka ka tirsan aysan waxba codsan, iska dhaaf fariintan: waxba isma beddelayaan.',
  },
  iqamaNow: (p, c, m) => `Iqaamada ${p} ee ${m} hadda waa ${c}`,
  iqamaSoon: (p, n, m) => `Iqaamada ${p} ee ${m}: ${n} daq kadib`,
};
