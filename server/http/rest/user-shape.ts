// The REST user keeps the spec's JSON shape (section 3): the optional prayer
// settings fields (shafaq, a 'Custom' recipe, the Hijri adjustment), the
// place's elevation and the language (decision 24) appear only when they are
// set (the engine's `withoutDefaults`, the rule the client sends by), and a recipe
// lists only the fields it has.
import { withoutDefaults } from '@prayer-companion/engine';

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
  const settings = withoutDefaults(user.prayerSettings);
  if (isObject(settings.params)) settings.params = withoutNulls(settings.params);
  return { ...shaped, prayerSettings: settings } as T;
}
