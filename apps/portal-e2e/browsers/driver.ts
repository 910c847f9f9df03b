/**
 * The small driver the cross-browser journey is written against (apps/portal-e2e/browsers/journey.ts), and
 * what it needs inside the page. An adapter per engine (firefox.ts: WebDriver BiDi through
 * puppeteer-core; webkit.ts: classic WebDriver to WebKitWebDriver through WebdriverIO) only navigates, evaluates a
 * function in the page, and clicks or types with the engine's own input (real pointer and key
 * events). Everything else — finding an element by role and name, label or text, waiting, pasting,
 * reading the page's state, the reflow and page-error checks — happens here, once, the same way in
 * both engines.
 *
 * Finding by role and name uses Testing Library's queries (the ones the unit tests use) inside the
 * page: its UMD build is injected once per document, with `locateAll` below.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** An element handle of the adapter (a puppeteer ElementHandle, a WebdriverIO element). */
export type ElementRef = unknown;

/** The one thing an engine has to provide. */
export interface Adapter {
  readonly browser: string;
  /** Navigates the tab and waits for the load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with JSON-serialisable `args`; resolves with its (awaited, JSON) result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Like `evaluate` for a function that returns one element: its handle, or null. */
  element<A extends unknown[]>(fn: (...args: A) => Element | null, ...args: A): Promise<ElementRef | null>;
  /** A real click (pointer events from the engine) at the centre of the element. */
  click(element: ElementRef): Promise<void>;
  /** Focuses the element and types `text` as real key events (focus may move on while typing). */
  type(element: ElementRef, text: string): Promise<void>;
  close(): Promise<void>;
}

interface Base {
  /** Search inside the element(s) this locator finds (default: the whole page). */
  within?: Locator;
  /** Pick the nth match (0-based) when several match; without it, more than one match is an error. */
  nth?: number;
  /** Exact (whitespace-normalised) match; by default a case-insensitive substring, as Playwright's getBy*. */
  exact?: boolean;
}
/** How the journey names an element: by role and accessible name, by label, or by text. */
export type Locator =
  | (Base & { role: string; name?: string; level?: number })
  | (Base & { label: string })
  | (Base & { text: string });

function describe(locator: Locator): string {
  const own =
    'role' in locator
      ? `${locator.role}${locator.level ? ` (level ${locator.level})` : ''}${locator.name !== undefined ? ` "${locator.name}"` : ''}`
      : 'label' in locator
        ? `field labelled "${locator.label}"`
        : `text "${locator.text}"`;
  const nth = locator.nth !== undefined ? ` #${locator.nth + 1}` : '';
  return `${own}${nth}${locator.within ? ` in ${describe(locator.within)}` : ''}`;
}

/** sessionStorage keys: the mock's delay (libs/api-mocks/src/browser.ts MOCK_DELAY_STORAGE_KEY) and the journey's error log. */
const MOCK_DELAY_STORAGE_KEY = 'portal-mock.delayMs';
const ERRORS_STORAGE_KEY = 'browser-journey.errors';

export interface InitOptions {
  delayKey: string;
  errorsKey: string;
  /** Firefox only: see the comment in `pageInit`. */
  ignoreModulepreloadOfRunningModule: boolean;
}

export function initOptions(ignoreModulepreloadOfRunningModule: boolean): InitOptions {
  return { delayKey: MOCK_DELAY_STORAGE_KEY, errorsKey: ERRORS_STORAGE_KEY, ignoreModulepreloadOfRunningModule };
}

/**
 * Runs in every document before the page's own scripts (puppeteer's evaluateOnNewDocument; a
 * document-start user script in the WebKit window): the mock answers at once, and every page error,
 * failed resource load and unhandled rejection is written to sessionStorage, which outlives a reload
 * in the same tab. The journey reads and clears that list at every checkpoint and fails on any entry.
 */
