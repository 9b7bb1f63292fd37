// 'Keep the mosque's times' after a move (issue 30, item 8), remembered in this browser for
// the place it was answered at: asked again only after another move of more than
// FITTED_RADIUS_KM, or for another fitted timetable.
import { distanceKm, FITTED_RADIUS_KM, type PrayerSettings } from '@prayer-companion/engine';
import { readJson, writeJson } from '../../shared/storage/safeStorage.ts';

const KEY = 'rough2.keptFittedTimes';

type Point = { latitude: number; longitude: number };
interface Kept {
  fitted: Point;
  place: Point;
}

const fittedPoint = (settings: PrayerSettings): Point | null =>
  settings.params?.fitted_latitude !== undefined && settings.params.fitted_longitude !== undefined
    ? { latitude: settings.params.fitted_latitude, longitude: settings.params.fitted_longitude }
    : null;

/** Whether the user already chose to keep these fitted times at (about) this place. */
export function keptHere(settings: PrayerSettings, place: Point): boolean {
  const kept = readJson<Kept>(KEY);
  const fitted = fittedPoint(settings);
  if (!kept?.fitted || !kept.place || !fitted) return false;
  return distanceKm(kept.fitted, fitted) < 0.1 && distanceKm(kept.place, place) <= FITTED_RADIUS_KM;
}

export function keepHere(settings: PrayerSettings, place: Point): void {
  const fitted = fittedPoint(settings);
  if (fitted) writeJson(KEY, { fitted, place: { latitude: place.latitude, longitude: place.longitude } } satisfies Kept);
}
