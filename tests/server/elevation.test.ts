// Issue 34: a place picked by name (no GPS altitude) gets its elevation from the
// offline index (GeoNames towns' SRTM heights, server/domain/elevation/), stored
// with the place, so Habous's inland towns are right by default; the index's
// error against the towns' published elevations stays small.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { loadTimetables, measure } from '@prayer-companion/engine/scripts/accuracy';
import { TIME_NAMES } from '@prayer-companion/engine/types';
import { placeElevation } from '../../server/domain/elevation/townElevation.ts';
import { OFFLINE_CITIES } from '@prayer-companion/engine/offlineCities';

const habous = loadTimetables().filter((t) => t.id.startsWith('habous/'));
const INLAND = ['Oujda', 'Ifrane', 'Errachidia'];
const LOCATION_FIELDS = '{ me { location { elevation } } }';

test("the index against the Habous towns' published elevations: within 60 m, 25 m on average", () => {
  assert.equal(habous.length, 17);
  // refdata's coordinates are the tables' own (some a province's centre): the
  // towns with a town of GeoNames within 10 km of them.
  const errors = habous.flatMap((t) => {
    const estimate = placeElevation(t.latitude, t.longitude);
    return estimate === undefined ? [] : [{ place: t.place, error: Math.abs(estimate - t.elevation!) }];
  });
  assert.ok(errors.length >= 13, `${errors.length} towns`);
  const worst = errors.reduce((a, b) => (b.error > a.error ? b : a));
  assert.ok(worst.error <= 60, `${worst.place}: ${worst.error} m`);
  const mean = errors.reduce((s, e) => s + e.error, 0) / errors.length;
  assert.ok(mean <= 25, `mean ${mean.toFixed(1)} m`);
  // No town within 10 km (open sea): no guess.
  assert.equal(placeElevation(30, -40), undefined);
});

for (const backend of backends()) {
  describe(`elevation without GPS (${backend})`, () => {
    let server: TestServer;
    before(async () => (server = await bootServer(backend)));
    after(async () => server.stop());

    test("Oujda, Ifrane and Errachidia picked by name: stored with an elevation, and Habous's times within ±2 min on every day", async () => {
      for (const table of habous.filter((t) => INLAND.includes(t.place))) {
        // The town as the city search gives it (its centre), without an elevation.
        const town = OFFLINE_CITIES.find((c) => c.city === table.place)!;
        const browser = new TestBrowser(server.url);
        await browser.signUp({
          location: { name: `${town.city}, Morocco`, city: town.city, country: 'Morocco', country_code: 'MA', latitude: town.lat, longitude: town.lon, timezone: town.timezone },
        });
        const { me } = await browser.ok<{ me: { location: { elevation: number | null } } }>(LOCATION_FIELDS);
        const elevation = me.location.elevation;
        assert.equal(typeof elevation, 'number', table.place);
        const picked = { ...table, latitude: town.lat, longitude: town.lon };
        const before = measure({ ...picked, elevation: undefined }, null);
        const after = measure({ ...picked, elevation: elevation! }, null);
        // Before: a sea-level horizon misses sunrise (and maghrib) by 3–5 minutes there.
        assert.ok(Math.min(before.prayers.sunrise.within2, before.prayers.maghrib.within2) < 0.5, `${table.place} before`);
        for (const name of TIME_NAMES) assert.equal(after.prayers[name].within2, 1, `${table.place} ${name}: ${after.prayers[name].within2}`);
      }
    });
  });
}
