// Every axe pass of the browser tests, in one place. It first waits until the page's
// transitions have finished: a dialog or drawer still fading in has its text at part
// opacity, and axe's colour-contrast then fails it for a reason no user sees (a CI run
// failed so once the screenshots' own settle, which used to come first, went off by default).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsSettled } from './settled.ts';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeScope {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Only these rules (see axe-rules.ts); every rule when left out. */
  rules?: string[];
}

/** axe's violations once the page holds still. */
export async function axeViolations(page: Page, { include, rules }: AxeScope = {}): Promise<Violation[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (rules) builder.withRules(rules);
  return (await builder.analyze()).violations;
}

/** One line per violation: rule, help and the nodes it names. */
export const describeViolations = (violations: Violation[]): string[] =>
  violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

/** The serious and critical violations, one line each. */
export async function seriousViolations(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  const violations = await axeViolations(page, { include, rules });
  return describeViolations(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}
