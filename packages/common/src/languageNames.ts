// The languages as the pickers list them, each named in itself (issue 48 item 5): in a
// module of its own, so Home's first load carries the codes (languages.ts) and not the names.
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';

/** Each language's name in itself. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  ar: 'العربية',
  ur: 'اردو',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  tr: 'Türkçe',
  fr: 'Français',
  bn: 'বাংলা',
  de: 'Deutsch',
  az: 'Azərbaycanca',
  bs: 'Bosanski',
  so: 'Soomaali',
  ru: 'Русский',
  fa: 'فارسی',
  ps: 'پښتو',
  nl: 'Nederlands',
  sw: 'Kiswahili',
  kk: 'Қазақша',
  es: 'Español',
  sq: 'Shqip',
  uz: 'Oʻzbekcha',
  ha: 'Hausa',
};

export const LANGUAGES: readonly { code: LanguageCode; name: string }[] = /* @__PURE__ */ LANGUAGE_CODES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
