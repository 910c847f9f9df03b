import { expect, test as base, type Browser, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { animationsFinished } from '@portal/testing/animations';
import { axeViolations, isBlocking } from '@portal/testing/axeInPage';
import { equalAccessFailures, formatEqualAccessFailures } from '@portal/testing/equalAccess';
import { loadProgram, programConfigIn } from '@portal/program-config/load';
import { PSEUDO_CLOSE, PSEUDO_LANGUAGE, PSEUDO_OPEN } from '@portal/program-config/copy/pseudo';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { isScreenStory, listProgrammes, listStories, OTHER_LANGUAGES, storiesIn, workspaceRoot } from './targets.ts';

/**
 * Every story × every programme (the design system's components in the first programme only,
 * targets.ts `storiesIn`): render the story with the programme's theme (toolbar global
 * `program`, passed by URL), wait until the story is settled, compare a capture of the story
 * (`storyCapture`) with apps/portal-e2e/visual/baselines/<CODE>/<story-id>.png, and run both
 * accessibility engines, axe (serious/critical fail) and IBM Equal Access (`storyA11yFindings`),
 * and the 320 px reflow rule. The stories are the portal's screen states: each is checked by both
 * engines in every programme and language it is shown in.
 *
 * One Storybook preview per worker and programme: each story is rendered in it the way Storybook's
 * own UI and test runner switch stories (`setCurrentStory` on the preview's channel), which unmounts
 * the previous story first. Booting the preview for each story cost about 0.6 s of the 2 s a story
 * takes; the preview's `beforeEach` (.storybook/preview.tsx) clears the tab's storage and scroll so
 * no story sees the one before it.
 */
/** WCAG 1.4.10 Reflow: content fits 320 CSS px without scrolling in two directions (as the e2e fixture measures). */
const REFLOW_WIDTH = 320;
const programmes = listProgrammes();
const stories = listStories();

interface StoryFrame {
  /**
   * Renders the story in the programme's preview and waits until the page is settled
   * (`waitForSettledStory`); the page's errors from then on go to `problems` until `stopCollecting`.
   */
  show(program: string, storyId: string, problems: string[], language?: string): Promise<{ page: Page; stopCollecting: () => void }>;
}

const test = base.extend<object, { storyFrame: StoryFrame }>({
  storyFrame: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, serviceWorkers } = workerInfo.project.use;
      const userAgent = `${await browserUserAgent(browser)} ${STORYBOOK_TEST_RUNNER}`;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, serviceWorkers, userAgent });
      await context.addInitScript(recordRenderPhases);
      let page: Page | null = null;
      let pagePreview = '';
      let requests = new Set<Request>();
      await use({
        async show(program, storyId, problems, language = 'en') {
          let stopCollecting: () => void;
          if (!page || page.isClosed() || pagePreview !== `${program}:${language}`) {
            await page?.close();
            page = await context.newPage();
            pagePreview = `${program}:${language}`;
            requests = requestsInFlight(page);
            stopCollecting = collectPageProblems(page, problems);
            // `a11y.manual` stops the a11y addon's own axe run in the page: axe runs once, in the test.
            await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=program:${program};language:${language};a11y.manual:!true`);
          } else {
            stopCollecting = collectPageProblems(page, problems);
            await page.evaluate((id) => {
              const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void } }).__STORYBOOK_ADDONS_CHANNEL__;
              channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
            }, storyId);
          }
          await waitForSettledStory(page, storyId, requests);
          return { page, stopCollecting };
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Storybook's preview, when it does not know it is under test, ends each render with a wait for
 * the story's animations that begins with a fixed 100 ms pause, on every story. Told it is under a
 * test runner (by this mark in the user agent, as Storybook's own test runner and its Vitest
 * addon say so), it instead holds each animation at its end and goes on at once. The check waits
 * for the page's own animations itself (`animationsFinished`) and captures with animations off.
 */
const STORYBOOK_TEST_RUNNER = 'StorybookTestRunner';

async function browserUserAgent(browser: Browser): Promise<string> {
  const probe = await browser.newPage();
  try {
    return await probe.evaluate(() => navigator.userAgent);
  } finally {
    await probe.close();
  }
}

/**
 * What a story shows of a feature its programme has off, one line each: a link to one of the
 * feature's pages (apps/portal/src/routeTable.ts; the design system's menu links to `#payment`) or
 * a control that pays. None, in every story and language: a story shows what the programme would
 * show (libs/testing/src/storyFlags.ts).
 */
const configs = new Map<string, ReturnType<typeof programConfigIn>>();
async function featuresLeftOver(page: Page, program: string, language: 'en' | 'es'): Promise<string[]> {
  let config = configs.get(`${program}:${language}`);
  if (!config) configs.set(`${program}:${language}`, (config = programConfigIn(loadProgram(join(workspaceRoot, 'programs', program), workspaceRoot), language)));
  const leftOver: string[] = [];
  const count = async (what: string, locator: ReturnType<Page['locator']>) => {
    if ((await locator.count()) > 0) leftOver.push(what);
  };
  if (!config.features.payment.enabled) {
    await count('a link to the payment or fill history page', page.locator('a[href$="/payment"], a[href*="/payment?"], a[href*="/fill-history"], a[href="#payment"], a[href="#fill-history"]'));
    for (const name of [config.copy.payment.makePayment, config.copy.prescriptions.payNow]) await count(`"${name}"`, page.getByRole('button', { name }).or(page.getByRole('link', { name })));
  }
  if (!config.features.updateShippingAddress.enabled) {
    await count('a link to the shipping address form', page.locator('a[href*="/update-shipping-address"]'));
  }
  return leftOver;
}

/**
 * Equal Access rules about the whole document: a story is a part of a page, shown alone, so it has
 * no main landmark or skip link of its own. Every built page's document meets them in the
 * end-to-end gate (apps/portal-e2e/src/fixtures.ts `checkPageState`, on each page `visit` loads).
 */
const DOCUMENT_RULES = new Set(['skip_main_exists']);

/**
 * Both engines on the story as it is, in the preview's document (each engine's source evaluated
 * once per preview), one line per finding: axe's serious and critical findings (every axe rule;
 * rule, help, where), then IBM Equal Access's violations (policy WCAG_2_2, minus its false
 * positives listed in libs/testing/src/equalAccess.ts and the document's own rules above). The
 * page has settled first (`waitForSettledStory`) and its finite animations ended, so no engine
 * reads a colour between two states.
 */
async function storyA11yFindings(page: Page, where: string): Promise<string[]> {
  await animationsFinished(page);
  const axe = (await axeViolations(page))
    .filter(isBlocking)
    .map((violation) => `axe ${violation.impact} ${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  const equalAccess = (await equalAccessFailures(page)).filter((failure) => !DOCUMENT_RULES.has(failure.ruleId));
  return equalAccess.length ? [...axe, formatEqualAccessFailures(where, equalAccess)] : axe;
}

/** How far the story scrolls sideways at REFLOW_WIDTH (WCAG 1.4.10): the viewport narrows for the measurement and is put back. */
async function sidewaysAtReflowWidth(page: Page): Promise<number> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: REFLOW_WIDTH, height: viewport?.height ?? 768 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (viewport) await page.setViewportSize(viewport);
  return overflow;
}

for (const program of programmes) {
  test.describe(program, () => {
    for (const story of storiesIn(program, programmes, stories)) {
      test(`${story.id}`, async ({ storyFrame }) => {
        const problems: string[] = [];
        const { page, stopCollecting } = await storyFrame.show(program, story.id, problems);
        await expect(page.locator('html'), 'the programme theme is applied to <html>').toHaveAttribute('data-program', program);

        // Soft, so one run reports a visual change, accessibility findings and page errors together.
        await expectStoryScreenshot(page, [program, `${story.id}.png`], { soft: true });

        const where = `${program}, ${story.title} / ${story.name}`;
        expect.soft(await storyA11yFindings(page, where), `accessibility (${where})`).toEqual([]);
        expect.soft(await sidewaysAtReflowWidth(page), `${where} scrolls sideways at ${REFLOW_WIDTH} px`).toBeLessThanOrEqual(0);
        expect.soft(await featuresLeftOver(page, program, 'en'), `what ${program} has off, in ${story.title} / ${story.name}`).toEqual([]);

        stopCollecting();
        expect.soft(problems, 'errors in the page').toEqual([]);
      });
    }
  });
}

/**
 * Each screen-level story in every other language, in each programme: a screenshot
 * against apps/portal-e2e/visual/baselines/<CODE>/<language>/<story-id>.png, both engines, and the 320 px
 * reflow rule (Spanish runs about 25% longer than English: nothing may scroll sideways on a small phone).
 */
for (const language of OTHER_LANGUAGES) {
  for (const program of programmes) {
    test.describe(`${program} ${language}`, () => {
      for (const story of stories.filter(isScreenStory)) {
        test(`${story.id}`, async ({ storyFrame }) => {
          const problems: string[] = [];
          const { page, stopCollecting } = await storyFrame.show(program, story.id, problems, language);
          await expect(page.locator('html'), 'the language is applied to <html>').toHaveAttribute('lang', language);
          await expectStoryScreenshot(page, [program, language, `${story.id}.png`], { soft: true });

          const where = `${program}, ${language}, ${story.title} / ${story.name}`;
          expect.soft(await storyA11yFindings(page, where), `accessibility (${where})`).toEqual([]);
          expect.soft(await featuresLeftOver(page, program, language), `what ${program} has off, in ${language}, in ${story.title} / ${story.name}`).toEqual([]);
          expect.soft(await sidewaysAtReflowWidth(page), `${where} scrolls sideways at ${REFLOW_WIDTH} px`).toBeLessThanOrEqual(0);

          stopCollecting();
          expect.soft(problems, 'errors in the page').toEqual([]);
        });
      }
    });
  }
}

/**
 * Each screen-level story in the pseudo-locale (libs/program-config copy/pseudo.ts: every text of
 * the copy accented, 35 % longer and bracketed), at 320 px: nothing scrolls sideways, no text is
 * cut off or spills out of its box, and no text is shown that was not read from the copy (a word
 * written in the code, or data not marked as the server's English). What a translation into a
 * longer language would break, found before one is written. Layout does not depend on the
 * programme's words, so one programme is enough; no screenshot (the pseudo texts are nobody's
 * baseline).
 */
test.describe(`${programmes[0]} ${PSEUDO_LANGUAGE}`, () => {
  const program = programmes[0]!;
  for (const story of stories.filter(isScreenStory)) {
    test(`${story.id}`, async ({ storyFrame }) => {
      const problems: string[] = [];
      const { page, stopCollecting } = await storyFrame.show(program, story.id, problems, PSEUDO_LANGUAGE);
      await expect(page.locator('html'), 'the pseudo-locale is applied to <html>').toHaveAttribute('lang', PSEUDO_LANGUAGE);
      const viewport = page.viewportSize();
      await page.setViewportSize({ width: REFLOW_WIDTH, height: viewport?.height ?? 768 });
      await animationsFinished(page);
      const findings = await page.evaluate(pseudoLocaleFindings, { open: PSEUDO_OPEN, close: PSEUDO_CLOSE });
      if (viewport) await page.setViewportSize(viewport);
      const where = `${story.title} / ${story.name} in ${PSEUDO_LANGUAGE} at ${REFLOW_WIDTH} px`;
      expect.soft(findings.sideways, `${where} scrolls sideways by`).toBeLessThanOrEqual(0);
      expect.soft(findings.clipped, `${where}: text cut off or out of its box`).toEqual([]);
      expect.soft(findings.untranslated, `${where}: text not read from the copy`).toEqual([]);
      stopCollecting();
      expect.soft(problems, 'errors in the page').toEqual([]);
    });
  }
});

/**
 * Runs in the page. `sideways`: how far the page scrolls sideways. `clipped`: each element whose
 * text its own box cuts off (overflow hidden or clip, an ellipsis) or lets spill past its edge,
 * and each word broken over lines because its box is too narrow; visually hidden text (a 1 px box,
 * for screen readers) is meant to be cut. `untranslated`: each
 * text and each name a person reads (aria-label, alt, placeholder, title) with two or more ASCII
 * letters in a row, outside a pseudo text, outside an element marked with another language
 * (the server's English, ServerText; the legal texts; the language switch) and outside one marked
 * `translate="no"` (the patient's own words, a file's name).
 */
function pseudoLocaleFindings({ open, close }: { open: string; close: string }): { sideways: number; clipped: string[]; untranslated: string[] } {
  const root = document.documentElement;
  const pseudoLang = root.lang;
  const english = /[A-Za-z]{2,}/;
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}>`;
  const inOtherLanguage = (element: Element) => {
    const marked = element.closest('[lang]');
    return (marked !== null && marked !== root && (marked as HTMLElement).lang !== pseudoLang) || element.closest('[translate="no"]') !== null;
  };
  const storybookOwn = (element: Element) => element.closest('#storybook-docs, .sb-wrapper, script, style, template, noscript') !== null;
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const fromCopy = (text: string, element: Element) => {
    if (text.includes(open) || text.includes(close)) return true;
    // A value set into a text of the copy (a name, a phone, a link in a sentence): the text of its
    // block, the inline elements around it included, is the copy's.
    let block: Element = element;
    while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    return block.textContent?.includes(open) ?? false;
  };

  const untranslated: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent ?? '';
    if (!element || !english.test(text) || storybookOwn(element) || !shown(element) || inOtherLanguage(element)) continue;
    if (!fromCopy(text, element)) untranslated.push(`"${text.trim()}" in ${describe(element)}`);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
    if (storybookOwn(element) || !shown(element) || inOtherLanguage(element)) continue;
    for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
      const value = element.getAttribute(name);
      if (value && english.test(value) && !value.includes(open)) untranslated.push(`${name}="${value}" on ${describe(element)}`);
    }
  }

  const clipped: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (storybookOwn(element) || !shown(element)) continue;
    const hasText = [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '');
    if (!hasText) continue;
    const style = getComputedStyle(element);
    const box = element as HTMLElement;
    if (box.clientWidth <= 1 || box.clientHeight <= 1) continue;
    const text = (box.textContent ?? '').trim().slice(0, 40);
    const cuts = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    if (box.scrollWidth > box.clientWidth + 1) {
      if (style.textOverflow === 'ellipsis') clipped.push(`"${text}" ends in an ellipsis in ${describe(element)}`);
      else if (cuts(style.overflowX)) clipped.push(`"${text}" is cut off at the side of ${describe(element)}`);
      else if (style.overflowX === 'visible') clipped.push(`"${text}" spills out of ${describe(element)} by ${box.scrollWidth - box.clientWidth} px`);
    }
    if (cuts(style.overflowY) && box.scrollHeight > box.clientHeight + 1) clipped.push(`"${text}" is cut off at the bottom of ${describe(element)}`);
  }
  // A word broken over lines where it has no place to break (a space, a hyphen, a slash): its box
  // is narrower than the word (a column squeezed by a longer label beside it). A word wider than
  // most of the screen (a long host name) cannot help breaking.
  const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
    const element = node.parentElement;
    if (!element || storybookOwn(element) || !shown(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    for (const match of (node.textContent ?? '').matchAll(/[^\s\-\u2010-\u2014/]{2,}/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      if (lines >= 2 && width < root.clientWidth * 0.6) clipped.push(`"${match[0]}" is broken over ${lines} lines in ${describe(element)}`);
    }
  }
  return { sideways: root.scrollWidth - root.clientWidth, clipped, untranslated };
}

/**
 * The check fires: each of these renders a story, changes what a regression would change, and
 * puts the page through the gate's own comparison (`expectStoryScreenshot`) against a committed
 * baseline, which must fail; each first shows the unchanged page passing against its own baseline,
 * so the failure is the change's and not the capture's.
 */
test.describe('the visual check fires', () => {
  test.beforeEach(() => {
    test.skip(!['missing', 'none'].includes(test.info().config.updateSnapshots), 'never while baselines are being rewritten: the changed page would become one');
  });
  const program = programmes[0]!;
  const amountDue = 'payment-payment-page--amount-due';
  const nothingToPay = 'payment-payment-page--nothing-to-pay';

  /**
   * One colour token of the programme's theme changed on a copy of the theme in the page (the
   * token's CSS variable set to another colour on <html>, nothing written to programs/). The token
   * is the brand background, which the page shell's header fills.
   */
  /**
   * The pseudo-locale's check on a story that passes it, then with what a regression brings put
   * into the story: a text written in the code, a column too narrow for a date, a text cut off by
   * its box, a block wider than the phone. Each must be named.
   */
  test('the pseudo-locale check names an English text, a broken word, a cut text and a sideways scroll', async ({ storyFrame }) => {
    const problems: string[] = [];
    const { page, stopCollecting } = await storyFrame.show(program, amountDue, problems, PSEUDO_LANGUAGE);
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: REFLOW_WIDTH, height: viewport.height });
    try {
      const marks = { open: PSEUDO_OPEN, close: PSEUDO_CLOSE };
      expect(await page.evaluate(pseudoLocaleFindings, marks), 'the story as it is').toEqual({ sideways: 0, clipped: [], untranslated: [] });
      await page.evaluate(() => {
        const root = document.getElementById('storybook-root')!;
        root.insertAdjacentHTML(
          'beforeend',
          '<p>Written in the code</p>' +
            '<p style="width: 2.5em; overflow-wrap: anywhere">08/17/2026</p>' +
            '<p style="width: 4em; overflow: hidden; white-space: nowrap">⟦Ţŕáçķíñĝ ñüɱƀéŕ⟧</p>' +
            '<div style="width: 400px">⟦Ŵíðé⟧</div>',
        );
      });
      const findings = await page.evaluate(pseudoLocaleFindings, marks);
      expect(findings.untranslated).toEqual(['"Written in the code" in <p>']);
      expect(findings.clipped).toEqual(expect.arrayContaining([expect.stringMatching(/^"2026" is broken over [2-9] lines in <p>$/), expect.stringMatching(/^"⟦Ţŕáçķíñĝ ñüɱƀéŕ⟧" is cut off at the side of <p>$/)]));
      expect(findings.sideways).toBeGreaterThan(0);
    } finally {
      await page.setViewportSize(viewport);
      stopCollecting();
    }
  });

  /**
   * Both engines and the reflow rule on a story that passes them, then with an image that has no
   * text alternative (which each engine must name) and a block wider than the phone put into it.
   */
  test('both accessibility engines name an image without a text alternative, and reflow a block wider than the phone', async ({ storyFrame }) => {
    const problems: string[] = [];
    const { page, stopCollecting } = await storyFrame.show(program, amountDue, problems);
    try {
      expect(await storyA11yFindings(page, amountDue), 'the story as it is').toEqual([]);
      expect(await sidewaysAtReflowWidth(page), 'the story as it is').toBeLessThanOrEqual(0);
      await page.evaluate(() => {
        document
          .getElementById('storybook-root')!
          .insertAdjacentHTML('beforeend', '<img data-proof src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"><div data-proof style="width: 400px">Wide</div>');
      });
      const findings = await storyA11yFindings(page, amountDue);
      expect(findings, 'axe names the image').toContainEqual(expect.stringMatching(/^axe critical image-alt: /));
      expect(findings, 'Equal Access names the image').toContainEqual(expect.stringMatching(/Equal Access[\s\S]*\[img_alt_valid\]/));
      expect(await sidewaysAtReflowWidth(page), 'the wide block').toBeGreaterThan(0);
    } finally {
      await page.evaluate(() => document.querySelectorAll('[data-proof]').forEach((element) => element.remove()));
      stopCollecting();
    }
  });

  test('a changed colour token of a programme fails the comparison', async ({ storyFrame }) => {
    const problems: string[] = [];
    const { page, stopCollecting } = await storyFrame.show(program, 'design-system-pageshell--public-page', problems);
    expect(await comparisonFailure(page, [program, 'design-system-pageshell--public-page.png']), 'the unchanged page matches its baseline').toBeNull();
    const changed = await page.evaluate(() => {
      // The variable whose value on <html> is the programme's brand background (the header's colour).
      const header = document.querySelector('header');
      const brand = header ? getComputedStyle(header).backgroundColor : '';
      const root = getComputedStyle(document.documentElement);
      for (const sheet of [...document.styleSheets]) {
        let rules: CSSRuleList;
        try {
          rules = sheet.cssRules;
        } catch {
          continue;
        }
        for (const rule of [...rules]) {
          if (!(rule instanceof CSSStyleRule)) continue;
          for (const property of [...rule.style]) {
            if (!property.startsWith('--')) continue;
            const probe = document.createElement('span');
            probe.style.color = root.getPropertyValue(property).trim();
            document.body.append(probe);
            const same = getComputedStyle(probe).color === brand;
            probe.remove();
            if (same && brand) {
              document.documentElement.style.setProperty(property, 'rgb(180, 30, 60)');
              return property;
            }
          }
        }
      }
      return null;
    });
    expect(changed, 'the brand background token was found').not.toBeNull();
    await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(180, 30, 60)');
    const failure = await comparisonFailure(page, [program, 'design-system-pageshell--public-page.png']);
    await page.evaluate((property) => property && document.documentElement.style.removeProperty(property), changed);
    stopCollecting();
    expect(failure, 'the changed colour fails the comparison').toMatch(COMPARISON_FAILED);
    expect(problems, 'errors in the page').toEqual([]);
  });

  /**
   * Two sibling states that share their layout and differ in what matters to the patient: the
   * amount ($25.00 or $0.00) and the button (Make Payment or Confirm and proceed). Each, rendered,
   * is compared with the other's baseline, as if a regression showed one state in place of the other.
   */
  test('a sibling state in place of another fails the comparison: amount due and nothing to pay', async ({ storyFrame }) => {
    const problems: string[] = [];
    for (const [shown, baseline] of [
      [amountDue, nothingToPay],
      [nothingToPay, amountDue],
    ] as const) {
      const { page, stopCollecting } = await storyFrame.show(program, shown, problems);
      expect(await comparisonFailure(page, [program, `${shown}.png`]), `${shown} matches its own baseline`).toBeNull();
      expect(await comparisonFailure(page, [program, `${baseline}.png`]), `${shown} fails against ${baseline}'s baseline`).toMatch(COMPARISON_FAILED);
      stopCollecting();
    }
    expect(problems, 'errors in the page').toEqual([]);
  });

  /**
   * One word replaced by another where nothing else on the line moves (a label), and one digit of
   * the amount due: the smallest changes of text a patient would read differently.
   */
  test('one word changed fails the comparison, and one digit of the amount', async ({ storyFrame }) => {
    const problems: string[] = [];
    const { page, stopCollecting } = await storyFrame.show(program, amountDue, problems);
    expect(await comparisonFailure(page, [program, `${amountDue}.png`]), 'the unchanged page matches its baseline').toBeNull();
    for (const [from, to] of [
      ['Dosage', 'Dosing'],
      ['$25.00', '$26.00'],
    ] as const) {
      const changed = await replaceText(page, from, to);
      expect(changed, `"${from}" is in the story's text`).toBe(true);
      await expect(page.getByText(to, { exact: true })).toBeVisible();
      expect(await comparisonFailure(page, [program, `${amountDue}.png`]), `"${from}" changed to "${to}" fails the comparison`).toMatch(COMPARISON_FAILED);
      await replaceText(page, to, from);
    }
    stopCollecting();
    expect(problems, 'errors in the page').toEqual([]);
  });
});

/** Replaces the first occurrence of `from` in the story's text (one text node) with `to`. */
async function replaceText(page: Page, from: string, to: string): Promise<boolean> {
  return page.evaluate(
    ({ from, to }) => {
      const walker = document.createTreeWalker(document.getElementById('storybook-root')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.includes(from)) {
          node.textContent = node.textContent.replace(from, to);
          return true;
        }
      }
      return false;
    },
    { from, to },
  );
}

/** Playwright's messages for a screenshot that differs from its baseline: in pixels, or in size. */
const COMPARISON_FAILED = /\d+ pixels? \(ratio [\d.]+ of all image pixels\) (are|is) different|Expected an image \d+px by \d+px, received \d+px by \d+px/;

/** The gate's comparison of the page with a baseline: its failure message, or null when they match. */
async function comparisonFailure(page: Page, baseline: string[]): Promise<string | null> {
  try {
    // A page that differs from the baseline fails as soon as two screenshots in a row agree.
    await expectStoryScreenshot(page, baseline);
    return null;
  } catch (error) {
    return String(error);
  }
}

/** Collects the page's errors into `problems` until the returned function is called. */
function collectPageProblems(page: Page, problems: string[]): () => void {
  const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  };
  const onFailed = (request: Request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('requestfailed', onFailed);
  return () => {
    page.off('pageerror', onError);
    page.off('console', onConsole);
    page.off('requestfailed', onFailed);
  };
}

/**
 * A story is settled when Storybook's render of it has `finished` (loaders, render, play function,
 * the animations it set off and the afterEach hooks: nothing still playing), no request of the page
 * is in flight (a chunk loaded on demand, an image), and its fonts and images are decoded. A pending
 * state (`aria-busy`, a spinner) is not waited out: where a story shows one, it is the state under test.
 */
async function waitForSettledStory(page: Page, storyId: string, requests: Set<Request>): Promise<void> {
  try {
    await page.waitForFunction(
      (id) => {
        const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return document.body.classList.contains('sb-show-errordisplay') || (render?.id === id && render.phase === 'finished');
      },
      storyId,
      // Polled on a timer, not on animation frames: the phase is script state, and a page that
      // paints no frame must still be seen to have finished. The limit is below the test's own,
      // so a story that never settles is reported with where it stopped.
      { timeout: SETTLE_TIMEOUT_MS, polling: 50 },
    );
  } catch (error) {
    const render = await page
      .evaluate(() => {
        const current = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
        const phases = (window as StorybookWindow).__renderPhases ?? [];
        return `${current ? `${current.id} in phase ${current.phase}` : 'none'}; its last phases: ${phases.join(', ')}`;
      })
      .catch(() => 'unknown (the page is gone)');
    throw new Error(`${storyId} did not settle: Storybook's current render is ${render}; requests in flight: ${inFlight(requests)}`, { cause: error });
  }
  await expect(page.locator('body'), 'Storybook shows an error instead of the story').not.toHaveClass(/sb-show-errordisplay/);
  await expect.poll(() => inFlight(requests), { message: `requests still in flight after ${storyId} finished` }).toBe('none');
  // Fonts and images (programme logos) must be in before the screenshot.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  });
}

type StorybookWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, listener: (payload: { storyId: string; newPhase: string }) => void): void };
  __renderPhases?: string[];
};

