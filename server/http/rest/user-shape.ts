// The REST user keeps the spec's JSON shape (section 3): the optional prayer
// settings fields (shafaq, a 'Custom' recipe, the Hijri adjustment), the
// place's elevation and the language (decision 24) appear only when they are
// set, and a recipe lists only the fields it has.
import { DEFAULT_IMSAK_MINUTES } from '@prayer-companion/engine';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function withoutNulls(value: Json): Json {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, isObject(v) ? withoutNulls(v) : v]),
  );
}

export function restUser<T>(user: T): T {
  if (!isObject(user)) return user;
  const { language, ...rest } = user;
  const shaped: Json = language ? { ...rest, language } : rest;
  if (isObject(user.location)) {
    const { elevation, ...place } = user.location;
    shaped.location = typeof elevation === 'number' ? { ...place, elevation } : place;
  }
  if (!isObject(user.prayerSettings)) return shaped as T;
  const { shafaq, params, hijri_adjustment, imsak_minutes, ...spec } = user.prayerSettings;
  const settings: Json = { ...spec };
  if (shafaq) settings.shafaq = shafaq;
  if (isObject(params)) settings.params = withoutNulls(params);
  if (hijri_adjustment) settings.hijri_adjustment = hijri_adjustment;
  if (typeof imsak_minutes === 'number' && imsak_minutes !== DEFAULT_IMSAK_MINUTES) settings.imsak_minutes = imsak_minutes;
  return { ...shaped, prayerSettings: settings } as T;
}
