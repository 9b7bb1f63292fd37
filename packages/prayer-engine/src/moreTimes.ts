// 'Show more times' (docs/prayer-engine.md, 'More times', gives each rule
// and its source): Duha, the end of each prayer's time and the three times
// prayer is disliked, all from the engine's shown times plus the sun's
// zenith, so they agree with the six times on screen.
import { CalculationParameters, Coordinates, PrayerTimes, Rounding } from 'adhan';
import type { NightTimes } from './night.ts';
import type { DayPrayerTimes, FivePrayer, Place } from './types.ts';
import { daysBetween, formatClock, parseYmd, zonedParts, type YMD } from './zone.ts';

const MINUTE = 60_000;
/** The sun is about a spear's length up some 15 minutes after sunrise; as long before sunset it yellows. */
export const SUN_LOW_MINUTES = 15;
/** The disliked time before the zenith ('when the sun stands at its height'); Duha ends where it begins. */
export const ZENITH_MINUTES = 10;

export interface TimeSpan {
  start: Date;
  end: Date;
  /** 'HH:MM' at the place. */
  from: string;
  to: string;
}

export interface MoreTimes {
  duha: TimeSpan;
  /** Sunrise to 15 min after; 10 min before the zenith to Dhuhr; 15 min before sunset to Maghrib. */
  disliked: { sunrise: TimeSpan; zenith: TimeSpan; sunset: TimeSpan };
  /** When each prayer's time ends: Fajr at sunrise, Dhuhr at Asr, Asr at Maghrib, Maghrib at Isha, Isha at the Islamic midnight. */
  ends: Record<FivePrayer, { at: Date; time: string }>;
}

// adhan's dhuhr with no adjustments and no rounding is the sun's transit.
function zenithParams(): CalculationParameters {
  const p = new CalculationParameters('Other', 18, 17);
  p.rounding = Rounding.None;
  return p;
}
const localNoon = (d: YMD) => new Date(d.year, d.month - 1, d.day, 12);

/** The sun's transit on the place's day (the same local-day fix as compute.ts for zones far from solar time). */
export function solarZenith(place: Pick<Place, 'latitude' | 'longitude' | 'timezone'>, date: string): Date | null {
  const day = parseYmd(date);
  if (!day) return null;
  const coords = new Coordinates(place.latitude, place.longitude);
  let transit = new PrayerTimes(coords, localNoon(day), zenithParams()).dhuhr;
  const shift = daysBetween(zonedParts(transit, place.timezone), day);
  if (shift !== 0) transit = new Date(transit.getTime() + shift * 86_400_000);
  return transit;
}

/** The more times of a day, given its times, its zenith and the night after it. */
export function moreTimes(times: DayPrayerTimes, zenith: Date, night: NightTimes): MoreTimes {
  const zone = times.timezone;
  const at = (d: Date) => formatClock(d, zone);
  const span = (start: Date, end: Date): TimeSpan => ({ start, end, from: at(start), to: at(end) });
  const i = times.instants;
  const minutes = (d: Date, n: number) => new Date(d.getTime() + n * MINUTE);
  // Rounded down to the minute, as the shown times are whole minutes.
  const zawal = new Date(Math.floor(minutes(zenith, -ZENITH_MINUTES).getTime() / MINUTE) * MINUTE);
  const dhuhrEdge = i.dhuhr > zawal ? i.dhuhr : minutes(zawal, ZENITH_MINUTES);
  const duhaStart = minutes(i.sunrise, SUN_LOW_MINUTES);
  const end = (d: Date) => ({ at: d, time: at(d) });
  return {
    duha: span(duhaStart, zawal > duhaStart ? zawal : duhaStart),
    disliked: {
      sunrise: span(i.sunrise, duhaStart),
      zenith: span(zawal, dhuhrEdge),
      sunset: span(minutes(i.maghrib, -SUN_LOW_MINUTES), i.maghrib),
    },
    ends: {
      fajr: end(i.sunrise),
      dhuhr: end(i.asr),
      asr: end(i.maghrib),
      maghrib: end(i.isha),
      isha: end(night.instants.middleOfTheNight),
    },
  };
}
