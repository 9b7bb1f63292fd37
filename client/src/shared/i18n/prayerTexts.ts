// Names the prayer engine gives in English (methods, authorities, madhabs, high-latitude
// rules, 'within 2 min'), shown in the active language. The engine keeps its English
// labels for its own reports; the screens read these.
import {
  CALC_METHODS,
  CUSTOM_METHOD,
  HIGH_LAT_RULES,
  MADHABS,
  presetById,
  UNNAMED_MOSQUE,
  timesSource,
  type CalcMethod,
  type PrayerSettings,
} from '@prayer-companion/engine';
import type { MessageId } from './i18n.ts';
import type { Translate } from './useT.ts';

/**
 * The catalog's text for `id`, or `fallback` when the catalog has none: a preset added to the
 * engine before its translations keeps its own (English, proper) name instead of showing a key.
 */
export function textOr(t: Translate, id: string, fallback: string): string {
  const text = t(id as MessageId);
  return text === id ? fallback : text;
}

/** A method's or preset's name in the language (the engine's label where there is no translation). */
export const methodName = (t: Translate, value: string): string =>
  textOr(t, `method.${value}`, CALC_METHODS.find((m) => m.value === value)?.label ?? value);

export const methodOptions = (t: Translate): { value: CalcMethod; label: string }[] =>
  CALC_METHODS.map((m) => ({ value: m.value, label: methodName(t, m.value) }));

export const madhabOptions = (t: Translate) => MADHABS.map((m) => ({ value: m.value, label: t(`madhab.${m.value}`) }));

export const highLatOptions = (t: Translate) => HIGH_LAT_RULES.map((r) => ({ value: r.value, label: t(`highLat.${r.value}`) }));

/**
 * Whose times: the authority (its name in the language where the catalog has one, its own
 * otherwise), the mosque's own name, or the method; 'within 2 min' when measured at `place`.
 */
export function timesSourceText(
  t: Translate,
  settings: Pick<PrayerSettings, 'calc_method' | 'params'>,
  place?: { latitude: number; longitude: number } | null,
): string {
  const { who, within2Share, elsewhere } = timesSource(settings, undefined, place);
  let name: string;
  if (settings.calc_method === CUSTOM_METHOD) name = who === UNNAMED_MOSQUE ? t('method.unnamedMosque') : who;
  else if (presetById(settings.calc_method)) name = textOr(t, `authority.${settings.calc_method}`, who);
  else name = methodName(t, settings.calc_method);
  if (elsewhere) return t('rough2.timesElsewhere', { name });
  if (within2Share === undefined) return name;
  return t('method.within2', { name, percent: Math.floor(within2Share * 100 + 1e-9) });
}
