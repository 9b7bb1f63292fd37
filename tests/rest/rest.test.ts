// The REST adapter's contract (spec section 7, decisions.md, issue 4) over real HTTP
// with cookies, on every backend. One server per backend serves all suites: booting
// PGlite takes seconds, and CI has two cores.
import { after, before, describe } from 'node:test';
import { backends, bootServer } from '../helpers/server.ts';
import { startFakeNominatim } from './fake-nominatim.ts';
import type { RestEnv } from './env.ts';
import { usersSuite } from './suites/users.ts';
import { prayersSuite } from './suites/prayers.ts';
import { ummahSuite } from './suites/ummah.ts';
import { duasSuite } from './suites/duas.ts';
import { geoSuite, GEO_INTERVAL_MS, GEO_TIMEOUT_MS } from './suites/geo.ts';
import { fuzzSuite } from './suites/fuzz.ts';
import { transportSuite } from './suites/transport.ts';

for (const backend of backends()) {
  describe(`REST API (${backend})`, () => {
    const env = {} as RestEnv;
    before(async () => {
      env.upstream = await startFakeNominatim();
      env.server = await bootServer(backend, {
        geoBaseUrl: env.upstream.url,
        geoTimeoutMs: GEO_TIMEOUT_MS,
        geoIntervalMs: GEO_INTERVAL_MS,
      });
    });
    after(async () => {
      await env.server.stop();
      await env.upstream.close();
    });

    usersSuite(env);
    prayersSuite(env);
    ummahSuite(env);
    duasSuite(env);
    geoSuite(env);
    fuzzSuite(env);
    // Last: it ends by spending this address's rate-limit budget.
    transportSuite(env);
  });
}
