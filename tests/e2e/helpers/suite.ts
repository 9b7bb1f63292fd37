// One server (with the built client) and one Chromium per test file, started
// before its tests and stopped after them. Call it inside `describe`.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import type { ServerConfig } from '../../../server/config.ts';
import { startE2EServer, type E2EServer } from './appServer.ts';
import { launchBrowser, type BrowserChoice } from '../../../tools/testkit/browser.ts';

export function e2eSuite(overrides: () => Partial<ServerConfig> = () => ({}), choice: BrowserChoice = {}): { server: E2EServer; browser: Browser } {
  const suite = {} as { server: E2EServer; browser: Browser };
  before(async () => {
    [suite.server, suite.browser] = await Promise.all([startE2EServer(overrides()), launchBrowser(choice)]);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