export function pageInit(options: InitOptions): void {
  const flags = window as unknown as { __browserJourneyInit?: boolean; __browserJourneyErrors?: string[] };
  if (flags.__browserJourneyInit) return;
  flags.__browserJourneyInit = true;
  try {
    window.sessionStorage.setItem(options.delayKey, '0');
  } catch {
    // about:blank has no storage; the portal's pages do.
  }
  const record = (entry: string) => {
    try {
      const list = JSON.parse(window.sessionStorage.getItem(options.errorsKey) ?? '[]') as string[];
      list.push(entry);
      window.sessionStorage.setItem(options.errorsKey, JSON.stringify(list));
    } catch {
      (flags.__browserJourneyErrors ??= []).push(entry);
    }
  };
  const reason = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  // A page being left cuts off the files it was still loading, and WebKit and Firefox report each
  // as an `error` on its element: not a fault of the page (the portal leaves a document for
  // another on purpose, docs/decisions/0025-tags-load-only-in-public-documents.md), so not counted.
  let leaving = false;
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  // Back from the back/forward cache: the page is shown again.
  window.addEventListener('pageshow', () => (leaving = false));
  window.addEventListener(
    'error',
    (event) => {
      // A duck check, not `instanceof Element`: in Firefox the element of a document being left is
      // not of this realm any more.
      const node = event.target as Partial<Node> | null;
      if (node?.nodeType === 1) {
        const target = node as Element;
        // Firefox fires the cut-off loads of the document being left after the next document has
        // taken the window (that document's `leaving` was never seen): its elements belong to a
        // document that is not the window's any more.
        if (leaving || target.ownerDocument !== window.document) return;
        const url = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
        // Firefox fires an `error` event (and logs nothing) on a <link rel="modulepreload"> of a module
        // that is already running: Vite's preload helper adds such a link for the entry chunk when a
        // lazy chunk imports from it. The module is loaded and works; this one event is not a fault
        // (shared/TOOLCHAIN.md, "Other browser engines"). Only that exact case is ignored, only in Firefox.
        if (options.ignoreModulepreloadOfRunningModule && target.localName === 'link' && target.getAttribute('rel') === 'modulepreload') {
          const href = new URL(url, window.location.href).href;
          const running = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].some((script) => script.src === href);
          if (running) return;
        }
        record(`failed to load <${target.localName}> ${url} (on ${window.location.pathname})`);
        return;
      }
      const error = event as ErrorEvent;
      record(`page error on ${window.location.pathname}: ${error.error ? reason(error.error) : error.message} (${error.filename}:${error.lineno}:${error.colno})`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => record(`unhandled rejection on ${window.location.pathname}: ${reason(event.reason)}`));
}

/** The init script as source text, for engines that take a string. */
export function initScriptSource(options: InitOptions): string {
  return `(${pageInit.toString()})(${JSON.stringify(options)});`;
}

/** Reads and clears the errors the init script recorded in this tab. */
function takeErrors(errorsKey: string): string[] | 'no-init' {
  const flags = window as unknown as { __browserJourneyInit?: boolean; __browserJourneyErrors?: string[] };
  if (!flags.__browserJourneyInit) return 'no-init';
  const fallback = flags.__browserJourneyErrors ?? [];
  flags.__browserJourneyErrors = [];
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(errorsKey) ?? '[]') as string[];
    window.sessionStorage.removeItem(errorsKey);
    return [...fallback, ...stored];
  } catch {
    return fallback;
  }
}

// ---------------------------------------------------------------------------------------------
// In the page: Testing Library's queries and the journey's locator on top of them.

const NO_HELPER = '__browser-journey:no-helper__';

type TextMatcher = (content: string) => boolean;
interface TestingLibrary {
  queryAllByRole(container: Element, role: string, options: { name?: TextMatcher; level?: number }): Element[];
  queryAllByLabelText(container: Element, text: TextMatcher): Element[];
  queryAllByText(container: Element, text: TextMatcher): Element[];
}
type Locate = (locator: Locator) => Element[];
interface HelperWindow {
  TestingLibraryDom?: TestingLibrary;
  __browserJourneyLocate?: Locate;
}

