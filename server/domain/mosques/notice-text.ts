// What a follower's Web Push says when the mosque changes an iqama (issue 33),
// in the follower's language: 'Isha iqama is now 20:15 at East London Mosque'.
import { languageOf, type LanguageCode } from '@prayer-companion/common';
import { localDigits, serverTexts, type PrayerKey } from '../../i18n/texts.ts';
import { fr } from '../../i18n/languages/fr.ts';
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

const IQAMA_NOW: Record<LanguageCode, (prayer: string, clock: string, mosque: string) => string> = {
  en: (p, c, m) => `${p} iqama is now ${c} at ${m}`,
  ar: (p, c, m) => `إقامة صلاة ${p} الآن الساعة ${c} في ${m}`,
  ur: (p, c, m) => `${m} میں ${p} کی اقامت اب ${c} بجے ہے`,
  id: (p, c, m) => `Iqamah ${p} sekarang pukul ${c} di ${m}`,
  ms: (p, c, m) => `Iqamah ${p} kini pada ${c} di ${m}`,
  tr: (p, c, m) => `${m}: ${p} kaameti artık ${c}`,
  fr: fr.iqamaNow,
  bn: (p, c, m) => `${m}-এ ${p}-এর ইকামত এখন ${c}-এ`,
  de: de.iqamaNow,
  az: az.iqamaNow,
  bs: bs.iqamaNow,
  so: so.iqamaNow,
  ru: ru.iqamaNow,
  fa: fa.iqamaNow,
  ps: ps.iqamaNow,
  nl: nl.iqamaNow,
  sw: sw.iqamaNow,
  kk: kk.iqamaNow,
  es: es.iqamaNow,
  sq: sq.iqamaNow,
  uz: uz.iqamaNow,
  ha: ha.iqamaNow,
};

export function iqamaNotice(prayer: PrayerKey, clock: string, mosqueName: string, language: unknown): { title: string; body: string } {
  const code = languageOf(language);
  const texts = serverTexts(code);
  return { title: mosqueName, body: IQAMA_NOW[code](texts.prayerName(prayer), localDigits(code, clock), mosqueName) };
}

const IQAMA_SOON: Record<LanguageCode, (prayer: string, n: string, mosque: string) => string> = {
  en: (p, n, m) => `${p} iqama in ${n} min at ${m}`,
  ar: (p, n, m) => `إقامة صلاة ${p} بعد ${n} دقيقة في ${m}`,
  ur: (p, n, m) => `${m} میں ${p} کی اقامت ${n} منٹ میں`,
  id: (p, n, m) => `Iqamah ${p} dalam ${n} menit di ${m}`,
  ms: (p, n, m) => `Iqamah ${p} dalam ${n} minit di ${m}`,
  tr: (p, n, m) => `${m}: ${p} kameti ${n} dakika sonra`,
  fr: fr.iqamaSoon,
  bn: (p, n, m) => `${m}-এ ${p}-এর ইকামত ${n} মিনিট পরে`,
  de: de.iqamaSoon,
  az: az.iqamaSoon,
  bs: bs.iqamaSoon,
  so: so.iqamaSoon,
  ru: ru.iqamaSoon,
  fa: fa.iqamaSoon,
  ps: ps.iqamaSoon,
  nl: nl.iqamaSoon,
  sw: sw.iqamaSoon,
  kk: kk.iqamaSoon,
  es: es.iqamaSoon,
  sq: sq.iqamaSoon,
  uz: uz.iqamaSoon,
  ha: ha.iqamaSoon,
};

/** A reminder before an iqama: 'Isha iqama in 10 min at East London Mosque', then the time. */
export function iqamaSoon(prayer: PrayerKey, minutes: number, clock: string, mosqueName: string, language: unknown): { title: string; body: string } {
  const code = languageOf(language);
  const texts = serverTexts(code);
  return { title: IQAMA_SOON[code](texts.prayerName(prayer), localDigits(code, String(minutes)), mosqueName), body: `${texts.prayerName(prayer)} · ${localDigits(code, clock)}` };
}
