// What the analytics browser tests share: the real server (with its database
// at hand) serving the freshly built client, a fake PostHog host on 127.0.0.1,
// and a record of every request a page makes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/http/app.ts';
import type { ServerConfig } from '../../server/config.ts';
import { buildClient } from '../../tools/testkit/buildClient.ts';
import { startFakeGeoUpstream } from '../e2e/helpers/fakeGeoUpstream.ts';

export interface Harness {
  url: string;
  server: RunningServer;
  staticDir: string;
  close(): Promise<void>;
}

export async function startHarness(overrides: Partial<ServerConfig> = {}): Promise<Harness> {
  const staticDir = await buildClient();
  const geo = await startFakeGeoUpstream();
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-analytics-e2e-'));
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir,
    geoBaseUrl: geo.url,
    logRequests: false,
    signupRateLimit: 1000,
    writeRateLimit: 1000,
    eventsRateLimit: 1000,
    ...overrides,
  });
  return {
    // localhost (not 127.0.0.1) is a secure context, as production's https is.
    url: server.url.replace('127.0.0.1', 'localhost'),
    server,
    staticDir,
    async close() {
      await server.close();
      await geo.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built files: the entry chunk and the posthog-js chunk, imported only on demand. */
export function builtChunks(staticDir: string): { entry: string; posthog: string; posthogIsDynamicOnly: boolean } {
  const manifest = JSON.parse(readFileSync(join(staticDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
  >;
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)!;
  const posthogKey = Object.keys(manifest).find((key) => key.includes('node_modules/posthog-js/'))!;
  // What the entry loads with it (its static imports, transitively): posthog-js must not be
  // among them, and some chunk (the tracker's, which comes after the first paint) imports it on demand.
  const firstLoad = new Set<string>();
  const walk = (key: string) => {
    if (firstLoad.has(key)) return;
    firstLoad.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(entryKey);
  const importedOnDemand = Object.values(manifest).some((chunk) => (chunk.dynamicImports ?? []).includes(posthogKey));
  return {
    entry: readFileSync(join(staticDir, entry.file), 'utf8'),
    posthog: manifest[posthogKey]!.file,
    posthogIsDynamicOnly: !firstLoad.has(posthogKey) && importedOnDemand,
  };
}

/** Every request a page makes, kept for later questions. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export const eventPosts = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url()).pathname === '/api/events');

export interface FakePosthog {
  url: string;
  /** Decoded bodies of everything received. */
  bodies: string[];
  close(): Promise<void>;
}

function decode(req: IncomingMessage, raw: Buffer): string {
  const compressed = (req.url ?? '').includes('compression=gzip') || (raw[0] === 0x1f && raw[1] === 0x8b);
  try {
    return compressed ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  } catch {
    return raw.toString('utf8');
  }
}

/** Answers like PostHog's ingestion (200, permissive CORS) and keeps what it got. */
export async function startFakePosthog(): Promise<FakePosthog> {
  const bodies: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const body = decode(req, Buffer.concat(chunks));
    bodies.push(`${req.url ?? ''}\n${body.startsWith('data=') ? decodeURIComponent(body.slice(5)) : body}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// 30 s: a state that comes, only later on a loaded machine (a CI run with both lanes busy took over 10).
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
