// Node-only helpers for the reference timetables vendored in ../fixtures (their
// origins are in fixtures/SOURCES.md). Used by the tests and the accuracy
// report; the app never imports this file.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computePrayerTimes } from '../src/compute.ts';
import { normalizePrayerSettings } from '../src/settings.ts';
import { TIME_NAMES, type PrayerSettings, type TimeName } from '../src/types.ts';

// This file is packages/prayer-engine/scripts/refdata.ts; the data is packages/prayer-engine/fixtures.
export const REFDATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

export interface RefParams {
  latitude: number;
  longitude: number;
  timezone: string;
  method: string;
  madhab?: string;
  highLatitudeRule?: string;
}

export type RefDay = { date: string } & Record<TimeName, string>;

export interface RefFile {
  name: string;
  params: RefParams;
  source: string[];
  variance?: number;
  times: RefDay[];
}

export function refPath(...parts: string[]): string {
  return path.join(REFDATA_DIR, ...parts);
}

export function loadRefFile(...parts: string[]): RefFile {
  const file = refPath(...parts);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Omit<RefFile, 'name'>;
  return { name: path.basename(file), ...data };
}

export function listRefFiles(...dir: string[]): string[] {
  return readdirSync(refPath(...dir))
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** '5:38 AM' / '12:26 PM' -> minutes after local midnight. */
export function minutesOf12h(value: string): number {
  const m = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(value.trim());
  if (!m) throw new Error(`not a 12-hour time: ${value}`);
  const hour = (Number(m[1]) % 12) + (m[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return hour * 60 + Number(m[2]);
}

/** '17:05' -> minutes after local midnight. */
export function minutesOf24h(value: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m) throw new Error(`not an HH:MM time: ${value}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Signed difference a - b in minutes, on a 24-hour circle. */
export function clockDiff(a: number, b: number): number {
  return ((((a - b) % 1440) + 2160) % 1440) - 720;
}

/** adhan's parameter names -> our settings. The names are the same except for case. */
export function settingsFromParams(params: RefParams, method = params.method): PrayerSettings {
  return normalizePrayerSettings({
    calc_method: method,
    madhab: params.madhab ?? 'Shafi',
    high_lat_rule: params.highLatitudeRule ?? 'None',
    offsets: {},
  });
}

export interface Deviation {
  date: string;
  prayer: TimeName;
  expected: string;
  actual: string;
  minutes: number; // ours - reference
}

/** Every time of every day of a reference file against our engine. */
export function compareFile(file: RefFile, settings: PrayerSettings): Deviation[] {
  const { latitude, longitude, timezone } = file.params;
  const out: Deviation[] = [];
  for (const day of file.times) {
    const ours = computePrayerTimes({ latitude, longitude, timezone }, day.date, settings);
    if (!ours) throw new Error(`no times for ${file.name} ${day.date}`);
    for (const prayer of TIME_NAMES) {
      const minutes = clockDiff(minutesOf24h(ours[prayer]), minutesOf12h(day[prayer]));
      out.push({ date: day.date, prayer, expected: day[prayer], actual: ours[prayer], minutes });
    }
  }
  return out;
}
