// Whose times these are (issue 14, item 5): the authority a preset follows,
// the mosque a fitted ('Custom') setting was matched to, or the spec method,
// with how closely it was measured when it was. Here without the names of the
// methods and presets: the browser takes them from its catalogs, and the English
// ones, with timesSource and timesSourceLabel, are in presetNames.ts (not in
// Home's first load).
import type { MethodParams } from './params.ts';
import { presetById, type AuthorityPreset } from './presets.ts';
import { distanceKm } from './settings.ts';
import { CUSTOM_METHOD, type PrayerSettings } from './types.ts';

/** How closely the times match their source's own table. */
export interface TimesMatch {
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

/** A fitted ('Custom') setting's name: the mosque's, as the user gave it, or UNNAMED_MOSQUE. */
export const fittedName = (params: MethodParams | undefined): string => params?.label ?? UNNAMED_MOSQUE;

/**
 * How closely the times of `settings` match their source's table: a measured preset's share,
 * a fitted setting's own. `place` is where the times are shown: a mosque's fitted times there,
 * far from where they were matched, claim no match (their share was measured elsewhere).
 */
export function timesMatch(
  settings: Pick<PrayerSettings, 'calc_method' | 'params'>,
  lookup: (id: string) => AuthorityPreset | undefined = presetById,
  place?: Point | null,
): TimesMatch {
  if (settings.calc_method === CUSTOM_METHOD) {
    if (fittedElsewhere(settings, place)) return { elsewhere: true };
    const share = settings.params?.within2_share;
    return typeof share === 'number' ? { within2Share: share } : {};
  }
  const measured = lookup(settings.calc_method)?.measured;
  return measured ? { within2Share: measured.within2Share } : {};
}
