// Saved places and travel (issue 43, decisions.md, Saved places and travel): thin resolvers over
// server/domain/places/. `places` and `travel` are fields of the user (read only by the
// user themselves, like the rest of it); the mutations act for the session's user.
import type { CombinedPair } from '@prayer-companion/engine';
import { builder } from './builder.ts';
import { Location, LocationInput } from './users-types.ts';
import { log } from '../ops/log.ts';
import { writeScopes } from '../auth/scopes.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { newPlaceInput, type TravelSettingsChange } from '../domain/places/inputs.ts';
import { activatePlace, addPlace, deletePlace, listPlaces, setHomePlace, type PlaceRow } from '../domain/places/store.ts';
import { updateTravelSettings, userTravel, type UserTravel } from '../domain/places/travel.ts';
import type { Context } from '../context.ts';

export const SavedPlace = builder.objectRef<PlaceRow>('SavedPlace').implement({
  description: 'A saved place: up to 10 per user, exactly one home and one active; the user\'s `location` is the active one\'s.',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    location: t.field({ type: Location, resolve: (p) => p.location }),
    home: t.exposeBoolean('home'),
    active: t.exposeBoolean('active'),
    stayDays: t.int({ nullable: true, description: "'I'm staying here N days', when the user said so.", resolve: (p) => p.stayDays }),
  }),
});

const CombinedPairType = builder.objectRef<CombinedPair>('CombinedPair').implement({
  description: 'Two prayers that may be prayed together, in a window from `from` until `until` (Fajr the next day for Maghrib–Isha).',
  fields: (t) => ({
    prayers: t.stringList({ resolve: (p) => [...p.prayers] }),
    from: t.exposeString('from'),
    until: t.exposeString('until'),
  }),
});

const Combine = builder.objectRef<UserTravel['combine']>('TravelCombine').implement({
  fields: (t) => ({
    allowed: t.exposeBoolean('allowed'),
    pairs: t.field({ type: [CombinedPairType], resolve: (c) => c.pairs }),
    note: t.exposeString('note', { description: "The school's rule on combining, in one sentence." }),
  }),
});

const TravelSettings = builder.objectRef<UserTravel['settings']>('TravelSettings').implement({
  fields: (t) => ({
    distanceKm: t.float({ nullable: true, description: 'The user\'s own qasr distance (10–200 km); null: the school\'s.', resolve: (s) => s.distanceKm }),
    school: t.string({ nullable: true, description: 'The school for travel rules (Shafi, Maliki, Hanbali, Hanafi); null: the Asr madhab.', resolve: (s) => s.school }),
    stayDays: t.int({ nullable: true, description: "The active place's stay in days.", resolve: (s) => s.stayDays }),
  }),
});

export const Travel = builder.objectRef<UserTravel>('Travel').implement({
  description: 'Whether the user is a traveller at the active place, and what follows by their school (docs/prayer-engine.md, Travel).',
  fields: (t) => ({
    travelling: t.exposeBoolean('travelling'),
    resident: t.exposeBoolean('resident', { description: 'Far enough from home, but staying long enough to be a resident there.' }),
    distanceKm: t.exposeFloat('distanceKm', { description: 'From home to the active place, great-circle, one decimal.' }),
    thresholdKm: t.exposeFloat('thresholdKm'),
    residenceDays: t.exposeInt('residenceDays'),
    home: t.field({ type: SavedPlace, resolve: (r) => r.home }),
    active: t.field({ type: SavedPlace, resolve: (r) => r.active }),
    madhab: t.exposeString('madhab', { description: 'The Asr madhab the user chose.' }),
    school: t.exposeString('school', { description: 'The school whose travel rules apply.' }),
    qasr: t.stringList({ description: 'The prayers shortened to two rak\'ahs: dhuhr, asr, isha while travelling, else none.', resolve: (r) => r.qasr }),
    combine: t.field({ type: Combine, resolve: (r) => r.combine }),
    reference: t.stringList({ resolve: (r) => r.reference }),
    settings: t.field({ type: TravelSettings, resolve: (r) => r.settings }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  places: t.field({
    type: [SavedPlace],
    description: 'Saved places, oldest first (issue 43).',
    resolve: (user, _args, ctx) => listPlaces(ctx.prisma, user.id),
  }),
  travel: t.field({
    type: Travel,
    nullable: true,
    description: 'Travel status at the active place; null while the user has no place.',
    resolve: (user, _args, ctx) => userTravel(ctx.prisma, user.id),
  }),
}));

const PlaceInput = builder.inputType('PlaceInput', {
  fields: (t) => ({
    label: t.string({ description: '1 to 40 characters, one line.' }),
    location: t.field({ type: LocationInput }),
    home: t.boolean({ required: false }),
  }),
});

const TravelSettingsInput = builder.inputType('TravelSettingsInput', {
  description: 'Null clears a setting; absent leaves it.',
  fields: (t) => ({
    distanceKm: t.float({ required: false, description: '10 to 200 km.' }),
    school: t.string({ required: false, description: 'Shafi, Maliki, Hanbali or Hanafi.' }),
    stayDays: t.int({ required: false, description: "The active place's stay, 0 to 365 days." }),
  }),
});

/** A new active place: reminders are planned again from it (issue 17), as after a PATCH. */
async function replan(ctx: Context, userId: string) {
  await ctx.push.replan(userId).catch((error: unknown) => log('warn', 'replanning reminders failed', { error: String(error) }));
}

builder.mutationFields((t) => ({
  addPlace: t.withAuth(writeScopes()).field({
    type: SavedPlace,
    description: 'Saves a place (10 at most). The first one is home and active.',
    args: { input: t.arg({ type: PlaceInput }) },
    resolve: async (_root, { input }, ctx) => {
      const place = await addPlace(ctx.prisma, ctx.viewer.userId, checkInput(newPlaceInput, input));
      if (place.active) await replan(ctx, ctx.viewer.userId);
      return place;
    },
  }),
  deletePlace: t.withAuth(writeScopes()).boolean({
    description: 'Deletes a saved place: not the only one, nor home; deleting the active one activates home.',
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => {
      const { activated } = await deletePlace(ctx.prisma, ctx.viewer.userId, String(id));
      if (activated) await replan(ctx, ctx.viewer.userId);
      return true;
    },
  }),
  activatePlace: t.withAuth(writeScopes()).field({
    type: SavedPlace,
    description: "Makes a saved place the active one: the user's location becomes its place.",
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => {
      const { place, changed } = await activatePlace(ctx.prisma, ctx.viewer.userId, String(id));
      if (changed) await replan(ctx, ctx.viewer.userId);
      return place;
    },
  }),
  setHomePlace: t.withAuth(writeScopes()).field({
    type: SavedPlace,
    description: 'Makes a saved place home, the place travel is measured from.',
    args: { id: t.arg.id() },
    resolve: (_root, { id }, ctx) => setHomePlace(ctx.prisma, ctx.viewer.userId, String(id)),
  }),
  updateTravelSettings: t.withAuth(writeScopes()).field({
    type: Travel,
    nullable: true,
    args: { input: t.arg({ type: TravelSettingsInput }) },
    resolve: async (_root, { input }, ctx) => {
      await updateTravelSettings(ctx.prisma, ctx.viewer.userId, input as TravelSettingsChange);
      return userTravel(ctx.prisma, ctx.viewer.userId);
    },
  }),
}));

