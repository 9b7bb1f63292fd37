// Saved places and travel (issue 43, decisions.md, Saved places and travel), over the GraphQL twins in
// server/schema/places.ts. Another user's places are not revealed: 404 for reads and
// writes alike, before any GraphQL runs.
import { del, get, patch, post } from '../route.ts';
import { body } from '../payload.ts';
import { requireSelfRead } from '../guards.ts';
import { newPlaceFields, travelSettingsFields } from '../../../domain/places/inputs.ts';
import { RestError } from '../errors.ts';
import { LOCATION } from '../fields.ts';

type Json = Record<string, unknown>;

export const PLACE = `id label ${LOCATION} home active stayDays`;
const TRAVEL = `travelling resident distanceKm thresholdKm residenceDays madhab school qasr
  home { ${PLACE} } active { ${PLACE} }
  combine { allowed note pairs { prayers from until } } reference settings { distanceKm school stayDays }`;

/** A place in the REST shape: elevation only when known, stayDays only when said (like the user's location). */
function restPlace(place: Json): Json {
  const { stayDays, location, ...rest } = place;
  const { elevation, ...where } = location as Json;
  return { ...rest, location: typeof elevation === 'number' ? { ...where, elevation } : where, ...(typeof stayDays === 'number' ? { stayDays } : {}) };
}

function restTravel(travel: Json | null): Json {
  if (!travel) throw new RestError('NOT_FOUND', 'Place not found: choose a place first');
  return { ...travel, home: restPlace(travel.home as Json), active: restPlace(travel.active as Json) };
}

export const placeRoutes = [
  get('/api/users/:id/places', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ me: { places: Json[] } }>(`{ me { places { ${PLACE} } } }`);
    return { body: data.me.places.map(restPlace) };
  }),

  post('/api/users/:id/places', body(newPlaceFields), async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ addPlace: Json }>(`mutation($input: PlaceInput!) { addPlace(input: $input) { ${PLACE} } }`, { input: ctx.body });
    return { status: 201, body: restPlace(data.addPlace) };
  }),

  del('/api/users/:id/places/:placeId', body({}), async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    await ctx.gql('mutation($id: ID!) { deletePlace(id: $id) }', { id: ctx.param('placeId') });
    return { status: 204, body: null, text: '' };
  }),

  post('/api/users/:id/places/:placeId/activate', body({}), async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ activatePlace: Json }>(`mutation($id: ID!) { activatePlace(id: $id) { ${PLACE} } }`, { id: ctx.param('placeId') });
    return { body: restPlace(data.activatePlace) };
  }),

  post('/api/users/:id/places/:placeId/home', body({}), async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ setHomePlace: Json }>(`mutation($id: ID!) { setHomePlace(id: $id) { ${PLACE} } }`, { id: ctx.param('placeId') });
    return { body: restPlace(data.setHomePlace) };
  }),

  get('/api/users/:id/travel', async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ me: { travel: Json | null } }>(`{ me { travel { ${TRAVEL} } } }`);
    return { body: restTravel(data.me.travel) };
  }),

  patch('/api/users/:id/travel', body(travelSettingsFields), async (ctx) => {
    await requireSelfRead(ctx, ctx.param('id'));
    const data = await ctx.gql<{ updateTravelSettings: Json | null }>(
      `mutation($input: TravelSettingsInput!) { updateTravelSettings(input: $input) { ${TRAVEL} } }`,
      { input: ctx.body },
    );
    return { body: restTravel(data.updateTravelSettings) };
  }),
];
