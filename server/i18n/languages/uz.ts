// Uzbek (Latin script): what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

// Uzbek keeps a noun singular after a number (5 daqiqa), so both plural forms read the same.
const plural = (count: number) => new Intl.PluralRules('uz').select(count);

export const uz: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'Bomdod', sunrise: 'Quyosh', dhuhr: 'Peshin', asr: 'Asr', maghrib: 'Shom', isha: 'Xufton' },
    soon: (p, n, c) => `${p} vaqtiga ${n} ${plural(c) === 'one' ? 'daqiqa' : 'daqiqa'} qoldi`,
    now: (p) => `Namoz vaqti kirdi: ${p}`,
    alarmNow: (p) => `Hozir: ${p}`,
    testTitle: 'Sinov eslatmasi',
    testBody: 'Namoz eslatmalaringiz shunday koʻrinadi.',
    calendarName: (city) => `Namoz vaqtlari · ${city}`,
    calendarDescription: (place, days) => `${place}: keyingi ${days} kunlik Bomdod, Peshin, Asr, Shom va Xufton vaqtlari.`,
    eventDescription: (p, time, place, zone) => `${p}: ${time}, ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `Saharlik: imsokka ${n} daqiqa qoldi`,
    suhoorNowTitle: 'Imsok: roʻza boshlandi',
    imsak: 'Imsok',
    iftarTitle: 'Iftorlik: ogʻiz ochish vaqti kirdi',
    maghrib: 'Shom',
    fastEveTitle: 'Ertaga nafl roʻza',
    reasons: { monday: 'Dushanba', thursday: 'Payshanba', white_days: 'Oq kunlardan biri (13–15)', arafah: 'Arafa kuni', ashura: 'Ashuro', shawwal: 'Shavvolning olti kuni' },
    nightTitle: (n) => `Bu kecha Ramazonning ${n}-kechasi`,
    oddNight: 'Oxirgi oʻn kechaning toq kechasi: Qadr kechasini izlang',
    evenNight: 'Oxirgi oʻn kechadan biri',
    monthStartTitle: (m, c) => `${m} ertaga boshlanadi (${c})`,
  },
  mail: {
    verify: {
      subject: 'Namoz hamrohi uchun e-pochtangizni tasdiqlang',
      intro: 'Bu manzilni namoz sahifangizga ulash uchun quyidagi havolani oching:',
      action: 'E-pochtamni tasdiqlash',
      outro: 'Havola faqat bir marta, 24 soat davomida ishlaydi. Agar siz hech narsa soʻramagan boʻlsangiz, bu xatga eʼtibor bermang.',
    },
    'sign-in': {
      subject: 'Namoz hamrohiga kirish',
      intro: 'Shu qurilmada namoz sahifangizga kirish uchun quyidagi havolani oching:',
      action: 'Kirish',
      outro: 'Havola faqat bir marta, 15 daqiqa davomida ishlaydi. Agar siz hech narsa soʻramagan boʻlsangiz, bu xatga eʼtibor bermang.',
    },
  },
  connectNotice: {
    subject: 'Kimdir Namoz hamrohida e-pochtangizni ulashga urindi',
    body: 'Kimdir bu manzilni boshqa namoz sahifasiga ulashni soʻradi. Hech narsa oʻzgarmadi: manzil sizning sahifangizda qoladi va hech kimga havola yuborilmadi.',
    outro: 'Agar bu siz boʻlsangiz, ilovada odatdagidek e-pochtangiz orqali kiring. Aks holda hech narsa qilishingiz shart emas.',
  },
  claim: {
    subject: (m) => `Namoz hamrohida boshqarish: ${m}`,
    intro: (m) =>
      `Kimdir Namoz hamrohida ushbu masjidni boshqarishni soʻradi: ${m} (iqomat vaqtlari, juma namozi, eʼlonlar va namozxona ekrani). Bu manzil OpenStreetMap xaritasida masjid uchun koʻrsatilgan manzildir. Masjidning administrator havolasini olish uchun quyidagi havolani oching:`,
    action: 'Bu masjidni boshqarish',
    outro: 'Havola faqat bir marta, 7 kun davomida ishlaydi. Agar masjidda hech kim hech narsa soʻramagan boʻlsa, bu xatga eʼtibor bermang: hech narsa oʻzgarmaydi.',
  },
  iqamaNow: (p, c, m) => `${m}: ${p} iqomati endi soat ${c}`,
  iqamaSoon: (p, n, m) => `${m}: ${p} iqomatiga ${n} daqiqa qoldi`,
};
