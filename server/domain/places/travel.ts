// The user's travel status (issue 43): the engine's rules (packages/prayer-engine/src/travel.ts)
// for their home and active places, their school for travel rules (else their Asr madhab),
// their own qasr distance and the active place's stay.
import { isTravelSchool, travelStatus, type TravelSchool, type TravelStatus } from '@prayer-companion/engine';
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { conflict } from '../../errors.ts';
import type { LocationShape } from '../users/inputs.ts';
import { checkTravelSettings, type TravelSettingsChange, type TravelSettingsShape } from './inputs.ts';
import { placesOf, setStayDays, type PlaceRow } from './store.ts';

export interface UserTravel extends TravelStatus {
  home: PlaceRow;
  active: PlaceRow;
  /** The Asr madhab the user chose (the school unless a school for travel rules is set). */
  madhab: string;
  /** The user's own settings: null where the school's default applies. */
  settings: { distanceKm: number | null; school: TravelSchool | null; stayDays: number | null };
}

function settingsOf(raw: unknown): TravelSettingsShape {
  return raw && typeof raw === 'object' ? (raw as TravelSettingsShape) : {};
}

/** Null while the user has no place. */
export async function userTravel(prisma: PrismaClient, userId: string): Promise<UserTravel | null> {
  return prisma.$transaction(async (tx) => {
    const places = await placesOf(tx, userId);
    const home = places.find((p) => p.home);
    const active = places.find((p) => p.active);
    if (!home || !active) return null;
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { prayerSettings: true, travelSettings: true } });
    const madhab = (user.prayerSettings as { madhab?: unknown } | null)?.madhab;
    const asr: TravelSchool = madhab === 'Hanafi' ? 'Hanafi' : 'Shafi';
    const own = settingsOf(user.travelSettings);
    const school = isTravelSchool(own.school) ? own.school : asr;
    const distanceKm = typeof own.distance_km === 'number' ? own.distance_km : null;
    const status = travelStatus({
      home: home.location as LocationShape,
      active: active.location as LocationShape,
      school,
      customDistanceKm: distanceKm,
      stayDays: active.stayDays,
    });
    return {
      ...status,
      home,
      active,
      madhab: asr,
      settings: { distanceKm, school: isTravelSchool(own.school) ? own.school : null, stayDays: active.stayDays },
    };
  });
}

/** Changes the travel settings (null clears one); the stay is the active place's. */
export async function updateTravelSettings(prisma: PrismaClient, userId: string, change: TravelSettingsChange): Promise<void> {
  const { distanceKm, school, stayDays } = checkTravelSettings(change);
  await prisma.$transaction(async (tx) => {
    const places = await placesOf(tx, userId);
    if (!places.length) throw conflict('Choose a place first');
    if (stayDays !== undefined) await setStayDays(tx, userId, stayDays);
    if (distanceKm === undefined && school === undefined) return;
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { travelSettings: true } });
    const next: TravelSettingsShape = { ...settingsOf(user.travelSettings) };
    if (distanceKm === null) delete next.distance_km;
    else if (distanceKm !== undefined) next.distance_km = distanceKm;
    if (school === null) delete next.school;
    else if (school !== undefined && isTravelSchool(school)) next.school = school;
    await tx.user.update({ where: { id: userId }, data: { travelSettings: next as object } });
  });
}
