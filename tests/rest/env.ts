// What the REST suites share: one server per backend (booting PGlite costs seconds,
// so every suite runs against the same one) and the fake geocoding upstream.
import type { TestServer } from '../helpers/server.ts';
import type { FakeNominatim } from './fake-nominatim.ts';

export interface RestEnv {
  server: TestServer;
  upstream: FakeNominatim;
}
