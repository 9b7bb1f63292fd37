// Checks for a 'Custom' recipe: every given field in its range, or a 400 that
// names it. The engine would quietly drop a bad field when computing; stored
// settings must be exactly what the user saw fitted.
import { normalizeMethodParams, type MethodParams } from '@prayer-companion/engine';
import { badInput } from '../errors.ts';
import { OFFSET_KEYS, type OffsetKey } from './profile-enums.ts';

type Range = readonly [field: string, min: number, max: number, message: string];
const RANGES: readonly Range[] = [
  ['fajr_angle', 0, 30, 'The fajr angle must be between 0 and 30 degrees'],
  ['isha_angle', 0, 30, 'The isha angle must be between 0 and 30 degrees'],
  ['isha_interval', 1, 240, 'The isha interval must be between 1 and 240 minutes'],
  ['maghrib_angle', 0, 10, 'The maghrib angle must be between 0 and 10 degrees'],
  ['within2_share', 0, 1, 'The measured share must be between 0 and 1'],
  ['fitted_latitude', -90, 90, 'The fitted latitude must be between -90 and 90'],
  ['fitted_longitude', -180, 180, 'The fitted longitude must be between -180 and 180'],
];

export interface MethodParamsInputShape {
  fajr_angle: number;
  isha_angle?: number | null;
  isha_interval?: number | null;
  maghrib_angle?: number | null;
  adjustments?: Partial<Record<OffsetKey, number | null>> | null;
  seasonal?: Partial<Record<OffsetKey, readonly number[] | null>> | null;
  high_lat_rule?: string | null;
  rounding?: string | null;
  label?: string | null;
  within2_share?: number | null;
  fitted_latitude?: number | null;
  fitted_longitude?: number | null;
}

function checkRanges(input: MethodParamsInputShape): void {
  const values = input as unknown as Record<string, unknown>;
  for (const [field, min, max, message] of RANGES) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
      throw badInput(message, `params.${field}`);
  }
  if (input.isha_angle == null && input.isha_interval == null)
    throw badInput('Custom settings need an isha angle or an isha interval', 'params.isha_angle');
  for (const key of OFFSET_KEYS) {
    const adjustment = input.adjustments?.[key];
    if (adjustment != null && (!Number.isInteger(adjustment) || Math.abs(adjustment) > 60))
      throw badInput('Adjustments must be whole minutes between -60 and 60', `params.adjustments.${key}`);
    const seasonal = input.seasonal?.[key];
    if (seasonal == null) continue;
    if ((seasonal.length !== 12 && seasonal.length !== 24) || seasonal.some((v) => !Number.isFinite(v) || Math.abs(v) > 90))
      throw badInput('Seasonal adjustments are 12 or 24 values between -90 and 90 minutes', `params.seasonal.${key}`);
  }
  if ((input.fitted_latitude == null) !== (input.fitted_longitude == null))
    throw badInput('The fitted place needs both a latitude and a longitude', 'params.fitted_latitude');
  if (input.label != null && [...input.label.trim()].length > 80)
    throw badInput('The label can be at most 80 characters', 'params.label');
}

/** A valid recipe for storage, or a 400 naming the first bad field. */
export function checkMethodParams(input: MethodParamsInputShape | null | undefined): MethodParams {
  if (!input) throw badInput('Custom settings need their parameters', 'params');
  checkRanges(input);
  const params = normalizeMethodParams(input);
  if (!params) throw badInput('Custom settings need a fajr angle and an isha angle or interval', 'params');
  return params;
}
