// Which axe rules a viewport × colour-scheme loop runs (issue 41 item 1): every
// rule once per screen, at the first pair (phone, light); at the other pairs
// only colour contrast, the one rule whose answer the theme changes. Every
// screen and every pair stays covered; the full passes no longer repeat four times.
import type { ViewportSize } from 'playwright-core';
import { PHONE } from '../../../tools/testkit/browser.ts';

/** undefined: every rule (AxeBuilder's default); otherwise the rules to run. */
export function axeRulesFor(viewport: ViewportSize, colorScheme: 'light' | 'dark'): string[] | undefined {
  return viewport.width === PHONE.width && viewport.height === PHONE.height && colorScheme === 'light' ? undefined : ['color-contrast'];
}
