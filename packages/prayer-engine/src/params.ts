// A calculation recipe as plain data. Authority presets (presets.ts) and the
// settings fitted to a mosque's timetable ('Custom', stored with the user) are
// both made of it, so one code path turns either into adhan's parameters.
import { CalculationParameters, Rounding } from 'adhan';
import { HIGH_LAT_RULES, TIME_NAMES, type HighLatRule, type Offsets, type TimeName } from './names.ts';

export interface MethodParams {
  /** Sun's depression below the horizon at fajr, degrees (0..30). */
  fajr_angle: number;
  /** Sun's depression at isha, degrees (0..30); ignored when isha_interval is set. */
  isha_angle?: number;
  /** Isha as minutes after maghrib (1..240), instead of an angle. */
  isha_interval?: number;
  /** Maghrib at this depression (0..10 degrees) instead of at sunset. */
  maghrib_angle?: number;
  /** Minutes the recipe itself adds to each time (-60..60), before the user's offsets. */
  adjustments?: Partial<Offsets>;
  /**
   * Minutes added by season, per time: 12 or 24 values spaced evenly over the
   * year from 1 January, interpolated linearly (and around the year's end) by
   * day of year. Each -90..90.
   */
  seasonal?: Partial<Record<TimeName, number[]>>;
  /**
   * Asr at twice the shadow while the place keeps standard (winter) time and at
   * once the shadow in summer time, as the Islamic Council Norway publishes;
   * overrides the madhab. Presets only (not stored for 'Custom').
   */
  asr_double_shadow_in_standard_time?: boolean;
  /**
   * Asr from the sun of the day before: the previous day's interval from
   * the zenith to asr, added to this day's zenith (as the Islamic Council
   * Norway's tables do). Presets only.
   */
  asr_previous_day_sun?: boolean;
  /**
   * Minutes added on the calendar days from \`from\` to \`to\` ('MM-DD',
   * inclusive) of every year, on top of \`adjustments\`: a rule that switches on
   * fixed dates. Presets only.
   */
  dated_adjustments?: readonly { from: string; to: string; minutes: Partial<Offsets> }[];
  /**
   * Fajr at its angle only on days when the sun gets at least this many
   * degrees below the horizon at midnight; on other days the fajr clock time
   * of the nearest such day (aqrab al-ayyam). Presets only.
   */
  fajr_hold_depression?: number;
  /**
   * The depression that ends that hold once the nights are getting longer
   * again (after the summer solstice); fajr_hold_depression when absent. Presets only.
   */
  fajr_resume_depression?: number;
  /**
   * Isha at its angle only on nights at least this many degrees dark at
   * midnight (this one while the nights get shorter, isha_resume_depression
   * once they get longer); in between, a straight line in clock time from the
   * last valid isha to isha_min_after_maghrib after maghrib on the solstice
   * and on to the first valid isha (highlat/ishaHold.ts). Presets only.
   */
  isha_hold_depression?: number;
  isha_resume_depression?: number;
  /** Isha never earlier than this many minutes after maghrib while it is held (default 0). Presets only. */
  isha_min_after_maghrib?: number;
  /** Fajr no later than this many minutes before (the recipe's) sunrise. Presets only. */
  fajr_min_before_sunrise?: number;
  /**
   * Sunrise and sunset seen over a horizon this many degrees lower per √metre
   * of the place's elevation (elevation.ts), as Morocco's Habous times are.
   * Unused where the place carries no elevation. Presets only.
   */
  elevation_dip?: number;
  /**
   * The Islamic midnight counted from sunset rather than from maghrib (Jafari,
   * whose maghrib waits for the sun 4° down): night.ts halves sunset → fajr.
   * Presets only.
   */
  midnight_from_sunset?: boolean;
  /** The recipe's own high-latitude rule; when absent the user's setting applies. */
  high_lat_rule?: HighLatRule;
  /** Rounding of the final minute: 'nearest' (default) or 'up' (as MUIS publishes); rounding.ts. */
  rounding?: 'nearest' | 'up';
  /** One time's own rounding where the authority rounds it apart from the rest (Habous: Fajr down). Presets only. */
  rounding_by_time?: Partial<Record<TimeName, 'nearest' | 'up' | 'down'>>;
  /** Who these times follow, for a fitted recipe ('East London Mosque'), at most 80 characters. */
  label?: string;
  /** For a fitted recipe: share of the timetable's days it reproduced within ±2 minutes (0..1). */
  within2_share?: number;
  /**
   * For a fitted recipe: where it was matched (the user's place when the mosque's timetable
   * was fitted). Times follow a mosque only near it: further than FITTED_RADIUS_KM away,
   * Home asks whether to keep them and never claims they match (issue 30, item 8).
   */
  fitted_latitude?: number;
  fitted_longitude?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function inRange(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/** Saved data of any shape → valid params, or null when fajr's angle is missing or garbage. */
export function normalizeMethodParams(raw: unknown): MethodParams | null {
  if (!isRecord(raw)) return null;
  const fajr = inRange(raw.fajr_angle, 0, 30);
  if (fajr === undefined) return null;
  const out: MethodParams = { fajr_angle: fajr };
  const isha = inRange(raw.isha_angle, 0, 30);
  const interval = inRange(raw.isha_interval, 1, 240);
  if (interval !== undefined) out.isha_interval = Math.round(interval);
  else if (isha !== undefined) out.isha_angle = isha;
  else return null;
  const maghrib = inRange(raw.maghrib_angle, 0, 10);
  if (maghrib !== undefined) out.maghrib_angle = maghrib;
  if (isRecord(raw.adjustments)) {
    const adj: Partial<Offsets> = {};
    for (const name of TIME_NAMES) {
      const v = inRange(raw.adjustments[name], -60, 60);
      if (v !== undefined && v !== 0) adj[name] = Math.round(v);
    }
    if (Object.keys(adj).length) out.adjustments = adj;
  }
  if (isRecord(raw.seasonal)) {
    const seasonal: Partial<Record<TimeName, number[]>> = {};
    for (const name of TIME_NAMES) {
      const values = raw.seasonal[name];
      if (!Array.isArray(values) || (values.length !== 12 && values.length !== 24)) continue;
      const clean = values.map((v) => inRange(v, -90, 90));
      if (clean.every((v) => v !== undefined)) seasonal[name] = clean as number[];
    }
    if (Object.keys(seasonal).length) out.seasonal = seasonal;
  }
  const rule = HIGH_LAT_RULES.find((r) => r.value === raw.high_lat_rule)?.value;
  if (rule) out.high_lat_rule = rule;
  if (raw.rounding === 'up') out.rounding = 'up';
  if (typeof raw.label === 'string' && raw.label.trim()) out.label = raw.label.trim().slice(0, 80);
  const share = inRange(raw.within2_share, 0, 1);
  if (share !== undefined) out.within2_share = share;
  const fittedLatitude = inRange(raw.fitted_latitude, -90, 90);
  const fittedLongitude = inRange(raw.fitted_longitude, -180, 180);
  if (fittedLatitude !== undefined && fittedLongitude !== undefined) {
    out.fitted_latitude = fittedLatitude;
    out.fitted_longitude = fittedLongitude;
  }
  return out;
}

/** Day of the year, 0-based, of a calendar day. */
function dayOfYear(year: number, month: number, day: number): number {
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000);
}

/** The seasonal minutes of one time on a day: linear between the evenly spaced points. */
export function seasonalMinutes(points: readonly number[], year: number, month: number, day: number): number {
  const yearDays = dayOfYear(year, 12, 31) + 1;
  const pos = (dayOfYear(year, month, day) / yearDays) * points.length;
  const i = Math.floor(pos) % points.length;
  const next = (i + 1) % points.length;
  const frac = pos - Math.floor(pos);
  return points[i]! * (1 - frac) + points[next]! * frac;
}

/**
 * adhan's parameters for a recipe on one day (seasonal minutes depend on the
 * day). Madhab, high-latitude rule, polar resolution and user offsets are set
 * by the caller (methods.ts), as for the spec's methods.
 */
export function adhanParamsFor(params: MethodParams, day: { year: number; month: number; day: number }): CalculationParameters {
  const out = new CalculationParameters(
    null,
    params.fajr_angle,
    params.isha_interval ? 0 : (params.isha_angle ?? 0),
    params.isha_interval ?? 0,
    params.maghrib_angle ?? 0,
  );
  const method: Record<TimeName, number> = { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 };
  const monthDay = `${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  const dated = (params.dated_adjustments ?? []).filter((d) => d.from <= monthDay && monthDay <= d.to);
  for (const name of TIME_NAMES) {
    const seasonal = params.seasonal?.[name];
    method[name] =
      (params.adjustments?.[name] ?? 0) +
      (seasonal ? seasonalMinutes(seasonal, day.year, day.month, day.day) : 0) +
      dated.reduce((sum, d) => sum + (d.minutes[name] ?? 0), 0);
  }
  out.methodAdjustments = method;
  // Read by roundingRules (rounding.ts); adhan itself computes unrounded in compute.ts.
  if (params.rounding === 'up') out.rounding = Rounding.Up;
  return out;
}
