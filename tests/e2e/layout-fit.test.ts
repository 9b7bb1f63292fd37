// Layout at 320, 360 and 1280 px (issue 30): a city name the header can hold is shown
// whole, reflection options fit their cards, and toasts cover neither the bottom
// navigation nor its Qibla tab. In English, Arabic and Urdu, light and dark.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSuite } from './helpers/suite.ts';
import { waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';

const WIDTHS = [320, 360, 1280] as const;
const LANGUAGES = ['en', 'ar', 'ur'] as const;

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function box(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
}

describe('layout at 320, 360 and 1280 px', { timeout: 300_000 }, () => {
  const e2e = e2eSuite();

  for (const language of LANGUAGES) {
    test(`${language}: London whole in the header, reflection options inside their cards, toasts clear of the navigation`, async () => {
      const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, locale: language, serviceWorkers: 'block', permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      const linkId = await waitForHome(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 1000 ? 800 : 740 });
        await page.goto(`${e2e.server.url}/u/${linkId}`);
        await waitForHome(page);
        // London, the first visit's place: whole, not 'Lon…'.
        const city = page.locator('[data-track="home:location"] [data-testid="city-name"]');
        assert.equal(await city.textContent(), 'London');
        const cut = await city.evaluate((el) => el.scrollWidth > el.clientWidth);
        assert.equal(cut, false, `${language} ${width}px: the city is cut`);
        await saveScreenshot(page, `layout-home-header-${language}`);

        // A toast (Copy's) stays clear of the bottom navigation and of its Qibla tab.
        await page.locator('[data-track="home:copy_link"]').click();
        const toast = page.locator('.mantine-Notification-root').first();
        await toast.waitFor();
        await page.waitForTimeout(400);
        const toastBox = await box(page, '.mantine-Notification-root');
        assert.equal(overlaps(toastBox, await box(page, 'nav[aria-label] a[href$="/compass"]')), false, `${language} ${width}px: the toast covers Qibla`);
        for (const tab of await page.locator('nav a[data-track]').all()) {
          const tabBox = await tab.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          });
          assert.equal(overlaps(toastBox, tabBox), false, `${language} ${width}px: the toast covers a tab`);
        }
        await saveScreenshot(page, `layout-home-toast-${language}`);
        await toast.locator('.mantine-Notification-closeButton').click();

        // The reflection options fit their cards.
        await page.locator('a[href$="/daily"]').first().click();
        await page.getByTestId('option-Calm').waitFor();
        for (const question of ['mood', 'goal', 'concern']) {
          const overflow = await page.locator('[data-testid^="option-"]').evaluateAll((cards) =>
            cards.flatMap((card) =>
              [card, ...card.querySelectorAll('p, span, div')]
                .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > card.getBoundingClientRect().right + 1 || el.getBoundingClientRect().left < card.getBoundingClientRect().left - 1)
                .map((el) => `${card.getAttribute('data-testid')}: ${el.textContent}`),
            ),
          );
          assert.deepEqual(overflow, [], `${language} ${width}px ${question}: options overflow their cards`);
          if (width === 320) await saveScreenshot(page, `layout-reflection-${question}-${language}`);
          if (question === 'concern') break;
          await page.locator('[data-testid^="option-"]').first().click();
          await page.locator('form button, section button').last().click();
        }
      }
      await context.close();
    });
  }
});
