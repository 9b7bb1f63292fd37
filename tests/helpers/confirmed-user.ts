// Users with standing, for tests that need them (issue 40): a browser that reaches the
// server as a given client address (behind a trusted proxy, TRUST_PROXY=1, as X-Forwarded-For),
// and a space whose e-mail address is confirmed through the mailed link, as a user would.
import assert from 'node:assert/strict';
import { TestBrowser } from './client.ts';
import { tokenIn, type Mailbox } from './mailbox.ts';

/** A browser whose every request comes, as far as a server trusting its proxy can tell, from `address`. */
export class BrowserAt extends TestBrowser {
  readonly address: string;
  constructor(baseUrl: string, address: string) {
    super(baseUrl);
    this.address = address;
  }

  override fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.address);
    return super.fetch(path, { ...init, headers });
  }
}

/**
 * Connects `email` to the browser's space and uses the mailed confirmation link as its page
 * (/email/confirm#token=…) does: the token in a same-origin JSON POST, from a fresh browser.
 */
export async function confirmEmail(browser: TestBrowser, mailbox: Mailbox, email: string): Promise<void> {
  await browser.ok('mutation($e: String!) { connectEmail(email: $e) { id } }', { e: email });
  const token = tokenIn(await mailbox.next(email));
  const opened = await new TestBrowser(browser.baseUrl).fetch('/api/auth/email/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  assert.ok(opened.status < 400, `the confirmation link works (${opened.status})`);
  assert.equal((await browser.ok('{ me { emailVerified } }')).me.emailVerified, true);
}

/** A new space, signed up from `address`, with `email` confirmed. */
export async function confirmedUser(baseUrl: string, mailbox: Mailbox, address: string, email: string) {
  const browser = new BrowserAt(baseUrl, address);
  const me = await browser.signUp();
  await confirmEmail(browser, mailbox, email);
  return { browser, id: me.id };
}
