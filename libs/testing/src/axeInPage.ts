/**
 * axe in a Playwright page, for the end-to-end and visual checks. axe-core's own API, driven the
 * way `@axe-core/playwright`'s legacy mode drives it, with two differences that make a check about
 * ten times cheaper on a 2-core machine:
 *  - axe's source (about 550 KB) is evaluated once per document, not once per check. A client-side
 *    navigation, a modal or a Storybook story switch keeps the document, so every later check of
 *    it only runs the rules. `AxeBuilder.analyze()` evaluates the source again each time: about
 *    0.6 s of the 0.65 to 0.9 s a check took there, measured on /login.
 *  - only violations come back in full (`resultTypes: ['violations']`): the passes, which nobody
 *    reads, are the bulk of the report otherwise (67 KB of JSON on /login).
 * The rules, the tags and the verdict are axe's own; nothing is filtered here.
 */
import axe, { type AxeResults, type Result } from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations axe finds on the page's document: every rule, or the rules with any of `tags`. */
export async function axeViolations(page: Page, tags?: readonly string[]): Promise<Result[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (values) => {
    const inPage = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const runOnly = values ? { runOnly: { type: 'tag', values } } : {};
    const results = await inPage.run(document, { ...runOnly, resultTypes: ['violations'] });
    return results.violations;
  }, tags ? [...tags] : null);
}

/** serious or critical: the findings that fail a check. */
export function isBlocking(violation: Result): boolean {
  return violation.impact === 'serious' || violation.impact === 'critical';
}
