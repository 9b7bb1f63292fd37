// The method select, grouped (issue 30, item 7): local authorities first (name, country, the
// table each was checked against), then the general methods (their angles), then the user's
// mosque. Built from the presets' own fields (measured, country, refines), so a preset added
// to the engine lands in its group without a list here. A spec method that a preset refines
// (Dubai and Awqaf UAE, Singapore and MUIS, London Unified 12° and the London timetable)
// says so under both, so near-duplicates can be told apart.
import {
  AUTHORITY_PRESETS,
  CUSTOM_METHOD,
  methodAngles,
  SPEC_CALC_METHODS,
  type AuthorityPreset,
  type CalcMethod,
} from '@prayer-companion/engine';
import { localDigits } from '../../shared/i18n/format.ts';
import { directionOf, intlLocale, type ActiveLanguage } from '../../shared/i18n/languages.ts';
import { methodName } from '../../shared/i18n/prayerTexts.ts';
import type { Translate } from '../../shared/i18n/useT.ts';
import { PRESET_MEASUREMENTS } from '@prayer-companion/engine/measurements';
import { presetName } from '@prayer-companion/engine/presetNames';

export interface MethodOption {
  value: CalcMethod;
  label: string;
}
export interface MethodGroup {
  group: string;
  items: MethodOption[];
}

const PRESETS: readonly AuthorityPreset[] = AUTHORITY_PRESETS;

function countryName(language: ActiveLanguage, code: string | undefined): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames(intlLocale(language), { type: 'region' }).of(code);
  } catch {
    return code;
  }
}

function anglesText(t: Translate, method: string): string {
  const angles = methodAngles(method);
  if (!angles) return '';
  return angles.ishaInterval
    ? t('rough2.methods.anglesInterval', { fajr: angles.fajr, minutes: angles.ishaInterval })
    : t('rough2.methods.angles', { fajr: angles.fajr, isha: angles.isha ?? 0 });
}

/** What sets each method apart, by value, in the language and its digits. */
export function methodDescriptions(t: Translate, language: ActiveLanguage): Record<string, string> {
  const out: Record<string, string> = {};
  // The timetables' names are English: isolated in a right-to-left sentence, so their
  // words and figures keep their order instead of mixing with the text around them.
  const isolate = (name: string) => (directionOf(language) === 'rtl' ? `\u2068${name}\u2069` : name);
  for (const preset of PRESETS) {
    const country = countryName(language, preset.country);
    let text: string;
    if (preset.measured) {
      const values = { timetable: isolate(PRESET_MEASUREMENTS[preset.id]?.timetable ?? presetName(preset.id)?.authority ?? preset.id), percent: Math.floor(preset.measured.within2Share * 100 + 1e-9) };
      text = country ? t('rough2.methods.checked', { country, ...values }) : t('rough2.methods.checkedNoCountry', values);
    } else text = anglesText(t, preset.id);
    if (preset.refines) text = t('rough2.methods.refines', { text, method: methodName(t, preset.refines) });
    out[preset.id] = localDigits(language, text);
  }
  for (const { value } of SPEC_CALC_METHODS) {
    const refinedBy = PRESETS.find((p) => p.refines === value);
    const angles = anglesText(t, value);
    out[value] = localDigits(language, refinedBy ? t('rough2.methods.refinedBy', { angles, preset: methodName(t, refinedBy.id) }) : angles);
  }
  return out;
}

/** The select's groups; `mosque` is the user's fitted setting, offered under its name. */
export function methodGroups(t: Translate, mosque?: MethodOption): MethodGroup[] {
  const option = (value: string): MethodOption => ({ value: value as CalcMethod, label: methodName(t, value) });
  const groups: MethodGroup[] = [
    { group: t('rough2.methods.local'), items: PRESETS.filter((p) => p.measured).map((p) => option(p.id)) },
    {
      group: t('rough2.methods.general'),
      items: [...SPEC_CALC_METHODS.map((m) => option(m.value)), ...PRESETS.filter((p) => !p.measured).map((p) => option(p.id))],
    },
  ];
  if (mosque) groups.push({ group: t('rough2.methods.mine'), items: [{ ...mosque, value: CUSTOM_METHOD }] });
  return groups;
}
