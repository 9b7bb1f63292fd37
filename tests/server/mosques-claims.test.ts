// Claiming a listed mosque (issue 44 items 4 and 5) over real HTTP on PGlite and PostgreSQL,
// with mail through a real SMTP server: 'This is my mosque' on an unclaimed mosque mails the
// address OpenStreetMap lists for it a link that gives a working admin link once, within
// 7 days; a second use or an expired link changes nothing; a mosque without a listed address
// waits for the operator (`npm run mosques:claims`, run here as a child process); claims are
// limited (3 a day per user, 1 open per mosque); a claimed mosque refuses; no answer ever
// holds the listed address; and a claimed mosque's admin writes have the usual limit.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { backends, bootServer, newStorage, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { listedMosque } from '../helpers/listed-mosque.ts';
import { startMailbox, linkIn, tokenIn, type Mailbox } from '../helpers/mailbox.ts';
import { assertError, call, signUp } from '../rest/api.ts';
import { startServer } from '../../server/http/app.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { CLAIMS_PER_ADDRESS_PER_DAY } from '../../server/domain/mosques/limits.ts';
import { ALREADY_CLAIMED, CLAIM_ADDRESS_LIMIT, CLAIM_LIMIT, CLAIMS_PER_USER_PER_DAY, CLAIM_LINK_INVALID, CLAIM_MAILED, CLAIM_PENDING, CLAIM_WAITING } from '../../server/domain/mosques/claims.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const ADMIN_LIMIT = 4;

const claim = (browser: TestBrowser, slug: string) => call(browser, 'POST', `/api/mosques/${slug}/claims`, {});
const redeem = (browser: TestBrowser, token: string) => call(browser, 'POST', '/api/mosque-claims/redeem', { token });

