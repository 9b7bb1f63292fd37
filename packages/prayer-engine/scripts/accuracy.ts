// How closely a setting reproduces the published timetables vendored in
// ../fixtures: per place and prayer, the share of days within ±2 minutes and
// the mean and largest error. Node-only (reads files); used by the tests and
// by accuracy-report.ts (npm run accuracy:report), never by the app.
import { readFileSync } from 'node:fs';
import { computePrayerTimes } from '../src/compute.ts';
import { presetById } from '../src/presets.ts';
import { TIME_NAMES, type PrayerSettings, type TimeName } from '../src/types.ts';
import { clockDiff, loadRefFile, minutesOf12h, minutesOf24h, refPath } from './refdata.ts';

/** One published timetable: a place and its days, times as minutes after local midnight. */
export interface Timetable {
  /** Path under fixtures/, e.g. 'official/oslo-irn-2026.csv'. */
  id: string;
  place: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timezone: string;
  publisher: string;
  /** Metres above sea level, where the entry gives it (the Habous towns, with its source). */
  elevation?: number;
  days: { date: string; minutes: Record<TimeName, number> }[];
}

interface TimetableEntry {
  file: string;
  place: string;
  country_code: string;
  latitude: number;
  longitude: number;
  timezone: string;
  publisher: string;
  /** Days left out, inclusive: see fixtures/SOURCES.md (Morocco's postponed clock change). */
  skip_range?: [string, string];
  elevation?: number;
  elevation_source?: string;
}

function csvTimetable(entry: TimetableEntry): Timetable {
  const [header, ...lines] = readFileSync(refPath(entry.file), 'utf8').trim().split('\n');
  if (header !== 'date,fajr,sunrise,dhuhr,asr,maghrib,isha') throw new Error(`${entry.file}: unexpected header`);
  const [from, to] = entry.skip_range ?? ['', ''];
  const days = lines
    .map((line) => line.split(','))
    .filter(([date]) => !(date! >= from && date! <= to))
    .map(([date, ...times]) => ({
      date: date!,
      minutes: Object.fromEntries(TIME_NAMES.map((n, i) => [n, minutesOf24h(times[i]!)])) as Record<TimeName, number>,
    }));
  return {
    id: entry.file,
    place: entry.place,
    countryCode: entry.country_code,
    latitude: entry.latitude,
    longitude: entry.longitude,
    timezone: entry.timezone,
    publisher: entry.publisher,
    ...(entry.elevation === undefined ? {} : { elevation: entry.elevation }),
    days,
  };
}

// The adhan-times files that are a country's own published table (see
// fixtures/SOURCES.md); the London Moonsighting file is one committee's
// method, not the United Kingdom's authority, and the Dubai file's dates are
// wrong (the corrected copy is in adhan-times-pr-fixes).
const ADHAN_TABLES: { file: [string, string]; place: string; countryCode: string; publisher: string }[] = [
  { file: ['adhan-times', 'Ankara-Turkey.json'], place: 'Ankara', countryCode: 'TR', publisher: 'Diyanet (via yenisafak.com), 2019, 24 days' },
  { file: ['adhan-times', 'Doha-Qatar.json'], place: 'Doha', countryCode: 'QA', publisher: 'Qatar Awqaf (islam.gov.qa), 2016, 12 days' },
  { file: ['adhan-times-pr-fixes', 'Dubai-Gulf.json'], place: 'Dubai 2018', countryCode: 'AE', publisher: 'UAE Awqaf (awqaf.gov.ae), 2018, 12 days' },
  { file: ['adhan-times', 'Kuwait City-Kuwait.json'], place: 'Kuwait City', countryCode: 'KW', publisher: 'Kuwait (prayer times app), 2016, 12 days' },
  { file: ['adhan-times-pr-fixes', 'Makkah-UmmAlQura.json'], place: 'Makkah', countryCode: 'SA', publisher: 'Umm al-Qura (ummulqura.org.sa), 2016, 12 days' },
  { file: ['adhan-times', 'Singapore-Singapore.json'], place: 'Singapore', countryCode: 'SG', publisher: 'MUIS (muis.gov.sg), 2020' },
  { file: ['adhan-times', 'Tehran-Tehran.json'], place: 'Tehran', countryCode: 'IR', publisher: 'praytimes.org Tehran method, 2018, 12 days (a calculator, not an official table)' },
];

