// Public pages carry no private link (issue 40 item 1), in Chromium against the real server:
// a first visit to a mosque page stays on /m/{slug}, 'Find your mosque' goes to /m, the
// mosque page's Share button copies /m/{slug}, and a fresh browser opening the copied
// address, or an address shared before the fix (/u/{sharer}/m/{slug}), gets a space of
// its own, never the sharer's (decisions.md 2: a private link signs its opener in).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../../tools/testkit/browser.ts';
import { waitForHome } from './helpers/homePage.ts';
import { e2eSuite } from './helpers/suite.ts';

const KL = { latitude: 3.1489, longitude: 101.6958, timezone: 'Asia/Kuala_Lumpur' };

/** The space this browser's cookie holds, asked of the server from the page. */
const signedInAs = (page: Page) =>
  page.evaluate(() =>
    fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { linkId } }' }) })
      .then((r) => r.json())
      .then((b: { data: { me: { linkId: string } | null } }) => b.data.me?.linkId ?? null),
  );

/** Waits until the mosque page is shown and the browser's space is settled (signed in, address final). */
async function waitForMosquePage(page: Page) {
  await page.getByRole('heading', { name: 'Masjid Share' }).waitFor();
  await page.locator('main[data-identity="online"]').waitFor();
  await page.getByTestId('mosque-follow').waitFor();
}

describe('public pages carry no private link', { timeout: 240_000 }, () => {
  const e2e = e2eSuite();
  const contexts: BrowserContext[] = [];
  const fresh = async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    contexts.push(context);
    return context;
  };
  let slug = '';

  test('a first visit to /m/{slug} stays there; Share copies that address; whoever opens it gets a space of their own', async () => {
    const sharerContext = await fresh();
    const origin = e2e.server.url;
    await sharerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    // The copy path of Share (desktop Linux Chromium has no share sheet; this makes sure of it).
    await sharerContext.addInitScript({ content: 'delete Navigator.prototype.share' });
    const sharer = await sharerContext.newPage();
    // The mosque is made by someone else (an admin's own browser), so the sharer's first visit is a first visit.
    const admin = await fresh();
    assert.equal((await admin.request.post(`${origin}/api/auth/anonymous`, { data: {} })).status(), 201);
    const created = await admin.request.post(`${origin}/api/mosques`, {
      data: { name: 'Masjid Share', city: 'Kuala Lumpur', country_code: 'MY', ...KL },
    });
    assert.equal(created.status(), 201, await created.text());
    slug = ((await created.json()) as { slug: string }).slug;

    await sharer.goto(`${origin}/m/${slug}`);
    await waitForMosquePage(sharer);
    assert.equal(new URL(sharer.url()).pathname, `/m/${slug}`, 'the address bar keeps the public address');
    const sharerLink = await sharer.evaluate(() => localStorage.getItem('userLinkId'));
    assert.ok(sharerLink, 'the visit made a space of its own');
    assert.equal(await signedInAs(sharer), sharerLink, 'signed in by cookie');

    await sharer.getByTestId('mosque-share').click();
    await sharer.getByText('Copied! You can now share anywhere').waitFor();
    const copied = await sharer.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, `${origin}/m/${slug}`);
    assert.doesNotMatch(copied, /\/u\//);

    const friend = await (await fresh()).newPage();
    await friend.goto(copied);
    await waitForMosquePage(friend);
    const friendLink = await signedInAs(friend);
    assert.ok(friendLink);
    assert.notEqual(friendLink, sharerLink, "the friend has a space of their own, not the sharer's");
    assert.equal(new URL(friend.url()).pathname, `/m/${slug}`);
  });

  test("an address shared before the fix (/u/{sharer}/m/{slug}) drops the prefix and does not open the sharer's space", async () => {
    const sharer = await (await fresh()).newPage();
    await sharer.goto(e2e.server.url);
    const sharerLink = await waitForHome(sharer);

    // The sharer's own browser: the prefix goes, the space stays (by cookie).
    await sharer.goto(`${e2e.server.url}/u/${sharerLink}/m/${slug}`);
    await waitForMosquePage(sharer);
    await sharer.waitForURL((url) => url.pathname === `/m/${slug}`);
    assert.equal(await signedInAs(sharer), sharerLink);

    // Anyone else who opens that old address.
    const friend = await (await fresh()).newPage();
    await friend.goto(`${e2e.server.url}/u/${sharerLink}/m/${slug}`);
    await waitForMosquePage(friend);
    await friend.waitForURL((url) => url.pathname === `/m/${slug}`);
    const friendLink = await signedInAs(friend);
    assert.ok(friendLink);
    assert.notEqual(friendLink, sharerLink);
  });

  test("'Find your mosque' on Home goes to /m; the bottom tabs from a mosque page keep the space's link", async () => {
    const page = await (await fresh()).newPage();
    await page.goto(e2e.server.url);
    const linkId = await waitForHome(page);
    await page.getByTestId('find-mosque').click();
    await page.waitForURL((url) => url.pathname.endsWith('/m'));
    assert.equal(new URL(page.url()).pathname, '/m');
    await page.goto(`${e2e.server.url}/m/${slug}`);
    await waitForMosquePage(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Duas' }).click();
    await page.waitForURL((url) => url.pathname === `/u/${linkId}/duas`);
    for (const context of contexts) await context.close();
  });
});
