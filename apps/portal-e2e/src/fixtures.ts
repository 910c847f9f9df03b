/**
 * The shared `test` of every e2e spec:
 *  - `program`: the programme under test (the Playwright project), loaded from programs/<CODE> (or
 *    the project's `programDir`) in the test process: feature flags, contacts, theme tokens and the
 *    merged copy.
 *  - the mock answers without delay: sessionStorage `portal-mock.delayMs` = 0 before any page script.
 *  - `visit(path)`: navigates, waits for the page to settle and runs axe on it.
 *  - `checkA11y()`: runs axe on the current page (after an in-page navigation).
 * So each document a test loads with `visit` is checked, each state a test asks for with
 * `checkA11y`, and each screen of each programme as a11y-tree.spec.ts walks through them. The
 * screens' states, each shown in every programme and language, are the stories, which the visual
 * gate checks with both engines (apps/portal-e2e/visual/visual.spec.ts): a state a test merely
 * ends on is not checked again here.
 * Axe fails the test on any serious or critical WCAG 2.0/2.1/2.2 A/AA violation. Every check runs on
 * a page at rest (libs/testing/src/atRest.ts): no call in flight, nothing aria-busy, no finite
 * animation or transition running, and the DOM unchanged for two frames; reduced motion is emulated
 * (playwright.config.ts). A colour caught between two states can't fail a run at random.
 *
 * Each check also measures reflow (WCAG 1.4.10): at 320 px wide the page must not scroll sideways.
 * A page state that already passed every check in the same run (same build, viewport, DOM up to
 * the names of its ids, field values, focus and hover) is not checked again (`checkPageState`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test as base, type Page, type TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';
import { baseTranslations, type LoadedProgram } from '@portal/program-config/load';
import { baseCopy } from '@portal/program-config/copy/en';
import { appRunning } from './support/browser.ts';
import { framesRendered } from '@portal/testing/animations';
import { AXE_TAGS, axeViolations, isBlocking } from '@portal/testing/axeInPage';
import { indistinctNames, parseAriaSnapshot, type SameAction } from '@portal/testing/distinctNames';
import { equalAccessFailures, formatEqualAccessFailures } from '@portal/testing/equalAccess';
import { loadProgramUnderTest as loadProgramUnderTestAt, testedProgrammeFor, type ProgramUnderTest } from '@portal/testing/programUnderTest';
import { pageAtRest, SETTLE_LIMIT_MS, trackRequests } from '@portal/testing/atRest';

export { expect } from '@playwright/test';

const root = resolve(import.meta.dirname, '../../..');

/** The loading overlay's label in every language the portal speaks. */
const LOADING_LABELS = new RegExp(`^(${[baseCopy.common.loading, ...Object.values(baseTranslations).map((translation) => translation.copy.common.loading)].join('|')})$`);

/** Same key as libs/api-mocks/src/browser.ts (MOCK_DELAY_STORAGE_KEY). */
const MOCK_DELAY_STORAGE_KEY = 'portal-mock.delayMs';

/** WCAG 1.4.10 Reflow: content fits 320 CSS px without scrolling in two directions. */
const REFLOW_WIDTH = 320;

export type FeatureName = keyof LoadedProgram['file']['features'];


export interface PortalOptions {
  /** Programme code of the Playwright project, e.g. BISP. */
  programCode: string;
  /** The programme's folder when it is not programs/<programCode> (the generator smoke test's). */
  programDir: string | undefined;
}

interface PortalFixtures {
  visit: (path: string) => Promise<void>;
  checkA11y: (label?: string) => Promise<void>;
  settle: () => Promise<void>;
  onlyInItsProgramme: void;
}

interface WorkerFixtures {
  program: ProgramUnderTest;
}

export type { ProgramUnderTest };

/** The programme of a Playwright project (see libs/testing/src/programUnderTest.ts). */
export function loadProgramUnderTest(code: string, dir?: string): ProgramUnderTest {
  return loadProgramUnderTestAt(root, code, dir);
}

