// The profile inputs (spec section 3): a place, prayer settings and the recipe behind 'Custom'.
// One zod schema per input, used by GraphQL (server/schema/users.ts, through checkInput) and by
// REST (server/http/rest/routes/users.ts):
// - `…Shape`: the input's fields and their JSON types, what its GraphQL input type declares.
//   REST parses bodies with it, so a wrong type or an unknown field gets REST's own message
//   ("`location.latitude` must be a number") before any GraphQL runs.
// - `…Input`: the shape and the rules (checks throwing badInput, run as the schema's transform
//   by `rules`), with their messages and the field each names (`offsets.fajr`,
//   `params.isha_angle`), and the output is what is stored (names trimmed,
//   an estimated elevation, the default imsak and Hijri adjustment left out). The resolvers
//   parse with it, for both APIs, so the rules run once and answer alike.
import { z } from 'zod';
import {
  DEFAULT_IMSAK_MINUTES,
  MAX_ELEVATION,
  MAX_IMSAK_MINUTES,
  MIN_ELEVATION,
  normalizeMethodParams,
  type CalcMethod,
  type MethodParams,
  type PrayerSettings,
  type TimesLocation,
} from '@prayer-companion/engine';
import { placeElevation } from '../elevation/townElevation.ts';
import { LINE_BREAKING } from '../text/one-line.ts';
import { checkCleanText, checkLanguage, isTimeZone } from '../validation/input-checks.ts';
import { num, object, oneOf, optional, required, rules, str, under, whole } from '../validation/fields.ts';
import { badInput } from '../../errors.ts';
import { CALC_METHOD_VALUES, HIGH_LAT_RULE_VALUES, MADHAB_VALUES, OFFSET_KEYS, ROUNDINGS, SHAFAQ_VALUES, type OffsetKey } from './values.ts';

/** A place as stored (the User.location JSON column): the engine's type, the one both sides read. */
export type LocationShape = TimesLocation;

/** Prayer settings as stored (the User.prayerSettings JSON column): the engine's type. */
export type PrayerSettingsShape = PrayerSettings;

/** A rule broken: the message, and the field it names (the schema's issue, then today's badInput). */
function fail(message: string, field: string): never {
  throw badInput(message, field);
}

// ---- A place.

export const locationShape = object({
  id: optional(str()),
  name: str(),
  city: str(),
  country: str(),
  country_code: str(),
  latitude: num(),
  longitude: num(),
  timezone: str(),
  // null (cleared: the sea-level horizon) is kept apart from absent (estimated from the place).
  elevation: num().nullish(),
});

function shortText(value: string, field: string, max = 200): string {
  checkCleanText(value, field);
  // A place name is one line: a CR/LF in it reached the calendar feed (issue 28).
  if (LINE_BREAKING.test(value)) fail(`The ${field} must not contain line breaks, tabs or other control characters`, field);
  const text = value.trim();
  if (!text || [...text].length > max) fail(`Please give a valid ${field}`, field);
  return text;
}

/**
 * Issue 34: a place given without an elevation (picked by name) gets the
 * ground height of the nearest town from the offline index, so elevation-aware
 * times (Habous) are right without GPS; none where no town is within 10 km.
 */
function estimatedElevation(latitude: number, longitude: number): number | undefined {
  const metres = placeElevation(latitude, longitude);
  return metres !== undefined && metres >= MIN_ELEVATION && metres <= MAX_ELEVATION ? metres : undefined;
}

/** Whole metres from the Dead Sea shore to the highest towns; absent when not given. */
function checkElevation(elevation: number | null | undefined): { elevation?: number } {
  if (elevation === null || elevation === undefined) return {};
  if (!Number.isFinite(elevation) || elevation < MIN_ELEVATION || elevation > MAX_ELEVATION)
    fail(`Elevation must be between ${MIN_ELEVATION} and ${MAX_ELEVATION} metres`, 'elevation');
  return { elevation: Math.round(elevation) };
}

