// What the prayer-hall screen shows at a moment (issue 44 item 1), from the mosque's
// times (computed here, so it runs offline) and its screen settings:
//   adhan    from a prayer's adhan, adhanMinutes long (or until an earlier iqama)
//   iqama    then a countdown to the iqama
//   prayer   from the iqama, prayerMinutes long ('please silence your phone')
//   adhkar   then adhkarMinutes of the adhkar after salah
//   khutbah  Friday, from Dhuhr's adhan to the last Jumu'ah time + jumuahMinutes, then adhkar
//   standby  at night, from Isha + standbyAfterIsha to Fajr - standbyBeforeFajr (when on)
//   before   otherwise: the next adhan (or Eid prayer) and a countdown to it
// On an Eid day (a date the admin gave with its prayer times), each Eid prayer has no adhan
// and no iqama: the countdown is to the prayer itself, then prayerMinutes of 'prayer in
// progress', then the khutbah that follows it (EID_KHUTBAH_MINUTES).
// A prayer without an iqama rule has its adhan view only: nobody knows when it is prayed.
import { DEFAULT_SCREEN_SETTINGS } from '@prayer-companion/common';
import { FIVE_PRAYERS, type FivePrayer } from '@prayer-companion/engine';
import { instantAt } from '@prayer-companion/engine/mosqueDay';
import { dayOfMosque, mosqueDate, type MosqueData } from './mosqueTimes.ts';

export type ScreenSettings = MosqueData['screen'];

/** The server's defaults (packages/common), for a copy stored before the screen had settings. */
export const DEFAULT_SCREEN: ScreenSettings = { __typename: 'MosqueScreenSettings', ...DEFAULT_SCREEN_SETTINGS };

export const screenOf = (m: MosqueData): ScreenSettings => m.screen ?? DEFAULT_SCREEN;

/** The five, or an Eid prayer. */
export type HallPrayer = FivePrayer | 'eid';

export type HallPhase =
  | { kind: 'before'; prayer: HallPrayer; jumuah: boolean; at: Date }
  | { kind: 'standby'; prayer: HallPrayer; at: Date }
  | { kind: 'adhan'; prayer: FivePrayer }
  | { kind: 'iqama'; prayer: FivePrayer; at: Date }
  | { kind: 'prayer'; prayer: HallPrayer }
  | { kind: 'adhkar'; prayer: FivePrayer }
  | { kind: 'khutbah'; until: Date; eid?: true };

const MINUTE = 60_000;
/** The khutbah after an Eid prayer: the screen asks the hall to listen this long. */
export const EID_KHUTBAH_MINUTES = 20;
const plusMinutes = (d: Date, n: number) => new Date(d.getTime() + n * MINUTE);

export const shiftDate = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const isFriday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 5;

interface Window {
  from: Date;
  to: Date;
  phase: (now: Date) => HallPhase;
}