for (const backend of backends()) {
  describe(`claiming a listed mosque (${backend})`, () => {
    let server: TestServer;
    let mailbox: Mailbox;
    before(async () => {
      mailbox = await startMailbox();
      server = await bootServer(backend, { smtpUrl: mailbox.url, mosqueAdminRateLimit: ADMIN_LIMIT });
    });
    after(async () => {
      await server.stop();
      await mailbox.close();
    });
    const prisma = () => server.db.prisma;
    const signedIn = async () => {
      const browser = new TestBrowser(server.url);
      await signUp(browser);
      return browser;
    };

    test('a claim mails the listed address a link that gives a working admin link once; the answer never holds the address', async () => {
      const email = `Imam.${randomBytes(3).toString('hex')}@Claimtest.example.org`;
      const mosque = await listedMosque(prisma(), email);
      const user = await signedIn();
      const claimed = await claim(user, mosque.slug);
      assert.equal(claimed.status, 202, JSON.stringify(claimed.body));
      assert.deepEqual(claimed.body, { status: 'mailed', message: CLAIM_MAILED });
      assert.ok(!JSON.stringify(claimed.body).toLowerCase().includes(email.toLowerCase()), 'no address in the answer');
      assert.ok(!/@/.test(JSON.stringify(claimed.body)), 'nothing like an address at all');

      const mail = await mailbox.next(email);
      assert.match(mail.subject ?? '', new RegExp(mosque.name));
      assert.match(linkIn(mail), /^\/mosque-claim#token=[A-Za-z0-9_-]{43}$/, 'the app page, the token in the fragment');
      assert.equal(mail.headers.get('content-language'), 'en');
      const token = tokenIn(mail);
      const row = await prisma().mosqueClaim.findFirstOrThrow({ where: { mosqueId: mosque.id } });
      assert.equal(row.status, 'mailed');
      assert.equal(row.tokenHash, hashToken(token), 'only the hash is kept');
      assert.ok(Math.abs(row.expiresAt.getTime() - Date.now() - 7 * 86_400_000) < 60_000, 'expires in 7 days');

      // A page on another site cannot use it: a form's types are 415 (docs/security.md), and no GET takes a token.
      const opener = new TestBrowser(server.url);
      for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
        const form = await opener.fetch('/api/mosque-claims/redeem', { method: 'POST', headers: { 'content-type': type, 'sec-fetch-site': 'cross-site' }, body: `token=${token}` });
        assert.equal(form.status, 415, type);
      }
      assert.equal((await prisma().mosqueClaim.findUniqueOrThrow({ where: { id: row.id } })).status, 'mailed', 'the link still unused');
      assert.equal((await opener.fetch(`/api/mosque-claims/redeem?token=${token}`)).status, 405, 'no GET');

      // Whoever follows the link (another device, not signed in) gets the admin link.
      const used = await redeem(opener, token);
      assert.equal(used.status, 201, JSON.stringify(used.body));
      assert.equal(used.body.slug, mosque.slug);
      assert.match(used.body.adminUrl, new RegExp(`/m/${mosque.slug}/admin#${used.body.adminToken}$`));
      const adminToken = used.body.adminToken as string;
      const admin = await opener.fetch(`/api/mosques/${mosque.slug}/iqama`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ isha: { fixed: '20:15' } }),
      });
      assert.equal(admin.status, 200, await admin.text());
      const profile = await call(opener, 'GET', `/api/mosques/${mosque.slug}`);
      assert.equal(profile.body.unclaimed, false, 'claimed now');
      assert.equal(profile.body.iqama.isha, '20:15', "the new admin's iqama");
      assert.equal((await prisma().mosqueClaim.findUniqueOrThrow({ where: { id: row.id } })).status, 'used');

      // The second use fails and changes nothing.
      const hash = (await prisma().mosque.findUniqueOrThrow({ where: { id: mosque.id } })).adminTokenHash;
      assertError(await redeem(new TestBrowser(server.url), token), 404, 'NOT_FOUND', CLAIM_LINK_INVALID);
      assert.equal((await prisma().mosque.findUniqueOrThrow({ where: { id: mosque.id } })).adminTokenHash, hash, 'the admin token stays');
      assertError(await redeem(opener, 'x'.repeat(43)), 404, 'NOT_FOUND', CLAIM_LINK_INVALID);

      // Claimed: a new claim is refused with a clear 409, and no mail goes out.
      assertError(await claim(await signedIn(), mosque.slug), 409, 'CONFLICT', ALREADY_CLAIMED);
      assert.equal(mailbox.received(email).length, 1);

      // Every admin write limit applies to the claimed mosque (MOSQUE_ADMIN_RATE_LIMIT a minute).
      const statuses: number[] = [];
      for (let i = 0; i < ADMIN_LIMIT; i++) {
        const r = await opener.fetch(`/api/mosques/${mosque.slug}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({ jumuah: ['13:00'] }),
        });
        statuses.push(r.status);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429], 'the iqama change counted too');
    });

    test('an expired link changes nothing, and no longer blocks a new claim; one open claim per mosque', async () => {
      const email = `office-${randomBytes(3).toString('hex')}@claimtest.example.org`;
      const mosque = await listedMosque(prisma(), email);
      const first = await signedIn();
      assert.equal((await claim(first, mosque.slug)).status, 202);
      const token = tokenIn(await mailbox.next(email));
      const second = await signedIn();
      assertError(await claim(second, mosque.slug), 409, 'CONFLICT', CLAIM_WAITING);
      assertError(await claim(first, mosque.slug), 409, 'CONFLICT', CLAIM_WAITING);

      await prisma().mosqueClaim.updateMany({ where: { mosqueId: mosque.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      assertError(await redeem(new TestBrowser(server.url), token), 404, 'NOT_FOUND', CLAIM_LINK_INVALID);
      const row = await prisma().mosque.findUniqueOrThrow({ where: { id: mosque.id } });
      assert.equal(row.adminTokenHash, null, 'still unclaimed');

      const again = await claim(second, mosque.slug);
      assert.equal(again.status, 202, JSON.stringify(again.body));
      const newToken = tokenIn(await mailbox.next(email));
      assert.notEqual(newToken, token);
      assertError(await redeem(new TestBrowser(server.url), token), 404, 'NOT_FOUND', CLAIM_LINK_INVALID);
      assert.equal((await redeem(new TestBrowser(server.url), newToken)).status, 201);
      const statuses = (await prisma().mosqueClaim.findMany({ where: { mosqueId: mosque.id }, orderBy: { createdAt: 'asc' } })).map((c) => c.status);
      assert.deepEqual(statuses, ['expired', 'used']);
    });

    test('without a listed address the claim waits for the operator; 3 claims a day per user', async () => {
      const user = await signedIn();
      const mosques = await Promise.all([null, null, null, null].map((e) => listedMosque(prisma(), e)));
      for (const m of mosques.slice(0, 3)) {
        const r = await claim(user, m.slug);
        assert.equal(r.status, 202, JSON.stringify(r.body));
        assert.deepEqual(r.body, { status: 'pending', message: CLAIM_PENDING });
      }
      const fourth = await claim(user, mosques[3]!.slug);
      assertError(fourth, 429, 'RATE_LIMITED', CLAIM_LIMIT);
      assert.equal(await prisma().mosqueClaim.count({ where: { mosqueId: mosques[3]!.id } }), 0, 'nothing recorded past the limit');
      // Another user may still claim it.
      assert.equal((await claim(await signedIn(), mosques[3]!.slug)).status, 202);
      assert.equal((await prisma().mosque.findUniqueOrThrow({ where: { id: mosques[0]!.id } })).adminTokenHash, null, 'pending is not claimed');
    });

    test("the mail is in the claiming user's language", async () => {
      const email = `bureau-${randomBytes(3).toString('hex')}@claimtest.example.org`;
      const mosque = await listedMosque(prisma(), email);
      const user = await signedIn();
      await user.ok('mutation { updateProfile(input: { language: "fr" }) { language } }');
      assert.equal((await claim(user, mosque.slug)).status, 202);
      const mail = await mailbox.next(email);
      assert.equal(mail.headers.get('content-language'), 'fr');
      assert.equal(mail.subject, `Gérer ${mosque.name} sur Compagnon de prière`);
      assert.match(mail.text ?? '', /Le lien fonctionne une seule fois, pendant 7 jours/);
      assert.match(String(mail.html), /<html lang="fr" dir="ltr">/);
    });

    test('refused: unauthenticated, unknown mosque, a mosque made in the app; over GraphQL the same', async () => {
      const mosque = await listedMosque(prisma(), 'someone@claimtest.example.org');
      const anonymous = new TestBrowser(server.url);
      assertError(await claim(anonymous, mosque.slug), 401, 'UNAUTHENTICATED');
      const gqlAnon = await anonymous.gql('mutation($slug: String!) { claimMosque(slug: $slug) { status message } }', { slug: mosque.slug });
      assert.equal(gqlAnon.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      assert.equal(await prisma().mosqueClaim.count({ where: { mosqueId: mosque.id } }), 0);

      const user = await signedIn();
      assertError(await claim(user, 'no-such-mosque'), 404, 'NOT_FOUND');
      const created = await user.ok<{ createMosque: { slug: string } }>(
        `mutation { createMosque(input: { name: "Claimtest Own", city: "Leeds", latitude: 53.8, longitude: -1.55, timezone: "Europe/London", countryCode: "GB", language: "en" }) { slug } }`,
      );
      assertError(await claim(user, created.createMosque.slug), 409, 'CONFLICT', ALREADY_CLAIMED);

      const byGraphql = await user.ok<{ claimMosque: { status: string; message: string } }>('mutation($slug: String!) { claimMosque(slug: $slug) { status message } }', { slug: mosque.slug });
      assert.deepEqual(byGraphql.claimMosque, { status: 'mailed', message: CLAIM_MAILED });
      const token = tokenIn(await mailbox.next('someone@claimtest.example.org'));
      const taken = await new TestBrowser(server.url).ok<{ redeemMosqueClaim: { slug: string; adminToken: string } }>(
        'mutation($token: String!) { redeemMosqueClaim(token: $token) { slug adminToken } }',
        { token },
      );
      assert.equal(taken.redeemMosqueClaim.slug, mosque.slug);
      const admin = await anonymous.gql('query($slug: String!, $t: String!) { mosqueAdmin(slug: $slug, adminToken: $t) { hidden } }', { slug: mosque.slug, t: taken.redeemMosqueClaim.adminToken });
      assert.deepEqual(admin.data, { mosqueAdmin: { hidden: false } });
    });

    test('claims from one address: the 21st in a day is 429 with its own message, and stores nothing', async () => {
      // The claims of the tests before this one came from this address (127.0.0.1) too.
      let user = await signedIn();
      let made = 0;
      let refused: Awaited<ReturnType<typeof claim>> | undefined;
      for (let i = 0; i <= CLAIMS_PER_ADDRESS_PER_DAY && !refused; i++) {
        if (made === CLAIMS_PER_USER_PER_DAY) [user, made] = [await signedIn(), 0];
        const mosque = await listedMosque(prisma(), null);
        const answer = await claim(user, mosque.slug);
        if (answer.status !== 429) {
          assert.equal(answer.status, 202, JSON.stringify(answer.body));
          made++;
          continue;
        }
        refused = answer;
        assert.equal(await prisma().mosqueClaim.count({ where: { mosqueId: mosque.id } }), 0, 'the refused claim is not stored');
      }
      assert.ok(refused, 'a claim past the address limit was refused');
      assertError(refused, 429, 'RATE_LIMITED', CLAIM_ADDRESS_LIMIT);
      assert.equal(await prisma().mosqueClaim.count(), CLAIMS_PER_ADDRESS_PER_DAY, 'every claim made from the address, up to the limit');
    });
  });
}

for (const backend of backends()) {
  describe(`npm run mosques:claims (the command, ${backend})`, () => {
    test('lists the pending claims, approves one and prints a working admin link, rejects another (its mosque can be claimed again); a second approval or rejection exits 1', async () => {
      const { storage, drop } = await newStorage(backend);
      const boot = () => startServer({ port: 0, staticDir: undefined, redisUrl: undefined, logRequests: false, ...storage });
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...(backend === 'pglite' ? { DATA_DIR: storage.dataDir!, DATABASE_URL: '' } : { DATABASE_URL: storage.databaseUrl!, DATABASE_SCHEMA: storage.databaseSchema! }),
        PUBLIC_URL: 'https://prayer.example.org',
      };
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['scripts/mosques-claims.ts', ...args], { cwd: ROOT, env }).then(
          (r) => ({ code: 0, ...r }),
          (e: { code: number; stdout: string; stderr: string }) => e,
        );
      try {
        let server = await boot();
        const mosque = await listedMosque(server.db.prisma, null);
        const user = new TestBrowser(server.url);
        const me = await signUp(user);
        assert.deepEqual((await claim(user, mosque.slug)).body, { status: 'pending', message: CLAIM_PENDING });
        const id = (await server.db.prisma.mosqueClaim.findFirstOrThrow({ where: { mosqueId: mosque.id } })).id;
        // A second claim, which the operator will turn down.
        const other = await listedMosque(server.db.prisma, null);
        assert.equal((await claim(user, other.slug)).status, 202);
        const otherId = (await server.db.prisma.mosqueClaim.findFirstOrThrow({ where: { mosqueId: other.id } })).id;
        // PGlite's folder has one user at a time: the operator stops the server first.
        await server.close();

        const listed = await run();
        assert.equal(listed.code, 0, listed.stderr);
        assert.match(listed.stdout, new RegExp(`^${id}  \\S+  ${mosque.name} \\(/m/${mosque.slug}; Leeds, GB, https://www.openstreetmap.org/${mosque.osmId}\\) by user ${me.id} \\(no confirmed e-mail\\)$`, 'm'));
        assert.match(listed.stdout, /2 waiting/);
        const approved = await run('--', 'approve', id);
        assert.equal(approved.code, 0, approved.stderr);
        const link = /^https:\/\/prayer\.example\.org(\/m\/[a-z0-9-]+\/admin#([A-Za-z0-9_-]{43}))$/m.exec(approved.stdout);
        assert.ok(link, approved.stdout);
        assert.equal(link[1], `/m/${mosque.slug}/admin#${link[2]}`);
        const twice = await run('approve', id);
        assert.equal(twice.code, 1);
        assert.match(twice.stderr, /No pending claim/);
        const rejected = await run('--', 'reject', otherId);
        assert.equal(rejected.code, 0, rejected.stderr);
        assert.match(rejected.stdout, new RegExp(`^Rejected: ${other.name} \\(/m/${other.slug}\\) stays unclaimed and can be claimed again\\.$`, 'm'));
        const rejectedTwice = await run('reject', otherId);
        assert.equal(rejectedTwice.code, 1);
        assert.match(rejectedTwice.stderr, /No pending claim/);
        assert.equal((await run('reject', id)).code, 1, 'an approved claim cannot be rejected');
        assert.match((await run()).stdout, /No claims are waiting/);
        assert.equal((await run('approve')).code, 2, 'usage');
        assert.equal((await run('reject')).code, 2, 'usage');

        server = await boot();
        try {
          const admin = await new TestBrowser(server.url).gql('query($slug: String!, $t: String!) { mosqueAdmin(slug: $slug, adminToken: $t) { mosque { unclaimed } } }', {
            slug: mosque.slug,
            t: link[2],
          });
          assert.deepEqual(admin.data, { mosqueAdmin: { mosque: { unclaimed: false } } }, 'the printed link manages the mosque');
          const another = new TestBrowser(server.url);
          await signUp(another);
          assertError(await claim(another, mosque.slug), 409, 'CONFLICT', ALREADY_CLAIMED);
          // The rejected claim no longer holds its mosque: another claim waits for the operator.
          assert.deepEqual((await claim(another, other.slug)).body, { status: 'pending', message: CLAIM_PENDING });
          const claims = await server.db.prisma.mosqueClaim.findMany({ where: { mosqueId: other.id }, orderBy: { createdAt: 'asc' }, select: { status: true } });
          assert.deepEqual(claims.map((c) => c.status), ['rejected', 'pending']);
          assert.equal((await server.db.prisma.mosque.findUniqueOrThrow({ where: { id: other.id } })).adminTokenHash, null, 'still unclaimed');
        } finally {
          await server.close();
        }
      } finally {
        await drop();
      }
    });
  });
}