/** Waits until the portal has rendered a page: main landmark, no loading overlay, fonts ready. */
async function settlePage(page: Page): Promise<void> {
  await page.waitForLoadState('load', { timeout: SETTLE_LIMIT_MS });
  await expect(page.locator('main#main-content')).toBeVisible();
  await expect(page.locator('main#main-content')).not.toBeEmpty();
  // The loading overlay, in any language the portal speaks.
  await expect(page.getByRole('status').filter({ hasText: LOADING_LABELS })).toHaveCount(0);
  // A prerendered page whose code has not run yet says so (the sign-in's "Getting ready…").
  await expect(page.locator('[data-starting]')).toHaveCount(0);
  const fontsLoaded = await page.evaluate(
    (limit) => Promise.race([document.fonts.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), limit))]),
    SETTLE_LIMIT_MS,
  );
  if (!fontsLoaded) throw new Error(`${new URL(page.url()).pathname}: its fonts did not finish loading within ${SETTLE_LIMIT_MS} ms`);
}

function formatViolations(url: string, violations: Result[]): string {
  const lines = [`${violations.length} serious/critical accessibility violation(s) on ${url}:`];
  for (const violation of violations) {
    lines.push('', `  [${violation.impact}] ${violation.id}: ${violation.help}`, `    ${violation.helpUrl}`);
    for (const node of violation.nodes) {
      lines.push(`    - ${node.target.join(' ')}`);
      const summary = node.failureSummary?.split('\n').map((line) => `        ${line.trim()}`).join('\n');
      if (summary) lines.push(summary);
    }
  }
  return lines.join('\n');
}

/**
 * Controls that share a name because they do the same thing (the distinct-names check lets them
 * be). Each with why; names come from the programme's copy.
 */
function sameActions(copy: LoadedProgram['copy']): SameAction[] {
  return [
    {
      role: 'button',
      name: copy.session.staySignedIn,
      reason: "the idle warning's close button and its main button both keep the patient signed in (closing the warning is staying)",
    },
  ];
}

/**
 * Every accessibility check of one page state, in one pass, once the page has settled: axe
 * (serious/critical fail), IBM Equal Access (WCAG_2_2 violations fail, minus its listed false
 * positives) and names a user can tell apart (libs/testing/src/distinctNames.ts). Throws with
 * everything found.
 */
export async function runAxe(page: Page, testInfo: TestInfo, label: string, copy: LoadedProgram['copy']): Promise<void> {
  await pageAtRest(page);
  await runEngines(page, testInfo, label, copy);
}

/**
 * How long one engine may take on one page state: a few seconds on the portal's largest page on a
 * loaded machine. One that does not answer fails by name, not by the test's timeout, which names
 * no step.
 */
const ENGINE_LIMIT_MS = 15_000;

function within<T>(limitMs: number, what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${limitMs} ms`)), limitMs);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The engines of `runAxe` on the page as it is: the caller has waited for it to settle. */
async function runEngines(page: Page, testInfo: TestInfo, label: string, copy: LoadedProgram['copy']): Promise<void> {
  const problems: string[] = [];
  const failures = await within(ENGINE_LIMIT_MS, `${label}: IBM Equal Access`, equalAccessFailures(page));
  if (failures.length) problems.push(formatEqualAccessFailures(page.url(), failures));
  const snapshot = await page.locator('body').ariaSnapshot({ timeout: ENGINE_LIMIT_MS });
  const indistinct = indistinctNames(parseAriaSnapshot(snapshot), sameActions(copy));
  if (indistinct.length) problems.push(`Names that can't be told apart on ${page.url()}:\n  ${indistinct.join('\n  ')}`);
  // In the page's own document (the portal renders no iframes), axe's source evaluated once per
  // document (libs/testing/src/axeInPage.ts).
  const violations = await within(ENGINE_LIMIT_MS, `${label}: axe`, axeViolations(page, AXE_TAGS));
  const blocking = violations.filter(isBlocking);
  const others = violations.filter((violation) => !isBlocking(violation));
  await testInfo.attach(`axe ${label}`, {
    body: JSON.stringify({ url: page.url(), violations }, null, 2),
    contentType: 'application/json',
  });
  if (others.length) {
    testInfo.annotations.push({
      type: 'axe (minor/moderate)',
      description: `${page.url()}: ${others.map((violation) => `${violation.id} [${violation.impact}]`).join(', ')}`,
    });
  }
  if (blocking.length) problems.unshift(formatViolations(page.url(), blocking));
  if (problems.length) throw new Error(`${label}: ${problems.join('\n\n')}`);
}

/**
 * `setViewportSize` resolves before the page has rendered a frame at the new size: read at once,
 * the onboarding's Next button sat 32 px above where it lands a frame later (the scrollbar not yet
 * settled), and a forced click there missed it. Waiting for the frame gives the test the page
 * exactly as a patient at that size would see it.
 */
