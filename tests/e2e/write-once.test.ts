// Each write counts once (issue 30): a double click on 'Share Prayer' shares one
// post, and a retry after a lost answer carries the same idempotency key, so the
// server answers with the first post instead of making a second.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { e2eSuite } from './helpers/suite.ts';
import { expectToast, newVisitor } from './community-support.ts';

describe('each write counts once', { timeout: 180_000 }, () => {
  const e2e = e2eSuite();

  test('a double click on Share Prayer shares one post', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/ummah');
    // A slow answer keeps the first request in flight while the second click lands.
    let sent = 0;
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'CreatePost') {
        sent++;
        await new Promise((r) => setTimeout(r, 800));
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Share First Prayer' }).click();
    await page.getByLabel('Your prayer request').fill('Double click prayer');
    await page.getByRole('button', { name: 'Share Prayer' }).dblclick();
    await expectToast(page, 'Prayer shared successfully!');
    await page.waitForTimeout(1_000);
    assert.equal(sent, 1, 'the button is disabled while the first request is in flight');
    assert.equal(await e2e.server.prisma.ummahPost.count({ where: { text: 'Double click prayer' } }), 1);
    await context.close();
  });

  test('an answer lost on the way back: trying again shares the same post once', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/ummah');
    const keys: string[] = [];
    let lose = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON();
      if (body?.operationName !== 'CreatePost') return route.continue();
      keys.push(body.variables.idempotencyKey);
      if (!lose) return route.continue();
      lose = false;
      await route.fetch(); // the server creates the post; its answer never reaches the page
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: '+ Prayer Request' }).click();
    await page.getByLabel('Your prayer request').fill('Lost answer prayer');
    await page.getByRole('button', { name: 'Share Prayer' }).click();
    await expectToast(page, 'Failed to share prayer');
    await page.getByRole('button', { name: 'Share Prayer' }).click();
    await expectToast(page, 'Prayer shared successfully!');
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1], 'the retry carries the same key');
    assert.equal(await e2e.server.prisma.ummahPost.count({ where: { text: 'Lost answer prayer' } }), 1);
    await page.getByText('Lost answer prayer').first().waitFor();
    assert.equal(await page.getByText('Lost answer prayer').count(), 1, 'the feed shows it once');
    await context.close();
  });
});