function checkLocation(input: z.output<typeof locationShape>): LocationShape {
  const { latitude, longitude } = input;
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) fail('Latitude must be between -90 and 90', 'latitude');
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) fail('Longitude must be between -180 and 180', 'longitude');
  if (!/^[A-Z]{2}$/.test(input.country_code)) fail('Country code must be two capital letters', 'country_code');
  if (!isTimeZone(input.timezone)) fail('Unknown time zone', 'timezone');
  return {
    id: input.id ? shortText(input.id, 'id', 40) : `${latitude.toFixed(4)}-${longitude.toFixed(4)}`,
    name: shortText(input.name, 'name'),
    city: shortText(input.city, 'city'),
    country: shortText(input.country, 'country'),
    country_code: input.country_code,
    latitude,
    longitude,
    timezone: input.timezone,
    // Absent: not given (a city picked by name), estimated; null: cleared by the user, none.
    ...checkElevation(input.elevation === undefined ? estimatedElevation(latitude, longitude) : input.elevation),
  };
}

/** A place: the input's shape, its rules, and the place as stored. */
export const locationInput = locationShape.transform(rules(checkLocation));

// ---- The recipe behind 'Custom': every given field in its range, or a 400 that names it.
// The engine would quietly drop a bad field when computing; stored settings must be
// exactly what the user saw fitted.

/** Minutes (or values) per prayer time, each optional. */
const perTime = <T extends z.ZodType>(value: () => T) =>
  object(
    Object.fromEntries(OFFSET_KEYS.map((key) => [key, optional(value())])) as Record<OffsetKey, ReturnType<typeof optional<T>>>,
  );

const numbers = () => z.array(num(), { error: required('must be a list') });

export const methodParamsShape = object({
  fajr_angle: num(),
  isha_angle: optional(num()),
  isha_interval: optional(whole()),
  maghrib_angle: optional(num()),
  adjustments: optional(perTime(whole)),
  seasonal: optional(perTime(numbers)),
  high_lat_rule: optional(oneOf(HIGH_LAT_RULE_VALUES)),
  rounding: optional(oneOf(ROUNDINGS)),
  label: optional(str()),
  within2_share: optional(num()),
  fitted_latitude: optional(num()),
  fitted_longitude: optional(num()),
});

type Range = readonly [field: 'fajr_angle' | 'isha_angle' | 'isha_interval' | 'maghrib_angle' | 'within2_share' | 'fitted_latitude' | 'fitted_longitude', min: number, max: number, message: string];
const RANGES: readonly Range[] = [
  ['fajr_angle', 0, 30, 'The fajr angle must be between 0 and 30 degrees'],
  ['isha_angle', 0, 30, 'The isha angle must be between 0 and 30 degrees'],
  ['isha_interval', 1, 240, 'The isha interval must be between 1 and 240 minutes'],
  ['maghrib_angle', 0, 10, 'The maghrib angle must be between 0 and 10 degrees'],
  ['within2_share', 0, 1, 'The measured share must be between 0 and 1'],
  ['fitted_latitude', -90, 90, 'The fitted latitude must be between -90 and 90'],
  ['fitted_longitude', -180, 180, 'The fitted longitude must be between -180 and 180'],
];

function checkMethodParams(input: z.output<typeof methodParamsShape>): MethodParams {
  for (const [field, min, max, message] of RANGES) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (!Number.isFinite(value) || value < min || value > max) fail(message, field);
  }
  if (input.isha_angle == null && input.isha_interval == null) fail('Custom settings need an isha angle or an isha interval', 'isha_angle');
  for (const key of OFFSET_KEYS) {
    const adjustment = input.adjustments?.[key];
    if (adjustment != null && (!Number.isInteger(adjustment) || Math.abs(adjustment) > 60))
      fail('Adjustments must be whole minutes between -60 and 60', `adjustments.${key}`);
    const seasonal = input.seasonal?.[key];
    if (seasonal == null) continue;
    if ((seasonal.length !== 12 && seasonal.length !== 24) || seasonal.some((v) => !Number.isFinite(v) || Math.abs(v) > 90))
      fail('Seasonal adjustments are 12 or 24 values between -90 and 90 minutes', `seasonal.${key}`);
  }
  if ((input.fitted_latitude == null) !== (input.fitted_longitude == null))
    fail('The fitted place needs both a latitude and a longitude', 'fitted_latitude');
  if (input.label != null && [...input.label.trim()].length > 80) fail('The label can be at most 80 characters', 'label');
  const params = normalizeMethodParams(input);
  if (!params) throw badInput('Custom settings need a fajr angle and an isha angle or interval');
  return params;
}

