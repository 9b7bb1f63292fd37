// Say it, don't change it silently (issue 30): the dua form checks each field as the user
// types and shows every error next to its field (no toast over the dialog), and a paste
// over a field's limit says what was cut.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { e2eSuite } from './helpers/suite.ts';
import { newVisitor } from './community-support.ts';
import { saveScreenshot } from './helpers/screenshots.ts';

describe('say it, do not change it silently', { timeout: 180_000 }, () => {
  const e2e = e2eSuite();

  test('the dua form shows every error beside its field as it is typed; a paste over 500 says what was cut', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/duas', { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.getByRole('button', { name: 'Share a Dua' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Share a Dua' });
    const errorOf = (label: string) =>
      modal.getByLabel(label, { exact: true }).evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join('|'));

    // As typed, before any Share Dua: each field says its own problem.
    await modal.getByLabel('Tags (comma-separated)').fill(Array.from({ length: 11 }, (_, i) => `tag${i}`).join(','));
    await modal.getByText('Please use at most 10 tags').waitFor();
    await modal.getByLabel('Translation').fill('x'.repeat(501));
    await modal.getByText('Please keep each field under 500 characters').waitFor();
    assert.match(await errorOf('Tags (comma-separated)'), /Please use at most 10 tags/);
    assert.match(await errorOf('Translation'), /Please keep each field under 500 characters/);
    // The untouched dua text has not been asked for yet; Share Dua adds its error beside it, with the others.
    assert.equal(await modal.getByText('Please enter the dua text').count(), 0);
    await modal.getByRole('button', { name: 'Share Dua' }).click();
    await modal.getByText('Please enter the dua text').waitFor();
    assert.equal(await modal.locator('.mantine-InputWrapper-error').count(), 3, 'every error at once');
    assert.equal(await page.locator('.mantine-Notification-root').count(), 0, 'no toast covers the dialog');
    await saveScreenshot(page, 'dua-form-errors');

    // A 600-character paste into the dua text keeps 500 and says that 100 were left out.
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'ب'.repeat(600));
    await modal.getByLabel('Dua Text (Arabic)').focus();
    await page.keyboard.press('Control+V');
    await modal.getByText('500/500').waitFor();
    await modal.getByTestId('paste-cut').getByText('The paste was too long: its last 100 characters were left out (limit 500).').waitFor();
    await saveScreenshot(page, 'dua-paste-cut');

    // Fixing the fields takes their errors away, and the dua is shared.
    await modal.getByLabel('Tags (comma-separated)').fill('ease, courage');
    await modal.getByLabel('Translation').fill('My Lord, expand for me my chest.');
    assert.equal(await modal.locator('.mantine-InputWrapper-error').count(), 0);
    await modal.getByRole('button', { name: 'Share Dua' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Dua Shared' }).waitFor();
    assert.equal(await e2e.server.prisma.dua.count(), 1);
    await context.close();
  });
});