function adhanTimetable(spec: (typeof ADHAN_TABLES)[number]): Timetable {
  const file = loadRefFile(...spec.file);
  return {
    id: spec.file.join('/'),
    place: spec.place,
    countryCode: spec.countryCode,
    latitude: file.params.latitude,
    longitude: file.params.longitude,
    timezone: file.params.timezone,
    publisher: spec.publisher,
    days: file.times.map((t) => ({
      date: t.date,
      minutes: Object.fromEntries(TIME_NAMES.map((n) => [n, minutesOf12h(t[n])])) as Record<TimeName, number>,
    })),
  };
}

// Diyanet's Ramadan 2026 tables carry no coordinates: the city centres are used.
const IMSAKIYE = [
  { file: 'ankara-ankara.json', place: 'Ankara (Ramadan 2026)', latitude: 39.9334, longitude: 32.8597 },
  { file: 'istanbul-istanbul.json', place: 'Istanbul (Ramadan 2026)', latitude: 41.0082, longitude: 28.9784 },
];
const IMSAKIYE_KEYS = { fajr: 'imsak', sunrise: 'gunes', dhuhr: 'ogle', asr: 'ikindi', maghrib: 'aksam', isha: 'yatsi' } as const;

function imsakiyeTimetable(spec: (typeof IMSAKIYE)[number]): Timetable {
  const data = JSON.parse(readFileSync(refPath('imsakiye', spec.file), 'utf8')) as {
    namaz_vakitleri: ({ formatliTarih: string } & Record<string, string>)[];
  };
  return {
    id: `imsakiye/${spec.file}`,
    place: spec.place,
    countryCode: 'TR',
    latitude: spec.latitude,
    longitude: spec.longitude,
    timezone: 'Europe/Istanbul',
    publisher: 'Diyanet imsakiye, Ramadan 2026',
    days: data.namaz_vakitleri.map((row) => {
      const [dd, mm, yyyy] = row.formatliTarih.split('.');
      return {
        date: `${yyyy}-${mm}-${dd}`,
        minutes: Object.fromEntries(TIME_NAMES.map((n) => [n, minutesOf24h(row[IMSAKIYE_KEYS[n]]!)])) as Record<TimeName, number>,
      };
    }),
  };
}

/** Every vendored timetable. */
export function loadTimetables(): Timetable[] {
  const entries = JSON.parse(readFileSync(refPath('timetables.json'), 'utf8')) as TimetableEntry[];
  return [...entries.map(csvTimetable), ...ADHAN_TABLES.map(adhanTimetable), ...IMSAKIYE.map(imsakiyeTimetable)];
}

export interface PrayerAccuracy {
  /** Share of days on the published minute itself (0..1). */
  exact: number;
  /** Share of days within ±2 minutes (0..1). */
  within2: number;
  /** Share of days within ±1 minute (0..1). */
  within1: number;
  /** Mean of ours − published, minutes. */
  mean: number;
  meanAbs: number;
  maxAbs: number;
}

export interface Accuracy {
  days: number;
  prayers: Record<TimeName, PrayerAccuracy>;
  /** Share of days on which all six times are within ±2 minutes. */
  allWithin2: number;
}

