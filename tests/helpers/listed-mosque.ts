// An unclaimed mosque as the OpenStreetMap import stores it (no admin token, an OSM id, the
// country's default times), with `email` as OSM lists it or none: what a claim starts from.
import { randomBytes } from 'node:crypto';
import { settingsWith } from '@prayer-companion/engine';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';

export function listedMosque(prisma: PrismaClient, email: string | null) {
  const tail = randomBytes(4).toString('hex');
  return prisma.mosque.create({
    data: {
      slug: `claimtest-${tail}`,
      name: `Claimtest Mosque ${tail}`,
      city: 'Leeds',
      countryCode: 'GB',
      latitude: 53.8,
      longitude: -1.55,
      timezone: 'Europe/London',
      prayerSettings: settingsWith({}, { countryCode: 'GB', latitude: 53.8, longitude: -1.55 }) as object,
      jumuah: [],
      osmId: `node/${parseInt(tail, 16)}`,
      email,
    },
  });
}
