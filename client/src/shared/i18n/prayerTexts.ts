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
} from '../../prayer/index.ts';
import type { MessageId } from './i18n.ts';
import type { Translate } from './useT.ts';

export const methodOptions = (t: Translate): { value: CalcMethod; label: string }[] =>
  CALC_METHODS.map((m) => ({ value: m.value, label: t(`method.${m.value}` as MessageId) }));

export const madhabOptions = (t: Translate) => MADHABS.map((m) => ({ value: m.value, label: t(`madhab.${m.value}`) }));

export const highLatOptions = (t: Translate) => HIGH_LAT_RULES.map((r) => ({ value: r.value, label: t(`highLat.${r.value}`) }));

/** Whose times: the authority, the mosque's own name, or the method; 'within 2 min' when measured. */
export function timesSourceText(t: Translate, settings: Pick<PrayerSettings, 'calc_method' | 'params'>): string {
  const { who, within2Share } = timesSource(settings);
  let name: string;
  if (settings.calc_method === CUSTOM_METHOD) name = who === UNNAMED_MOSQUE ? t('method.unnamedMosque') : who;
  else if (presetById(settings.calc_method)) name = t(`authority.${settings.calc_method}` as MessageId);
  else name = t(`method.${settings.calc_method}` as MessageId);
  if (within2Share === undefined) return name;
  return t('method.within2', { name, percent: Math.floor(within2Share * 100 + 1e-9) });
}
