// Every Home view at phone and desktop size, light and dark: screenshots for
// people to look at, and no serious or critical axe-core violation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { waitForHome, openLocationDialog } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { axeRulesFor } from './helpers/axe-rules.ts';
import { seriousViolations } from './helpers/axe.ts';


describe('Home views at every size and colour scheme', { timeout: 240_000 }, () => {
  const e2e = e2eSuite();

  for (const viewport of [PHONE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${viewport.width}px ${colorScheme}: Home, location dialog and settings sheet`, async () => {
        const context = await e2e.browser.newContext({ viewport, colorScheme, serviceWorkers: 'block' });
        const page = await context.newPage();
        const rules = axeRulesFor(viewport, colorScheme);
        await page.goto(e2e.server.url);
        await waitForHome(page);
        await saveScreenshot(page, 'home');
        assert.deepEqual(await seriousViolations(page, undefined, rules), [], 'Home');
        // A subtle button that leads somewhere keeps the link colour in both schemes: teal.9 on
        // light, teal.4 on dark (Mantine 9's own dark shade for it, teal.0, reads as plain text).
        assert.equal(
          await page.locator('[data-track="home:timetable"]').evaluate((el) => getComputedStyle(el).color),
          colorScheme === 'dark' ? 'rgb(56, 217, 169)' : 'rgb(8, 127, 91)',
          'the timetable link is teal',
        );

        await openLocationDialog(page);
        await page.getByPlaceholder('Search for your city...').fill('ka');
        await page.getByRole('option').first().waitFor();
        await saveScreenshot(page, 'location-dialog');
        assert.deepEqual(await seriousViolations(page, '.mantine-Modal-content', rules), [], 'location dialog');
        // The first Escape closes the results list (a combobox's), the second the dialog.
        await page.keyboard.press('Escape');
        await page.getByRole('option').first().waitFor({ state: 'hidden' });
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Settings' }).click();
        await page.getByRole('dialog', { name: 'Prayer Time Settings' }).waitFor();
        await page.getByText(/^\d+$/).first().waitFor(); // users online answered
        await saveScreenshot(page, 'settings-sheet');
        await page.getByRole('button', { name: 'Logout' }).scrollIntoViewIfNeeded();
        await saveScreenshot(page, 'settings-sheet-account');
        assert.deepEqual(await seriousViolations(page, '.mantine-Drawer-content', rules), [], 'settings sheet');
        await context.close();
      });
    }
  }

  test('with the server unreachable Home still shows times, dates and the offline banner', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await context.route('**/graphql', (route) => route.abort('connectionrefused'));
    await context.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByText('You are offline.').waitFor();
    assert.match((await page.getByTestId('time-fajr').textContent()) ?? '', /^\d\d:\d\d$/);
    assert.match((await page.getByTestId('next-prayer-countdown').textContent()) ?? '', /^\d\d:\d\d:\d\d$/);
    assert.match((await page.getByTestId('dates-line').textContent()) ?? '', / • .* AH$/);
    await saveScreenshot(page, 'home-offline');
    await context.close();
  });

  test('the service worker serves the app shell offline', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    const linkId = await waitForHome(page);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    await context.setOffline(true);
    await page.goto(`${e2e.server.url}/u/${linkId}`);
    await page.getByTestId('time-fajr').waitFor();
    await page.getByText('You are offline.').waitFor();
    await context.close();
  });
});
