// Cards keep what people wrote inside them (issue 28 point 5), in real Chromium at 360 px.
// The rows are written straight to the database, as rows stored before the server capped
// combining marks could be: a post and a dua of 499 marks must paint nothing over their
// card's header or actions. Each region is compared with itself while the text is hidden.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { animationsSettled } from './helpers/settled.ts';
import { graphqlAs, newVisitor } from './community-support.ts';

const ABOVE = '\u0301'.repeat(250);
const BELOW = '\u0316'.repeat(249);
const ZALGO_POST = `H${ABOVE}${BELOW}`;
const ZALGO_DUA = `ب${'\u064E'.repeat(250)}${'\u0650'.repeat(249)}`;

type Box = { x: number; y: number; width: number; height: number };

/** The card's parts outside its text (beyond an 8 px margin: the clip leaves 4 px of room), as PNG bytes. */
async function around(page: Page, card: Locator, text: Locator): Promise<Buffer[]> {
  const outer = (await card.boundingBox()) as Box;
  const inner = (await text.boundingBox()) as Box;
  const above = { x: outer.x, y: outer.y, width: outer.width, height: inner.y - 8 - outer.y };
  const below = { x: outer.x, y: inner.y + inner.height + 8, width: outer.width, height: outer.y + outer.height - (inner.y + inner.height + 8) };
  // The page above the card too: marks that climb out of it would land there.
  const page80 = { x: outer.x, y: Math.max(0, outer.y - 80), width: outer.width, height: Math.min(80, outer.y) };
  return Promise.all([above, below, page80].filter((r) => r.height > 0).map((clip) => page.screenshot({ clip })));
}

// Pixels that differ by more than antialiasing between two PNGs of the same size, counted
// by the page itself (no image library here). A string: tsx would wrap named functions.
const COUNT_DIFFERENT = `async ([a, b]) => {
  const load = (src) => new Promise((done) => { const img = new Image(); img.onload = () => done(img); img.src = src; });
  const pixels = (img) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const context = canvas.getContext('2d');
    context.drawImage(img, 0, 0);
    return context.getImageData(0, 0, img.width, img.height).data;
  };
  const [pa, pb] = (await Promise.all([load(a), load(b)])).map(pixels);
  let different = 0;
  for (let i = 0; i < pa.length; i++) if (Math.abs(pa[i] - pb[i]) > 24) different++;
  return different;
}`;

async function differentPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  const url = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  return page.evaluate(`(${COUNT_DIFFERENT})(${JSON.stringify([url(a), url(b)])})`) as Promise<number>;
}

async function paintsOnlyItsOwnBox(page: Page, card: Locator, text: Locator, what: string) {
  await card.scrollIntoViewIfNeeded();
  await animationsSettled(page);
  const shown = await around(page, card, text);
  await text.evaluate((el) => ((el as HTMLElement).style.visibility = 'hidden'));
  const hidden = await around(page, card, text);
  await text.evaluate((el) => ((el as HTMLElement).style.visibility = ''));
  for (const [i, png] of shown.entries()) {
    // The card's rounded corners may be re-antialiased by one level: not the text's doing.
    assert.equal(await differentPixels(page, png, hidden[i]!), 0, `${what}: the text painted outside its box (region ${i})`);
  }
}

describe('community cards clip what overflows', { timeout: 300_000 }, () => {
  const e2e = e2eSuite();

  for (const [language, locale] of [['en', 'en-US'], ['ar', 'ar-SA']] as const) {
    test(`${language}: 499 combining marks stay inside their post and dua cards`, async () => {
      const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/ummah', { viewport: PHONE, locale });
      const { data } = (await graphqlAs(page, '{ me { id } }')) as { data: { me: { id: string } } };
      const userId = data.me.id;
      await e2e.server.prisma.ummahPost.create({ data: { userId, text: ZALGO_POST } });
      await e2e.server.prisma.dua.create({ data: { userId, text: ZALGO_DUA, translation: `o${ABOVE}`, tags: [] } });
      await page.reload();
      const post = page.getByTestId('post-card').filter({ has: page.getByTestId('post-text').filter({ hasText: /^H/ }) }).first();
      await paintsOnlyItsOwnBox(page, post, post.getByTestId('post-text'), 'post');
      // Pictures for people to look at, when asked for (SCREENSHOTS=1, as helpers/screenshots.ts).
      if (process.env.SCREENSHOTS === '1') {
        await page.screenshot({ path: `.tmp/screenshots/community-text-ummah-${language}-360.png` });
        await page.setViewportSize(DESKTOP);
        await page.screenshot({ path: `.tmp/screenshots/community-text-ummah-${language}-1280.png` });
        await page.setViewportSize(PHONE);
      }

      await page.goto(page.url().replace(/\/ummah$/, '/duas'));
      const dua = page.getByTestId('dua-card').first();
      await dua.getByTestId('dua-text').waitFor();
      await paintsOnlyItsOwnBox(page, dua, dua.getByTestId('dua-text'), 'dua');
      if (process.env.SCREENSHOTS === '1') {
        await page.screenshot({ path: `.tmp/screenshots/community-text-duas-${language}-360.png` });
        await page.setViewportSize(DESKTOP);
        await page.screenshot({ path: `.tmp/screenshots/community-text-duas-${language}-1280.png` });
      }
      await context.close();
    });
  }
});
