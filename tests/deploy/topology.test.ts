// Issue 13 item 8: the production topology, for real, on this machine. Debian's nginx
// runs the project's own deploy/nginx.conf (upstreams pointed at two local instances,
// listening on a free port, unprivileged, temp paths in a folder of its own) in front
// of two server processes that share PostgreSQL and Redis, as docker-compose.yml runs
// them (TRUST_PROXY=1). Through nginx: pages, the API, a WebSocket subscription that
// sees hearts written through either instance, and the real client address reaching
// the rate limiter through X-Forwarded-For.
// Needs nginx (`apt-get install -y nginx-light`), TEST_DATABASE_URL, REDIS_URL and the
// built client (`npm test` builds it first).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, spawnServer, type ServerProcess } from '../helpers/process.ts';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Subscription, TestBrowser } from '../helpers/client.ts';
import { fetchFrom } from '../helpers/from-address.ts';

const root = new URL('../../', import.meta.url).pathname;
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const LINK_MISS_LIMIT = 3;

function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

const nginxBinary = findNginx();
const skip = !nginxBinary
  ? 'nginx not found: install it with `apt-get install -y nginx-light`'
  : !databaseUrl || !redisUrl
    ? 'set TEST_DATABASE_URL and REDIS_URL (the topology shares PostgreSQL and Redis)'
    : !existsSync(join(root, 'dist/index.html'))
      ? 'the built client is missing: run `npm run build` (npm test does)'
      : false;

