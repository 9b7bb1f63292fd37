// 'Custom' prayer settings (a recipe fitted to a mosque's timetable) and the
// Hijri adjustment are stored as given and refused with a clear 400 when out
// of range, over GraphQL and REST, on a running server.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

const SAVE = `mutation($s: PrayerSettingsInput!) { updateProfile(input: { prayerSettings: $s }) {
  prayerSettings { calc_method hijri_adjustment shafaq
    params { fajr_angle isha_angle isha_interval maghrib_angle adjustments { fajr isha } seasonal { fajr isha } rounding label within2_share } } } }`;

const RECIPE = {
  fajr_angle: 18.2,
  isha_angle: 16.5,
  adjustments: { fajr: 2, isha: -1 },
  seasonal: { fajr: [1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1] },
  rounding: 'up',
  label: 'Masjid An-Nur',
  within2_share: 0.97,
};
const CUSTOM = { calc_method: 'Custom', madhab: 'Shafi', high_lat_rule: 'None', params: RECIPE, hijri_adjustment: -1 };

for (const backend of backends()) {
  describe(`custom prayer settings (${backend})`, () => {
    let server: TestServer;
    before(async () => (server = await bootServer(backend)));
    after(async () => server.stop());

    test('a fitted recipe and a Hijri adjustment round-trip; REST shows only the fields that are set', async () => {
      const browser = new TestBrowser(server.url);
      const user = await browser.signUp();
      const saved = (await browser.ok(SAVE, { s: CUSTOM })).updateProfile.prayerSettings;
      assert.equal(saved.calc_method, 'Custom');
      assert.equal(saved.hijri_adjustment, -1);
      assert.equal(saved.params.fajr_angle, 18.2);
      assert.equal(saved.params.isha_interval, null);
      assert.deepEqual(saved.params.adjustments, { fajr: 2, isha: -1 });
      assert.deepEqual(saved.params.seasonal, { fajr: RECIPE.seasonal.fajr, isha: null });
      assert.equal(saved.params.label, 'Masjid An-Nur');

      const rest = await browser.fetch(`/api/users/${user.id}`);
      const body = (await rest.json()) as { prayerSettings: Record<string, unknown> };
      assert.equal(body.prayerSettings.hijri_adjustment, -1);
      assert.deepEqual((body.prayerSettings.params as Record<string, unknown>).seasonal, { fajr: RECIPE.seasonal.fajr });
      assert.equal('shafaq' in body.prayerSettings, false, 'unset fields are left out of the spec shape');
    });

    test('out-of-range recipes, recipes without Custom and bad adjustments are 400 and change nothing', async () => {
      const browser = new TestBrowser(server.url);
      const user = await browser.signUp();
      await browser.ok(SAVE, { s: CUSTOM });
      const bad: [Record<string, unknown>, RegExp][] = [
        [{ ...CUSTOM, params: { ...RECIPE, fajr_angle: 45 } }, /fajr angle/],
        [{ ...CUSTOM, params: { fajr_angle: 18 } }, /isha angle or an isha interval/],
        [{ ...CUSTOM, params: { ...RECIPE, seasonal: { fajr: [1, 2, 3] } } }, /12 or 24 values/],
        [{ ...CUSTOM, params: undefined }, /need their parameters/],
        [{ ...CUSTOM, calc_method: 'MuslimWorldLeague' }, /only with the 'Custom' method/],
        [{ ...CUSTOM, hijri_adjustment: 3 }, /Hijri adjustment/],
      ];
      for (const [settings, message] of bad) {
        const result = await browser.gql(SAVE, { s: settings });
        assert.equal(result.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(settings));
        assert.match(result.errors?.[0]?.message ?? '', message);
      }
      const restBad = await browser.fetch(`/api/users/${user.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prayerSettings: { ...CUSTOM, params: { ...RECIPE, isha_interval: 500 } } }),
      });
      assert.equal(restBad.status, 400);
      const stored = await server.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      assert.deepEqual((stored.prayerSettings as { params: unknown }).params, { ...RECIPE });
    });

    // Issue 30, item 8: where the recipe was matched, so Home can tell a move from the mosque.
    test('the place a recipe was fitted at round-trips on GraphQL and REST; half a place or one off the globe is 400', async () => {
      const browser = new TestBrowser(server.url);
      const user = await browser.signUp();
      const PLACED = `mutation($s: PrayerSettingsInput!) { updateProfile(input: { prayerSettings: $s }) { prayerSettings { params { label fitted_latitude fitted_longitude } } } }`;
      const at = { ...CUSTOM, params: { ...RECIPE, fitted_latitude: 51.5074, fitted_longitude: -0.1278 } };
      const saved = (await browser.ok(PLACED, { s: at })).updateProfile.prayerSettings.params;
      assert.deepEqual(saved, { label: 'Masjid An-Nur', fitted_latitude: 51.5074, fitted_longitude: -0.1278 });
      const rest = (await (await browser.fetch(`/api/users/${user.id}`)).json()) as { prayerSettings: { params: Record<string, unknown> } };
      assert.equal(rest.prayerSettings.params.fitted_latitude, 51.5074);
      assert.equal(rest.prayerSettings.params.fitted_longitude, -0.1278);
      for (const [params, message] of [
        [{ ...RECIPE, fitted_latitude: 51.5 }, /both a latitude and a longitude/],
        [{ ...RECIPE, fitted_latitude: 95, fitted_longitude: 0 }, /fitted latitude/],
        [{ ...RECIPE, fitted_latitude: 10, fitted_longitude: 181 }, /fitted longitude/],
      ] as const) {
        const result = await browser.gql(PLACED, { s: { ...CUSTOM, params } });
        assert.equal(result.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
        assert.match(result.errors?.[0]?.message ?? '', message);
      }
      const restBad = await browser.fetch(`/api/users/${user.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prayerSettings: { ...CUSTOM, params: { ...RECIPE, fitted_longitude: 3 } } }),
      });
      assert.equal(restBad.status, 400);
      const stored = await server.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      assert.equal((stored.prayerSettings as { params: { fitted_latitude: number } }).params.fitted_latitude, 51.5074);
    });
  });
}
