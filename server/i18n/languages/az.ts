// Azerbaijani: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

// Azerbaijani keeps a noun singular after a number (5 dəqiqə), so both plural forms read the same.
const plural = (count: number) => new Intl.PluralRules('az').select(count);

// Azerbaijani ordinals take a suffix that follows the number's last sound: 1-ci, 3-cü, 6-cı, 9-cu.
const ORDINAL_SUFFIX: Record<string, string> = { one: 'ci', few: 'cü', many: 'cı', other: 'cu' };
const ordinal = (n: string) => {
  const value = Number(n);
  if (!Number.isFinite(value)) return n;
  return `${n}-${ORDINAL_SUFFIX[new Intl.PluralRules('az', { type: 'ordinal' }).select(value)] ?? 'cu'}`;
};

export const az: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Sübh', sunrise: 'Günəş', dhuhr: 'Zöhr', asr: 'Əsr', maghrib: 'Məğrib', isha: 'İşa' },
    soon: (p, n, c) => `${p} vaxtına ${n} ${plural(c) === 'one' ? 'dəqiqə' : 'dəqiqə'} qalıb`,
    now: (p) => `Namaz vaxtıdır: ${p}`,
    alarmNow: (p) => `İndi: ${p}`,
    testTitle: 'Sınaq xatırlatması',
    testBody: 'Namaz xatırlatmalarınız belə görünəcək.',
    calendarName: (city) => `Namaz vaxtları · ${city}`,
    calendarDescription: (place, days) => `${place} üçün növbəti ${days} günün Sübh, Zöhr, Əsr, Məğrib və İşa vaxtları.`,
    eventDescription: (p, time, place, zone) => `${p}: ${time}, ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Sahur: imsaka ${n} dəqiqə qalıb`,
    suhoorNowTitle: 'İmsak: oruc başlayır',
    imsak: 'İmsak',
    iftarTitle: 'İftar: orucu açmaq vaxtıdır',
    maghrib: 'Məğrib',
    fastEveTitle: 'Sabah könüllü oruc günüdür',
    reasons: { monday: 'Bazar ertəsi', thursday: 'Cümə axşamı', white_days: 'Ağ günlərdən biri (13–15)', arafah: 'Ərəfə günü', ashura: 'Aşura', shawwal: 'Şəvvalın altı günü' },
    nightTitle: (n) => `Bu gecə Ramazanın ${ordinal(n)} gecəsidir`,
    oddNight: 'Son on gecənin tək gecəsi: Qədr gecəsini axtarın',
    evenNight: 'Son on gecədən biri',
    monthStartTitle: (m, c) => `${m} sabah başlayır (${c})`,
  },
  mail: {
    verify: {
      subject: 'Namaz yoldaşı üçün e-poçtunuzu təsdiqləyin',
      intro: 'Bu ünvanı namaz məkanınıza bağlamaq üçün bu keçidi açın:',
      action: 'E-poçtumu təsdiqlə',
      outro: 'Keçid yalnız bir dəfə, 24 saat ərzində işləyir. Bunu siz istəməmisinizsə, bu məktuba fikir verməyin.',
    },
    'sign-in': {
      subject: 'Namaz yoldaşına giriş',
      intro: 'Bu cihazda namaz məkanınıza daxil olmaq üçün bu keçidi açın:',
      action: 'Daxil ol',
      outro: 'Keçid yalnız bir dəfə, 15 dəqiqə ərzində işləyir. Bunu siz istəməmisinizsə, bu məktuba fikir verməyin.',
    },
  },
  connectNotice: {
    subject: 'Kimsə e-poçtunuzu Namaz yoldaşında bağlamağa çalışdı',
    body: 'Kimsə bu ünvanı başqa namaz məkanına bağlamaq istədi. Heç nə dəyişməyib: ünvan sizin məkanınızda qalır və heç kimə keçid göndərilməyib.',
    outro: 'Bu siz idinizsə, bunun əvəzinə tətbiqdə e-poçtunuzla daxil olun. Əks halda heç nə etməyinizə ehtiyac yoxdur.',
  },
  claim: {
    subject: (m) => `${m}: Namaz yoldaşında idarəetmə`,
    intro: (m) =>
      `Kimsə Namaz yoldaşında bu məscidi idarə etmək istədi: ${m}. Bu, iqamə vaxtları, cümə namazı, elanlar və namaz zalı ekranı deməkdir. Bu ünvan OpenStreetMap-in məscid üçün göstərdiyi ünvandır. Məscidin admin keçidini almaq üçün bu keçidi açın:`,
    action: 'Bu məscidi idarə et',
    outro: 'Keçid yalnız bir dəfə, 7 gün ərzində işləyir. Məsciddə heç kim bunu istəməyibsə, bu məktuba fikir verməyin: heç nə dəyişmir.',
  },
  iqamaNow: (p, c, m) => `${m}: ${p} iqaməsi artıq saat ${c}`,
  iqamaSoon: (p, n, m) => `${m}: ${p} iqaməsinə ${n} dəq qalıb`,
};
