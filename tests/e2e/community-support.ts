// What the community e2e files share: opening a screen on a fresh visitor's
// private link, waiting for (and dismissing) toasts, axe checks, seeding.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../../tools/testkit/browser.ts';
export { seriousViolations } from './helpers/axe.ts';

/** A new visitor (own context, own anonymous user) on a screen of the app. */
export async function newVisitor(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
  /** Runs on the new context before its first page opens (routes, for instance). */
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', ...options });
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(new RegExp(`/u/[A-Za-z0-9-]+${path}$`));
  // Signed in: the screen's account exists before a test acts on it.
  await page.locator('main[data-identity="online"]').waitFor();
  return { context, page };
}

/**
 * Waits for a toast with this title (and message), then closes it: one toast
 * shows at a time (spec section 9), so the next one would otherwise wait 5 s.
 */
export async function expectToast(page: Page, title: string, message?: string): Promise<void> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: title });
  await toast.first().waitFor({ timeout: 10_000 });
  if (message) await toast.filter({ hasText: message }).first().waitFor({ timeout: 2_000 });
  await toast.first().locator('.mantine-Notification-closeButton').click();
  await toast.first().waitFor({ state: 'detached' });
}


/** Runs a GraphQL operation as the page's user (its session cookie). */
export async function graphqlAs(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
}

/** Lifts the input's maxlength so a too-long text can be typed, as by a paste that bypasses it. */
export async function liftMaxLength(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((el) => el.removeAttribute('maxlength'));
}
