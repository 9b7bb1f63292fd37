// Whose times these are (issue 14, item 5): the authority a preset follows,
// the mosque a fitted ('Custom') setting was matched to, or the spec method's
// name, with how closely it was measured when it was.
import { presetById, type AuthorityPreset } from './presets.ts';
import { CUSTOM_METHOD, SPEC_CALC_METHODS, type PrayerSettings } from './types.ts';

export interface TimesSource {
  /** 'JAKIM e-solat', 'East London Mosque', 'Muslim World League'. */
  who: string;
  /** Share of a published timetable's times within ±2 minutes (0..1), when measured. */
  within2Share?: number;
}

/** What a fitted setting is called when the user gave no name. */
export const UNNAMED_MOSQUE = "My mosque's timetable";

export function timesSource(
  settings: Pick<PrayerSettings, 'calc_method' | 'params'>,
  lookup: (id: string) => AuthorityPreset | undefined = presetById,
): TimesSource {
  if (settings.calc_method === CUSTOM_METHOD) {
    const share = settings.params?.within2_share;
    return { who: settings.params?.label ?? UNNAMED_MOSQUE, ...(typeof share === 'number' ? { within2Share: share } : {}) };
  }
  const preset = lookup(settings.calc_method);
  if (preset) {
    return { who: preset.authority, ...(preset.measured ? { within2Share: preset.measured.within2Share } : {}) };
  }
  const spec = SPEC_CALC_METHODS.find((m) => m.value === settings.calc_method);
  return { who: spec?.label ?? settings.calc_method };
}

/**
 * One line: 'JAKIM e-solat · 99% within 2 min', or just the method's name when
 * nothing was measured. The share is rounded down, so 99.6% never shows as 100%.
 */
export function timesSourceLabel(
  settings: Pick<PrayerSettings, 'calc_method' | 'params'>,
  lookup?: (id: string) => AuthorityPreset | undefined,
): string {
  const { who, within2Share } = timesSource(settings, lookup);
  if (within2Share === undefined) return who;
  return `${who} · ${Math.floor(within2Share * 100 + 1e-9)}% within 2 min`;
}
