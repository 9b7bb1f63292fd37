// Right to left (issue 30): user text in another script than the app's runs its own way
// ('Live test — دعاء' stays as written in the Arabic app), and the bottom bar's labels are
// not selected by a double click.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { e2eSuite } from './helpers/suite.ts';
import { newVisitor } from './community-support.ts';

describe('user text and navigation', { timeout: 180_000 }, () => {
  const e2e = e2eSuite();

  test('a post in Latin script keeps its own direction in the Arabic app', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/ummah', { locale: 'ar' });
    await page.locator('main button').filter({ hasText: /./ }).first().waitFor();
    await graphqlPost(page, 'Live test — دعاء >');
    await page.reload();
    const text = page.getByTestId('post-text').first();
    await text.waitFor();
    assert.equal(await text.getAttribute('dir'), 'auto');
    // The browser resolves 'auto' from the first strong letter: Latin, so left to right.
    assert.equal(await text.evaluate((el) => getComputedStyle(el).direction), 'ltr');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await context.close();
  });

  test('a double click on a tab selects no text', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/ummah');
    await page.getByRole('link', { name: 'Duas' }).dblclick();
    assert.equal(await page.evaluate(() => String(window.getSelection())), '');
    await context.close();
  });
});

async function graphqlPost(page: import('playwright-core').Page, text: string) {
  const result = await page.evaluate(async (text) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ query: 'mutation($t: String!) { createPost(text: $t) { id } }', variables: { t: text } }),
    });
    return response.json();
  }, text);
  assert.ok(result.data?.createPost?.id, JSON.stringify(result));
}
