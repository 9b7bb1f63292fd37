// Names the prayer engine gives in English (methods, authorities, madhabs, high-latitude
// rules, 'within 2 min'), shown in the active language. The engine keeps its English
// labels for its own reports ('@prayer-companion/engine/presetNames', not in Home's first
// load); the screens read these. Every method and preset has its names in every catalog
// (prayerTexts.test.ts).
import {
  CUSTOM_METHOD,
  fittedName,
  HIGH_LAT_RULES,
  LISTED_METHODS,
  MADHABS,
  presetById,
  SPEC_CALC_METHODS,
  UNNAMED_MOSQUE,
  timesMatch,
  type ListedMethod,
  type PrayerSettings,
} from '@prayer-companion/engine';
import type { MessageId } from './i18n.ts';
import type { Translate } from './useT.ts';

/** The catalog's text for `id`, or `fallback` when the catalog has none (a value the engine does not know). */
export function textOr(t: Translate, id: string, fallback: string): string {
  const text = t(id as MessageId);
  return text === id ? fallback : text;
}

/** A method's or preset's name in the language (a spec method's English label, or the value, where there is no translation). */
export const methodName = (t: Translate, value: string): string =>
  textOr(t, `method.${value}`, SPEC_CALC_METHODS.find((m) => m.value === value)?.label ?? value);

export const methodOptions = (t: Translate): { value: ListedMethod; label: string }[] =>
  LISTED_METHODS.map((value) => ({ value, label: methodName(t, value) }));

export const madhabOptions = (t: Translate) => MADHABS.map((m) => ({ value: m.value, label: t(`madhab.${m.value}`) }));

export const highLatOptions = (t: Translate) => HIGH_LAT_RULES.map((r) => ({ value: r.value, label: t(`highLat.${r.value}`) }));

/**
 * Whose times: the authority (its name in the language), the mosque's own name, or the
 * method; 'within 2 min' when measured at `place` (the engine's timesMatch).
 */
export function timesSourceText(
  t: Translate,
  settings: Pick<PrayerSettings, 'calc_method' | 'params'>,
  place?: { latitude: number; longitude: number } | null,
): string {
  const { within2Share, elsewhere } = timesMatch(settings, undefined, place);
  let name: string;
  if (settings.calc_method === CUSTOM_METHOD) {
    const who = fittedName(settings.params);
    name = who === UNNAMED_MOSQUE ? t('method.unnamedMosque') : who;
  } else if (presetById(settings.calc_method)) name = textOr(t, `authority.${settings.calc_method}`, settings.calc_method);
  else name = methodName(t, settings.calc_method);
  if (elsewhere) return t('rough2.timesElsewhere', { name });
  if (within2Share === undefined) return name;
  return t('method.within2', { name, percent: Math.floor(within2Share * 100 + 1e-9) });
}