/** deploy/nginx.conf with its upstreams and listen port rewritten; fails if the file changed shape. */
function rewriteDeployConfig(upstreams: number[], port: number): string {
  const original = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  let conf = original;
  const servers = [...original.matchAll(/^\s*server\s+app\d:\d+;$/gm)];
  assert.equal(servers.length, upstreams.length, 'deploy/nginx.conf names one upstream server per instance');
  servers.forEach((match, i) => (conf = conf.replace(match[0], `  server 127.0.0.1:${upstreams[i]};`)));
  assert.match(conf, /^\s*listen 80;$/m, 'deploy/nginx.conf listens on port 80');
  return conf.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

/** The main file around the project's server block: nginx's paths all in one folder of ours. */
function mainConfig(dir: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include /etc/nginx/mime.types;
  include ${dir}/app.conf;
}
`;
}

describe('production topology: nginx, two instances, PostgreSQL, Redis', { skip }, () => {
  const schema = `topo_${randomBytes(5).toString('hex')}`;
  let dir: string;
  let instances: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let nginxLog = '';
  let url: string;
  // A loopback block of our own: Redis is shared, so other tests' counters stay apart.
  const net = `127.${randomInt(20, 250)}.${randomInt(1, 250)}`;

  before(async () => {
    // A schema that does not exist yet: the two instances create it and migrate it together.
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      STATIC_DIR: join(root, 'dist'),
      LINK_MISS_RATE_LIMIT: String(LINK_MISS_LIMIT),
    };
    instances = await Promise.all([spawnServer(env), spawnServer(env)]);

    dir = mkdtempSync(join(tmpdir(), 'pc-nginx-'));
    const port = await freePort();
    writeFileSync(join(dir, 'app.conf'), rewriteDeployConfig(instances.map((i) => Number(new URL(i.url).port)), port));
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
    // Unprivileged: as root, nginx runs as nobody in a folder nobody owns.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chownSync(dir, 65534, 65534);
    chmodSync(dir, 0o755);
    nginx = spawn(nginxBinary!, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    nginx.stdout!.on('data', (chunk) => (nginxLog += chunk));
    nginx.stderr!.on('data', (chunk) => (nginxLog += chunk));
    url = `http://127.0.0.1:${port}`;
    const started = Date.now();
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxLog}`);
      const ok = await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false);
      if (ok) break;
      if (Date.now() - started > 20_000) throw new Error(`nginx did not answer: ${nginxLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  after(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  test('pages: the app shell, client routes and every script and style it loads, whole', async () => {
    const home = await fetch(`${url}/`);
    assert.equal(home.status, 200);
    assert.match(home.headers.get('content-type') ?? '', /text\/html/);
    const html = await home.text();
    const direct = await (await fetch(`${instances[0]!.url}/`)).text();
    assert.equal(html, direct, 'nginx passes the page through unchanged');
    const route = await fetch(`${url}/u/${'a'.repeat(24)}/settings`);
    assert.equal(route.status, 200);
    assert.equal(await route.text(), html, 'client routes get the app shell');
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    assert.ok(assets.some((a) => a.endsWith('.js')), 'the page loads a script');
    for (const asset of assets) {
      // Large files go through nginx's proxy temp files: they must arrive whole.
      const [viaNginx, viaApp] = await Promise.all([
        fetch(`${url}${asset}`, { headers: { 'accept-encoding': 'identity' } }),
        fetch(`${instances[1]!.url}${asset}`, { headers: { 'accept-encoding': 'identity' } }),
      ]);
      assert.equal(viaNginx.status, 200, asset);
      assert.deepEqual(Buffer.from(await viaNginx.arrayBuffer()), Buffer.from(await viaApp.arrayBuffer()), asset);
    }
  });

  test('the API through nginx: sign up, share, read back from whichever instance answers', async () => {
    const browser = new TestBrowser(url);
    const signUp = await browser.fetch('/api/auth/anonymous', { method: 'POST' });
    assert.equal(signUp.status, 201);
    assert.ok(browser.cookies.get('pc_session'), 'the session cookie comes back through nginx');
    const post = await browser.fetch('/api/ummah/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Please pray for my father' }),
    });
    assert.equal(post.status, 201);
    const { id } = (await post.json()) as { id: string };
    // Round robin: consecutive reads land on both instances; each sees the post and the session.
    for (let i = 0; i < 4; i++) {
      const feed = (await (await browser.fetch('/api/ummah/posts')).json()) as { id: string; isMine: boolean }[];
      assert.deepEqual(
        feed.filter((p) => p.id === id).map((p) => p.isMine),
        [true],
      );
    }
  });

  test('a subscription through nginx sees hearts written through either instance', async () => {
    const author = new TestBrowser(url);
    await author.signUp();
    const postId = (await author.ok<{ createPost: { id: string } }>('mutation { createPost(text: "Live through nginx") { id } }')).createPost.id;
    // As a browser on the site connects: with its cookie and the site's Origin.
    const socket = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: author.cookieHeader, origin: url } });
        }
      },
    });
    const watch = new Subscription<{ postCounts: { heartsCount: number } }>(
      socket,
      'subscription($ids: [ID!]) { postCounts(postIds: $ids) { heartsCount } }',
      { ids: [postId] },
    );
    await watch.ready;
    // The socket is held by one instance; one of these two writes goes through the other.
    let hearts = 0;
    for (const instance of instances) {
      const fan = new TestBrowser(instance.url);
      await fan.signUp();
      await fan.ok('mutation($p: ID!) { interact(postId: $p, type: heart) { added } }', { p: postId });
      hearts += 1;
      assert.equal((await watch.next(5000)).data?.postCounts.heartsCount, hearts, `heart written through ${instance.url}`);
    }
    watch.stop();
    await socket.dispose();
  });

  test('the real client address reaches the rate limiter through X-Forwarded-For', async () => {
    const owner = await new TestBrowser(url).signUp();
    const guesser = `${net}.2`;
    const neighbour = `${net}.3`;
    const link = (id: string) => `${url}/api/users/link/${id}`;
    for (let i = 0; i < LINK_MISS_LIMIT; i++) {
      assert.equal((await fetchFrom(guesser, link(`${net.replaceAll('.', 'x')}miss${String(i).padStart(10, '0')}`))).status, 404);
    }
    assert.equal((await fetchFrom(guesser, link(owner.linkId))).status, 429, 'past the limit, on both instances (Redis)');
    const forged = await fetchFrom(guesser, link(owner.linkId), { headers: { 'x-forwarded-for': `${net}.77` } });
    assert.equal(forged.status, 429, 'a forged X-Forwarded-For is left of the hop nginx appends');
    const other = await fetchFrom(neighbour, link(owner.linkId));
    assert.equal(other.status, 200, 'another client behind the same nginx is not limited');
  });
});
