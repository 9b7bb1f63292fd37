// What the account mails say, in the user's language (issue 31). Plain words, one
// link to this app and nothing else: no images, no tracking, no third-party links.
import { RIGHT_TO_LEFT_LANGUAGES, type LanguageCode } from '@prayer-companion/common';
import { fr } from '../../i18n/languages/fr.ts';
import type { MailKind, MailTexts } from '../../i18n/serverLanguage.ts';
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

export type { MailKind, MailTexts };

const TEXTS: Record<LanguageCode, Record<MailKind, MailTexts>> = {
  en: {
    verify: {
      subject: 'Confirm your e-mail for Prayer companion',
      intro: 'Open this link to connect this address to your prayer space:',
      action: 'Confirm my e-mail',
      outro: 'The link works once, for 24 hours. If you did not ask for this, ignore this mail.',
    },
    'sign-in': {
      subject: 'Sign in to Prayer companion',
      intro: 'Open this link to sign in to your prayer space on this device:',
      action: 'Sign in',
      outro: 'The link works once, for 15 minutes. If you did not ask for this, ignore this mail.',
    },
  },
  ar: {
    verify: {
      subject: 'أكِّد بريدك الإلكتروني في رفيق الصلاة',
      intro: 'افتح هذا الرابط لربط هذا العنوان بمساحة صلاتك:',
      action: 'تأكيد بريدي الإلكتروني',
      outro: 'يعمل الرابط مرة واحدة خلال 24 ساعة. إن لم تطلب ذلك فتجاهل هذه الرسالة.',
    },
    'sign-in': {
      subject: 'تسجيل الدخول إلى رفيق الصلاة',
      intro: 'افتح هذا الرابط لتسجيل الدخول إلى مساحة صلاتك على هذا الجهاز:',
      action: 'تسجيل الدخول',
      outro: 'يعمل الرابط مرة واحدة خلال 15 دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة.',
    },
  },
  ur: {
    verify: {
      subject: 'نماز ساتھی کے لیے اپنی ای میل کی تصدیق کریں',
      intro: 'یہ پتہ اپنی نماز کی جگہ سے جوڑنے کے لیے یہ لنک کھولیں:',
      action: 'میری ای میل کی تصدیق کریں',
      outro: 'یہ لنک 24 گھنٹے کے اندر ایک بار کام کرتا ہے۔ اگر آپ نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کریں۔',
    },
    'sign-in': {
      subject: 'نماز ساتھی میں سائن اِن کریں',
      intro: 'اس آلے پر اپنی نماز کی جگہ میں سائن اِن کرنے کے لیے یہ لنک کھولیں:',
      action: 'سائن اِن کریں',
      outro: 'یہ لنک 15 منٹ کے اندر ایک بار کام کرتا ہے۔ اگر آپ نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کریں۔',
    },
  },
  id: {
    verify: {
      subject: 'Konfirmasi e-mail Anda untuk Pendamping Salat',
      intro: 'Buka tautan ini untuk menghubungkan alamat ini ke ruang salat Anda:',
      action: 'Konfirmasi e-mail saya',
      outro: 'Tautan ini berlaku sekali, selama 24 jam. Jika Anda tidak memintanya, abaikan e-mail ini.',
    },
    'sign-in': {
      subject: 'Masuk ke Pendamping Salat',
      intro: 'Buka tautan ini untuk masuk ke ruang salat Anda di perangkat ini:',
      action: 'Masuk',
      outro: 'Tautan ini berlaku sekali, selama 15 menit. Jika Anda tidak memintanya, abaikan e-mail ini.',
    },
  },
  ms: {
    verify: {
      subject: 'Sahkan e-mel anda untuk Teman Solat',
      intro: 'Buka pautan ini untuk menghubungkan alamat ini dengan ruang solat anda:',
      action: 'Sahkan e-mel saya',
      outro: 'Pautan ini berfungsi sekali, dalam masa 24 jam. Jika anda tidak memintanya, abaikan e-mel ini.',
    },
    'sign-in': {
      subject: 'Log masuk ke Teman Solat',
      intro: 'Buka pautan ini untuk log masuk ke ruang solat anda pada peranti ini:',
      action: 'Log masuk',
      outro: 'Pautan ini berfungsi sekali, dalam masa 15 minit. Jika anda tidak memintanya, abaikan e-mel ini.',
    },
  },
  tr: {
    verify: {
      subject: 'Namaz Arkadaşı için e-postanızı onaylayın',
      intro: 'Bu adresi namaz alanınıza bağlamak için bu bağlantıyı açın:',
      action: 'E-postamı onayla',
      outro: 'Bağlantı 24 saat içinde bir kez çalışır. Bunu siz istemediyseniz bu e-postayı dikkate almayın.',
    },
    'sign-in': {
      subject: 'Namaz Arkadaşı’na giriş yapın',
      intro: 'Bu cihazda namaz alanınıza giriş yapmak için bu bağlantıyı açın:',
      action: 'Giriş yap',
      outro: 'Bağlantı 15 dakika içinde bir kez çalışır. Bunu siz istemediyseniz bu e-postayı dikkate almayın.',
    },
  },
  fr: fr.mail,
  bn: {
    verify: {
      subject: 'নামাজ সঙ্গীর জন্য আপনার ই-মেইল নিশ্চিত করুন',
      intro: 'এই ঠিকানাটি আপনার নামাজের জায়গার সাথে যুক্ত করতে এই লিংকটি খুলুন:',
      action: 'আমার ই-মেইল নিশ্চিত করুন',
      outro: 'লিংকটি ২৪ ঘণ্টার মধ্যে একবারই কাজ করে। আপনি এটি না চাইলে এই ই-মেইলটি উপেক্ষা করুন।',
    },
    'sign-in': {
      subject: 'নামাজ সঙ্গীতে সাইন ইন করুন',
      intro: 'এই ডিভাইসে আপনার নামাজের জায়গায় সাইন ইন করতে এই লিংকটি খুলুন:',
      action: 'সাইন ইন করুন',
      outro: 'লিংকটি ১৫ মিনিটের মধ্যে একবারই কাজ করে। আপনি এটি না চাইলে এই ই-মেইলটি উপেক্ষা করুন।',
    },
  },
  de: de.mail,
  az: az.mail,
  bs: bs.mail,
  so: so.mail,
  ru: ru.mail,
  fa: fa.mail,
  ps: ps.mail,
  nl: nl.mail,
  sw: sw.mail,
  kk: kk.mail,
  es: es.mail,
  sq: sq.mail,
  uz: uz.mail,
  ha: ha.mail,
};


const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The subject, plain-text and HTML parts of one account mail holding `link`. */
export function accountMail(kind: MailKind, language: LanguageCode, link: string) {
  return mailWithLink(language, TEXTS[language][kind], link);
}

/** A mail of these texts around one link: plain text, and HTML in the language's direction (the claim mail uses it too). */
export function mailWithLink(language: LanguageCode, t: MailTexts, link: string) {
  const dir = RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  const href = escapeHtml(link);
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.outro}\n`,
    html:
      `<!doctype html><html lang="${language}" dir="${dir}"><body>` +
      `<p>${escapeHtml(t.intro)}</p><p><a href="${href}">${escapeHtml(t.action)}</a></p>` +
      `<p dir="ltr">${href}</p><p>${escapeHtml(t.outro)}</p></body></html>`,
  };
}