/** Our times for `settings` (null: the place's defaults) against a timetable. */
export function measure(table: Timetable, settings: PrayerSettings | null): Accuracy {
  const place = {
    latitude: table.latitude,
    longitude: table.longitude,
    timezone: table.timezone,
    countryCode: table.countryCode,
    elevation: table.elevation,
  };
  const diffs = Object.fromEntries(TIME_NAMES.map((n) => [n, [] as number[]])) as Record<TimeName, number[]>;
  let allGood = 0;
  for (const day of table.days) {
    const ours = computePrayerTimes(place, day.date, settings);
    if (!ours) throw new Error(`no times for ${table.id} ${day.date}`);
    let good = true;
    for (const n of TIME_NAMES) {
      const d = clockDiff(minutesOf24h(ours[n]), day.minutes[n]);
      diffs[n].push(d);
      if (Math.abs(d) > 2) good = false;
    }
    if (good) allGood++;
  }
  const prayers = {} as Record<TimeName, PrayerAccuracy>;
  for (const n of TIME_NAMES) {
    const xs = diffs[n];
    prayers[n] = {
      exact: xs.filter((x) => x === 0).length / xs.length,
      within2: xs.filter((x) => Math.abs(x) <= 2).length / xs.length,
      within1: xs.filter((x) => Math.abs(x) <= 1).length / xs.length,
      mean: xs.reduce((a, b) => a + b, 0) / xs.length,
      meanAbs: xs.reduce((a, b) => a + Math.abs(b), 0) / xs.length,
      maxAbs: Math.max(...xs.map(Math.abs)),
    };
  }
  return { days: table.days.length, prayers, allWithin2: allGood / table.days.length };
}

/** The weakest prayer's share within ±2 minutes. */
export const worstWithin2 = (a: Accuracy): number => Math.min(...TIME_NAMES.map((n) => a.prayers[n].within2));

/** The timetables each preset's `measured` figure is taken over (all of them pooled). */
export const PRESET_TIMETABLES: Record<string, (t: Timetable) => boolean> = {
  JAKIM: (t) => t.id.startsWith('official/') && t.id.includes('-jakim-'),
  Kemenag: (t) => t.id === 'official/jakarta-pusat-2019-2026.csv',
  AwqafUAE: (t) => t.id === 'official/dubai-2024.csv',
  AwqafQatar: (t) => t.id === 'adhan-times/Doha-Qatar.json' || t.id === 'official/doha-qatar-calendar-house.csv',
  Habous: (t) => t.id.startsWith('habous/'),
  LondonUnifiedTimetable: (t) => t.id === 'official/london-east-london-mosque-2025.csv',
  IslamicCouncilNorway: (t) => t.id === 'official/oslo-irn-2026.csv',
  MUIS: (t) => t.id === 'adhan-times/Singapore-Singapore.json',
  AlgeriaMARW: (t) => t.id === 'official/algiers-marw-2020.csv',
  TunisiaINM: (t) => t.id === 'official/tunis-meteo-2025.csv',
  JordanAwqaf: (t) => t.id === 'official/amman-2025.csv',
  BruneiMORA: (t) => t.id === 'official/bandar-seri-begawan-mora-2025.csv',
  BahrainIslamicAffairs: (t) => t.id === 'official/manama-2025.csv',
  CaucasusMuslimsBoard: (t) => t.id === 'official/baku-cmo-2025.csv',
  IslamicFoundationBD: (t) => t.id === 'official/dhaka-2025.csv',
  IslamicCommunityBiH: (t) => t.id === 'official/sarajevo-iz-2026.csv',
  MuftiateKazakhstan: (t) => t.id === 'official/almaty-muftyat-2025.csv',
  MuftiateMoscow: (t) => t.id === 'official/moscow-dummo-2025.csv',
  OmanMARA: (t) => t.id === 'official/muscat-mara-2026.csv',
};

/** A preset's share of days with all six times within ±2 minutes, over its timetables. */
export function presetWithin2(presetId: string, tables: Timetable[] = loadTimetables()): { days: number; share: number } {
  const pick = PRESET_TIMETABLES[presetId];
  if (!pick) throw new Error(`no timetable for preset ${presetId}`);
  let days = 0;
  let good = 0;
  for (const t of tables.filter(pick)) {
    // The preset's own asr school where it has one (Hanafi in Azerbaijan), as its defaults give it.
    const madhab = presetById(presetId)?.madhab ?? 'Shafi';
    const a = measure(t, { calc_method: presetId as PrayerSettings['calc_method'], madhab, high_lat_rule: 'None', offsets: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 } });
    days += a.days;
    good += a.allWithin2 * a.days;
  }
  return { days, share: good / days };
}
