// Albanian: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

const plural = (count: number) => new Intl.PluralRules('sq').select(count);

export const sq: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Sabahu', sunrise: 'Lindja e diellit', dhuhr: 'Dreka', asr: 'Ikindia', maghrib: 'Akshami', isha: 'Jacia' },
    soon: (p, n, c) => `${p} pas ${n} ${plural(c) === 'one' ? 'minute' : 'minutash'}`,
    now: (p) => `Hyri koha e namazit: ${p}`,
    alarmNow: (p) => `${p} tani`,
    testTitle: 'Kujtesë provë',
    testBody: 'Kështu do të duken kujtesat tuaja të namazit.',
    calendarName: (city) => `Kohët e namazit · ${city}`,
    calendarDescription: (place, days) => `Sabahu, Dreka, Ikindia, Akshami dhe Jacia në ${place}, për ${days} ditët e ardhshme.`,
    eventDescription: (p, time, place, zone) => `${p} në ${time} në ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Syfyri: imsaku pas ${n} min`,
    suhoorNowTitle: 'Imsaku: fillon agjërimi',
    imsak: 'Imsaku',
    iftarTitle: 'Iftari: erdhi koha për të çelur agjërimin',
    maghrib: 'Akshami',
    fastEveTitle: 'Nesër është agjërim nafile',
    reasons: { monday: 'E hëna', thursday: 'E enjtja', white_days: 'Një nga ditët e bardha (13–15)', arafah: 'Dita e Arafatit', ashura: 'Dita e Ashures', shawwal: 'Gjashtë ditët e Shevalit' },
    nightTitle: (n) => `Sonte është nata ${n} e Ramazanit`,
    oddNight: 'Një natë tek e dhjetë netëve të fundit: kërkoni Natën e Kadrit',
    evenNight: 'Një nga dhjetë netët e fundit',
    monthStartTitle: (m, c) => `${m} fillon nesër (${c})`,
  },
  mail: {
    verify: {
      subject: 'Shoqëruesi i namazit: konfirmoni e-mailin tuaj',
      intro: 'Hapni këtë lidhje për ta lidhur këtë adresë me hapësirën tuaj të namazit:',
      action: 'Konfirmo e-mailin tim',
      outro: 'Lidhja funksionon vetëm një herë, për 24 orë. Nëse nuk e keni kërkuar ju, shpërfilleni këtë mesazh.',
    },
    'sign-in': {
      subject: 'Shoqëruesi i namazit: hyrja në hapësirën tuaj',
      intro: 'Hapni këtë lidhje për të hyrë në hapësirën tuaj të namazit në këtë pajisje:',
      action: 'Më kyç',
      outro: 'Lidhja funksionon vetëm një herë, për 15 minuta. Nëse nuk e keni kërkuar ju, shpërfilleni këtë mesazh.',
    },
  },
  connectNotice: {
    subject: 'Shoqëruesi i namazit: dikush u përpoq të lidhë e-mailin tuaj',
    body: 'Dikush kërkoi ta lidhë këtë adresë me një hapësirë tjetër namazi. Asgjë nuk ndryshoi: adresa mbetet te hapësira juaj dhe askujt nuk iu dërgua ndonjë lidhje.',
    outro: 'Nëse ishit ju, hyni më mirë me e-mailin tuaj në aplikacion. Përndryshe, nuk keni nevojë të bëni asgjë.',
  },
  claim: {
    subject: (m) => `Shoqëruesi i namazit: administroni ${m}`,
    intro: (m) =>
      `Dikush kërkoi të administrojë ${m} në aplikacionin Shoqëruesi i namazit: kohët e ikametit, Xhumanë, njoftimet dhe ekranin e sallës së namazit. Kjo adresë është ajo që OpenStreetMap jep për xhaminë. Hapni këtë lidhje për të marrë lidhjen e administrimit të xhamisë:`,
    action: 'Administro këtë xhami',
    outro: 'Lidhja funksionon vetëm një herë, për 7 ditë. Nëse askush në xhami nuk ka kërkuar gjë, shpërfilleni këtë mesazh: asgjë nuk ndryshon.',
  },
  iqamaNow: (p, c, m) => `${p}: ikameti tani është në ${c} në ${m}`,
  iqamaSoon: (p, n, m) => `${p}: ikameti pas ${n} min në ${m}`,
};