/**
 * Runs in every page before Storybook: keeps the last render phases Storybook announces on its
 * channel (with the page's clock), so a story that does not settle says how far it got.
 */
function recordRenderPhases(): void {
  const target = window as StorybookWindow;
  let channel: StorybookWindow['__STORYBOOK_ADDONS_CHANNEL__'];
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: StorybookWindow['__STORYBOOK_ADDONS_CHANNEL__']) => {
      channel = value;
      const phases: string[] = (target.__renderPhases = []);
      value?.on('storyRenderPhaseChanged', ({ storyId, newPhase }) => {
        phases.push(`${storyId} ${newPhase} at ${Math.round(performance.now())} ms`);
        if (phases.length > 12) phases.shift();
      });
    },
  });
}

/** How long a story may take to settle before the test says where it stopped (the test's limit is 30 s). */
const SETTLE_TIMEOUT_MS = 15_000;

/** The page's requests that have neither finished nor failed, kept up to date from the page's events. */
function requestsInFlight(page: Page): Set<Request> {
  const requests = new Set<Request>();
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  return requests;
}

function inFlight(requests: Set<Request>): string {
  return requests.size === 0 ? 'none' : [...requests].map((request) => request.url()).join(', ');
}

/**
 * What the comparison sees of a story: the story's root element (`#storybook-root`) and whatever
 * it renders outside it (portals: tooltips), with a margin for focus rings and shadows that
 * overflow the box, in page coordinates, so a screen longer than the viewport is captured whole.
 * With a dialog open (Radix renders modals into a portal at the end of <body>), the capture is the
 * viewport: that is what the patient sees, the page behind scroll-locked under the overlay.
 * A component that vanishes or grows changes the size of the capture, which fails by itself.
 */
