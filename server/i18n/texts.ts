// Texts the server writes for a user (issue 18): prayer names, calendar feed titles and
// the reminder texts Web Push sends, in the user's language. Numbers and times are
// written with the language's digits (Arabic-Indic in Arabic, Bengali in Bengali).
import { intlTag, languageOf, type LanguageCode } from '@prayer-companion/common';
import { fr } from './languages/fr.ts';
import type { PrayerKey, ReminderTexts } from './serverLanguage.ts';
import { de } from './languages/de.ts';
import { az } from './languages/az.ts';
import { bs } from './languages/bs.ts';
import { so } from './languages/so.ts';
import { ru } from './languages/ru.ts';
import { fa } from './languages/fa.ts';
import { ps } from './languages/ps.ts';
import { nl } from './languages/nl.ts';
import { sw } from './languages/sw.ts';
import { kk } from './languages/kk.ts';
import { es } from './languages/es.ts';
import { sq } from './languages/sq.ts';
import { uz } from './languages/uz.ts';
import { ha } from './languages/ha.ts';

export type { PrayerKey };

const plural = (language: LanguageCode, count: number) => new Intl.PluralRules(language).select(count);

const TEXTS: Record<LanguageCode, ReminderTexts> = {
  en: {
    prayers: { fajr: 'Fajr', sunrise: 'Sunrise', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' },
    soon: (p, n, c) => `${p} in ${n} ${c === 1 ? 'minute' : 'minutes'}`,
    now: (p) => `It is time for ${p}`,
    alarmNow: (p) => `${p} now`,
    testTitle: 'Test reminder',
    testBody: 'Your prayer reminders will appear like this.',
    calendarName: (city) => `Prayer times · ${city}`,
    calendarDescription: (place, days) => `Fajr, Dhuhr, Asr, Maghrib and Isha for ${place}, the next ${days} days.`,
    eventDescription: (p, time, place, zone) => `${p} at ${time} in ${place} (${zone}).`,
  },
  ar: {
    prayers: { fajr: 'الفجر', sunrise: 'الشروق', dhuhr: 'الظهر', asr: 'العصر', maghrib: 'المغرب', isha: 'العشاء' },
    soon: (p, n, c) => {
      const form = plural('ar', c);
      if (form === 'one') return `صلاة ${p} بعد دقيقة واحدة`;
      if (form === 'two') return `صلاة ${p} بعد دقيقتين`;
      return `صلاة ${p} بعد ${n} ${form === 'few' ? 'دقائق' : 'دقيقة'}`;
    },
    now: (p) => `حان الآن موعد صلاة ${p}`,
    alarmNow: (p) => `حان موعد صلاة ${p}`,
    testTitle: 'تذكير تجريبي',
    testBody: 'ستظهر تذكيرات الصلاة بهذا الشكل.',
    calendarName: (city) => `مواقيت الصلاة · ${city}`,
    calendarDescription: (place, days) => `الفجر والظهر والعصر والمغرب والعشاء في ${place} للأيام الـ${days} القادمة.`,
    eventDescription: (p, time, place, zone) => `صلاة ${p} الساعة ${time} في ${place} (${zone}).`,
  },
  ur: {
    prayers: { fajr: 'فجر', sunrise: 'طلوعِ آفتاب', dhuhr: 'ظہر', asr: 'عصر', maghrib: 'مغرب', isha: 'عشاء' },
    soon: (p, n) => `${p} میں ${n} منٹ باقی ہیں`,
    now: (p) => `${p} کا وقت ہو گیا ہے`,
    alarmNow: (p) => `${p} کا وقت`,
    testTitle: 'آزمائشی یاد دہانی',
    testBody: 'نماز کی یاد دہانیاں اسی طرح نظر آئیں گی۔',
    calendarName: (city) => `اوقاتِ نماز · ${city}`,
    calendarDescription: (place, days) => `${place} کے لیے اگلے ${days} دن کی فجر، ظہر، عصر، مغرب اور عشاء۔`,
    eventDescription: (p, time, place, zone) => `${p}: ${time}، ${place} (${zone})۔`,
  },
  id: {
    prayers: { fajr: 'Subuh', sunrise: 'Terbit', dhuhr: 'Dzuhur', asr: 'Ashar', maghrib: 'Maghrib', isha: 'Isya' },
    soon: (p, n) => `${n} menit lagi waktu ${p}`,
    now: (p) => `Telah masuk waktu ${p}`,
    alarmNow: (p) => `Waktu ${p}`,
    testTitle: 'Pengingat uji coba',
    testBody: 'Pengingat salat Anda akan tampil seperti ini.',
    calendarName: (city) => `Jadwal salat · ${city}`,
    calendarDescription: (place, days) => `Subuh, Dzuhur, Ashar, Maghrib, dan Isya di ${place} untuk ${days} hari ke depan.`,
    eventDescription: (p, time, place, zone) => `${p} pukul ${time} di ${place} (${zone}).`,
  },
  ms: {
    prayers: { fajr: 'Subuh', sunrise: 'Syuruk', dhuhr: 'Zohor', asr: 'Asar', maghrib: 'Maghrib', isha: 'Isyak' },
    soon: (p, n) => `${n} minit lagi waktu ${p}`,
    now: (p) => `Telah masuk waktu ${p}`,
    alarmNow: (p) => `Waktu ${p}`,
    testTitle: 'Peringatan percubaan',
    testBody: 'Peringatan solat anda akan dipaparkan seperti ini.',
    calendarName: (city) => `Waktu solat · ${city}`,
    calendarDescription: (place, days) => `Subuh, Zohor, Asar, Maghrib dan Isyak di ${place} bagi ${days} hari akan datang.`,
    eventDescription: (p, time, place, zone) => `${p} pada ${time} di ${place} (${zone}).`,
  },
  tr: {
    prayers: { fajr: 'İmsak', sunrise: 'Güneş', dhuhr: 'Öğle', asr: 'İkindi', maghrib: 'Akşam', isha: 'Yatsı' },
    soon: (p, n) => `${p} vaktine ${n} dakika kaldı`,
    now: (p) => `${p} vakti girdi`,
    alarmNow: (p) => `${p} vakti`,
    testTitle: 'Deneme hatırlatıcısı',
    testBody: 'Namaz hatırlatıcılarınız böyle görünecek.',
    calendarName: (city) => `Namaz vakitleri · ${city}`,
    calendarDescription: (place, days) => `${place} için önümüzdeki ${days} günün İmsak, Öğle, İkindi, Akşam ve Yatsı vakitleri.`,
    eventDescription: (p, time, place, zone) => `${p}: ${time}, ${place} (${zone}).`,
  },
  fr: fr.reminders,
  bn: {
    prayers: { fajr: 'ফজর', sunrise: 'সূর্যোদয়', dhuhr: 'যোহর', asr: 'আসর', maghrib: 'মাগরিব', isha: 'এশা' },
    soon: (p, n) => `${p} ওয়াক্তের আর ${n} মিনিট বাকি`,
    now: (p) => `${p} ওয়াক্ত শুরু হয়েছে`,
    alarmNow: (p) => `${p} ওয়াক্ত`,
    testTitle: 'পরীক্ষামূলক রিমাইন্ডার',
    testBody: 'আপনার নামাজের রিমাইন্ডার এভাবে দেখা যাবে।',
    calendarName: (city) => `নামাজের সময়সূচি · ${city}`,
    calendarDescription: (place, days) => `${place}-এর জন্য আগামী ${days} দিনের ফজর, যোহর, আসর, মাগরিব ও এশা।`,
    eventDescription: (p, time, place, zone) => `${p}: ${time}, ${place} (${zone})।`,
  },
  de: de.reminders,
  az: az.reminders,
  bs: bs.reminders,
  so: so.reminders,
  ru: ru.reminders,
  fa: fa.reminders,
  ps: ps.reminders,
  nl: nl.reminders,
  sw: sw.reminders,
  kk: kk.reminders,
  es: es.reminders,
  sq: sq.reminders,
  uz: uz.reminders,
  ha: ha.reminders,
};

/** Western digits in `text` written in the language's digit system (DIGITS, as the app shows them). */
export function localDigits(language: LanguageCode, text: string): string {
  const format = new Intl.NumberFormat(intlTag(language), { useGrouping: false });
  if (format.format(1) === '1') return text;
  return text.replace(/[0-9]/g, (d) => format.format(Number(d)));
}

/** The server's texts for a user whose saved language is `language` (English when none). */
export function serverTexts(language: unknown) {
  const code = languageOf(language);
  const texts = TEXTS[code];
  const digits = (text: string) => localDigits(code, text);
  return {
    language: code,
    prayerName: (prayer: PrayerKey) => texts.prayers[prayer],
    reminderSoon: (prayer: PrayerKey, minutes: number) => texts.soon(texts.prayers[prayer], digits(String(minutes)), minutes),
    reminderNow: (prayer: PrayerKey) => texts.now(texts.prayers[prayer]),
    testReminder: { title: texts.testTitle, body: texts.testBody },
    calendarName: texts.calendarName,
    calendarDescription: (place: string, days: number) => texts.calendarDescription(place, digits(String(days))),
    eventDescription: (prayer: PrayerKey, time: string, place: string, zone: string) =>
      texts.eventDescription(texts.prayers[prayer], digits(time), place, zone),
    alarm: (prayer: PrayerKey, minutes: number) =>
      minutes === 0 ? texts.alarmNow(texts.prayers[prayer]) : texts.soon(texts.prayers[prayer], digits(String(minutes)), minutes),
  };
}
