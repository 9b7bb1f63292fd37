// What the Islamic-year reminders say (issue 32), in the user's language:
// suhoor before imsak, iftar at Maghrib, the evening before a voluntary fast,
// the nights of the last ten, and a month start announced for the country.
// Hijri month names come from the client's text files (one source); country
// names from Intl in the language.
import { readCatalog } from '@prayer-companion/common/catalogFiles';
import { languageOf, type LanguageCode } from '@prayer-companion/common';
import { localDigits } from './texts.ts';
import { fr } from './languages/fr.ts';
import type { FastReason, IslamicTexts } from './serverLanguage.ts';
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

export type { FastReason };

const TEXTS: Record<LanguageCode, IslamicTexts> = {
  en: {
    suhoorTitle: (n) => `Suhoor: imsak in ${n} minutes`, suhoorNowTitle: 'Imsak: the fast begins', imsak: 'Imsak',
    iftarTitle: 'Iftar: time to break the fast', maghrib: 'Maghrib', fastEveTitle: 'Voluntary fast tomorrow',
    reasons: { monday: 'Monday', thursday: 'Thursday', white_days: 'One of the white days (13th–15th)', arafah: 'The day of Arafah', ashura: 'Ashura', shawwal: 'The six days of Shawwal' },
    nightTitle: (n) => `Tonight is the ${n}th night of Ramadan`, oddNight: 'An odd night of the last ten: seek Laylat al-Qadr', evenNight: 'One of the last ten nights',
    monthStartTitle: (m, c) => `${m} begins tomorrow in ${c}`,
  },
  ar: {
    suhoorTitle: (n) => `السحور: الإمساك بعد ${n} دقيقة`, suhoorNowTitle: 'الإمساك: بدأ الصيام', imsak: 'الإمساك',
    iftarTitle: 'الإفطار: حان وقت الفطر', maghrib: 'المغرب', fastEveTitle: 'صيام تطوع غدًا',
    reasons: { monday: 'الاثنين', thursday: 'الخميس', white_days: 'من الأيام البيض (١٣–١٥)', arafah: 'يوم عرفة', ashura: 'عاشوراء', shawwal: 'ست من شوال' },
    nightTitle: (n) => `الليلة هي ليلة ${n} من رمضان`, oddNight: 'ليلة وتر من العشر الأواخر: التمسوا ليلة القدر', evenNight: 'من ليالي العشر الأواخر',
    monthStartTitle: (m, c) => `يبدأ شهر ${m} غدًا في ${c}`,
  },
  ur: {
    suhoorTitle: (n) => `سحری: امساک میں ${n} منٹ باقی ہیں`, suhoorNowTitle: 'امساک: روزہ شروع', imsak: 'امساک',
    iftarTitle: 'افطار: روزہ کھولنے کا وقت', maghrib: 'مغرب', fastEveTitle: 'کل نفلی روزہ',
    reasons: { monday: 'پیر', thursday: 'جمعرات', white_days: 'ایامِ بیض (۱۳–۱۵)', arafah: 'یومِ عرفہ', ashura: 'عاشورا', shawwal: 'شوال کے چھ روزے' },
    nightTitle: (n) => `آج رمضان کی ${n}ویں رات ہے`, oddNight: 'آخری عشرے کی طاق رات: شبِ قدر تلاش کریں', evenNight: 'آخری عشرے کی ایک رات',
    monthStartTitle: (m, c) => `${c} میں ${m} کل سے شروع`,
  },
  id: {
    suhoorTitle: (n) => `Sahur: ${n} menit lagi imsak`, suhoorNowTitle: 'Imsak: puasa dimulai', imsak: 'Imsak',
    iftarTitle: 'Berbuka: waktunya berbuka puasa', maghrib: 'Maghrib', fastEveTitle: 'Puasa sunah besok',
    reasons: { monday: 'Senin', thursday: 'Kamis', white_days: 'Ayyamul bidh (13–15)', arafah: 'Hari Arafah', ashura: 'Asyura', shawwal: 'Enam hari Syawal' },
    nightTitle: (n) => `Malam ini malam ke-${n} Ramadan`, oddNight: 'Malam ganjil sepuluh terakhir: carilah Lailatul Qadar', evenNight: 'Salah satu dari sepuluh malam terakhir',
    monthStartTitle: (m, c) => `${m} dimulai besok di ${c}`,
  },
  ms: {
    suhoorTitle: (n) => `Sahur: ${n} minit lagi imsak`, suhoorNowTitle: 'Imsak: puasa bermula', imsak: 'Imsak',
    iftarTitle: 'Berbuka: masa untuk berbuka puasa', maghrib: 'Maghrib', fastEveTitle: 'Puasa sunat esok',
    reasons: { monday: 'Isnin', thursday: 'Khamis', white_days: 'Hari putih (13–15)', arafah: 'Hari Arafah', ashura: 'Asyura', shawwal: 'Enam hari Syawal' },
    nightTitle: (n) => `Malam ini malam ke-${n} Ramadan`, oddNight: 'Malam ganjil sepuluh terakhir: carilah Lailatulqadar', evenNight: 'Salah satu sepuluh malam terakhir',
    monthStartTitle: (m, c) => `${m} bermula esok di ${c}`,
  },
  tr: {
    suhoorTitle: (n) => `Sahur: imsaka ${n} dakika kaldı`, suhoorNowTitle: 'İmsak: oruç başladı', imsak: 'İmsak',
    iftarTitle: 'İftar: orucu açma vakti', maghrib: 'Akşam', fastEveTitle: 'Yarın nafile oruç',
    reasons: { monday: 'Pazartesi', thursday: 'Perşembe', white_days: 'Eyyam-ı bîz (13–15)', arafah: 'Arefe günü', ashura: 'Aşure', shawwal: 'Şevval’in altı günü' },
    nightTitle: (n) => `Bu gece Ramazan’ın ${n}. gecesi`, oddNight: 'Son on gecenin tek gecesi: Kadir Gecesi’ni arayın', evenNight: 'Son on geceden biri',
    monthStartTitle: (m, c) => `${c}’de ${m} yarın başlıyor`,
  },
  fr: fr.islamic,
  bn: {
    suhoorTitle: (n) => `সাহরি: ইমসাকের আর ${n} মিনিট বাকি`, suhoorNowTitle: 'ইমসাক: রোজা শুরু', imsak: 'ইমসাক',
    iftarTitle: 'ইফতার: রোজা ভাঙার সময়', maghrib: 'মাগরিব', fastEveTitle: 'আগামীকাল নফল রোজা',
    reasons: { monday: 'সোমবার', thursday: 'বৃহস্পতিবার', white_days: 'আইয়ামে বীজ (১৩–১৫)', arafah: 'আরাফার দিন', ashura: 'আশুরা', shawwal: 'শাওয়ালের ছয় রোজা' },
    nightTitle: (n) => `আজ রমজানের ${n}তম রাত`, oddNight: 'শেষ দশকের বেজোড় রাত: লাইলাতুল কদর তালাশ করুন', evenNight: 'শেষ দশ রাতের একটি',
    monthStartTitle: (m, c) => `${c}-এ আগামীকাল ${m} শুরু`,
  },
  de: de.islamic,
  az: az.islamic,
  bs: bs.islamic,
  so: so.islamic,
  ru: ru.islamic,
  fa: fa.islamic,
  ps: ps.islamic,
  nl: nl.islamic,
  sw: sw.islamic,
  kk: kk.islamic,
  es: es.islamic,
  sq: sq.islamic,
  uz: uz.islamic,
  ha: ha.islamic,
};

