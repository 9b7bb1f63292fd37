// Reflections and Qibla in a real browser, infinite scroll, and every
// community screen at phone and desktop size in light and dark: screenshots
// for people to look at and no serious or critical axe-core violation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { qiblaBearing } from '@prayer-companion/engine';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { expectToast, graphqlAs, newVisitor, seriousViolations } from './community-support.ts';
import { axeRulesFor } from './helpers/axe-rules.ts';

const LONDON_QIBLA = Math.round(qiblaBearing(51.5074, -0.1278)); // 119
const ORIENTATION = (alpha: number) => `window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: ${alpha}, beta: 2, gamma: 1, absolute: true }))`;

async function seed(page: Page): Promise<void> {
  const post = 'mutation($t: String!) { createPost(text: $t, allowComments: true) { id } }';
  for (let i = 1; i <= 24; i++) await graphqlAs(page, post, { t: `Seeded request ${i}: please pray for my family's health and ease.` });
  await graphqlAs(page, 'mutation($i: DuaInput!) { createDua(input: $i) { id } }', {
    i: {
      text: 'رَبَّنَا آتِنَا فِي الدُّنْيَا حَسَنَةً وَفِي الْآخِرَةِ حَسَنَةً وَقِنَا عَذَابَ النَّارِ',
      transliteration: "Rabbana atina fid-dunya hasanatan wa fil-akhirati hasanatan wa qina 'adhaban-nar",
      translation: 'Our Lord, give us good in this world and good in the Hereafter, and protect us from the punishment of the Fire.',
      source: 'Quran 2:201',
      tags: ['quran', 'everyday'],
    },
  });
}

