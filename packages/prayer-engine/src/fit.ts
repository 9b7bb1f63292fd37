// 'Match my mosque' (decision 17): settings fitted to a published timetable.
// The physical recipe (fajr and isha angles or an isha interval, the
// high-latitude rule, the madhab, whole-minute adjustments) is searched with
// adhan itself; seasonal minute curves are added only when the rows cover the
// whole year. See docs/prayer-engine.md, "Match my mosque".
import {
  CalculationParameters,
  Coordinates,
  HighLatitudeRule,
  Madhab as AdhanMadhab,
  PolarCircleResolution,
  PrayerTimes,
  Rounding,
} from 'adhan';
import { asrFromNoonShadow } from './asrShadow.ts';
import { computePrayerTimes } from './compute.ts';
import type { MethodParams } from './params.ts';
import { AUTHORITY_PRESETS, presetById, type AuthorityPreset } from './presets.ts';
import { clampOffset, defaultPrayerSettings, zeroOffsets } from './settings.ts';
import { checkTimetable, clockMinutes, TimetableError, type TimetableDay, type TimetableRow } from './timetableRows.ts';
import { CUSTOM_METHOD, type FivePrayer, type HighLatRule, type Madhab, type PrayerSettings, type TimeName } from './types.ts';
import { isValidTimeZone, zonedParts } from './zone.ts';

// The whole of 'Match my mosque' comes with this one module.
export { checkTimetable, MIN_FIT_DAYS, TimetableError, type TimetableProblem, type TimetableRow } from './timetableRows.ts';
export { parseTimetableText } from './timetableText.ts';

export interface FitPlace {
  latitude: number;
  longitude: number;
  timezone: string;
  countryCode?: string;
}

/** How closely a time of the fitted settings matches the rows. */
export interface PrayerFit {
  /** Mean of |ours − theirs| in minutes. */
  meanAbsMinutes: number;
  /** Share of the rows (0..1) where ours is within ±2 minutes of theirs. */
  within2Share: number;
}

export type FitByTime = Record<FivePrayer, PrayerFit> & { sunrise?: PrayerFit };

export interface TimetableFit {
  /** Plain JSON settings: calc_method 'Custom' with the fitted params. */
  settings: PrayerSettings;
  perPrayer: FitByTime;
  /** Share of all the rows' times within ±2 minutes (also in settings.params.within2_share). */
  within2Share: number;
  /**
   * Whether the rows cover the whole year, so that seasonal curves were fitted
   * (kept only for the times they help). False: angles and constant minutes only.
   */
  seasonal: boolean;
}

export interface FitOptions {
  /** Who publishes the timetable ('East London Mosque'); stored as params.label. */
  label?: string;
}

// ---------------------------------------------------------------------------
// Days: observed minutes and where each day's local midnight is.

interface Day extends TimetableDay {
  /** UTC milliseconds of the local midnight that starts the day. */
  midnight: number;
  /** Position in the year, 0..1 (as params.seasonalMinutes reads it). */
  yearPos: number;
}

const dayOfYear = (y: number, m: number, d: number) => Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000);

function toDay(day: TimetableDay, timezone: string): Day {
  const { year, month, day: d } = day.ymd;
  // The zone's offset at the day's noon (UTC noon ± the zone is the same day).
  const noon = Date.UTC(year, month - 1, d, 12);
  const p = zonedParts(new Date(noon), timezone);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - noon;
  const yearDays = dayOfYear(year, 12, 31) + 1;
  return { ...day, midnight: Date.UTC(year, month - 1, d) - offset, yearPos: dayOfYear(year, month, d) / yearDays };
}

/** a − b in minutes of a clock, folded into [−720, 720). */
const wrap = (minutes: number) => ((((minutes + 720) % 1440) + 1440) % 1440) - 720;

// ---------------------------------------------------------------------------
// Raw (unrounded, unadjusted) times from adhan for a candidate recipe.

interface Candidate {
  fajrAngle: number;
  ishaAngle: number;
  ishaInterval: number;
  // The fit searches adhan's own rules; NearestLatitude is not a fitted candidate.
  rule: Exclude<HighLatRule, 'None' | 'NearestLatitude'>;
  madhab: Madhab;
}

