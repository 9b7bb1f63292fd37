// The directory from OpenStreetMap (issue 44 items 3 and 5) over real HTTP on PGlite
// and PostgreSQL: an Overpass JSON and a GeoJSON fixture (made-up data in OSM's
// formats, tests/fixtures/osm/) imported twice give each mosque once, updated by the
// second run; they are searchable, followable, marked unclaimed and credited to OSM,
// never show their e-mail, and refuse every admin token; a malformed file stops at the
// feature it cannot read, importing nothing of it; the CLI says where and exits 1.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { backends, bootServer, newStorage, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { call, signUp } from '../rest/api.ts';
import { importOsmFile, MalformedExport } from '../../server/domain/mosques/osm-import.ts';
import { newAdminToken } from '../../server/domain/mosques/admin-token.ts';
import { settingsWith } from '@prayer-companion/engine';

const fixture = (name: string) => new URL(`../fixtures/osm/${name}`, import.meta.url).pathname;
const OVERPASS = fixture('overpass.json');
const GEOJSON = fixture('geojson.json');
const MALFORMED = fixture('malformed.json');
const ROOT = new URL('../..', import.meta.url).pathname;

for (const backend of backends()) {
  describe(`mosques from OpenStreetMap (${backend})`, () => {
    let server: TestServer;
    let dir: string;
    before(async () => {
      server = await bootServer(backend);
      dir = mkdtempSync(join(tmpdir(), 'pc-osm-'));
    });
    after(async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    const osmCount = () => server.db.prisma.mosque.count({ where: { osmId: { not: null } } });

    test('imported twice, each mosque is there once; the second run updates a changed name', async () => {
      const first = await importOsmFile(server.db.prisma, OVERPASS);
      assert.deepEqual({ ...first, seconds: 0 }, { read: 6, created: 4, updated: 0, unchanged: 0, claimed: 0, skipped: 2, seconds: 0 });
      const geo = await importOsmFile(server.db.prisma, GEOJSON);
      assert.equal(geo.created, 2, 'a GeoJSON point and a polygon');
      assert.equal(await osmCount(), 6);

      const changed = join(dir, 'renamed.json');
      writeFileSync(changed, readFileSync(OVERPASS, 'utf8').replace('Osmtest Sultanahmet Camii', 'Osmtest Blue Mosque'));
      const second = await importOsmFile(server.db.prisma, changed);
      assert.deepEqual({ ...second, seconds: 0 }, { read: 6, created: 0, updated: 1, unchanged: 3, claimed: 0, skipped: 2, seconds: 0 });
      assert.equal(await importOsmFile(server.db.prisma, GEOJSON).then((r) => r.unchanged), 2);
      assert.equal(await osmCount(), 6, 'no duplicates');
      const rows = await server.db.prisma.mosque.findMany({ where: { osmId: { not: null } }, orderBy: { osmId: 'asc' } });
      assert.deepEqual(rows.map((r) => r.osmId), ['node/900000001', 'node/900000002', 'node/900000003', 'node/900000101', 'way/900000004', 'way/900000102']);
      const blue = rows.find((r) => r.osmId === 'node/900000002')!;
      assert.equal(blue.name, 'Osmtest Blue Mosque');
      assert.equal(blue.slug, 'osmtest-sultanahmet-camii', 'the slug stays');
      assert.equal(blue.adminTokenHash, null);
      assert.equal(blue.countryCode, 'TR');
      assert.equal(blue.timezone, 'Europe/Istanbul');
      assert.deepEqual(blue.prayerSettings, settingsWith({}, { countryCode: 'TR', latitude: 41.0054, longitude: 28.9768 }), "the country's default times");
      const cairo = rows.find((r) => r.osmId === 'way/900000102')!;
      assert.ok(Math.abs(cairo.latitude - 30.001) < 1e-9 && Math.abs(cairo.longitude - 31.201) < 1e-9, 'the polygon centroid');
      assert.equal(cairo.countryCode, 'EG');
      assert.equal(rows.find((r) => r.osmId === 'way/900000004')!.latitude, 48.842, "a way's center");
      assert.equal(await server.db.prisma.mosque.count({ where: { name: { in: ['Osmtest Cathedral', 'Osmtest Temple'] } } }), 0, 'not mosques: skipped');
    });

    test('searchable and followable, marked unclaimed and credited to OpenStreetMap; the e-mail is in no public answer', async () => {
      const anyone = new TestBrowser(server.url);
      const found = await call(anyone, 'GET', '/api/mosques?q=Osmtest%20Brick');
      assert.equal(found.status, 200);
      assert.equal(found.body.length, 1);
      assert.equal(found.body[0].unclaimed, true);
      assert.equal(found.body[0].attribution, '© OpenStreetMap contributors');
      const near = await call(anyone, 'GET', '/api/mosques?near=30.0,31.2');
      assert.equal(near.body[0].slug, 'osmtest-cairo-square-mosque');
      const profile = await call(anyone, 'GET', `/api/mosques/${found.body[0].slug}`);
      assert.equal(profile.status, 200);
      assert.equal(profile.body.unclaimed, true);
      assert.equal(profile.body.osmId, 'node/900000001');
      assert.equal(profile.body.attribution, '© OpenStreetMap contributors');
      assert.equal(profile.body.nameAr, 'مسجد بريك لين');
      assert.equal(profile.body.address, '59 Brick Lane, E1 6QL London');
      assert.equal(profile.body.website, 'https://brick-lane.example');
      assert.match(profile.body.times.dhuhr, /^\d\d:\d\d$/);
      const gql = await anyone.ok(`{ mosque(slug: "${found.body[0].slug}") { unclaimed attribution } mosques(q: "Osmtest") { results { slug unclaimed } } }`);
      assert.equal(gql.mosque.unclaimed, true);
      assert.equal(gql.mosques.results.length, 6);
      const introspected = await anyone.ok('{ __type(name: "Mosque") { fields { name } } }');
      assert.ok(!introspected.__type.fields.some((f: { name: string }) => /mail/i.test(f.name)), 'no e-mail field in the API');
      for (const body of [found.body, profile.body, gql]) assert.doesNotMatch(JSON.stringify(body), /@brick-lane\.example|imam@/);

      const me = await signUp(anyone);
      const followed = await call(anyone, 'POST', `/api/users/${me.id}/mosque`, { slug: found.body[0].slug });
      assert.equal(followed.status, 200, JSON.stringify(followed.body));
      assert.doesNotMatch(JSON.stringify(followed.body), /imam@/);
    });

    test('an unclaimed mosque refuses every admin token, and a claimed one is left as its admin keeps it', async () => {
      const slug = 'osmtest-makkah-musalla';
      const someone = new TestBrowser(server.url);
      const { token } = newAdminToken();
      for (const t of [token, 'x'.repeat(43)]) {
        const put = await someone.fetch(`/api/mosques/${slug}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` }, body: JSON.stringify({ name: 'Taken over' }) });
        assert.equal(put.status, 403);
      }
      const rotated = await someone.fetch(`/api/mosques/${slug}/admin-token`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
      assert.ok([403, 404].includes(rotated.status), String(rotated.status));
      const gql = await someone.gql(`mutation { updateMosque(slug: "${slug}", adminToken: "${token}", input: { name: "Taken over" }) { name } }`);
      assert.equal(gql.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      assert.equal((await server.db.prisma.mosque.findUnique({ where: { slug } }))!.name, 'Osmtest Makkah Musalla');

      // Once claimed (item 4 gives it a token), a new import keeps the admin's name.
      const claimed = newAdminToken();
      await server.db.prisma.mosque.update({ where: { slug }, data: { adminTokenHash: claimed.hash, name: 'Admin Name' } });
      const again = await importOsmFile(server.db.prisma, OVERPASS);
      assert.equal(again.claimed, 1);
      assert.equal((await server.db.prisma.mosque.findUnique({ where: { slug } }))!.name, 'Admin Name');
      const put = await someone.fetch(`/api/mosques/${slug}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${claimed.token}` }, body: JSON.stringify({ city: 'Makkah' }) });
      assert.equal(put.status, 200, 'its admin link works');
    });

    test('a malformed file stops at the feature it cannot read: the features before it are imported, nothing of it or after it', async () => {
      const before = await osmCount();
      await assert.rejects(importOsmFile(server.db.prisma, MALFORMED), (error: unknown) => {
        assert.ok(error instanceof MalformedExport);
        assert.equal(error.feature, 3);
        assert.equal(error.line, 7);
        assert.match(error.message, /^feature 3, line 7, column \d+: cannot read the feature/);
        return true;
      });
      assert.equal(await osmCount(), before + 2);
      const names = (await server.db.prisma.mosque.findMany({ where: { osmId: { startsWith: 'node/9000002' } }, select: { name: true } })).map((r) => r.name).sort();
      assert.deepEqual(names, ['Osmtest Casablanca One', 'Osmtest Rabat Two']);

      for (const [text, pattern] of [
        ['{"elements": [{"type": "node", "id": 1, "lat": 10, "lon": 10, "tags": {"amenity": "place_of_worship", "religion": "muslim", "name": "Osmtest Cut"', /feature 1, .*ends inside this feature/],
        ['{"elements": [{"type": "way", "id": 77, "tags": {"amenity": "place_of_worship", "religion": "muslim", "name": "Osmtest No Centre"}}]}', /feature 1, .*way\/77 has no coordinates/],
        ['{"elements": [{"type": "node", "id": 78, "lat": 10, "lon": 10, "tags": {}} {"type": "node"}]}', /feature 1, .*expected ',' or ']'/],
        ['{"elements": [3]}', /feature 1, .*must be a JSON object/],
        ['{"type": "Feature", "properties": {}}', /no "elements".*or "features"/],
      ] as const) {
        const file = join(dir, `bad-${Math.random().toString(36).slice(2)}.json`);
        writeFileSync(file, text);
        await assert.rejects(importOsmFile(server.db.prisma, file), (e: unknown) => e instanceof MalformedExport && pattern.test(e.message));
      }
      assert.equal(await osmCount(), before + 2, 'nothing from the broken files');
    });
  });
}

describe('npm run mosques:import (the command)', () => {
  test('reports the counts and features/s, and on a malformed file names the feature and line and exits 1', async () => {
    const { storage, drop } = await newStorage('pglite');
    const env = { ...process.env, DATA_DIR: storage.dataDir!, DATABASE_URL: '' };
    const run = (file: string) =>
      promisify(execFile)(process.execPath, ['scripts/mosques-import.ts', file], { cwd: ROOT, env }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    try {
      const good = await run(OVERPASS);
      assert.equal(good.code, 0, good.stderr);
      assert.match(good.stdout, /Done: 6 features in [\d.]+ s \(\d+ features\/s\): 4 mosques created, 0 updated/);
      assert.match(good.stderr, /skipped: node\/900000006 has no name/);
      const again = await run(OVERPASS);
      assert.match(again.stdout, /0 mosques created, 0 updated, 4 unchanged/);
      const bad = await run(MALFORMED);
      assert.equal(bad.code, 1);
      assert.match(bad.stderr, /stopped at feature 3, line 7, column \d+: cannot read the feature/);
    } finally {
      await drop();
    }
  });
});
