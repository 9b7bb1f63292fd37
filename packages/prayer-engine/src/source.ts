// Whose times these are (issue 14, item 5): the authority a preset follows,
// the mosque a fitted ('Custom') setting was matched to, or the spec method's
// name, with how closely it was measured when it was.
import { presetById, type AuthorityPreset } from './presets.ts';
import { distanceKm } from './settings.ts';
import { CUSTOM_METHOD, SPEC_CALC_METHODS, type PrayerSettings } from './types.ts';

export interface TimesSource {
  /** 'JAKIM e-solat', 'East London Mosque', 'Muslim World League'. */
  who: string;
  /** Share of a published timetable's times within ±2 minutes (0..1), when measured here. */
  within2Share?: number;
  /** A mosque's fitted times used further than FITTED_RADIUS_KM from where they were matched. */
  elsewhere?: boolean;
}

/** How far a mosque's fitted times carry: beyond it the user is asked (issue 30, item 8). */
export const FITTED_RADIUS_KM = 50;

type Point = { latitude: number; longitude: number };

/** Km from where fitted ('Custom') settings were matched to `place`; undefined when not fitted or not recorded. */
export function fittedDistanceKm(settings: Pick<PrayerSettings, 'calc_method' | 'params'>, place: Point | null | undefined): number | undefined {
  const p = settings.calc_method === CUSTOM_METHOD ? settings.params : undefined;
  if (!place || p?.fitted_latitude === undefined || p.fitted_longitude === undefined) return undefined;
  return distanceKm({ latitude: p.fitted_latitude, longitude: p.fitted_longitude }, place);
}

/** Whether fitted settings are in use more than FITTED_RADIUS_KM from where they were matched. */
export const fittedElsewhere = (settings: Pick<PrayerSettings, 'calc_method' | 'params'>, place: Point | null | undefined): boolean =>
  (fittedDistanceKm(settings, place) ?? 0) > FITTED_RADIUS_KM;

/** What a fitted setting is called when the user gave no name. */
export const UNNAMED_MOSQUE = "My mosque's timetable";

/**
 * `place` is where the times are shown: a mosque's fitted times there, far from where they
 * were matched, claim no match (their share was measured elsewhere).
 */
export function timesSource(
  settings: Pick<PrayerSettings, 'calc_method' | 'params'>,
  lookup: (id: string) => AuthorityPreset | undefined = presetById,
  place?: Point | null,
): TimesSource {
  if (settings.calc_method === CUSTOM_METHOD) {
    const who = settings.params?.label ?? UNNAMED_MOSQUE;
    if (fittedElsewhere(settings, place)) return { who, elsewhere: true };
    const share = settings.params?.within2_share;
    return { who, ...(typeof share === 'number' ? { within2Share: share } : {}) };
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
  place?: Point | null,
): string {
  const { who, within2Share, elsewhere } = timesSource(settings, lookup, place);
  if (elsewhere) return `${who} (matched at another place)`;
  if (within2Share === undefined) return who;
  return `${who} · ${Math.floor(within2Share * 100 + 1e-9)}% within 2 min`;
}
