// What the screens that show times need of a followed mosque (entities/mosque/
// followedMosque.ts), taken from the server's answer.
import type { FollowedTimes } from '../../entities/mosque/followedMosque.ts';
import { timesInput, type MosqueData } from './mosqueTimes.ts';

export function followedTimesOf(m: MosqueData): FollowedTimes {
  const input = timesInput(m);
  return {
    slug: m.slug,
    name: m.name,
    city: m.city,
    latitude: m.latitude,
    longitude: m.longitude,
    timezone: m.timezone,
    countryCode: m.countryCode,
    prayerSettings: m.prayerSettings,
    timetable: input.timetable ? [...input.timetable] : null,
    iqama: [...input.iqama],
    jumuah: [...m.jumuah],
  };
}
