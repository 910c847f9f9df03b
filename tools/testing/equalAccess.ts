/**
 * The second accessibility engine: IBM Equal Access (`accessibility-checker-engine`, policy
 * WCAG_2_2). It finds what axe does not (e.g. an aria-controls pointing at nothing, an autofill
 * token the input type does not allow). Its source is evaluated in the page, as the axe checks
 * do with axe, so a strict Content-Security-Policy cannot block it.
 *
 * Failures are results whose value is ['VIOLATION', 'FAIL']. Anything excluded is listed in
 * EQUAL_ACCESS_FALSE_POSITIVES below, each with why and how it was checked by hand: nothing else is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let source: string | null = null;
const engineSource = () => (source ??= readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8'));

export interface EqualAccessFailure {
  ruleId: string;
  reasonId: string;
  message: string;
  /** XPath of the element. */
  path: string;
  snippet: string;
}

/**
 * A result the team judged wrong, with its reason and the manual check that backs it. `matches`
 * says which results it covers (rule and, where it matters, the element).
 */
export interface FalsePositive {
  ruleId: string;
  matches: (failure: EqualAccessFailure) => boolean;
  reason: string;
  checkedByHand: string;
}

export const EQUAL_ACCESS_FALSE_POSITIVES: FalsePositive[] = [];

/** Runs Equal Access on the page; returns its VIOLATION/FAIL results minus the listed false positives. */
export async function equalAccessFailures(page: Page): Promise<EqualAccessFailure[]> {
  const loaded = await page.evaluate(() => typeof (window as { ace?: unknown }).ace !== 'undefined');
  if (!loaded) await page.evaluate(engineSource());
  const failures = await page.evaluate(async () => {
    const ace = (window as unknown as { ace: { Checker: new () => { check: (node: Document, policies: string[]) => Promise<{ results: Array<Record<string, unknown>> }> } } }).ace;
    const report = await new ace.Checker().check(document, ['WCAG_2_2']);
    return report.results
      .filter((result) => {
        const value = result.value as [string, string];
        return value[0] === 'VIOLATION' && value[1] === 'FAIL';
      })
      .map((result) => ({
        ruleId: String(result.ruleId),
        reasonId: String(result.reasonId),
        message: String(result.message),
        path: String((result.path as { dom?: string } | undefined)?.dom ?? ''),
        snippet: String(result.snippet ?? ''),
      }));
  });
  return failures.filter((failure) => !EQUAL_ACCESS_FALSE_POSITIVES.some((known) => known.ruleId === failure.ruleId && known.matches(failure)));
}

export function formatEqualAccessFailures(url: string, failures: EqualAccessFailure[]): string {
  return [
    `${failures.length} Equal Access (WCAG_2_2) violation(s) on ${url}:`,
    ...failures.map((failure) => `  [${failure.ruleId}] ${failure.message}\n    ${failure.path}\n    ${failure.snippet}`),
  ].join('\n');
}
