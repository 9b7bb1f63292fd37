// City search and reverse geocoding for the app's own client (spec section 5;
// decisions.md 12): the typed twins of GET /api/geo/search and /api/geo/reverse,
// with the same checks, messages and per-address budget (geo/requests.ts). The
// language of place names is the app's, sent by the client.
import { builder } from './builder.ts';
import type { CityResult, ReversePlace } from '../domain/geo/places.ts';
import { askUpstream, checkCoordinate, checkSearchText, consumeGeoBudget, placeLanguage } from '../domain/geo/requests.ts';

const PlaceResult = builder.objectRef<CityResult>('PlaceResult').implement({
  description: 'A city found by placeSearch.',
  fields: (t) => ({
    city: t.exposeString('city'),
    admin1: t.exposeString('admin1', { description: 'The region or state, when known (may be empty).' }),
    country: t.exposeString('country'),
    country_code: t.exposeString('country_code'),
    latitude: t.float({ resolve: (p) => p.lat }),
    longitude: t.float({ resolve: (p) => p.lon }),
    timezone: t.exposeString('timezone', { description: "The place's IANA time zone (may be empty)." }),
  }),
});

const PlaceName = builder.objectRef<ReversePlace>('PlaceName').implement({
  description: "A point's place; 'Current Location' with the point's zone and country when no name is known.",
  fields: (t) => ({
    city: t.exposeString('city'),
    country: t.exposeString('country'),
    country_code: t.exposeString('country_code'),
    timezone: t.exposeString('timezone'),
  }),
});

builder.queryFields((t) => ({
  placeSearch: t.field({
    type: [PlaceResult],
    description: 'Cities matching a text of 2 to 100 characters, at most 10.',
    args: { text: t.arg.string(), language: t.arg.string({ required: false }) },
    resolve: async (_r, args, ctx) => {
      const text = checkSearchText(args.text);
      await consumeGeoBudget(ctx.limiter, ctx.ip);
      return askUpstream(ctx.geo.search(text, placeLanguage(args.language)));
    },
  }),
  placeName: t.field({
    type: PlaceName,
    description: 'The place at a point; never fails for valid coordinates (answered from the point when the upstream is down).',
    args: { latitude: t.arg.float(), longitude: t.arg.float(), language: t.arg.string({ required: false }) },
    resolve: async (_r, args, ctx) => {
      const latitude = checkCoordinate(args.latitude, 'latitude', 90);
      const longitude = checkCoordinate(args.longitude, 'longitude', 180);
      await consumeGeoBudget(ctx.limiter, ctx.ip);
      return ctx.geo.reverse(latitude, longitude, placeLanguage(args.language));
    },
  }),
}));