async function resizeViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await framesRendered(page);
}

/**
 * WCAG 1.4.10: the page at 320 px wide has no horizontal scroll. The viewport narrows for the
 * measurement and is put back, so the test goes on at the width it chose.
 */
async function checkReflow(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport && viewport.width !== REFLOW_WIDTH) await resizeViewport(page, { width: REFLOW_WIDTH, height: viewport.height });
  const size = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  if (viewport && viewport.width !== REFLOW_WIDTH) await resizeViewport(page, viewport);
  if (size.scrollWidth > size.clientWidth) {
    throw new Error(
      `${label} (${new URL(page.url()).pathname}) scrolls sideways at ${REFLOW_WIDTH} px: the document is ${size.scrollWidth} px wide ` +
        `for ${size.clientWidth} px of viewport (WCAG 1.4.10 Reflow)`,
    );
  }
}

/**
 * What the accessibility checks of a page state depend on: the origin (the programme's build), the
 * viewport, the media the page sees, the whole DOM, what the fields hold, and which element has
 * focus and which the pointer is over (their styles can change a contrast). Element ids are
 * renamed in document order, and every reference to them with them: the checks read how elements
 * point at each other, not the names React's useId happened to give them, so the same screen
 * reached by two tests is one state.
 */
async function pageStateKey(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const path = (element: Element | null): string => {
      const steps: string[] = [];
      for (let node = element; node && node.parentElement; node = node.parentElement) steps.unshift(String([...node.parentElement.children].indexOf(node)));
      return steps.join('/');
    };
    const hovered = [...document.querySelectorAll(':hover')].pop() ?? null;
    const media = ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', '(forced-colors: active)', '(prefers-contrast: more)'].map((query) => matchMedia(query).matches);
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')].map((field) =>
      field instanceof HTMLInputElement ? [field.value, field.checked] : [field.value],
    );
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    const ids = new Map<string, string>();
    for (const element of copy.querySelectorAll('[id]')) if (!ids.has(element.id)) ids.set(element.id, `id-${ids.size}`);
    const references = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-errormessage', 'aria-owns', 'aria-activedescendant', 'aria-details', 'aria-flowto', 'list', 'form', 'headers', 'popovertarget'];
    for (const element of copy.querySelectorAll('*')) {
      if (element.id) element.id = ids.get(element.id)!;
      for (const name of references) {
        const value = element.getAttribute(name);
        if (value) element.setAttribute(name, value.split(/\s+/).map((id) => ids.get(id) ?? id).join(' '));
      }
      const href = element.getAttribute('href');
      if (href?.startsWith('#') && ids.has(href.slice(1))) element.setAttribute('href', `#${ids.get(href.slice(1))}`);
    }
    return JSON.stringify([location.origin, innerWidth, innerHeight, devicePixelRatio, media, copy.outerHTML, fields, path(document.activeElement), path(hovered)]);
  });
  return createHash('sha256').update(state).digest('hex');
}

/**
 * Page states checked and found clean. The checks are deterministic: the same state of the same
 * build gives the same findings, so a state seen again (the sign-in page at rest is checked by
 * dozens of tests) is not checked again; the test notes that it was skipped. Kept in this worker,
 * and, in a run of playwright.config.ts, in a folder every worker of the run shares
 * (`PORTAL_E2E_CLEAN_STATES`, emptied when the run starts).
 */
const cleanStates = {
  worker: new Set<string>(),
  shared: process.env.PORTAL_E2E_CLEAN_STATES,
  has(key: string): boolean {
    return this.worker.has(key) || (this.shared !== undefined && existsSync(join(this.shared, key)));
  },
  add(key: string): void {
    this.worker.add(key);
    if (this.shared !== undefined) writeFileSync(join(this.shared, key), '');
  },
};

/**
 * Both engines, distinct names and reflow on the page once it has settled (`runAxe`,
 * `checkReflow`), or nothing if that exact state already passed them in this run.
 */
export async function checkPageState(page: Page, testInfo: TestInfo, label: string, copy: LoadedProgram['copy']): Promise<void> {
  await pageAtRest(page);
  const key = await pageStateKey(page);
  if (cleanStates.has(key)) {
    testInfo.annotations.push({ type: 'a11y', description: `${label}: the same page state already passed every check in this run` });
    return;
  }
  await runEngines(page, testInfo, label, copy);
  await checkReflow(page, label);
  cleanStates.add(key);
}

