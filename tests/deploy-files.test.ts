// docker-compose.yml, the Dockerfile and deploy/nginx.conf cannot run here (no Docker
// engine), so this test reads them and checks they agree with the app: services, ports,
// health checks, the data volume, environment names the server reads, the image's start
// command, and WebSocket upgrades through the balancer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

interface Service {
  image?: string;
  restart?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
  ports?: string[];
  expose?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
const services = compose.services;
const dockerfile = read('Dockerfile');
const nginx = read('deploy/nginx.conf');
const apps = ['app1', 'app2'] as const;

/** Every environment variable the server reads: `env.NAME` / `process.env.NAME`, or a checked number `wholeNumber(env, 'NAME', …)`, in server/. */
function envNamesReadByServer(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts')) for (const m of readFileSync(path, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)|\(env, '([A-Z][A-Z0-9_]*)'/g)) names.add((m[1] ?? m[2])!);
    }
  };
  walk(new URL('../server', import.meta.url).pathname);
  return names;
}

test('compose has the five services of the production stack', () => {
  assert.deepEqual(Object.keys(services).sort(), ['app1', 'app2', 'balancer', 'postgres', 'redis']);
});

test('every environment name given to the app is one the server reads', () => {
  const known = envNamesReadByServer();
  for (const essential of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'DATABASE_SCHEMA', 'GEO_BASE_URL']) {
    assert.ok(known.has(essential), `server/config.ts should read ${essential}`);
  }
  for (const app of apps) {
    const env = services[app]!.environment ?? {};
    for (const name of Object.keys(env)) assert.ok(known.has(name), `${app} sets ${name}, which the server never reads`);
    assert.ok(env.DATABASE_URL && env.REDIS_URL, `${app} needs DATABASE_URL and REDIS_URL to share state`);
  }
});

test('the apps reach postgres and redis by service name, with the credentials postgres is given', () => {
  const pg = services.postgres!.environment!;
  for (const app of apps) {
    const env = services[app]!.environment!;
    const db = new URL(env.DATABASE_URL!);
    assert.equal(db.hostname, 'postgres');
    assert.equal(db.username, pg.POSTGRES_USER);
    assert.equal(db.password, pg.POSTGRES_PASSWORD);
    assert.equal(db.pathname, `/${pg.POSTGRES_DB}`);
    assert.equal(new URL(env.REDIS_URL!).hostname, 'redis');
    const deps = services[app]!.depends_on as Record<string, { condition: string }>;
    assert.equal(deps.postgres?.condition, 'service_healthy');
    assert.equal(deps.redis?.condition, 'service_healthy');
  }
});

test('postgres and redis have health checks; postgres keeps its data in a named volume', () => {
  assert.match(JSON.stringify(services.postgres!.healthcheck?.test), /pg_isready/);
  assert.match(JSON.stringify(services.redis!.healthcheck?.test), /redis-cli.*ping/);
  const dataVolume = services.postgres!.volumes?.find((v) => v.endsWith(':/var/lib/postgresql/data'));
  assert.ok(dataVolume, 'postgres data must be on a volume');
  const volumeName = dataVolume.split(':')[0]!;
  assert.ok(compose.volumes && volumeName in compose.volumes, `volume ${volumeName} must be declared at the top level`);
});

test('the app port agrees across compose, the Dockerfile, its health check and nginx', () => {
  for (const app of apps) {
    const port = services[app]!.environment!.PORT ?? '4000';
    assert.ok(services[app]!.expose?.map(String).includes(port), `${app} should expose ${port}`);
    assert.match(nginx, new RegExp(`server\\s+${app}:${port};`));
  }
  const port = services.app1!.environment!.PORT ?? '4000';
  assert.match(dockerfile, new RegExp(`^EXPOSE ${port}$`, 'm'));
  assert.match(dockerfile, new RegExp(`^HEALTHCHECK .*127\\.0\\.0\\.1:${port}/healthz`, 'm'));
  assert.deepEqual(services.balancer!.ports?.map(String), ['80:80']);
  assert.ok(services.balancer!.volumes?.some((v) => v.startsWith('./deploy/nginx.conf:')), 'balancer mounts deploy/nginx.conf');
});

test('the Dockerfile is multi-stage and its runtime stage starts server/main.ts', () => {
  const stages = [...dockerfile.matchAll(/^FROM\s+\S+(?:\s+AS\s+(\S+))?/gim)];
  assert.ok(stages.length >= 2, 'at least a build stage and a runtime stage');
  const runtime = dockerfile.slice(stages.at(-1)!.index);
  assert.match(runtime, /COPY --from=\w+ \/app\/node_modules/);
  assert.match(runtime, /COPY --from=\w+ \/app\/dist/, 'the built client is in the image');
  const cmd = /^CMD\s+(\[.*\])$/m.exec(runtime);
  assert.ok(cmd, 'exec-form CMD in the runtime stage');
  const argv = JSON.parse(cmd[1]!) as string[];
  assert.equal(argv[0], 'node');
  assert.equal(argv.at(-1), 'server/main.ts');
});

test('nginx passes WebSocket upgrades through to the apps', () => {
  assert.match(nginx, /proxy_http_version\s+1\.1;/);
  assert.match(nginx, /proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
  assert.match(nginx, /proxy_set_header\s+Connection\s+\$connection_upgrade;/);
  assert.match(nginx, /map\s+\$http_upgrade\s+\$connection_upgrade\s*\{[^}]*default\s+upgrade;/);
  assert.match(nginx, /proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/);
  // Live connections stay open for a long time; nginx's default 60 s would cut idle ones.
  const timeout = /proxy_read_timeout\s+(\d+)([smh]?);/.exec(nginx);
  assert.ok(timeout && (timeout[2] === 'h' || Number(timeout[1]) > 60), 'proxy_read_timeout above 60 s');
});

test('the apps come back after a crash and read the client address from the balancer', () => {
  for (const app of apps) {
    const service = services[app]!;
    assert.ok(['on-failure', 'always', 'unless-stopped'].includes(service.restart ?? ''), `${app} needs a restart policy`);
    // nginx appends the client's address to X-Forwarded-For; the app must trust that hop.
    assert.equal(service.environment?.TRUST_PROXY, '1', `${app} sits behind the balancer: TRUST_PROXY=1`);
  }
});
