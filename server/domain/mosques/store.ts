// Reading and writing mosques. Every admin write checks the admin token first
// (admin-token.ts) and returns the row after the write; publishing the change
// is the caller's (live.ts), after the write commits.
import { Prisma, type Mosque, type PrismaClient } from '../../../prisma/generated/client/client.ts';
import type { IqamaRule } from '@prayer-companion/engine/mosqueDay';
import { isUniqueViolation, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../security/rate-limit.ts';
import { addressKey } from '../../security/address-key.ts';
import { adminPath, checkAdminToken, newAdminToken } from './admin-token.ts';
import { checkCity, checkEid, checkJumuah, checkName, checkPlace, type PlaceFields } from './checks.ts';
import { checkLanguage } from '../validation/input-checks.ts';
import { ADMIN_WINDOW_SECONDS, DAY_SECONDS, MOSQUES_PER_USER_PER_DAY } from './limits.ts';
import { slugCandidates, SLUG } from './slug.ts';
import { timesSource, type TimesChoice } from './times-source.ts';
import { checkScreenChange, screenSettings, type ScreenChange } from './screen-settings.ts';

export type { Mosque };

export interface NewMosqueInput extends PlaceFields, TimesChoice {
  name: string;
  city: string;
  language: string;
}

export interface Writer {
  prisma: PrismaClient;
  limiter: RateLimiter;
  ip: string;
  /** Mosques one address may create per day (MOSQUE_RATE_LIMIT). */
  mosqueRateLimit: number;
}

export interface AdminWriter {
  prisma: PrismaClient;
  limiter: RateLimiter;
  /** Admin writes one mosque may take per minute (MOSQUE_ADMIN_RATE_LIMIT). */
  mosqueAdminRateLimit: number;
}

export interface NewMosque {
  mosque: Mosque;
  adminToken: string;
  adminPath: string;
}

/** Creates a mosque for a signed-in user from its checked input (inputs.ts' mosqueInput); its admin token is returned this once. */
export async function createMosque(w: Writer, userId: string, input: NewMosqueInput): Promise<NewMosque> {
  const { name, city, language, latitude, longitude, timezone, countryCode } = input;
  const place = { latitude, longitude, timezone, countryCode };
  const message = 'Too many new mosques today. Please try again tomorrow.';
  // The limits first, counting nothing (issue 40 item 6): past them, no table is fitted.
  // They are counted once the input is known to be good, so a table that cannot be read costs no creation.
  await w.limiter.check(`mosque:user:${userId}`, MOSQUES_PER_USER_PER_DAY, DAY_SECONDS, message);
  await w.limiter.check(`mosque:ip:${w.ip}`, w.mosqueRateLimit, DAY_SECONDS, message);
  const source = await timesSource(input, place, name);
  await w.limiter.consume(`mosque:user:${userId}`, MOSQUES_PER_USER_PER_DAY, DAY_SECONDS, message);
  await w.limiter.consume(`mosque:ip:${addressKey(w.ip)}`, w.mosqueRateLimit, DAY_SECONDS, message);
  const { token, hash } = newAdminToken();
  for (const slug of slugCandidates(name)) {
    try {
      const mosque = await w.prisma.mosque.create({
        data: {
          slug,
          name,
          city,
          language,
          ...place,
          prayerSettings: source.prayerSettings as object,
          timetable: (source.timetable ?? undefined) as object | undefined,
          iqama: [],
          jumuah: [],
          eid: [],
          adminTokenHash: hash,
          createdById: userId,
        },
      });
      return { mosque, adminToken: token, adminPath: adminPath(slug, token) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('No free slug for a new mosque');
}

/** A public mosque by slug: null when unknown, malformed or hidden by reports. */
export async function findPublicMosque(prisma: PrismaClient, slug: string): Promise<Mosque | null> {
  if (!SLUG.test(slug)) return null;
  return prisma.mosque.findFirst({ where: { slug, hiddenAt: null } });
}

/** The mosque an admin token manages (hidden or not); NOT_FOUND, UNAUTHENTICATED or FORBIDDEN otherwise. */
export async function findAdministered(prisma: PrismaClient, slug: string, token: string | null | undefined): Promise<Mosque> {
  const mosque = SLUG.test(slug) ? await prisma.mosque.findUnique({ where: { slug } }) : null;
  if (!mosque) throw notFound('Mosque');
  checkAdminToken(mosque, token);
  return mosque;
}

/**
 * The mosque an admin write is for, counted against its per-minute limit (issue 40 item 6)
 * before any work: only a right token counts, so nobody else can use up a mosque's writes.
 */
export async function administeredForWrite(w: AdminWriter, slug: string, token: string | null | undefined): Promise<Mosque> {
  const mosque = await findAdministered(w.prisma, slug, token);
  const message = `Too many changes to this mosque: at most ${w.mosqueAdminRateLimit} a minute. Please wait a minute and try again.`;
  await w.limiter.consume(`mosque-admin:${mosque.id}`, w.mosqueAdminRateLimit, ADMIN_WINDOW_SECONDS, message);
  return mosque;
}

export interface ProfileChange extends TimesChoice {
  latitude?: number | null;
  longitude?: number | null;
  timezone?: string | null;
  countryCode?: string | null;
  name?: string | null;
  city?: string | null;
  language?: string | null;
  jumuah?: string[] | null;
  eid?: { date: string; time: string }[] | null;
  /** The prayer-hall screen's settings to change (screen-settings.ts). */
  screen?: ScreenChange | null;
}

/** The admin's new data for the row (checked); times are fitted again only when the source is given. */
export async function updateMosqueData(mosque: Mosque, change: ProfileChange): Promise<Prisma.MosqueUpdateInput> {
  const name = change.name ? checkName(change.name) : mosque.name;
  const place = checkPlace({
    latitude: change.latitude ?? mosque.latitude,
    longitude: change.longitude ?? mosque.longitude,
    timezone: change.timezone ?? mosque.timezone,
    countryCode: change.countryCode ?? mosque.countryCode,
  });
  const newSource = Boolean(change.method || change.madhab || change.timetable?.trim());
  const source = newSource ? await timesSource(change, place, name) : null;
  return {
    name,
    ...place,
    ...(change.city ? { city: checkCity(change.city) } : {}),
    ...(change.language ? { language: checkLanguage(change.language) } : {}),
    ...(change.jumuah ? { jumuah: checkJumuah(change.jumuah) } : {}),
    ...(change.eid ? { eid: checkEid(change.eid) as object[] } : {}),
    ...(change.screen ? { screen: checkScreenChange(screenSettings(mosque), change.screen) as object } : {}),
    ...(source ? { prayerSettings: source.prayerSettings as object, timetable: source.timetable ? (source.timetable as object[]) : Prisma.DbNull } : {}),
    updatedAt: new Date(),
  };
}

/** A new admin link; the old one stops working. */
export async function replaceAdminToken(prisma: PrismaClient, mosque: Mosque): Promise<NewMosque> {
  const { token, hash } = newAdminToken();
  const updated = await prisma.mosque.update({ where: { id: mosque.id }, data: { adminTokenHash: hash } });
  return { mosque: updated, adminToken: token, adminPath: adminPath(mosque.slug, token) };
}

export const iqamaRules = (mosque: Pick<Mosque, 'iqama'>): IqamaRule[] => (Array.isArray(mosque.iqama) ? (mosque.iqama as unknown as IqamaRule[]) : []);
