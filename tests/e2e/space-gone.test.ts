// A space deleted on another device (issue 42 item 10): before, this device silently
// became a new, empty London space; now it says what happened. Two browser contexts
// are the two devices; the first deletes the account through the API it uses.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PHONE } from '../../tools/testkit/browser.ts';
import { waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';

describe('a space deleted on another device', { timeout: 120_000 }, () => {
  const e2e = e2eSuite();

  test('the other device says the space no longer exists, and starts a new one', async () => {
    const first = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block', locale: 'en' });
    const second = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block', locale: 'en' });
    const a = await first.newPage();
    await a.goto(e2e.server.url);
    const linkId = await waitForHome(a);
    // The second device opens the same private link.
    const b = await second.newPage();
    await b.goto(`${e2e.server.url}/u/${linkId}`);
    assert.equal(await waitForHome(b), linkId);
    // The first device deletes the account.
    const deleted = await a.evaluate(async () => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { deleteAccount(confirm: "DELETE") }' }),
      });
      return res.json();
    });
    assert.deepEqual(deleted, { data: { deleteAccount: true } });
    // The second device comes back to it.
    await b.reload();
    await b.getByText('This private space no longer exists').waitFor();
    await b.getByText(/it may have been deleted on another device/).waitFor();
    const fresh = await waitForHome(b);
    assert.notEqual(fresh, linkId, 'a new space');
    await saveScreenshot(b, 'space-gone');
    await first.close();
    await second.close();
  });
});
