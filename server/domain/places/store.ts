// Saved places (issue 43, decisions.md, Saved places and travel): up to 10 per user, exactly one home and one
// active, and User.location always the active one's, so every reader of the user's place
// (times, reminders, the feed) follows a switch without knowing about saved places.
// Each change runs in one transaction holding the user's row (the pattern of
// accounts/private-link.ts): two requests at once cannot both add the 10th place, nor
// leave two actives or none. The partial unique indexes refuse a second home or active.
import type { Prisma, PrismaClient } from '../../../prisma/generated/client/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { LocationShape } from '../users/inputs.ts';
import { isId } from '../validation/input-checks.ts';
import { MAX_LABEL, MAX_PLACES } from './inputs.ts';

/**
 * The order places are listed in, everywhere (the menu, the API, the export): oldest first.
 * `createdAt` is the database's clock to the microsecond (migration 20261128230001), so
 * places made in one transaction (the home place from the saved location, and the one added
 * with it) keep their order.
 */
export const PLACES_ORDER = [{ createdAt: 'asc' }, { id: 'asc' }] as const satisfies { [key: string]: 'asc' | 'desc' }[];

type Tx = Prisma.TransactionClient;

export interface PlaceRow {
  id: string;
  label: string;
  location: LocationShape;
  home: boolean;
  active: boolean;
  stayDays: number | null;
  createdAt: Date;
}

const asPlace = (row: { location: unknown } & Omit<PlaceRow, 'location'>): PlaceRow => ({ ...row, location: row.location as LocationShape });