export const test = base.extend<PortalFixtures, WorkerFixtures & PortalOptions>({
  programCode: ['BISP', { option: true, scope: 'worker' }],
  programDir: [undefined, { option: true, scope: 'worker' }],

  program: [
    async ({ programCode, programDir }, use) => {
      await use(loadProgramUnderTest(programCode, programDir));
    },
    { scope: 'worker' },
  ],

  context: async ({ context }, use) => {
    // Every page's calls, from its first request, so a check can wait until none is in flight.
    trackRequests(context);
    await context.addInitScript(
      (key) => {
        try {
          window.sessionStorage.setItem(key, '0');
        } catch {
          // about:blank and opaque origins have no storage; the portal's pages do.
        }
      },
      MOCK_DELAY_STORAGE_KEY,
    );
    await use(context);
  },

  settle: async ({ page }, use) => {
    await use(() => settlePage(page));
  },

  // A test marked `oncePer(…)` runs in the programme `testedProgrammeFor` names and is skipped in the
  // others, before any hook or page of it starts.
  onlyInItsProgramme: [
    async ({ program }, use, testInfo) => {
      const marked = testInfo.annotations.find((annotation) => annotation.type === ONCE_PER);
      if (marked) {
        const flags = (marked.description ? marked.description.split(', ') : []) as FeatureName[];
        const tested = testedProgrammeFor(program, flags, programsInFolder());
        testInfo.skip(tested !== program.code, `${onceWhat(flags)}, in ${tested}`);
      }
      await use();
    },
    { auto: true },
  ],

  checkA11y: async ({ page, program }, use, testInfo) => {
    await use(async (label) => {
      await settlePage(page);
      await checkPageState(page, testInfo, label ?? new URL(page.url()).pathname, program.copy);
    });
  },

  visit: async ({ page, checkA11y }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      expect(response?.ok(), `GET ${path} answered ${response?.status()}`).toBeTruthy();
      await appRunning(page);
      await checkA11y();
    });
  },
});

/**
 * A rule that does not depend on the programme (not on its copy, theme, features or phone format)
 * is tested once, in the programme named, so the suite's time goes to what does differ between
 * programmes: each programme still signs in, and its screens are checked in the visual check, the
 * accessibility-tree snapshots of its signed-out pages and the specs of what its build makes its
 * own. Call it at the top of a spec file or a `describe` block.
 */
export function testedOnceIn(code: string): void {
  test.skip(({ programCode }) => programCode !== code, `a rule that does not depend on the programme: tested once, in ${code}`);
}

/** Every programme in programs/ (sorted by code), loaded once per worker for `testedOncePer`. */
let everyProgram: ProgramUnderTest[] | null = null;
function programsInFolder(): ProgramUnderTest[] {
  everyProgram ??= readdirSync(resolve(root, 'programs'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((code) => loadProgramUnderTest(code));
  return everyProgram;
}

/**
 * A rule that depends on the programme only through the named feature flags (or, with none, not at
 * all) is tested once per combination of their values, in the first programme that has it: two
 * programmes that differ in a flag both run the rules of that flag, and a new programme whose flags
 * another already has adds none of them, only what differs in it. Copy, theme and
 * screens of every programme are still checked per programme by the visual check (every screen
 * story in both languages, both engines), the accessibility-tree snapshots of the signed-out pages
 * and the specs of what each build makes its own (prerendered pages, CSP, theme, fonts,
 * languages). Call it at the top of a spec file or a `describe` block.
 */
export function testedOncePer(...flags: FeatureName[]): void {
  test.skip(({ program }) => testedProgrammeFor(program, flags, programsInFolder()) !== program.code, onceWhat(flags));
}

const ONCE_PER = 'tested once per';

/** The same for one test: `test('…', oncePer('payment'), async (…) => …)`. */
export function oncePer(...flags: FeatureName[]): { annotation: { type: string; description: string } } {
  return { annotation: { type: ONCE_PER, description: flags.join(', ') } };
}

function onceWhat(flags: readonly FeatureName[]): string {
  return flags.length
    ? `a rule that depends on the programme only through ${flags.join(', ')}: tested once per value`
    : 'a rule that does not depend on the programme: tested once';
}
