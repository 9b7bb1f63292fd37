// The GraphQL selections and REST shapes of mosques (issue 33): the public
// profile is today's `times` and `iqama` as {fajr, dhuhr, asr, maghrib, isha}
// in 'HH:MM', with Jumu'ah, Eid and the current announcements.
import type { IncomingMessage } from 'node:http';
import { RestError } from '../errors.ts';

export const MOSQUE = `slug name city countryCode latitude longitude timezone language jumuah reportAnswer updatedAt
  unclaimed osmId attribution nameAr address website
  eid { date time }
  announcements { id text expiresAt createdAt }
  iqamaRules { prayer fixed after roundUp5 from to }
  today { date fromTable times { fajr sunrise dhuhr asr maghrib isha } iqama { fajr dhuhr asr maghrib isha } }`;

export interface MosqueData {
  slug: string;
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timezone: string;
  language: string;
  jumuah: string[];
  reportAnswer: string | null;
  updatedAt: string;
  unclaimed: boolean;
  osmId: string | null;
  attribution: string | null;
  nameAr: string | null;
  address: string | null;
  website: string | null;
  eid: unknown[];
  announcements: unknown[];
  iqamaRules: unknown[];
  today: { date: string; fromTable: boolean; times: Record<string, string>; iqama: Record<string, string | null> };
}

const FIVE = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const five = <T>(from: Record<string, T>) => Object.fromEntries(FIVE.map((p) => [p, from[p]])) as Record<(typeof FIVE)[number], T>;

/** The spec-style REST profile: snake_case place fields, today's five times and iqama. */
export function restMosque(m: MosqueData) {
  return {
    slug: m.slug,
    name: m.name,
    city: m.city,
    country_code: m.countryCode,
    latitude: m.latitude,
    longitude: m.longitude,
    timezone: m.timezone,
    language: m.language,
    date: m.today.date,
    times: five(m.today.times),
    sunrise: m.today.times.sunrise,
    iqama: five(m.today.iqama),
    iqamaRules: m.iqamaRules,
    jumuah: m.jumuah,
    eid: m.eid,
    announcements: m.announcements,
    reportAnswer: m.reportAnswer,
    updatedAt: m.updatedAt,
    unclaimed: m.unclaimed,
    osmId: m.osmId,
    attribution: m.attribution,
    nameAr: m.nameAr,
    address: m.address,
    website: m.website,
  };
}

/** `Authorization: Bearer <adminToken>`: 401 when absent (a wrong one is the resolver's 403). */
export function bearerToken(req: IncomingMessage): string {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new RestError('UNAUTHENTICATED', 'The mosque’s admin link is required (Authorization: Bearer <adminToken>)');
  return match[1]!;
}