const catalogs = new Map<LanguageCode, Record<string, string>>();
function monthName(language: LanguageCode, month: number): string {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = readCatalog(language);
    catalogs.set(language, catalog);
  }
  return catalog[`hijri.month.${month}`] ?? String(month);
}

export interface IslamicText {
  title: string;
  body: string;
}

/**
 * The text of an Islamic-year reminder. `detail` is what the plan kept for it
 * (server/domain/push/islamicPlan.ts): the clock for suhoor and iftar, the reason of a
 * voluntary fast, the night's number, or 'CC YYYY-MM' of a month start.
 */
export function islamicReminderText(kind: string, minutesBefore: number, detail: string, language: unknown): IslamicText {
  const code = languageOf(language);
  const t = TEXTS[code];
  const digits = (text: string) => localDigits(code, text);
  switch (kind) {
    case 'suhoor':
      return { title: minutesBefore === 0 ? t.suhoorNowTitle : t.suhoorTitle(digits(String(minutesBefore))), body: `${t.imsak} · ${digits(detail)}` };
    case 'iftar':
      return { title: t.iftarTitle, body: `${t.maghrib} · ${digits(detail)}` };
    case 'fast_eve':
      return { title: t.fastEveTitle, body: t.reasons[detail as FastReason] ?? '' };
    case 'last_ten': {
      const night = Number(detail);
      return { title: t.nightTitle(digits(String(night))), body: night % 2 === 1 ? t.oddNight : t.evenNight };
    }
    default: {
      const [country = '', month = ''] = detail.split(' ');
      const [year, m] = month.split('-').map(Number) as [number, number];
      const countryName = new Intl.DisplayNames([code], { type: 'region' }).of(country) ?? country;
      const name = monthName(code, m);
      return { title: t.monthStartTitle(name, countryName), body: `${digits('1')} ${name} ${digits(String(year))}` };
    }
  }
}

export const ISLAMIC_KINDS = ['suhoor', 'iftar', 'fast_eve', 'last_ten', 'month_start'] as const;