/** The user's row, locked until the transaction ends. */
async function lockUser(tx: Tx, userId: string): Promise<{ location: unknown; createdAt: Date } | null> {
  const rows = await tx.$queryRaw<{ location: unknown; createdAt: Date }[]>`SELECT "location", "createdAt" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}

/** A label for a place made from the user's location: its city, else its name (40 characters at most). */
function labelOf(location: LocationShape): string {
  const text = (location.city || location.name || 'Home').trim() || 'Home';
  return [...text].slice(0, MAX_LABEL).join('');
}

/**
 * The user's places, oldest first. A user with a location but no saved place yet (signed
 * up with one, or the place came before saved places existed) gets it as their one place,
 * home and active: so the list is never empty while the user has a place.
 */
async function placesOf(tx: Tx, userId: string): Promise<PlaceRow[]> {
  const user = await lockUser(tx, userId);
  if (!user) throw notFound('User');
  const rows = await tx.savedPlace.findMany({ where: { userId }, orderBy: PLACES_ORDER });
  if (rows.length || !user.location || typeof user.location !== 'object') return rows.map(asPlace);
  const location = user.location as LocationShape;
  // Dated when the account (and so its place) came to be: the place added in this same
  // transaction is then always after it, even where the clock does not tell them apart.
  const made = await tx.savedPlace.create({ data: { userId, label: labelOf(location), location: location as object, home: true, active: true, createdAt: user.createdAt } });
  return [asPlace(made)];
}

function findPlace(places: PlaceRow[], placeId: string): PlaceRow {
  const place = isId(placeId) ? places.find((p) => p.id === placeId.toLowerCase()) : undefined;
  if (!place) throw notFound('Place');
  return place;
}

/** Makes `place` the active one and the user's location. */
async function activate(tx: Tx, userId: string, place: PlaceRow): Promise<void> {
  await tx.savedPlace.updateMany({ where: { userId, active: true, id: { not: place.id } }, data: { active: false } });
  await tx.savedPlace.update({ where: { id: place.id }, data: { active: true } });
  await tx.user.update({ where: { id: userId }, data: { location: place.location as object } });
}

export async function listPlaces(prisma: PrismaClient, userId: string): Promise<PlaceRow[]> {
  return prisma.$transaction((tx) => placesOf(tx, userId));
}

/** Adds a place (the 11th: 409). The first place is home and active; `home` makes it home. */
export async function addPlace(prisma: PrismaClient, userId: string, input: { label: string; location: LocationShape; home?: boolean }): Promise<PlaceRow> {
  return prisma.$transaction(async (tx) => {
    const places = await placesOf(tx, userId);
    if (places.length >= MAX_PLACES) throw conflict(`You can keep up to ${MAX_PLACES} places: delete one first`);
    const first = places.length === 0;
    if (input.home && !first) await tx.savedPlace.updateMany({ where: { userId, home: true }, data: { home: false } });
    const made = asPlace(
      await tx.savedPlace.create({ data: { userId, label: input.label, location: input.location as object, home: first || !!input.home, active: first } }),
    );
    if (first) await tx.user.update({ where: { id: userId }, data: { location: input.location as object } });
    return made;
  });
}

/**
 * Deletes a place. Not the last one (409), nor home (409: the user makes another place home
 * first, since home is what travel is measured from and the app never moves it on its own).
 * Deleting the active place activates home.
 */
export async function deletePlace(prisma: PrismaClient, userId: string, placeId: string): Promise<{ activated: boolean }> {
  return prisma.$transaction(async (tx) => {
    const places = await placesOf(tx, userId);
    const place = findPlace(places, placeId);
    if (places.length === 1) throw conflict('This is your only place: add another before deleting it');
    if (place.home) throw conflict('This is your home place: make another place home before deleting it');
    await tx.savedPlace.delete({ where: { id: place.id } });
    if (!place.active) return { activated: false };
    await activate(tx, userId, places.find((p) => p.home)!);
    return { activated: true };
  });
}

/** Makes a place the active one; the user's location becomes its place. */
export async function activatePlace(prisma: PrismaClient, userId: string, placeId: string): Promise<{ place: PlaceRow; changed: boolean }> {
  return prisma.$transaction(async (tx) => {
    const place = findPlace(await placesOf(tx, userId), placeId);
    if (place.active) return { place, changed: false };
    await activate(tx, userId, place);
    return { place: { ...place, active: true }, changed: true };
  });
}

/** Makes a place home (the one travel is measured from). */
export async function setHomePlace(prisma: PrismaClient, userId: string, placeId: string): Promise<PlaceRow> {
  return prisma.$transaction(async (tx) => {
    const place = findPlace(await placesOf(tx, userId), placeId);
    if (place.home) return place;
    await tx.savedPlace.updateMany({ where: { userId, home: true }, data: { home: false } });
    await tx.savedPlace.update({ where: { id: place.id }, data: { home: true } });
    return { ...place, home: true };
  });
}

/** The active place's stay ('I'm staying here N days'); null clears it. */
export async function setStayDays(tx: Tx, userId: string, stayDays: number | null): Promise<void> {
  const active = (await placesOf(tx, userId)).find((p) => p.active);
  if (!active) throw conflict('Choose a place first');
  await tx.savedPlace.update({ where: { id: active.id }, data: { stayDays } });
}

/**
 * A PATCH of the user's location (spec section 7) moves the active place with it, in the
 * transaction that writes the user: a user without saved places gets one, home and active.
 * `write` updates the user row.
 */
export async function withActiveLocation<T>(prisma: PrismaClient, userId: string, location: LocationShape, write: (tx: Tx) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (tx) => {
    const places = await placesOf(tx, userId);
    const result = await write(tx);
    const active = places.find((p) => p.active);
    // The place made just now from the old location, or the active one, takes the new one.
    // A label that was the old place's own city follows the place; one the user gave stays.
    const label = active && active.label === labelOf(active.location) ? labelOf(location) : active?.label;
    if (active) await tx.savedPlace.update({ where: { id: active.id }, data: { label, location: location as object, stayDays: null } });
    else await tx.savedPlace.create({ data: { userId, label: labelOf(location), location: location as object, home: true, active: true } });
    return result;
  });
}

export { placesOf };
