// Offline while the page is open (issue 30): the banner comes within 2 s of losing the
// connection and leaves when it returns, and a screen that failed loads again by itself.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { e2eSuite } from './helpers/suite.ts';
import { newVisitor } from './community-support.ts';

describe('offline while the page is open', { timeout: 180_000 }, () => {
  const e2e = e2eSuite();

  test('the banner follows the connection, and a failed screen loads again when it returns', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/timetable');
    const banner = page.getByText('You are offline.');
    assert.equal(await banner.count(), 0);
    await context.setOffline(true);
    await banner.waitFor({ timeout: 2_000 });
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 2_000 });

    // The Duas feed fails (its request never arrives), as it would on a dropped connection.
    await page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'DuaFeed' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.locator('a[href$="/duas"]').click();
    await page.getByText('Unable to load duas').waitFor();
    await context.setOffline(true);
    await page.unroute('**/graphql');
    await banner.waitFor({ timeout: 2_000 });
    await context.setOffline(false);
    // No reload, no click: the feed comes when the connection does.
    await page.getByText('No duas yet').waitFor({ timeout: 5_000 });
    assert.equal(await page.getByText('Unable to load duas').count(), 0);
    await context.close();
  });
});