describe('Reflections, Qibla and the community screens', { timeout: 300_000 }, () => {
  const e2e = e2eSuite();

  test('the reflection wizard end to end, and its guidance again after reload', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/daily');
    await page.getByText('0 in a Row').waitFor();
    await page.getByText('Question 1 of 3').waitFor();
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    assert.ok(await previous.isDisabled());
    assert.ok(await next.isDisabled(), 'Next waits for an answer');
    await page.getByTestId('option-Anxious').click();
    await next.click();
    await page.getByText('Question 2 of 3').waitFor();
    await previous.click();
    assert.equal(await page.getByRole('radio', { name: /Anxious/ }).isChecked(), true, 'answers are kept');
    await next.click();
    await page.getByTestId('option-Work').click();
    await next.click();
    await page.getByTestId('option-Future').click();
    await page.getByRole('button', { name: 'Generate Reflection' }).click();
    await expectToast(page, 'Reflection Saved', 'Your daily reflection has been recorded');
    const guidance = page.getByTestId('guidance-card');
    await guidance.getByText('Sahih al-Bukhari 6369').waitFor();
    await guidance.getByText('Quran, Ash-Sharh 94:5–6').waitFor();
    await guidance.getByText("Today's Action").waitFor();
    await page.getByText('1 in a Row').waitFor();

    // An earlier day joins Previous Reflections (seeded in the database: the API takes only today's).
    const { data } = (await graphqlAs(page, '{ me { id } }')) as { data: { me: { id: string } } };
    await e2e.server.prisma.reflection.create({
      data: { userId: data.me.id, date: '2024-03-10', mood: 'Grateful', goal: 'Family', concern: 'Faith' },
    });
    await page.reload();
    await guidance.getByText('Sahih al-Bukhari 6369').waitFor();
    assert.equal(await page.getByText('Question 1 of 3').count(), 0, 'the questionnaire is hidden');
    await page.getByText('1 entry').waitFor();
    await page.getByTestId('previous-reflection').click();
    await page.getByText('Guidance for Sun, Mar 10, 2024').waitFor();
    await page.getByText('Sunan Abi Dawud 1522').waitFor();
    await context.close();
  });

  test('Qibla: static bearing without a compass, then permission, readings and Aligned', async () => {
    const none = await newVisitor(e2e.browser, e2e.server.url, '/compass');
    await none.page.evaluate('delete window.DeviceOrientationEvent');
    assert.equal(await none.page.getByTestId('qibla-bearing').textContent(), `${LONDON_QIBLA}°`);
    await none.page.getByRole('button', { name: 'Enable Compass' }).click();
    await none.page.getByText('Compass not available on this device.').waitFor();
    await none.context.close();

    const ios = await newVisitor(e2e.browser, e2e.server.url, '/compass');
    // An iOS-style browser: permission is asked first (strings: the page runs them as they are).
    await ios.page.evaluate("DeviceOrientationEvent.requestPermission = () => Promise.resolve('denied')");
    await ios.page.getByRole('button', { name: 'Enable Compass' }).click();
    await ios.page.getByText('Compass permission denied. Please allow access and try again.').waitFor();
    await ios.page.evaluate("DeviceOrientationEvent.requestPermission = () => Promise.resolve('granted')");
    await ios.page.getByRole('button', { name: 'Enable Compass' }).click();
    // Readings flow once the listeners are attached: send until one is shown.
    // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
    await ios.page.waitForFunction((alpha) => {
      window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha, beta: 2, gamma: 1, absolute: true }));
      return document.querySelector('[data-testid="compass-heading"]')?.textContent === '100°';
    }, 360 - 100);
    assert.equal(await ios.page.getByTestId('relative-angle').textContent(), `${LONDON_QIBLA - 100}° right`);
    // The rose turns with the phone: facing 100°, its E is 10° left of the top (polled: the rose
    // turns in 120 ms). Its letters stay upright to read: the rose's turn and each letter's own
    // cancel out, so the S's screen matrix has no rotation.
    await ios.page.waitForFunction(() => {
      const dial = document.querySelector('[data-testid="compass-dial"]')!.getBoundingClientRect();
      const east = document.querySelector('[data-testid="cardinal-E"]')!.getBoundingClientRect();
      const x = east.x + east.width / 2 - (dial.x + dial.width / 2);
      const y = east.y + east.height / 2 - (dial.y + dial.height / 2);
      return y < -dial.height / 4 && x < 0 && x > -dial.width / 10;
    });
    const upright = await ios.page.getByTestId('cardinal-S').evaluate((letter) => {
      const m = (letter as SVGGraphicsElement).getScreenCTM()!;
      return Math.abs(m.b) < 1e-3 && Math.abs(m.c) < 1e-3 && m.a > 0 && m.d > 0;
    });
    assert.ok(upright, 'the S is upright');
    assert.equal(await ios.page.getByTestId('aligned').count(), 0);
    await ios.page.evaluate(ORIENTATION(360 - LONDON_QIBLA - 1)); // facing 1° past the Qibla: within 3°
    await ios.page.getByText('Aligned with the Qibla').waitFor();
    await ios.page.getByRole('button', { name: 'Show debug info' }).click();
    await ios.page.getByText(/event: deviceorientation \(\d+ received\)/).waitFor();
    await saveScreenshot(ios.page, 'qibla-aligned');
    await ios.context.close();
  });

  test('feeds load more as you scroll', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/ummah');
    await seed(page);
    await page.reload();
    await page.getByTestId('post-card').first().waitFor();
    assert.equal(await page.getByTestId('post-card').count(), 20);
    await page.getByTestId('post-card').nth(19).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="post-card"]').length === 24);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${viewport.width}px ${colorScheme}: screenshots and accessibility`, async () => {
        const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/ummah', { viewport, colorScheme });
        const rules = axeRulesFor(viewport, colorScheme);
        await page.getByTestId('post-card').first().waitFor();
        await page.getByTestId('comments-button').first().click();
        await page.getByPlaceholder('Write a comment...').waitFor();
        await saveScreenshot(page, 'ummah');
        assert.deepEqual(await seriousViolations(page, undefined, rules), [], 'Ummah');
        await page.getByRole('button', { name: '+ Prayer Request' }).click();
        await saveScreenshot(page, 'ummah-compose');
        assert.deepEqual(await seriousViolations(page, undefined, rules), [], 'compose card');

        await page.getByRole('link', { name: 'Duas' }).click();
        await page.getByTestId('dua-card').first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        await saveScreenshot(page, 'duas');
        assert.deepEqual(await seriousViolations(page, undefined, rules), [], 'Duas');
        // At the end of the feed the floating 'Share a Dua' button is clear of the last card.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
        const lastCard = await page.getByTestId('dua-card').last().boundingBox();
        const shareButton = await page.getByRole('button', { name: 'Share a Dua' }).boundingBox();
        assert.ok(lastCard && shareButton && lastCard.y + lastCard.height <= shareButton.y, `the last dua ends above the button (${viewport.width}px)`);
        await page.getByRole('button', { name: 'Share a Dua' }).click();
        await page.getByRole('dialog', { name: 'Share a Dua' }).waitFor();
        await saveScreenshot(page, 'duas-share-modal');
        assert.deepEqual(await seriousViolations(page, '.mantine-Modal-content', rules), [], 'Share a Dua');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Share a Dua' }).waitFor({ state: 'hidden' });

        await page.getByRole('link', { name: 'Reflections' }).click();
        await page.getByText('Question 1 of 3').waitFor();
        await page.getByTestId('option-Low').click();
        await saveScreenshot(page, 'reflections-wizard');
        assert.deepEqual(await seriousViolations(page, undefined, rules), [], 'Reflections wizard');
        await graphqlAs(page, `mutation { saveReflection(date: "${new Date().toISOString().slice(0, 10)}", mood: Low, goal: Health, concern: Faith) { id } }`);
        await graphqlAs(page, 'mutation { saveReflection(date: "2024-03-10", mood: Calm, goal: Work, concern: Future) { id } }');
        await page.reload();
        await page.getByTestId('guidance-card').first().waitFor();
        await saveScreenshot(page, 'reflections-guidance');
        assert.deepEqual(await seriousViolations(page, undefined, rules), [], 'Daily Guidance');

        await page.getByRole('link', { name: 'Qibla' }).click();
        await page.getByTestId('compass-dial').waitFor();
        await saveScreenshot(page, 'qibla');
        assert.deepEqual(await seriousViolations(page, undefined, rules), [], 'Qibla');
        await context.close();
      });
    }
  }
});