/** Installed in the page as `window.__browserJourneyLocate`: every element the locator finds. */
function locateAll(locator: Locator): Element[] {
  const library = (window as unknown as HelperWindow).TestingLibraryDom!;
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matcher = (wanted: string, exact?: boolean): TextMatcher =>
    exact ? (content) => normal(content) === normal(wanted) : (content) => normal(content).toLowerCase().includes(normal(wanted).toLowerCase());
  const own = (step: Locator, container: Element): Element[] => {
    let found: Element[];
    if ('role' in step) {
      const options: { name?: TextMatcher; level?: number } = {};
      if (step.name !== undefined) options.name = matcher(step.name, step.exact);
      if (step.level !== undefined) options.level = step.level;
      found = library.queryAllByRole(container, step.role, options);
    } else if ('label' in step) {
      found = library.queryAllByLabelText(container, matcher(step.label, step.exact));
    } else {
      found = library.queryAllByText(container, matcher(step.text, step.exact));
    }
    return step.nth === undefined ? found : found.slice(step.nth, step.nth + 1);
  };
  const all = (step: Locator): Element[] => (step.within ? all(step.within) : [document.body]).flatMap((container) => own(step, container));
  return all(locator);
}

function installHelper(librarySource: string, locateSource: string): void {
  new Function(librarySource).call(window);
  (window as unknown as HelperWindow).__browserJourneyLocate = new Function(`return (${locateSource});`)() as Locate;
}

const librarySource = readFileSync(createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8');

/** What the journey can read about the one element a locator finds. */
export interface ElementState {
  tag: string;
  text: string;
  value: string | null;
  checked: boolean | null;
  focused: boolean;
  visible: boolean;
  enabled: boolean;
  expanded: string | null;
  /** Where a link leads (its `href` as written). */
  href: string | null;
  /** Inside the viewport horizontally (not mid-slide). */
  inView: boolean;
}

function stateOf(locator: Locator, noHelper: string): { found: ElementState } | { problem: string } | string {
  const locate = (window as unknown as HelperWindow).__browserJourneyLocate;
  if (!locate) return noHelper;
  const elements = locate(locator);
  if (elements.length === 0) return { problem: 'not found' };
  if (elements.length > 1) return { problem: `${elements.length} elements match` };
  const element = elements[0] as HTMLElement;
  const rect = element.getBoundingClientRect();
  const input = element as HTMLInputElement;
  return {
    found: {
      tag: element.localName,
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      value: 'value' in element && typeof input.value === 'string' ? input.value : null,
      checked: element.localName === 'input' ? input.checked : null,
      focused: document.activeElement === element,
      visible: rect.width > 0 && rect.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      enabled: !element.matches(':disabled') && !element.closest('[aria-disabled="true"]') && !element.closest('[inert]'),
      expanded: element.getAttribute('aria-expanded'),
      href: element.getAttribute('href'),
      inView: rect.left >= -0.5 && rect.right <= document.documentElement.clientWidth + 0.5,
    },
  };
}

/**
 * What a click aims at: the element itself, or — for a native checkbox that is visually hidden under
 * a box drawn in its place — that box (the `aria-hidden` element beside it in its `<label>`), which
 * is what a patient taps.
 */
export type Part = 'element' | 'drawn box';

/**
 * Whether a pointer click would land on the element now: one match, visible, enabled, not moving
 * (the same box over two animation frames, so a slide or a menu still moving is waited for), and
 * the element (or a child) is what the centre point hits (no overlay in front). Scrolls it to the
 * middle of the viewport first.
 */
async function clickable(locator: Locator, part: Part, noHelper: string): Promise<string> {
  const locate = (window as unknown as HelperWindow).__browserJourneyLocate;
  if (!locate) return noHelper;
  const elements = locate(locator);
  if (elements.length !== 1) return elements.length ? `${elements.length} elements match` : 'not found';
  const control = elements[0] as HTMLElement;
  if (control.matches(':disabled') || control.closest('[aria-disabled="true"]') || control.closest('[inert]')) return 'disabled';
  const element = (part === 'drawn box' ? control.closest('label')?.querySelector(':scope > [aria-hidden="true"]') : control) as HTMLElement | null;
  if (!element) return 'no box drawn for it in its label';
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const frame = () => new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  });
  const before = element.getBoundingClientRect();
  await frame();
  await frame();
  const after = element.getBoundingClientRect();
  if (!element.isConnected) return 'detached';
  if (after.width === 0 || after.height === 0 || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 'not visible';
  if (['x', 'y', 'width', 'height'].some((key) => Math.abs(before[key as 'x'] - after[key as 'x']) > 0.5)) return 'still moving';
  const x = after.left + after.width / 2;
  const y = after.top + after.height / 2;
  if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return 'outside the viewport';
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === element || element.contains(hit))) {
    return `covered by <${hit?.localName ?? 'nothing'}${hit?.id ? `#${hit.id}` : ''}${hit?.className && typeof hit.className === 'string' ? `.${hit.className.split(' ')[0]}` : ''}>`;
  }
  return 'ready';
}

