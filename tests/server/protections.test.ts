// Protection from the first day (issue 2 point 8) and durability of the embedded database.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { startServer } from '../../server/http/app.ts';
import { connect } from 'node:net';

describe('protections', () => {
  test('query depth, aliases and tokens are limited; field suggestions hidden in production', async () => {
    const server = await bootServer('pglite', { isProduction: true });
    try {
      const browser = new TestBrowser(server.url);
      const ordinary = await browser.gql(`{ ummahPosts { edges { node { id } } } me { prayerSettings { offsets { fajr } } } }`);
      assert.equal(ordinary.errors, undefined, 'an ordinary query passes');
      // No real path in this schema is deeper than 4, so a deeper query is an attack.
      const tooDeep = await browser.gql(`{ me { location { city { a { b { c { d { e } } } } } } } }`);
      assert.ok(tooDeep.errors?.some((e) => /depth/i.test(e.message)), JSON.stringify(tooDeep.errors));
      const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: usersOnline { all }`).join(' ')} }`;
      assert.match((await browser.gql(aliases)).errors?.[0]?.message ?? '', /alias/i);
      const tokens = `{ ${Array.from({ length: 1200 }, () => 'me { id }').join(' ')} }`;
      assert.match((await browser.gql(tokens)).errors?.[0]?.message ?? '', /token/i);
      const typo = await browser.gql('{ usersOnlin { all } }');
      assert.doesNotMatch(typo.errors?.[0]?.message ?? '', /Did you mean/);
    } finally {
      await server.stop();
    }
  });

  test('bodies over 64 KB get 413, simple GETs without a CSRF header get 403', async () => {
    const server = await bootServer('pglite');
    try {
      const big = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id } }', variables: { pad: 'x'.repeat(70_000) } }),
      });
      assert.equal(big.status, 413);
      const simpleGet = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ usersOnline { all } }')}`, {
        headers: { accept: 'application/json' },
      });
      assert.equal(simpleGet.status, 403);
      const withHeader = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ usersOnline { all } }')}`, {
        headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
      });
      assert.equal(withHeader.status, 200);
      const graphiql = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
      assert.match(await graphiql.text(), /graphiql/i);
      // The limit is read from Content-Length: a body without one (chunked) is refused before
      // it is read, and so is a forged length; nothing is executed either way.
      const mutation = JSON.stringify({ query: 'mutation { createAnonymousUser { id } }' });
      const chunked = await rawPost(server.url, { 'transfer-encoding': 'chunked' }, `${mutation.length.toString(16)}\r\n${mutation}\r\n0\r\n\r\n`);
      assert.match(chunked, /^HTTP\/1\.1 411 /);
      assert.match(chunked, /Content-Length is required/);
      const forged = await rawPost(server.url, { 'content-length': '-5' }, mutation);
      assert.match(forged, /^HTTP\/1\.1 400 /);
      const exact = await rawPost(server.url, { 'content-length': String(mutation.length) }, mutation);
      assert.match(exact, /^HTTP\/1\.1 200 /);
      assert.equal(await server.services.prisma.user.count(), 1, 'only the request with its length was executed');
    } finally {
      await server.stop();
    }
  });

  test('writes are rate-limited per user, and sign-ups per address, with a clear error', async () => {
    const server = await bootServer('pglite', { writeRateLimit: 3, signupRateLimit: 2 });
    try {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await browser.gql(`mutation { createPost(text: "p${i}") { id } }`));
      assert.deepEqual(results.map((r) => r.errors?.[0]?.extensions?.code ?? 'ok'), ['ok', 'ok', 'ok', 'RATE_LIMITED', 'RATE_LIMITED']);
      assert.match(results[4]!.errors![0]!.message, /Too many requests/);
      assert.equal(await server.db.prisma.ummahPost.count(), 3);
      await new TestBrowser(server.url).signUp();
      const third = await new TestBrowser(server.url).gql('mutation { createAnonymousUser { id } }');
      assert.equal(third.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    } finally {
      await server.stop();
    }
  });

  test('each write in one document counts against the limit', async () => {
    const server = await bootServer('pglite', { writeRateLimit: 3 });
    try {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      const result = await browser.gql(`mutation { a: createPost(text: "a") { id } b: createPost(text: "b") { id } c: completePrayer(date: "2026-11-20", prayer: fajr) { id } d: createPost(text: "d") { id } }`);
      // The fourth write (d) is refused; the three before it were made.
      assert.deepEqual(result.errors?.map((e) => e.extensions?.code), ['RATE_LIMITED']);
      assert.equal(await server.db.prisma.ummahPost.count(), 2);
      assert.equal(await server.db.prisma.prayerCompletion.count(), 1);
    } finally {
      await server.stop();
    }
  });

  test('unexpected errors are masked', async () => {
    const server = await bootServer('pglite');
    try {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      // Break the database under the server: the client learns nothing about why.
      await server.db.sql.query('ALTER TABLE "UmmahPost" RENAME TO "Gone"');
      const result = await browser.gql(`{ ummahPosts { edges { node { id } } } }`);
      assert.equal(result.errors?.[0]?.message, 'Unexpected error.');
      assert.doesNotMatch(JSON.stringify(result), /Gone|UmmahPost|stack/);
      await server.db.sql.query('ALTER TABLE "Gone" RENAME TO "UmmahPost"');
    } finally {
      await server.stop();
    }
  });
});

describe('embedded database', () => {
  test('a restart on the same data folder keeps every row', async () => {
    const first = await bootServer('pglite');
    const browser = new TestBrowser(first.url);
    const user = await browser.signUp();
    await browser.ok(`mutation { createPost(text: "still here after a restart") { id } }`);
    await first.close();
    const second = await startServer({ port: 0, staticDir: undefined, logRequests: false, ...first.storage });
    try {
      const again = new TestBrowser(second.url);
      again.cookies.set('pc_session', browser.cookies.get('pc_session')!);
      assert.equal((await again.ok('{ me { id } }')).me.id, user.id);
      const feed = await again.ok(`{ ummahPosts { edges { node { text isMine } } } }`);
      assert.deepEqual(feed.ummahPosts.edges[0].node, { text: 'still here after a restart', isMine: true });
    } finally {
      await second.close();
      await first.stop().catch(() => undefined);
    }
  });
});

/** A POST to /graphql written by hand, for headers fetch would not send; returns the raw answer. */
function rawPost(url: string, headers: Record<string, string>, body: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject).on('close', () => resolve(answer));
    const lines = Object.entries({ host: `${hostname}:${port}`, 'content-type': 'application/json', connection: 'close', ...headers });
    socket.end(`POST /graphql HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
  });
}