const ADHAN_RULE = {
  MiddleOfTheNight: HighLatitudeRule.MiddleOfTheNight,
  SeventhOfTheNight: HighLatitudeRule.SeventhOfTheNight,
  TwilightAngle: HighLatitudeRule.TwilightAngle,
} as const;

// The same parameters methods.ts builds for a recipe, without adjustments and
// without rounding, so the residuals are exact.
function adhanParams(c: Candidate): CalculationParameters {
  const p = new CalculationParameters(null, c.fajrAngle, c.ishaInterval ? 0 : c.ishaAngle, c.ishaInterval, 0);
  p.highLatitudeRule = ADHAN_RULE[c.rule];
  p.madhab = c.madhab === 'Hanafi' ? AdhanMadhab.Hanafi : AdhanMadhab.Shafi;
  p.polarCircleResolution = PolarCircleResolution.AqrabBalad;
  p.rounding = Rounding.None;
  return p;
}

type RawTimes = Record<TimeName, number>;

function rawTimes(coords: Coordinates, day: Day, params: CalculationParameters): RawTimes {
  const t = new PrayerTimes(coords, new Date(day.ymd.year, day.ymd.month - 1, day.ymd.day, 12), params);
  const local = (d: Date) => (d.getTime() - day.midnight) / 60_000;
  return {
    fajr: local(t.fajr),
    sunrise: local(t.sunrise),
    dhuhr: local(t.dhuhr),
    // As compute.ts has it: from the shadow at noon.
    asr: local(asrFromNoonShadow(t.asr, t.dhuhr, coords, params.madhab === AdhanMadhab.Hanafi ? 2 : 1)),
    maghrib: local(t.maghrib),
    isha: local(t.isha),
  };
}