/** Whether keys sent to the element would reach it: one match, enabled, focusable. */
function typeable(locator: Locator, noHelper: string): string {
  const locate = (window as unknown as HelperWindow).__browserJourneyLocate;
  if (!locate) return noHelper;
  const elements = locate(locator);
  if (elements.length !== 1) return elements.length ? `${elements.length} elements match` : 'not found';
  const element = elements[0] as HTMLElement;
  if (element.matches(':disabled') || element.closest('[aria-disabled="true"]') || element.closest('[inert]')) return 'disabled';
  return 'ready';
}

function theElement(locator: Locator, part: Part): Element | null {
  const elements = (window as unknown as HelperWindow).__browserJourneyLocate?.(locator) ?? [];
  if (elements.length !== 1) return null;
  return part === 'drawn box' ? (elements[0]!.closest('label')?.querySelector(':scope > [aria-hidden="true"]') ?? null) : elements[0]!;
}

/**
 * A paste of `text` into the element, as the browser dispatches one (a ClipboardEvent carrying a
 * DataTransfer): the same as apps/portal-e2e/src/support/browser.ts `pasteInto`. Firefox (153)
 * ignores the standard `clipboardData` member of the event's init and builds its own empty
 * DataTransfer; it fills it from its older, non-standard `dataType` and `data` members, which the
 * other engines ignore. A real paste in Firefox does carry the text, so both are given, and the
 * event is checked to carry the text before the page's own handler sees it.
 */
function pasteInto(locator: Locator, text: string, noHelper: string): string {
  const locate = (window as unknown as HelperWindow).__browserJourneyLocate;
  if (!locate) return noHelper;
  const elements = locate(locator);
  if (elements.length !== 1) return elements.length ? `${elements.length} elements match` : 'not found';
  const element = elements[0] as HTMLElement;
  element.focus();
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const init = { clipboardData: data, dataType: 'text/plain', data: text, bubbles: true, cancelable: true };
  let carried: string | null = null;
  const check = (event: ClipboardEvent) => {
    carried = event.clipboardData?.getData('text/plain') ?? null;
  };
  window.addEventListener('paste', check, { capture: true, once: true });
  element.dispatchEvent(new ClipboardEvent('paste', init as ClipboardEventInit));
  window.removeEventListener('paste', check, { capture: true });
  return carried === text ? 'pasted' : `the paste event carried ${JSON.stringify(carried)}, not the text`;
}

/** The page is rendered: the main landmark has content and no LOADING text shows; fonts are in. */
async function pageReady(loadingText: string): Promise<string> {
  const main = document.querySelector('main#main-content');
  if (!main || !main.textContent?.trim()) return 'no content in main#main-content';
  const loading = [...document.querySelectorAll('body *')].some(
    (element) => element.childElementCount === 0 && element.textContent?.trim() === loadingText && (element as HTMLElement).checkVisibility(),
  );
  if (loading) return `"${loadingText}" shows`;
  await document.fonts.ready;
  return 'ready';
}

/** The kind of the loaded document (`<html data-document>`, which the build writes), or null while it loads. */
function loadedDocumentKind(): string | null {
  if (document.readyState !== 'complete') return null;
  return document.documentElement.dataset.document ?? 'unmarked';
}

function sideways(): { scrollWidth: number; clientWidth: number; innerWidth: number } {
  return { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth, innerWidth: window.innerWidth };
}

// ---------------------------------------------------------------------------------------------
// Node side.

export class JourneyError extends Error {
  override name = 'JourneyError';
}

