// Public face of the prayer-times engine. No React, no network: it runs in
// the browser (Vite) and in Node. See docs/prayer-engine.md.
export {
  CALC_METHOD_VALUES,
  CUSTOM_METHOD,
  LISTED_METHODS,
  SPEC_CALC_METHODS,
  FIVE_PRAYERS,
  HIGH_LAT_RULES,
  HIGH_LAT_RULE_VALUES,
  MADHABS,
  MADHAB_VALUES,
  PRAYER_NAMES,
  SHAFAQ_VARIANTS,
  SHAFAQ_VALUES,
  TIME_NAMES,
  type CalcMethod,
  type DayPrayerTimes,
  type FivePrayer,
  type HighLatRule,
  type ListedMethod,
  type Madhab,
  type Offsets,
  type Place,
  type TimeNameOrNone,
  type PrayerSettings,
  type Shafaq,
  type SpecCalcMethod,
  type TimeName,
  type TimeStrings,
} from './types.ts';
// JAKIM's zones: the table itself is '@prayer-companion/engine/jakimZones'; in the browser the
// times wait for loadJakimZones() for a place in Malaysia (decision 32).
export { jakimZonesReady, loadJakimZones, type JakimZone } from '#jakim-zones';
export { normalizeMethodParams, seasonalMinutes, type MethodParams } from './params.ts';
export { AUTHORITY_PRESETS, presetById, type AuthorityPreset, type PresetId } from './presets.ts';
export {
  clampHijriAdjustment,
  clampOffset,
  defaultHighLatRule,
  defaultPrayerSettings,
  distanceKm,
  normalizePrayerSettings,
  settingsWith,
  withoutDefaults,
  type SettingsContext,
} from './settings.ts';
// Whose times: the one rule for the place, zone, settings and table of a user's times.
export {
  usableLocation,
  whoseTimes,
  type FollowedTimes,
  type TimesLocation,
  type TimesOwner,
  type WhoseTimes,
  type WhoseTimesOptions,
} from './whoseTimes.ts';
export { methodAngles, recipeOf, recommendedHighLatRule, type MethodAngles } from './methods.ts';
export { FITTED_RADIUS_KM, fittedDistanceKm, fittedElsewhere, fittedName, timesMatch, UNNAMED_MOSQUE, type TimesMatch } from './source.ts';
// The English names of the methods and presets (CALC_METHODS, PRESET_NAMES), and whose times
// in English (timesSource, timesSourceLabel), are '@prayer-companion/engine/presetNames': the
// browser names them from its catalogs, and Home's first load does not carry them.
export type { PresetName, TimesSource } from './presetNames.ts';
// 'Match my mosque' is not part of Home's first load: its code is in fit.ts
// (fitTimetable, measureFit, parseTimetableText, TimetableError), imported on
// demand with import(). A value re-exported here would put it in the entry
// chunk; types cost nothing.
export type { FitByTime, FitOptions, FitPlace, PrayerFit, TimetableFit } from './fit.ts';
export type { TimetableRow } from './timetableRows.ts';
export { computePrayerTimes, monthTimetable, type PlaceInput, type SettingsInput } from './compute.ts';
export { highLatitudeSeasons, monthRuns, type HighLatitudeSeasons } from './highlat/seasons.ts';
export { MIN_ISHA_TO_FAJR_MINUTES, REFERENCE_LATITUDE } from './highlat/nearestLatitude.ts';
export {
  currentPrayer,
  formatCountdown,
  isOnTime,
  nextPrayer,
  nextPrayerFrom,
  prayerStatus,
  prayerStatuses,
  statusLabel,
  upcomingPrayer,
  type PrayerStatus,
  type StatusLabel,
  type UpcomingPrayer,
} from './status.ts';
export { formatClock, isValidTimeZone, todayAt } from './zone.ts';
export { MAX_ELEVATION, MIN_ELEVATION } from './elevation.ts';
export { NIGHT_TIME_NAMES, nightAfter, nightsOf, nightTimes, nextDay, type NightTimeName, type NightTimes } from './night.ts';
export { gregorianDateLabel, hijriDate, hijriDateLine, relativeTime, type HijriDate } from './dates.ts';
export { MAX_ANNOUNCED_SHIFT_DAYS, type MonthStart } from './announcements.ts';
export { addHijriMonths, hijriMonthDays, HIJRI_YEARS, type HijriMonthDay } from './hijriMonth.ts';
export { DEFAULT_IMSAK_MINUTES, MAX_IMSAK_MINUTES, clampImsakMinutes, imsakMinutes, publishesImsak } from './imsak.ts';
export { isOddNight, nextFastMark, ramadanState, type FastMark, type RamadanState } from './ramadan.ts';
// The Islamic year's days (islamicDays.ts) and the more times (moreTimes.ts)
// are imported from their own files by the screens that load them lazily.
export { KAABA, normalizeDegrees, qiblaBearing } from './qibla.ts';
export {
  COMBINED_PAIRS,
  DEFAULT_QASR_KM,
  MAX_QASR_KM,
  MAX_STAY_DAYS,
  MIN_QASR_KM,
  QASR_PRAYERS,
  RESIDENCE_DAYS,
  TRAVEL_SCHOOLS,
  isTravelSchool,
  travelStatus,
  type CombinedPair,
  type QasrPrayer,
  type TravelInput,
  type TravelSchool,
  type TravelStatus,
} from './travel.ts';
