// Ummah and Duas in two real browsers at once: A posts, B sees it live and
// hearts/prays, A sees the counters move without reloading; comments and
// replies both ways; validation; sharing; duas with live likes.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite } from './helpers/suite.ts';
import { expectToast, liftMaxLength, newVisitor } from './community-support.ts';

const REQUEST = 'Please pray for my mother, she has surgery tomorrow.';

describe('Ummah and Duas, live between two browsers', { timeout: 240_000 }, () => {
  const e2e = e2eSuite();
  let contextA: BrowserContext;
  let contextB: BrowserContext;
  let a: Page;
  let b: Page;

  before(async () => {
    ({ context: contextA, page: a } = await newVisitor(e2e.browser, e2e.server.url, '/ummah'));
    ({ context: contextB, page: b } = await newVisitor(e2e.browser, e2e.server.url, '/ummah', {
      permissions: ['clipboard-read', 'clipboard-write'],
    }));
  });

  test('empty feed, then the compose card checks its input', async () => {
    await a.getByText('No prayers yet').waitFor();
    await a.getByRole('button', { name: 'Share First Prayer' }).click();
    await a.getByRole('button', { name: 'Share Prayer' }).click();
    await expectToast(a, 'Please enter a prayer to share');
    const box = a.getByLabel('Your prayer request');
    await box.fill('   ');
    await a.getByRole('button', { name: 'Share Prayer' }).click();
    await expectToast(a, 'Please enter a prayer to share');
    await box.fill('x'.repeat(600));
    assert.equal(await a.getByTestId('post-counter').textContent(), '500/500', 'input stops at 500');
    await liftMaxLength(a, 'textarea[maxlength="500"]');
    await box.fill('x'.repeat(501));
    await a.getByRole('button', { name: 'Share Prayer' }).click();
    await expectToast(a, 'Prayer too long', 'Please keep prayers under 500 characters');
    await a.getByRole('button', { name: 'Cancel' }).click();
    await a.getByRole('button', { name: '+ Prayer Request' }).waitFor();
  });

  test("Home's Prayer Request opens the composer, once (issue 42)", async () => {
    const ummah = a.url();
    await a.goto(ummah.replace(/\/ummah$/, ''));
    await a.locator('[data-track="home:prayer_request"]').click();
    await a.waitForURL(ummah);
    const box = a.getByLabel('Your prayer request');
    await box.waitFor();
    assert.equal(await box.evaluate((el) => el === document.activeElement), true, 'the composer has the focus');
    // Asked once: a reload of the same entry shows the feed, not the composer.
    await a.reload();
    await a.getByRole('button', { name: '+ Prayer Request' }).waitFor();
    assert.equal(await box.count(), 0);
  });

  test('A shares a request; B sees it live, hearts and prays; A sees both counters move', async () => {
    await b.getByText('No prayers yet').waitFor();
    await a.getByRole('button', { name: 'Share First Prayer' }).click();
    await a.getByLabel('Your prayer request').fill(REQUEST);
    await a.getByRole('button', { name: 'Share Prayer' }).click();
    await expectToast(a, 'Prayer shared successfully!');
    await b.getByText(REQUEST).waitFor({ timeout: 5_000 });
    await b.getByText('Just now').first().waitFor();

    const heart = b.getByTestId('heart-button').first();
    await heart.click();
    await expectToast(b, 'Heart added!');
    assert.equal(await heart.getAttribute('aria-pressed'), 'true');
    await b.getByTestId('pray-button').first().click();
    await expectToast(b, 'Prayer added!');
    await a.getByRole('button', { name: 'Heart, 1' }).waitFor({ timeout: 3_000 });
    await a.getByRole('button', { name: 'Prayed, 1' }).waitFor({ timeout: 3_000 });
    // A repeat tap changes nothing (decisions.md 5).
    await heart.click();
    await b.waitForTimeout(500);
    assert.equal(await heart.textContent(), '1');
    assert.equal(await a.getByTestId('heart-button').first().getAttribute('aria-pressed'), 'false');
  });

  test('A comments, B replies, both see the thread live', async () => {
    await a.getByTestId('comments-button').first().click();
    await b.getByTestId('comments-button').first().click();
    await b.getByText('No comments yet.').waitFor();
    const comment = a.getByPlaceholder('Write a comment...');
    await comment.fill('Thank you all, may Allah reward you.');
    await a.getByRole('button', { name: 'Comment', exact: true }).click();
    await expectToast(a, 'Comment added!');
    assert.equal(await comment.inputValue(), '', 'cleared after sending');
    await b.getByText('Thank you all, may Allah reward you.').waitFor({ timeout: 3_000 });

    await b.getByRole('button', { name: 'Reply', exact: true }).click();
    await b.getByPlaceholder('Write a reply...').fill('draft that is cancelled');
    await b.getByRole('button', { name: 'Cancel' }).click();
    await b.getByRole('button', { name: 'Reply', exact: true }).click();
    assert.equal(await b.getByPlaceholder('Write a reply...').inputValue(), '', 'reply text cleared on cancel');
    await b.getByPlaceholder('Write a reply...').fill('Ameen, praying for her.');
    await b.locator('form').filter({ has: b.getByPlaceholder('Write a reply...') }).getByRole('button', { name: 'Reply' }).click();
    await expectToast(b, 'Reply added!');
    await a.getByTestId('reply').getByText('Ameen, praying for her.').waitFor({ timeout: 3_000 });
    await a.getByRole('button', { name: 'Comments, 2' }).waitFor({ timeout: 3_000 });

    await b.getByRole('button', { name: 'Heart comment, 0' }).first().click();
    await expectToast(b, 'Heart added to comment!');
    await a.getByRole('button', { name: 'Heart comment, 1' }).waitFor({ timeout: 3_000 });

    await liftMaxLength(a, 'textarea[placeholder="Write a comment..."]');
    await comment.fill('y'.repeat(201));
    await a.getByRole('button', { name: 'Comment', exact: true }).click();
    await expectToast(a, 'Comment too long', 'Please keep comments/replies under 200 characters');
  });

  test('sharing copies the public link and the prayer count, or uses the share sheet', async () => {
    await b.evaluate(() => delete (Navigator.prototype as { share?: unknown }).share);
    await b.getByRole('button', { name: 'Share' }).first().click();
    await expectToast(b, 'Copied! You can now share anywhere', 'The content has been copied to your clipboard');
    const copied = await b.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, new RegExp(REQUEST.slice(0, 20)));
    assert.match(copied, /1 person has prayed/);
    assert.ok(copied.includes(`${e2e.server.url}/ummah`) && !copied.includes('/u/'), copied);

    await b.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await b.getByRole('button', { name: 'Share' }).first().click();
    await expectToast(b, 'Unable to share', 'Please select and copy the text manually.');

    await a.evaluate(() => {
      (navigator as { share?: unknown }).share = (data: unknown) => {
        (window as unknown as { shared: unknown }).shared = data;
        return Promise.resolve();
      };
    });
    await a.getByRole('button', { name: 'Share' }).first().click();
    const shared = (await a.evaluate(() => (window as unknown as { shared: { url: string } }).shared)) as { url: string };
    assert.equal(shared.url, `${e2e.server.url}/ummah`);
  });

  test('A shares a dua, B sees it live and likes it, A sees the like count', async () => {
    for (const page of [a, b]) await page.getByRole('link', { name: 'Duas' }).click();
    await a.getByText('No duas yet').waitFor();
    await b.getByText('No duas yet').waitFor();
    await a.getByRole('button', { name: 'Share a Dua' }).click();
    const modal = a.getByRole('dialog', { name: 'Share a Dua' });
    await modal.getByRole('button', { name: 'Share Dua' }).click();
    await modal.getByText('Please enter the dua text').waitFor();
    const dua = 'رَبِّ اشْرَحْ لِي صَدْرِي';
    await modal.getByLabel('Dua Text (Arabic)').fill(dua);
    await modal.getByText(`${dua.length}/500`).waitFor();
    await modal.getByLabel('Transliteration').fill('Rabbi-shrah li sadri');
    await modal.getByLabel('Translation').fill('My Lord, expand for me my chest.');
    await modal.getByLabel('Source').fill('Quran 20:25');
    await modal.getByLabel('Tags (comma-separated)').fill(' courage, , ease ,');
    await modal.getByRole('button', { name: 'Share Dua' }).click();
    await expectToast(a, 'Dua Shared', 'Your dua has been shared with the community');
    const card = b.getByTestId('dua-card').first();
    await card.waitFor({ timeout: 5_000 });
    const arabic = card.locator('[lang="ar"]');
    assert.equal(await arabic.getAttribute('dir'), 'rtl');
    assert.match(await arabic.evaluate((el) => getComputedStyle(el).fontFamily), /Amiri/);
    assert.deepEqual(await card.locator('.mantine-Badge-root').allTextContents(), ['courage', 'ease']);
    assert.ok(await b.evaluate(async () => (await document.fonts.load('22px Amiri', 'رب')).length > 0), 'Amiri loads');

    await card.getByTestId('like-button').click();
    await expectToast(b, 'Success', 'Dua liked successfully');
    await a.getByRole('button', { name: 'Like, 1' }).waitFor({ timeout: 3_000 });
    await card.getByTestId('like-button').click();
    await b.waitForTimeout(300);
    assert.equal(await card.getByTestId('like-button').textContent(), '1');

    // A dua written in English reads left to right in the app's face, not as Arabic.
    await a.getByRole('button', { name: 'Share a Dua' }).click();
    await modal.getByLabel('Dua Text (Arabic)').fill('O Allah, make my exams easy');
    await modal.getByRole('button', { name: 'Share Dua' }).click();
    const english = b.getByTestId('dua-card').filter({ hasText: 'O Allah, make my exams easy' }).getByTestId('dua-text');
    await english.waitFor({ timeout: 5_000 });
    const style = await english.evaluate((el) => ({ lang: el.getAttribute('lang'), direction: getComputedStyle(el).direction, font: getComputedStyle(el).fontFamily }));
    assert.equal(style.lang, null);
    assert.equal(style.direction, 'ltr');
    assert.match(style.font, /^"Noto Sans UI"/, "the app's face, not Amiri");
    await contextA.close();
    await contextB.close();
  });
});