interface StoryCapture {
  clip: { x: number; y: number; width: number; height: number };
  fullPage: boolean;
}

async function storyCapture(page: Page): Promise<StoryCapture> {
  return page.evaluate((margin) => {
    const viewport = { x: 0, y: 0, width: window.innerWidth, height: window.innerHeight };
    const root = document.getElementById('storybook-root');
    // Storybook's own elements beside the story root: the loading, error and docs views.
    const storybookOwn = (element: Element) =>
      element === root ||
      ['storybook-docs', 'storybook-highlights-root'].includes(element.id) ||
      element.classList.contains('sb-wrapper') ||
      ['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK'].includes(element.tagName);
    const portals = [...document.body.children].filter((element) => !storybookOwn(element));
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    if (portals.some((portal) => [portal, ...portal.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((element) => element.matches('[role="dialog"], [role="alertdialog"]') && visible(element)))) {
      return { clip: viewport, fullPage: false };
    }
    // A box, or for an element with no box of its own (a portal's wrapper around positioned
    // content), its children's boxes. Visually hidden text (1 px) is left out.
    const boxes = (element: Element): DOMRect[] => {
      if (!visible(element)) return [];
      const box = element.getBoundingClientRect();
      if (box.width > 1 && box.height > 1) return [box];
      if (box.width === 0 || box.height === 0) return [...element.children].flatMap(boxes);
      return [];
    };
    const all = [...(root ? boxes(root) : []), ...portals.flatMap(boxes)];
    if (all.length === 0) return { clip: viewport, fullPage: false };
    const page = document.documentElement;
    const left = Math.max(0, Math.floor(Math.min(...all.map((box) => box.left)) + window.scrollX - margin));
    const top = Math.max(0, Math.floor(Math.min(...all.map((box) => box.top)) + window.scrollY - margin));
    const right = Math.min(page.scrollWidth, Math.ceil(Math.max(...all.map((box) => box.right)) + window.scrollX + margin));
    const bottom = Math.min(page.scrollHeight, Math.ceil(Math.max(...all.map((box) => box.bottom)) + window.scrollY + margin));
    return { clip: { x: left, y: top, width: right - left, height: bottom - top }, fullPage: true };
  }, CAPTURE_MARGIN_PX);
}

/** Room around the story's box for a focus ring (3 px and its 2 px offset) or a shadow. */
const CAPTURE_MARGIN_PX = 8;

/**
 * The gate's comparison of a rendered story with a baseline (playwright.config.ts holds the
 * thresholds): every story test and every proof that the check fires go through it.
 */
async function expectStoryScreenshot(page: Page, baseline: string[], { soft = false } = {}): Promise<void> {
  const { clip, fullPage } = await storyCapture(page);
  const info = test.info();
  if (info.config.updateSnapshots === 'none') {
    // Most stories draw exactly their baseline's bytes (the same Chromium encodes the same pixels
    // the same way): one screenshot and a comparison of bytes pass them, without decoding two
    // images in this process. Any other capture goes through Playwright's comparison below, which
    // applies the thresholds and writes the diff a reviewer reads.
    const expected = await readFile(info.snapshotPath(...baseline)).catch(() => null);
    if (expected && (await page.screenshot({ clip, fullPage, ...SCREENSHOT })).equals(expected)) return;
  }
  await (soft ? expect.soft(page) : expect(page)).toHaveScreenshot(baseline, { clip, fullPage });
}

/** The capture options of the comparison (playwright.config.ts `expect.toHaveScreenshot`), for the screenshot compared byte for byte. */
const SCREENSHOT = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