// ---------------------------------------------------------------------------
// Scores.

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * How well a constant shift explains residuals: the mean distance to their
 * median, each capped at 15 minutes so that a few odd days (a clock-change
 * week) do not steer the choice, plus a small cost per minute of shift. The
 * shift cost decides between recipes a short timetable cannot tell apart
 * (a week's fajr fits 19.5° + 2 min as well as 20°): the one needing the
 * smaller adjustment is the physical one.
 */
function constantScore(residuals: number[]): { shift: number; score: number } {
  const shift = median(residuals);
  let sum = 0;
  for (const r of residuals) sum += Math.min(Math.abs(r - shift), 15);
  return { shift, score: sum / residuals.length + 0.02 * Math.abs(shift) };
}

/** The whole-minute adjustment with most rows within ±2 once rounded (ties: smaller mean error). */
function bestAdjustment(raw: number[], observed: number[]): number {
  const centre = Math.round(median(raw.map((r, i) => wrap(observed[i]! - r))));
  let best = centre;
  let bestKey = [-1, Infinity];
  for (let adj = centre - 2; adj <= centre + 2; adj++) {
    let hits = 0;
    let abs = 0;
    raw.forEach((r, i) => {
      const e = Math.abs(wrap(observed[i]! - Math.round(r + adj)));
      if (e <= 2) hits++;
      abs += Math.min(e, 15);
    });
    if (hits > bestKey[0]! || (hits === bestKey[0] && abs < bestKey[1]!)) {
      best = adj;
      bestKey = [hits, abs];
    }
  }
  return Math.max(-60, Math.min(60, best));
}

// ---------------------------------------------------------------------------
// The physical recipe: angles, interval, rule, madhab.

const COARSE_ANGLES = Array.from({ length: 17 }, (_, i) => 6 + i); // 6°..22°
const SEARCH_DAYS = 32;

function sampleDays(days: Day[]): Day[] {
  if (days.length <= SEARCH_DAYS) return days;
  return Array.from({ length: SEARCH_DAYS }, (_, i) => days[Math.floor((i * days.length) / SEARCH_DAYS)]!);
}

interface TwilightFit {
  angle: number;
  score: number;
}

/** Scores of fajr and isha with both at `angle` under `rule` (one adhan run per day). */
function scoreAngle(coords: Coordinates, days: Day[], rule: Candidate['rule'], angle: number): { fajr: number; isha: number } {
  const params = adhanParams({ fajrAngle: angle, ishaAngle: angle, ishaInterval: 0, rule, madhab: 'Shafi' });
  const fajr: number[] = [];
  const isha: number[] = [];
  for (const day of days) {
    const raw = rawTimes(coords, day, params);
    fajr.push(wrap(day.minutes.fajr! - raw.fajr));
    isha.push(wrap(day.minutes.isha! - raw.isha));
  }
  return { fajr: constantScore(fajr).score, isha: constantScore(isha).score };
}

/** Best whole-degree angles for fajr and for isha under one high-latitude rule. */
function coarseAngles(coords: Coordinates, days: Day[], rule: Candidate['rule']): { fajr: TwilightFit; isha: TwilightFit } {
  const best = { fajr: { angle: 18, score: Infinity }, isha: { angle: 18, score: Infinity } };
  for (const angle of COARSE_ANGLES) {
    const s = scoreAngle(coords, days, rule, angle);
    if (s.fajr < best.fajr.score) best.fajr = { angle, score: s.fajr };
    if (s.isha < best.isha.score) best.isha = { angle, score: s.isha };
  }
  return best;
}

/** The best angle to a tenth of a degree within a degree of `fit`: half degrees, then tenths. */
function refineAngle(coords: Coordinates, days: Day[], rule: Candidate['rule'], name: 'fajr' | 'isha', fit: TwilightFit): TwilightFit {
  let best = fit;
  const tryAround = (centre: number, steps: number[]) => {
    for (const step of steps) {
      const angle = Math.round((centre + step) * 10) / 10;
      if (angle < 0.5 || angle > 30) continue;
      const score = scoreAngle(coords, days, rule, angle)[name];
      if (score < best.score) best = { angle, score };
    }
  };
  tryAround(fit.angle, [-0.5, 0.5]);
  tryAround(best.angle, [-0.4, -0.3, -0.2, -0.1, 0.1, 0.2, 0.3, 0.4]);
  return best;
}

/** Isha as a fixed interval after sunset: the interval and its score. */
function searchInterval(coords: Coordinates, days: Day[]): { interval: number; score: number } {
  const params = adhanParams({ fajrAngle: 18, ishaAngle: 18, ishaInterval: 0, rule: 'MiddleOfTheNight', madhab: 'Shafi' });
  const r = days.map((day) => wrap(day.minutes.isha! - rawTimes(coords, day, params).maghrib));
  const { shift } = constantScore(r);
  const interval = Math.max(1, Math.min(240, Math.round(shift)));
  // Scored like an angle with no adjustment left to make.
  const s = constantScore(r.map((x) => x - interval));
  return { interval, score: s.score };
}

function physicalRecipe(coords: Coordinates, days: Day[], latitude: number): Omit<Candidate, 'madhab'> {
  const sample = sampleDays(days);
  // Below 40° twilight always ends well before the middle of the night, so the
  // rule never applies and the cheapest one is kept.
  const rules: Candidate['rule'][] =
    Math.abs(latitude) >= 40 ? ['MiddleOfTheNight', 'SeventhOfTheNight', 'TwilightAngle'] : ['MiddleOfTheNight'];
  const interval = searchInterval(coords, sample);
  // A short timetable cannot tell an interval from an angle; an angle is the
  // common recipe, so the interval must fit clearly better.
  const ishaScore = (isha: TwilightFit) => Math.min(isha.score, interval.score + 0.25);
  let best: { rule: Candidate['rule']; fajr: TwilightFit; isha: TwilightFit } | null = null;
  for (const rule of rules) {
    const { fajr, isha } = coarseAngles(coords, sample, rule);
    if (!best || fajr.score + ishaScore(isha) < best.fajr.score + ishaScore(best.isha) - 1e-9) best = { rule, fajr, isha };
  }
  const { rule } = best!;
  const fajr = refineAngle(coords, sample, rule, 'fajr', best!.fajr);
  const isha = refineAngle(coords, sample, rule, 'isha', best!.isha);
  const useInterval = interval.score + 0.25 < isha.score;
  return {
    rule,
    fajrAngle: fajr.angle,
    ishaAngle: useInterval ? 0 : isha.angle,
    ishaInterval: useInterval ? interval.interval : 0,
  };
}

// ---------------------------------------------------------------------------
// Seasonal curves: a smooth, robust least-squares fit of the residuals.

const SEASON_POINTS = 24;
const MIN_ROWS_PER_POINT = 3;

/** Rows span the year: every 1/24 of it holds at least 3 rows. */
function coversYear(days: Day[]): boolean {
  const counts = new Array<number>(SEASON_POINTS).fill(0);
  for (const d of days) counts[Math.floor(d.yearPos * SEASON_POINTS) % SEASON_POINTS]!++;
  return counts.every((c) => c >= MIN_ROWS_PER_POINT);
}

/** The two curve points a day sits between and its weight on each (as seasonalMinutes). */
function knots(yearPos: number): [number, number, number, number] {
  const pos = yearPos * SEASON_POINTS;
  const i = Math.floor(pos) % SEASON_POINTS;
  const frac = pos - Math.floor(pos);
  return [i, (i + 1) % SEASON_POINTS, 1 - frac, frac];
}

function solve(matrix: number[][], rhs: number[]): number[] {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / p;
      if (f !== 0) for (let c = col; c <= n; c++) a[r]![c]! -= f * a[col]![c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

/**
 * Curve points minimising the squared misfit plus a penalty on the curve's
 * bending (second differences around the year), reweighted so that days more
 * than 2 minutes off count less (Huber), as a printed timetable has typos and
 * clock-change days.
 */
function seasonalCurve(yearPos: number[], residuals: number[]): number[] {
  const n = SEASON_POINTS;
  // Light: a fiftieth of the rows per point. The curve may follow a bend of
  // a few weeks (London's isha around midsummer) but not single odd days.
  const smoothing = Math.max(1, residuals.length / n) * 0.02;
  let weights = residuals.map(() => 1);
  let curve = new Array<number>(n).fill(median(residuals));
  for (let iteration = 0; iteration < 5; iteration++) {
    const m = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const rhs = new Array<number>(n).fill(0);
    for (let k = 0; k < n; k++) {
      // Second difference at k: s[k-1] - 2 s[k] + s[k+1].
      const idx = [(k + n - 1) % n, k, (k + 1) % n];
      const coef = [1, -2, 1];
      for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) m[idx[a]!]![idx[b]!]! += smoothing * coef[a]! * coef[b]!;
    }
    yearPos.forEach((pos, d) => {
      const [i, j, wi, wj] = knots(pos);
      const w = weights[d]!;
      m[i]![i]! += w * wi * wi;
      m[i]![j]! += w * wi * wj;
      m[j]![i]! += w * wi * wj;
      m[j]![j]! += w * wj * wj;
      rhs[i]! += w * wi * residuals[d]!;
      rhs[j]! += w * wj * residuals[d]!;
    });
    curve = solve(m, rhs);
    weights = yearPos.map((pos, d) => {
      const [i, j, wi, wj] = knots(pos);
      const e = Math.abs(residuals[d]! - (curve[i]! * wi + curve[j]! * wj));
      return e <= 2 ? 1 : 2 / e;
    });
  }
  return curve;
}

// ---------------------------------------------------------------------------
// Measuring settings against rows, with the engine the app uses.

const ALL_TIMES: readonly TimeName[] = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'];

/**
 * How closely `settings` reproduce `rows`, per time, computed exactly as the
 * app computes (computePrayerTimes). Sunrise is measured only where rows give it.
 */
export function measureFit(
  rows: readonly TimetableRow[],
  place: FitPlace,
  settings: PrayerSettings,
): { perPrayer: FitByTime; within2Share: number } {
  const days = checkTimetable(rows);
  const errors: Partial<Record<TimeName, number[]>> = {};
  for (const day of days) {
    const ours = computePrayerTimes(place, day.date, settings);
    if (!ours) throw new TimetableError('Prayer times cannot be calculated for this place.', { code: 'cannotCompute' });
    for (const name of ALL_TIMES) {
      const theirs = day.minutes[name];
      if (theirs === undefined) continue;
      (errors[name] ??= []).push(Math.abs(wrap(theirs - clockMinutes(ours[name])!)));
    }
  }
  const perPrayer = {} as FitByTime;
  let hits = 0;
  let total = 0;
  for (const name of ALL_TIMES) {
    const e = errors[name];
    if (!e?.length) continue;
    const within = e.filter((x) => x <= 2).length;
    hits += within;
    total += e.length;
    perPrayer[name] = {
      meanAbsMinutes: Math.round((e.reduce((a, b) => a + b, 0) / e.length) * 100) / 100,
      within2Share: within / e.length,
    };
  }
  return { perPrayer, within2Share: total ? hits / total : 0 };
}

// ---------------------------------------------------------------------------

const round1 = (x: number) => Math.round(x * 10) / 10;

function checkPlace(place: FitPlace): Coordinates {
  const ok = (v: unknown, limit: number) => typeof v === 'number' && Number.isFinite(v) && v !== 0 && Math.abs(v) <= limit;
  if (!place || !ok(place.latitude, 90) || !ok(place.longitude, 180) || !isValidTimeZone(place.timezone)) {
    throw new TimetableError('Set your location first: the timetable is matched at your place.', { code: 'noPlace' });
  }
  return new Coordinates(place.latitude, place.longitude);
}

/**
 * Fits settings to a mosque's timetable. Throws TimetableError (message for
 * the user) for fewer than 7 rows, a bad date or time, times out of order, a
 * repeated date, or an unusable place.
 */
export function fitTimetable(rows: readonly TimetableRow[], place: FitPlace, options: FitOptions = {}): TimetableFit {
  const coords = checkPlace(place);
  const days = checkTimetable(rows).map((d) => toDay(d, place.timezone));
  const recipe = physicalRecipe(coords, days, place.latitude);

  // Madhab: the Asr shadow whose residuals are nearer constant (the two
  // differ by half an hour or more, so the sample decides).
  const sample = sampleDays(days);
  const asrScore = (madhab: Madhab) => {
    const params = adhanParams({ ...recipe, madhab });
    return constantScore(sample.map((d) => wrap(d.minutes.asr! - rawTimes(coords, d, params).asr))).score;
  };
  const madhab: Madhab = asrScore('Hanafi') < asrScore('Shafi') ? 'Hanafi' : 'Shafi';
  // Exact residuals on every row.
  const finalParams = adhanParams({ ...recipe, madhab });
  const rawRows = days.map((d) => rawTimes(coords, d, finalParams));
  const raw = (name: TimeName) => rawRows.map((r) => r[name]);

  const seasonal = coversYear(days);
  const adjustments: Partial<Record<TimeName, number>> = {};
  const curves: Partial<Record<TimeName, number[]>> = {};
  for (const name of ALL_TIMES) {
    const idx = days.map((d, i) => (d.minutes[name] === undefined ? -1 : i)).filter((i) => i >= 0);
    if (!idx.length) continue;
    const r = idx.map((i) => raw(name)[i]!);
    const observed = idx.map((i) => days[i]!.minutes[name]!);
    const constant = bestAdjustment(r, observed);
    if (constant) adjustments[name] = constant;
    if (!seasonal) continue;
    const curve = seasonalCurve(
      idx.map((i) => days[i]!.yearPos),
      r.map((x, k) => wrap(observed[k]! - x)),
    );
    // Keep the whole minutes in the adjustment and only the remainder seasonal.
    const whole = Math.max(-60, Math.min(60, Math.round(curve.reduce((a, b) => a + b, 0) / curve.length)));
    const rest = curve.map((v) => Math.max(-90, Math.min(90, round1(v - whole))));
    if (rest.some((v) => Math.abs(v) >= 0.5)) {
      curves[name] = rest;
      if (whole) adjustments[name] = whole;
      else delete adjustments[name];
    }
  }

  const params: MethodParams = { fajr_angle: recipe.fajrAngle };
  if (recipe.ishaInterval) params.isha_interval = recipe.ishaInterval;
  else params.isha_angle = recipe.ishaAngle;
  if (Object.keys(adjustments).length) params.adjustments = adjustments;
  if (Object.keys(curves).length) params.seasonal = curves;
  params.high_lat_rule = recipe.rule;
  const label = options.label?.trim().slice(0, 80);
  if (label) params.label = label;
  // Where it was matched, so Home can tell when the user has moved away from the mosque.
  params.fitted_latitude = Math.round(place.latitude * 10_000) / 10_000;
  params.fitted_longitude = Math.round(place.longitude * 10_000) / 10_000;

  const settings: PrayerSettings = {
    calc_method: CUSTOM_METHOD,
    madhab,
    high_lat_rule: recipe.rule,
    offsets: zeroOffsets(),
    params,
  };
  const measured = measureFit(rows, place, settings);
  params.within2_share = Math.round(measured.within2Share * 1000) / 1000;
  const fitted: TimetableFit = { settings, perPrayer: measured.perPrayer, within2Share: measured.within2Share, seasonal };
  const authority = authorityFit(rows, place, days);
  // The recipe keeps the mosque's name, so the authority must be clearly better to win.
  return authority && authority.within2Share > fitted.within2Share + AUTHORITY_MARGIN ? authority : fitted;
}

/**
 * Many mosques print their national authority's times, a minute or two apart
 * (their own precaution). Where the place's default is an authority preset
 * (decision 15), that preset with constant offsets is tried too, and so is
 * every preset whose rule changes during the year, wherever the place: its rules
 * (held fajr in a northern summer, seasonal asr, Ramadan isha) are beyond
 * what a recipe of angles and curves can express. It wins when it matches
 * clearly more of the rows (by AUTHORITY_MARGIN).
 */
const AUTHORITY_MARGIN = 0.02;

/**
 * Presets whose rules change during the year (dated minutes, held fajr or
 * isha, seasonal curves, an asr shadow that follows the clock): a timetable
 * made by such a rule is fitted by periods that a recipe's 24-point curves
 * cannot follow (issue 34), so each is tried wherever the place is.
 */
const YEARLY_RULE_PRESETS = (AUTHORITY_PRESETS as readonly AuthorityPreset[]).filter(({ params: p }) =>
  Boolean(p.dated_adjustments || p.fajr_hold_depression !== undefined || p.isha_hold_depression !== undefined || p.seasonal || p.asr_double_shadow_in_standard_time),
);

function authorityFit(rows: readonly TimetableRow[], place: FitPlace, days: Day[]): TimetableFit | null {
  const defaults = defaultPrayerSettings(place.countryCode, place.latitude, place.longitude);
  const candidates = new Set<string>(YEARLY_RULE_PRESETS.map((p) => p.id));
  if (presetById(defaults.calc_method)) candidates.add(defaults.calc_method);
  // Each candidate is judged on at most 40 rows spread over the input; the best one is then fitted on all.
  const step = Math.max(1, Math.ceil(rows.length / 40));
  const sampleRows = rows.filter((_, i) => i % step === 0);
  const sampleDays = days.filter((_, i) => i % step === 0);
  let best: { id: string; share: number } | null = null;
  for (const id of candidates) {
    const fit = presetFit(sampleRows, place, sampleDays, { ...defaults, calc_method: id as PrayerSettings['calc_method'] });
    if (fit && (!best || fit.within2Share > best.share)) best = { id, share: fit.within2Share };
  }
  return best && presetFit(rows, place, days, { ...defaults, calc_method: best.id as PrayerSettings['calc_method'] });
}

/** One preset with constant offsets (the median residual per time), measured on the rows. */
function presetFit(rows: readonly TimetableRow[], place: FitPlace, days: Day[], base: PrayerSettings): TimetableFit | null {
  const residuals: Partial<Record<TimeName, number[]>> = {};
  for (const day of days) {
    const ours = computePrayerTimes(place, day.date, base);
    if (!ours) return null;
    for (const name of ALL_TIMES) {
      const theirs = day.minutes[name];
      if (theirs !== undefined) (residuals[name] ??= []).push(wrap(theirs - clockMinutes(ours[name])!));
    }
  }
  const offsets = zeroOffsets();
  for (const name of ALL_TIMES) {
    const r = residuals[name];
    if (r?.length) offsets[name] = clampOffset(median(r));
  }
  const settings: PrayerSettings = { ...base, offsets };
  const measured = measureFit(rows, place, settings);
  return { settings, perPrayer: measured.perPrayer, within2Share: measured.within2Share, seasonal: false };
}
