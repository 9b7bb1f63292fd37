// A mosque's day (issue 33): its adhan times, from its settings or, on the dates
// its kept published table covers, from the table itself; and its iqama, from
// rules per prayer (a fixed time, or minutes after adhan optionally rounded up to
// 5), each for an optional date range. Pure: the server answers with it and the
// prayer-hall screen computes with it offline, so both show the same times.
import { computePrayerTimes } from './compute.ts';
import type { TimetableRow } from './timetableRows.ts';
import { FIVE_PRAYERS, type FivePrayer, type TimeName } from './types.ts';
import { parseYmd, zonedParts } from './zone.ts';

export interface IqamaRule {
  prayer: FivePrayer;
  /** 'HH:MM' at the mosque. */
  fixed?: string;
  /** Minutes after adhan, 0-120. */
  after?: number;
  /** With `after`: rounded up to the next multiple of 5 minutes. */
  roundUp5?: boolean;
  /** 'YYYY-MM-DD', both inclusive; either may be absent. */
  from?: string;
  to?: string;
}

export interface MosqueTimesInput {
  latitude: number;
  longitude: number;
  timezone: string;
  countryCode?: string;
  prayerSettings: unknown;
  timetable: readonly TimetableRow[] | null;
  iqama: readonly IqamaRule[];
}

export type FiveClocks = Record<FivePrayer, string>;

export interface MosqueDay {
  date: string;
  /** Adhan (and sunrise), 'HH:MM' at the mosque. */
  times: Record<TimeName, string>;
  /** Iqama per prayer, or null when the mosque has no rule for that day. */
  iqama: Record<FivePrayer, string | null>;
  /** Whether the times came from the published table. */
  fromTable: boolean;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const toClock = (minutes: number) => `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`;

/** Whether a rule holds on a date (ranges are inclusive; 'YYYY-MM-DD' compares as text). */
const holdsOn = (rule: IqamaRule, date: string) => (!rule.from || rule.from <= date) && (!rule.to || date <= rule.to);

/**
 * The rule for a prayer on a date: a rule with a date range beats an open one
 * (seasons are exceptions to the usual), and among equals the later one wins.
 */
export function iqamaRuleFor(rules: readonly IqamaRule[], prayer: FivePrayer, date: string): IqamaRule | null {
  const rank = (rule: IqamaRule) => (rule.from || rule.to ? 1 : 0);
  let best: IqamaRule | null = null;
  for (const rule of rules) {
    if (rule.prayer === prayer && holdsOn(rule, date) && (!best || rank(rule) >= rank(best))) best = rule;
  }
  return best;
}

/** The iqama clock a rule gives for an adhan clock. */
export function iqamaClock(rule: IqamaRule, adhan: string): string {
  if (rule.fixed) return rule.fixed;
  let minutes = toMinutes(adhan) + (rule.after ?? 0);
  if (rule.roundUp5) minutes = Math.ceil(minutes / 5) * 5;
  return toClock(minutes);
}

/** The mosque's times on a date at the mosque ('YYYY-MM-DD'); null when they cannot be computed. */
export function mosqueDay(mosque: MosqueTimesInput, date: string): MosqueDay | null {
  const place = { latitude: mosque.latitude, longitude: mosque.longitude, timezone: mosque.timezone, countryCode: mosque.countryCode };
  const computed = computePrayerTimes(place, date, mosque.prayerSettings as never);
  if (!computed) return null;
  const row = mosque.timetable?.find((r) => r.date === date);
  const times: Record<TimeName, string> = {
    fajr: row?.fajr ?? computed.fajr,
    sunrise: row?.sunrise ?? computed.sunrise,
    dhuhr: row?.dhuhr ?? computed.dhuhr,
    asr: row?.asr ?? computed.asr,
    maghrib: row?.maghrib ?? computed.maghrib,
    isha: row?.isha ?? computed.isha,
  };
  const iqama = {} as Record<FivePrayer, string | null>;
  for (const prayer of FIVE_PRAYERS) {
    const rule = iqamaRuleFor(mosque.iqama, prayer, date);
    iqama[prayer] = rule ? iqamaClock(rule, times[prayer]) : null;
  }
  return { date, times, iqama, fromTable: Boolean(row) };
}

/** The instant of a clock time on a date at a place (the zone's offset at that moment). */
export function instantAt(date: string, clock: string, timezone: string): Date {
  const ymd = parseYmd(date)!;
  const guess = Date.UTC(ymd.year, ymd.month - 1, ymd.day, Number(clock.slice(0, 2)), Number(clock.slice(3, 5)));
  const p = zonedParts(new Date(guess), timezone);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - guess;
  return new Date(guess - offset);
}