export interface JourneyPageOptions {
  /** Origin of the portal under test, e.g. http://127.0.0.1:4510 */
  origin: string;
  /** The programme's LOADING text (copy.common.loading). */
  loadingText: string;
  /** How long any one wait may take. */
  timeoutMs: number;
  /** The phone width every page must fit. */
  width: number;
  /** Told of every checkpoint passed (--verbose). */
  log?: (line: string) => void;
}

/** The journey's view of one browser tab. */
export class JourneyPage {
  /** Errors the page recorded, with the checkpoint where they were read. */
  readonly errors: string[] = [];
  /** The step the journey is at, for the failure message. */
  step = 'start';

  private readonly adapter: Adapter;
  private readonly options: JourneyPageOptions;

  constructor(adapter: Adapter, options: JourneyPageOptions) {
    this.adapter = adapter;
    this.options = options;
  }

  get browser(): string {
    return this.adapter.browser;
  }

  /**
   * Polls `check` until it returns something other than false/null/undefined, or fails after the
   * timeout naming `what`. An error thrown by `check` is retried (a page between two documents), except
   * a JourneyError, which fails at once.
   */
  async waitUntil<T>(what: string | (() => string), check: () => Promise<T | false | null | undefined>, timeoutMs = this.options.timeoutMs): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown = null;
    for (;;) {
      try {
        const result = await check();
        if (result !== false && result !== null && result !== undefined) return result;
        last = null;
      } catch (error) {
        if (error instanceof JourneyError) throw error;
        last = error;
      }
      if (Date.now() > deadline) {
        const cause = last instanceof Error ? ` (last error: ${last.message})` : '';
        throw new JourneyError(`timed out after ${timeoutMs / 1000} s waiting for ${typeof what === 'string' ? what : what()}${cause}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Runs an in-page function that needs the locator helper, installing it first in a fresh document. */
  private async withHelper<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    const result = await this.adapter.evaluate(fn, ...args);
    if (result !== NO_HELPER) return result;
    await this.adapter.evaluate(installHelper, librarySource, locateAll.toString());
    return this.adapter.evaluate(fn, ...args);
  }

  async path(): Promise<string> {
    const url = new URL(await this.adapter.url());
    return `${url.pathname}${url.search}`;
  }

  /** Loads `path` of the portal (a full navigation) and waits for the page to render. */
  async goto(path: string): Promise<void> {
    await this.collectErrors(`before loading ${path}`);
    await this.adapter.goto(`${this.options.origin}${path}`);
    await this.settle();
  }

  async settle(): Promise<void> {
    let last = '';
    await this.waitUntil(
      () => `the page to render (${last})`,
      async () => {
        last = await this.adapter.evaluate(pageReady, this.options.loadingText);
        return last === 'ready';
      },
    );
  }

  /**
   * Waits until the tab holds a loaded document of this kind. A personal document that moves to a
   * public page renders that page and then loads it as a document (apps/portal/src/documentBoundary.ts),
   * so a check that does not wait for the load may pass in the document being left, and the next one
   * then meets the new document before it has a root element.
   */
  async expectDocument(kind: 'public' | 'personal'): Promise<void> {
    let last: string | null = null;
    await this.waitUntil(
      () => `a loaded ${kind} document (the tab holds ${last === null ? 'a document still loading' : `a ${last} one`})`,
      async () => {
        last = await this.adapter.evaluate(loadedDocumentKind);
        return last === kind;
      },
    );
  }

  async expectPath(path: string): Promise<void> {
    let last = '';
    await this.waitUntil(
      () => `the address ${path} (the page is at ${last})`,
      async () => {
        last = await this.path();
        return last === path;
      },
    );
  }

  async state(locator: Locator): Promise<ElementState | string> {
    const result = await this.withHelper(stateOf, locator, NO_HELPER);
    return typeof result === 'object' ? ('found' in result ? result.found : result.problem) : result;
  }

  /** Waits until the element is found (exactly once) and `accept` says yes; returns its state. */
  async expect(locator: Locator, what: string, accept: (state: ElementState) => boolean = (state) => state.visible): Promise<ElementState> {
    let last: ElementState | string = '';
    try {
      return await this.waitUntil(`${describe(locator)} ${what}`, async () => {
        last = await this.state(locator);
        return typeof last === 'object' && accept(last) ? last : false;
      });
    } catch (error) {
      throw new JourneyError(`${(error as Error).message}; last seen: ${typeof last === 'string' ? last : JSON.stringify(last)}`);
    }
  }

  expectVisible(locator: Locator): Promise<ElementState> {
    return this.expect(locator, 'to be visible');
  }

  async expectGone(locator: Locator): Promise<void> {
    await this.waitUntil(`${describe(locator)} to be gone`, async () => (await this.state(locator)) === 'not found');
  }

  async click(locator: Locator, part: Part = 'element'): Promise<void> {
    let last = '';
    const what = part === 'element' ? describe(locator) : `the box drawn for ${describe(locator)}`;
    await this.waitUntil(
      () => `${what} to be clickable (${last})`,
      async () => {
        last = await this.withHelper(clickable, locator, part, NO_HELPER);
        return last === 'ready';
      },
    );
    // As Playwright's click does: an element that React replaced between the check and the click
    // (the engine refuses it as detached or stale before any input is sent) is looked up again.
    await this.waitUntil(`${what} to take the click`, async () => {
      const element = await this.adapter.element(theElement, locator, part);
      if (!element) throw new JourneyError(`${describe(locator)} went away before the click`);
      try {
        await this.adapter.click(element);
        return true;
      } catch (error) {
        // WebdriverIO names a WebDriver error by its code (`stale element reference`); puppeteer says so in the message.
        if (error instanceof Error && /detached|stale element/i.test(`${error.name} ${error.message}`)) return false;
        throw new JourneyError(error instanceof Error ? error.message : String(error));
      }
    });
  }

  /** Types `text` into the element with real key events. */
  async type(locator: Locator, text: string): Promise<void> {
    let last = '';
    await this.waitUntil(
      () => `${describe(locator)} to take keys (${last})`,
      async () => {
        last = await this.withHelper(typeable, locator, NO_HELPER);
        return last === 'ready';
      },
    );
    const element = await this.adapter.element(theElement, locator, 'element');
    if (!element) throw new JourneyError(`${describe(locator)} went away before typing`);
    await this.adapter.type(element, text);
  }

  async paste(locator: Locator, text: string): Promise<void> {
    let last = '';
    await this.waitUntil(
      () => `${describe(locator)} to take a paste (${last})`,
      async () => {
        last = await this.withHelper(pasteInto, locator, text, NO_HELPER);
        if (last.startsWith('the paste event')) throw new JourneyError(last);
        return last === 'pasted';
      },
    );
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.adapter.evaluate(fn, ...args);
  }

  /** Reads the errors the page recorded since the last read; they fail the journey at the next checkpoint. */
  async collectErrors(where: string): Promise<void> {
    const found = await this.adapter.evaluate(takeErrors, ERRORS_STORAGE_KEY);
    if (found === 'no-init') {
      // Only the blank page a browser starts with (about:blank, or no address at all in WebKit) may lack it.
      const url = await this.adapter.url();
      if (/^https?:/.test(url)) throw new JourneyError(`the init script did not run in ${url}`);
      return;
    }
    for (const entry of found) this.errors.push(`${entry} [read ${where}]`);
  }

  /**
   * A page of the journey at rest: rendered, no sideways scroll at phone width (WCAG 1.4.10), and no
   * page error or unhandled rejection so far. `name` names the page in the failure.
   */
  async checkpoint(name: string): Promise<void> {
    await this.settle();
    const size = await this.adapter.evaluate(sideways);
    if (size.innerWidth !== this.options.width) {
      throw new JourneyError(`${name}: the viewport is ${size.innerWidth} px wide, not the phone width ${this.options.width} px`);
    }
    if (size.scrollWidth > size.clientWidth) {
      throw new JourneyError(
        `${name} (${await this.path()}) scrolls sideways at ${this.options.width} px: the document is ${size.scrollWidth} px wide for ${size.clientWidth} px of viewport`,
      );
    }
    await this.collectErrors(`at ${name}`);
    if (this.errors.length) throw new JourneyError(`${name}: the page reported ${this.errors.length} error(s):\n  ${this.errors.join('\n  ')}`);
    this.options.log?.(`${name} (${await this.path()}): ${size.scrollWidth}/${size.clientWidth} px, no error`);
  }
}