/** A 'Custom' recipe: the input's shape, its ranges, and the recipe as stored. */
export const methodParamsInput = methodParamsShape.transform(rules(checkMethodParams));

// ---- Prayer settings.

// The engine owns the method list (presets and 'Custom' included); zod wants it as a non-empty tuple.
const calcMethods = CALC_METHOD_VALUES as unknown as readonly [CalcMethod, ...CalcMethod[]];

export const prayerSettingsShape = object({
  calc_method: oneOf(calcMethods),
  madhab: oneOf(MADHAB_VALUES),
  high_lat_rule: oneOf(HIGH_LAT_RULE_VALUES),
  offsets: optional(perTime(whole)),
  shafaq: optional(oneOf(SHAFAQ_VALUES)),
  params: optional(methodParamsShape),
  hijri_adjustment: optional(whole()),
  imsak_minutes: optional(whole()),
});

/** Offsets are whole minutes, -30 to 30 (spec section 5); missing ones are 0. */
function checkPrayerSettings(input: z.output<typeof prayerSettingsShape>): PrayerSettingsShape {
  const offsets = {} as PrayerSettingsShape['offsets'];
  for (const key of OFFSET_KEYS) {
    const value = input.offsets?.[key] ?? 0;
    if (!Number.isInteger(value) || value < -30 || value > 30) fail('Offsets must be whole minutes between -30 and 30', `offsets.${key}`);
    offsets[key] = value;
  }
  const settings: PrayerSettingsShape = { calc_method: input.calc_method, madhab: input.madhab, high_lat_rule: input.high_lat_rule, offsets };
  if (input.shafaq) settings.shafaq = input.shafaq;
  // A recipe belongs to 'Custom' only; with any other method it would be dead data.
  if (input.calc_method === 'Custom') {
    const params = input.params;
    if (!params) fail('Custom settings need their parameters', 'params');
    settings.params = under('params', () => checkMethodParams(params));
  } else if (input.params) fail("Parameters go only with the 'Custom' method", 'params');
  const hijri = input.hijri_adjustment ?? 0;
  if (!Number.isInteger(hijri) || Math.abs(hijri) > 2)
    fail('The Hijri adjustment must be a whole number of days from -2 to 2', 'hijri_adjustment');
  if (hijri) settings.hijri_adjustment = hijri;
  // Stored only when it differs from the default, like the Hijri adjustment.
  const imsak = input.imsak_minutes ?? DEFAULT_IMSAK_MINUTES;
  if (!Number.isInteger(imsak) || imsak < 0 || imsak > MAX_IMSAK_MINUTES)
    fail(`Imsak must be a whole number of minutes from 0 to ${MAX_IMSAK_MINUTES} before Fajr`, 'imsak_minutes');
  if (imsak !== DEFAULT_IMSAK_MINUTES) settings.imsak_minutes = imsak;
  return settings;
}

/** Prayer settings: the input's shape, its rules (the recipe's with 'Custom'), and the settings as stored. */
export const prayerSettingsInput = prayerSettingsShape.transform(rules(checkPrayerSettings));

/** The app's language for this space: one of the eight (REST's body gives it as a string). */
export const languageInput = str().transform(rules(checkLanguage));

// Each shape lists exactly the fields of the engine's type it stores, checked by the compiler:
// a field added to the engine's type (or to a shape) and not to the other fails the typecheck.
// (A recipe's preset-only fields, such as asr_double_shadow_in_standard_time, are never stored.)
type Extra<A, B> = Exclude<keyof A, keyof B>;
type SameFields<A, B> = [Extra<A, B> | Extra<B, A>] extends [never] ? true : [Extra<A, B> | Extra<B, A>];
export const SHAPES_MATCH_THE_ENGINE: [
  SameFields<z.input<typeof locationShape>, LocationShape>,
  SameFields<z.input<typeof prayerSettingsShape>, PrayerSettingsShape>,
  [Extra<z.input<typeof methodParamsShape>, MethodParams>] extends [never] ? true : Extra<z.input<typeof methodParamsShape>, MethodParams>,
] = [true, true, true];