/** The phases of one day's prayers, in order. */
function windowsOf(m: MosqueData, date: string, s: ScreenSettings): Window[] {
  const day = dayOfMosque(m, date);
  if (!day) return [];
  const at = (clock: string) => instantAt(date, clock, m.timezone);
  const windows: Window[] = [];
  for (const prayer of FIVE_PRAYERS) {
    const adhan = at(day.times[prayer]);
    if (prayer === 'dhuhr' && isFriday(date)) {
      const last = m.jumuah.length ? at(m.jumuah[m.jumuah.length - 1]!) : day.iqama.dhuhr ? at(day.iqama.dhuhr) : adhan;
      const until = plusMinutes(last > adhan ? last : adhan, s.jumuahMinutes);
      windows.push({ from: adhan, to: until, phase: () => ({ kind: 'khutbah', until }) });
      windows.push({ from: until, to: plusMinutes(until, s.adhkarMinutes), phase: () => ({ kind: 'adhkar', prayer }) });
      continue;
    }
    const iqamaClock = day.iqama[prayer];
    const iqama = iqamaClock ? at(iqamaClock) : null;
    const adhanEnd = plusMinutes(adhan, s.adhanMinutes);
    windows.push({ from: adhan, to: iqama && iqama > adhan && iqama < adhanEnd ? iqama : adhanEnd, phase: () => ({ kind: 'adhan', prayer }) });
    if (!iqama || iqama < adhan) continue;
    windows.push({ from: adhanEnd, to: iqama, phase: () => ({ kind: 'iqama', prayer, at: iqama }) });
    const prayed = plusMinutes(iqama, s.prayerMinutes);
    windows.push({ from: iqama, to: prayed, phase: () => ({ kind: 'prayer', prayer }) });
    windows.push({ from: prayed, to: plusMinutes(prayed, s.adhkarMinutes), phase: () => ({ kind: 'adhkar', prayer }) });
  }
  for (const start of eidPrayers(m, date)) {
    const prayed = plusMinutes(start, s.prayerMinutes);
    const until = plusMinutes(prayed, EID_KHUTBAH_MINUTES);
    windows.push({ from: start, to: prayed, phase: () => ({ kind: 'prayer', prayer: 'eid' }) });
    windows.push({ from: prayed, to: until, phase: () => ({ kind: 'khutbah', until, eid: true }) });
  }
  return windows;
}

/** The Eid prayers the admin gave for `date`, as instants, earliest first. */
function eidPrayers(m: MosqueData, date: string): Date[] {
  return (m.eid ?? [])
    .filter((e) => e.date === date)
    .map((e) => instantAt(date, e.time, m.timezone))
    .sort((a, b) => a.getTime() - b.getTime());
}

/** The next adhan or Eid prayer after `now` (today's or tomorrow's), Friday's Dhuhr marked as Jumu'ah. */
function nextAdhan(m: MosqueData, now: Date): { prayer: HallPrayer; at: Date; jumuah: boolean } | null {
  const today = mosqueDate(m, now);
  for (const date of [today, shiftDate(today, 1)]) {
    const day = dayOfMosque(m, date);
    if (!day) return null;
    const eid = eidPrayers(m, date).find((at) => at > now);
    for (const prayer of FIVE_PRAYERS) {
      const at = instantAt(date, day.times[prayer], m.timezone);
      if (at <= now) continue;
      if (eid && eid < at) return { prayer: 'eid', at: eid, jumuah: false };
      return { prayer, at, jumuah: prayer === 'dhuhr' && isFriday(date) };
    }
    if (eid) return { prayer: 'eid', at: eid, jumuah: false };
  }
  return null;
}

/** Whether `now` is in the night standby (Isha + after … next Fajr - before). */
function inStandby(m: MosqueData, now: Date, s: ScreenSettings): boolean {
  if (!s.standby) return false;
  const today = mosqueDate(m, now);
  for (const date of [shiftDate(today, -1), today]) {
    const [day, next] = [dayOfMosque(m, date), dayOfMosque(m, shiftDate(date, 1))];
    if (!day || !next) continue;
    const from = plusMinutes(instantAt(date, day.times.isha, m.timezone), s.standbyAfterIsha);
    const to = plusMinutes(instantAt(shiftDate(date, 1), next.times.fajr, m.timezone), -s.standbyBeforeFajr);
    if (now >= from && now < to) return true;
  }
  return false;
}

export function hallPhase(m: MosqueData, now: Date): HallPhase | null {
  const s = screenOf(m);
  const today = mosqueDate(m, now);
  // Yesterday's too: Isha's adhkar may run past midnight.
  for (const date of [shiftDate(today, -1), today]) {
    const open = windowsOf(m, date, s).find((w) => now >= w.from && now < w.to);
    if (open) return open.phase(now);
  }
  const next = nextAdhan(m, now);
  if (!next) return null;
  if (inStandby(m, now, s)) return { kind: 'standby', prayer: next.prayer, at: next.at };
  return { kind: 'before', ...next };
}
