// The mail a claim sends to the address OpenStreetMap lists for a mosque (issue 44 item 4),
// in the claiming user's language. Like the account mails: plain words and one link to this
// app, no images, no tracking. It names the mosque, so whoever reads that inbox knows what
// the link would hand over, and says to ignore it when nobody there asked.
import type { LanguageCode } from '@prayer-companion/common';
import { mailWithLink } from './texts.ts';
import { fr } from '../../i18n/languages/fr.ts';
import type { ClaimTexts } from '../../i18n/serverLanguage.ts';
import { de } from '../../i18n/languages/de.ts';
import { az } from '../../i18n/languages/az.ts';
import { bs } from '../../i18n/languages/bs.ts';
import { so } from '../../i18n/languages/so.ts';
import { ru } from '../../i18n/languages/ru.ts';
import { fa } from '../../i18n/languages/fa.ts';
import { ps } from '../../i18n/languages/ps.ts';
import { nl } from '../../i18n/languages/nl.ts';
import { sw } from '../../i18n/languages/sw.ts';
import { kk } from '../../i18n/languages/kk.ts';
import { es } from '../../i18n/languages/es.ts';
import { sq } from '../../i18n/languages/sq.ts';
import { uz } from '../../i18n/languages/uz.ts';
import { ha } from '../../i18n/languages/ha.ts';

const TEXTS: Record<LanguageCode, ClaimTexts> = {
  en: {
    subject: (m) => `Manage ${m} on Prayer companion`,
    intro: (m) => `Someone asked to manage ${m} on Prayer companion: its iqama times, Jumu'ah, announcements and prayer-hall screen. This address is the one OpenStreetMap lists for the mosque. Open this link to get the mosque's admin link:`,
    action: 'Manage this mosque',
    outro: 'The link works once, for 7 days. If nobody at the mosque asked for this, ignore this mail: nothing changes.',
  },
  ar: {
    subject: (m) => `إدارة ${m} في رفيق الصلاة`,
    intro: (m) => `طلب شخص إدارة ${m} في رفيق الصلاة: أوقات الإقامة والجمعة والإعلانات وشاشة المصلى. هذا هو العنوان الذي تذكره OpenStreetMap للمسجد. افتح هذا الرابط لتحصل على رابط إدارة المسجد:`,
    action: 'إدارة هذا المسجد',
    outro: 'يعمل الرابط مرة واحدة خلال 7 أيام. إن لم يطلب ذلك أحد في المسجد فتجاهل هذه الرسالة: لن يتغير شيء.',
  },
  ur: {
    subject: (m) => `نماز ساتھی پر ${m} کا انتظام`,
    intro: (m) => `کسی نے نماز ساتھی پر ${m} کا انتظام مانگا ہے: اقامت کے اوقات، جمعہ، اعلانات اور نماز ہال کی اسکرین۔ یہ وہی پتہ ہے جو OpenStreetMap اس مسجد کے لیے دکھاتا ہے۔ مسجد کا ایڈمن لنک لینے کے لیے یہ لنک کھولیں:`,
    action: 'اس مسجد کا انتظام کریں',
    outro: 'یہ لنک 7 دن کے اندر ایک بار کام کرتا ہے۔ اگر مسجد میں کسی نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کریں: کچھ نہیں بدلے گا۔',
  },
  id: {
    subject: (m) => `Kelola ${m} di Pendamping Salat`,
    intro: (m) => `Seseorang meminta untuk mengelola ${m} di Pendamping Salat: waktu iqamah, Jumat, pengumuman, dan layar ruang salat. Alamat ini adalah alamat yang dicantumkan OpenStreetMap untuk masjid tersebut. Buka tautan ini untuk mendapatkan tautan admin masjid:`,
    action: 'Kelola masjid ini',
    outro: 'Tautan ini berlaku sekali, selama 7 hari. Jika tidak ada pengurus masjid yang memintanya, abaikan e-mail ini: tidak ada yang berubah.',
  },
  ms: {
    subject: (m) => `Urus ${m} di Teman Solat`,
    intro: (m) => `Seseorang meminta untuk mengurus ${m} di Teman Solat: waktu iqamah, Jumaat, pengumuman dan skrin dewan solat. Alamat ini ialah alamat yang disenaraikan OpenStreetMap untuk masjid itu. Buka pautan ini untuk mendapatkan pautan admin masjid:`,
    action: 'Urus masjid ini',
    outro: 'Pautan ini berfungsi sekali, dalam masa 7 hari. Jika tiada sesiapa di masjid memintanya, abaikan e-mel ini: tiada apa-apa berubah.',
  },
  tr: {
    subject: (m) => `${m} camisini Namaz Arkadaşı’nda yönetin`,
    intro: (m) => `Biri Namaz Arkadaşı’nda ${m} camisini yönetmek istedi: kamet vakitleri, cuma, duyurular ve cami ekranı. Bu adres, OpenStreetMap’in bu cami için listelediği adrestir. Caminin yönetici bağlantısını almak için bu bağlantıyı açın:`,
    action: 'Bu camiyi yönet',
    outro: 'Bağlantı 7 gün içinde bir kez çalışır. Camiden kimse bunu istemediyse bu e-postayı dikkate almayın: hiçbir şey değişmez.',
  },
  fr: fr.claim,
  bn: {
    subject: (m) => `নামাজ সঙ্গীতে ${m} পরিচালনা করুন`,
    intro: (m) => `কেউ নামাজ সঙ্গীতে ${m} পরিচালনা করতে চেয়েছেন: ইকামতের সময়, জুমা, ঘোষণা এবং নামাজ ঘরের পর্দা। এই ঠিকানাটি OpenStreetMap এই মসজিদের জন্য দেখায়। মসজিদের অ্যাডমিন লিংক পেতে এই লিংকটি খুলুন:`,
    action: 'এই মসজিদ পরিচালনা করুন',
    outro: 'লিংকটি ৭ দিনের মধ্যে একবারই কাজ করে। মসজিদের কেউ এটি না চাইলে এই ই-মেইলটি উপেক্ষা করুন: কিছুই বদলাবে না।',
  },
  de: de.claim,
  az: az.claim,
  bs: bs.claim,
  so: so.claim,
  ru: ru.claim,
  fa: fa.claim,
  ps: ps.claim,
  nl: nl.claim,
  sw: sw.claim,
  kk: kk.claim,
  es: es.claim,
  sq: sq.claim,
  uz: uz.claim,
  ha: ha.claim,
};

/** The subject, plain-text and HTML parts of the claim mail for `mosque`, holding `link`. */
export function claimMail(language: LanguageCode, mosque: string, link: string) {
  const t = TEXTS[language];
  return mailWithLink(language, { subject: t.subject(mosque), intro: t.intro(mosque), action: t.action, outro: t.outro }, link);
}
