// The notice a confirmed address's owner gets when someone else asks to connect it
// (issue 40, item 4). That request is answered exactly as for a new address, so nobody
// can list confirmed addresses; the owner is told instead. The mail holds no link at all:
// nothing in it can move the address, sign anyone in, or be forwarded to do so.
import { RIGHT_TO_LEFT_LANGUAGES, type LanguageCode } from '@prayer-companion/common';
import { fr } from '../../i18n/languages/fr.ts';
import type { ConnectNoticeTexts } from '../../i18n/serverLanguage.ts';
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

const TEXTS: Record<LanguageCode, ConnectNoticeTexts> = {
  en: {
    subject: 'Someone tried to connect your e-mail on Prayer companion',
    body: 'Someone asked to connect this address to another prayer space. Nothing changed: the address stays with your own space, and no link was sent to anyone.',
    outro: 'If it was you, sign in with your e-mail in the app instead. Otherwise you need to do nothing.',
  },
  ar: {
    subject: 'حاول شخص ربط بريدك الإلكتروني في رفيق الصلاة',
    body: 'طلب شخص ربط هذا العنوان بمساحة صلاة أخرى. لم يتغير شيء: يبقى العنوان مع مساحتك، ولم يُرسَل أي رابط إلى أحد.',
    outro: 'إن كنت أنت، فسجّل الدخول ببريدك الإلكتروني في التطبيق بدلًا من ذلك. وإلا فلا حاجة لفعل أي شيء.',
  },
  ur: {
    subject: 'کسی نے نماز ساتھی پر آپ کی ای میل جوڑنے کی کوشش کی',
    body: 'کسی نے یہ پتہ نماز کی کسی اور جگہ سے جوڑنے کی درخواست کی۔ کچھ نہیں بدلا: یہ پتہ آپ ہی کی جگہ کے ساتھ ہے، اور کسی کو کوئی لنک نہیں بھیجا گیا۔',
    outro: 'اگر یہ آپ تھے تو اس کے بجائے ایپ میں اپنی ای میل سے سائن اِن کریں۔ ورنہ آپ کو کچھ کرنے کی ضرورت نہیں۔',
  },
  id: {
    subject: 'Seseorang mencoba menghubungkan e-mail Anda di Pendamping Salat',
    body: 'Seseorang meminta agar alamat ini dihubungkan ke ruang salat lain. Tidak ada yang berubah: alamat ini tetap di ruang salat Anda, dan tidak ada tautan yang dikirim kepada siapa pun.',
    outro: 'Jika itu Anda, masuklah dengan e-mail Anda di aplikasi. Jika bukan, Anda tidak perlu melakukan apa pun.',
  },
  ms: {
    subject: 'Seseorang cuba menghubungkan e-mel anda di Teman Solat',
    body: 'Seseorang meminta alamat ini dihubungkan dengan ruang solat lain. Tiada apa-apa yang berubah: alamat ini kekal dengan ruang solat anda, dan tiada pautan dihantar kepada sesiapa.',
    outro: 'Jika itu anda, log masuk dengan e-mel anda dalam aplikasi. Jika bukan, anda tidak perlu berbuat apa-apa.',
  },
  tr: {
    subject: 'Birisi Namaz Arkadaşı’nda e-postanızı bağlamaya çalıştı',
    body: 'Birisi bu adresi başka bir namaz alanına bağlamak istedi. Hiçbir şey değişmedi: adres sizin alanınızda kalıyor ve kimseye bağlantı gönderilmedi.',
    outro: 'Bu sizseniz, bunun yerine uygulamada e-postanızla giriş yapın. Değilseniz hiçbir şey yapmanız gerekmez.',
  },
  fr: fr.connectNotice,
  bn: {
    subject: 'কেউ নামাজ সঙ্গীতে আপনার ই-মেইল যুক্ত করার চেষ্টা করেছে',
    body: 'কেউ এই ঠিকানাটি অন্য একটি নামাজের জায়গার সাথে যুক্ত করতে চেয়েছে। কিছুই বদলায়নি: ঠিকানাটি আপনার জায়গাতেই আছে, এবং কাউকে কোনো লিংক পাঠানো হয়নি।',
    outro: 'এটি আপনি হলে, বরং অ্যাপে আপনার ই-মেইল দিয়ে সাইন ইন করুন। না হলে আপনাকে কিছুই করতে হবে না।',
  },
  de: de.connectNotice,
  az: az.connectNotice,
  bs: bs.connectNotice,
  so: so.connectNotice,
  ru: ru.connectNotice,
  fa: fa.connectNotice,
  ps: ps.connectNotice,
  nl: nl.connectNotice,
  sw: sw.connectNotice,
  kk: kk.connectNotice,
  es: es.connectNotice,
  sq: sq.connectNotice,
  uz: uz.connectNotice,
  ha: ha.connectNotice,
};


const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The subject, plain-text and HTML parts of the notice: words only, no link. */
export function connectNoticeMail(language: LanguageCode) {
  const t = TEXTS[language];
  const dir = RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  return {
    subject: t.subject,
    text: `${t.body}\n\n${t.outro}\n`,
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body><p>${escapeHtml(t.body)}</p><p>${escapeHtml(t.outro)}</p></body></html>`,
  };
}
