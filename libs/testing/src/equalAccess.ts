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
interface FalsePositive {
  ruleId: string;
  matches: (failure: EqualAccessFailure, page: PageState) => boolean;
  reason: string;
  checkedByHand: string;
}

/** What a false positive may depend on, read from the page with the results. */
interface PageState {
  /** A modal dialog (Radix Dialog: the menu, every Modal) is open. */
  modalOpen: boolean;
}

const EQUAL_ACCESS_FALSE_POSITIVES: FalsePositive[] = [
  {
    ruleId: 'aria_hidden_nontabbable',
    matches: (_failure, page) => page.modalOpen,
    reason:
      'While a Radix modal dialog is open, Radix hides everything outside it from assistive technology (aria-hidden) and adds two ' +
      'focus-guard spans; the page behind keeps its links and buttons, which the rule counts as focusable. They cannot be reached: ' +
      'focus is trapped in the dialog and pointer events outside it are blocked until it closes.',
    checkedByHand:
      'shell.spec.ts "works from the keyboard … Tab stays inside" tabs through the open menu and past its end and asserts focus never ' +
      'leaves the dialog. Every other modal (idle warning, leave-site, pricing, Terms of Use) is the same Radix Dialog with the same focus ' +
      'scope (libs/design-system Modal), whose component test checks that Tab stays inside.',
  },
  {
    ruleId: 'label_content_exists',
    matches: (_failure, page) => page.modalOpen,
    reason:
      'With the Terms of Use modal open over Verify Profile, the engine reads the two checkbox labels behind it (resident, terms) as ' +
      'empty: their text sits under the aria-hidden that Radix puts on everything outside the dialog. The labels are not empty.',
    checkedByHand:
      'The same labels pass this rule on every Verify Profile check without a modal (sign-in-verify-profile.spec.ts), and the form is ' +
      'out of reach while the modal is open (see aria_hidden_nontabbable above).',
  },
];

/** Runs Equal Access on the page; returns its VIOLATION/FAIL results minus the listed false positives. */
export async function equalAccessFailures(page: Page): Promise<EqualAccessFailure[]> {
  const loaded = await page.evaluate(() => typeof (window as { ace?: unknown }).ace !== 'undefined');
  if (!loaded) await page.evaluate(engineSource());
  const state: PageState = await page.evaluate(() => ({
    // Radix marks its modal content role="dialog" (no aria-modal) and hides the rest with aria-hidden.
    modalOpen: document.querySelector('[role="dialog"], [role="alertdialog"]') !== null && document.querySelector('body > [aria-hidden="true"]') !== null,
  }));
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
  return failures.filter((failure) => !EQUAL_ACCESS_FALSE_POSITIVES.some((known) => known.ruleId === failure.ruleId && known.matches(failure, state)));
}

export function formatEqualAccessFailures(url: string, failures: EqualAccessFailure[]): string {
  return [
    `${failures.length} Equal Access (WCAG_2_2) violation(s) on ${url}:`,
    ...failures.map((failure) => `  [${failure.ruleId}] ${failure.message}\n    ${failure.path}\n    ${failure.snippet}`),
  ].join('\n');
}
