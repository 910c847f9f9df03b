// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { EARLY_SUBMIT_GLOBAL } from '@portal/feature-access';
import { SESSION_STORAGE_KEY } from '@portal/session';
import { BOOT_PROFILE_GLOBAL } from '@portal/session/prefetch';
import { BOOT_EARLY_SUBMIT, BOOT_FALLBACK_MS, BOOT_PROFILE, BOOT_SESSION_KEY, BOOT_TRUSTED_TYPES_POLICY, bootElement } from './boot.ts';

/**
 * The boot script of a prerendered page, run in jsdom with the browser's clocks and observers
 * under the test's control: what it adds to <head>, and when.
 */
function page({ hidden = false, paintTiming = true, worker = null as string | null, serviceWorkers = true, idleCallbacks = true, trustedTypes = false, entry = '/assets/index-A.js' } = {}) {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const observers: Array<(entries: string[]) => void> = [];
  const idle: Array<() => void> = [];
  const registered: string[] = [];
  /** With Trusted Types: the policies the script created, and each script URL it had made trusted. */
  const policies: Array<{ name: string; createScriptURL(url: string): string }> = [];
  const trusted: string[] = [];
  const element = bootElement({ entry, preload: ['/assets/react-B.js', '/assets/pages-C.js'], worker });
  const dom = new JSDOM(`<!doctype html><html><head>${element}</head><body><h1>Welcome</h1></body></html>`, {
    url: 'https://portal.example/login',
    runScripts: 'dangerously',
    beforeParse(window) {
      if (trustedTypes) {
        Object.assign(window, {
          trustedTypes: {
            createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
              policies.push({ name, ...rules });
              return {
                createScriptURL(url: string) {
                  const checked = rules.createScriptURL(url);
                  trusted.push(checked);
                  return { toString: () => checked };
                },
              };
            },
          },
        });
      }
      Object.defineProperty(window.document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      if (serviceWorkers) {
        Object.defineProperty(window.navigator, 'serviceWorker', {
          configurable: true,
          value: { register: (url: unknown) => (registered.push(typeof url === 'string' ? url : `trusted ${String(url)}`), Promise.resolve()) },
        });
      }
      Object.assign(window, {
        setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
        requestIdleCallback: idleCallbacks ? (fn: () => void) => idle.push(fn) : undefined,
        PerformanceObserver: paintTiming
          ? Object.assign(
              class {
                constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
                observe(options: { type: string; buffered: boolean }) {
                  expect(options).toEqual({ type: 'paint', buffered: true });
                  observers.push((names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }));
                }
              },
              { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
            )
          : undefined,
      });
    },
  });
  const { document } = dom.window;
  return {
    /** What the script has added: `preload <href>` and `module <src>`, in order. */
    added: () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((node) =>
        `${node.localName === 'link' ? 'preload' : 'module'} ${node.getAttribute(node.localName === 'link' ? 'href' : 'src')}${node.getAttribute('crossorigin') === '' ? ' crossorigin' : ''}`,
      ),
    paint: (...names: string[]) => observers.forEach((deliver) => deliver(names)),
    /** Runs the timers due within `ms` (and those they add). */
    advance(ms: number) {
      for (let due = timers.filter((timer) => timer.ms <= ms); due.length; due = timers.filter((timer) => timer.ms <= ms)) {
        for (const timer of due) {
          timers.splice(timers.indexOf(timer), 1);
          timer.fn();
        }
      }
    },
    hide() {
      hidden = true;
      document.dispatchEvent(new dom.window.Event('visibilitychange'));
    },
    load: () => dom.window.dispatchEvent(new dom.window.Event('load')),
    /** The entry script has been fetched and run. */
    entryRan: () => document.head.querySelector('script[type="module"]')!.dispatchEvent(new dom.window.Event('load')),
    /** The browser is idle: its idle callbacks run. */
    idle: () => idle.splice(0).forEach((fn) => fn()),
    registered,
    policies,
    trusted,
  };
}

const CODE = ['preload /assets/react-B.js crossorigin', 'preload /assets/pages-C.js crossorigin', 'module /assets/index-A.js crossorigin'];

describe('the boot script of a prerendered page', () => {
  it('fetches nothing before the first contentful paint, then the preloads and the entry, in order, one task later', () => {
    const tab = page();
    tab.advance(0);
    expect(tab.added()).toEqual([]);
    // A paint with nothing in it (the background) is not the page.
    tab.paint('first-paint');
    tab.advance(0);
    expect(tab.added()).toEqual([]);
    tab.paint('first-paint', 'first-contentful-paint');
    expect(tab.added(), 'not inside the paint callback').toEqual([]);
    tab.advance(0);
    expect(tab.added()).toEqual(CODE);
  });

  it('adds the code once, whatever else happens after', () => {
    const tab = page();
    tab.paint('first-contentful-paint');
    tab.advance(0);
    tab.hide();
    tab.advance(BOOT_FALLBACK_MS);
    expect(tab.added()).toEqual(CODE);
  });

  it('a tab opened in the background (it never paints) fetches at once', () => {
    const tab = page({ hidden: true });
    expect(tab.added()).toEqual(CODE);
  });

  it('a tab hidden before its first paint fetches then', () => {
    const tab = page();
    tab.hide();
    expect(tab.added()).toEqual(CODE);
  });

  it('a browser without paint timing fetches on the load event', () => {
    const tab = page({ paintTiming: false });
    tab.advance(0);
    expect(tab.added()).toEqual([]);
    tab.load();
    tab.advance(0);
    expect(tab.added()).toEqual(CODE);
  });

  it(`a paint that is never reported holds the code back ${BOOT_FALLBACK_MS / 1000} s at most`, () => {
    const tab = page();
    tab.advance(BOOT_FALLBACK_MS - 1);
    expect(tab.added()).toEqual([]);
    tab.advance(BOOT_FALLBACK_MS);
    expect(tab.added()).toEqual(CODE);
  });

  it('registers the service worker it names once the entry has run and the browser is idle, not before', async () => {
    const tab = page({ worker: '/sw.js' });
    tab.paint('first-contentful-paint');
    tab.advance(0);
    expect(tab.added()).toEqual(CODE);
    tab.idle();
    expect(tab.registered, 'not while the entry is still on its way').toEqual([]);
    tab.entryRan();
    expect(tab.registered, 'not before the browser is idle').toEqual([]);
    tab.idle();
    await Promise.resolve();
    expect(tab.registered).toEqual(['/sw.js']);
  });

  it('a browser without idle callbacks registers it one task after the entry has run', () => {
    const tab = page({ worker: '/sw.js', idleCallbacks: false });
    tab.paint('first-contentful-paint');
    tab.advance(0);
    tab.entryRan();
    expect(tab.registered).toEqual([]);
    tab.advance(0);
    expect(tab.registered).toEqual(['/sw.js']);
  });

  it('registers no worker where the page names none (a mock build) or the browser has none', () => {
    for (const tab of [page(), page({ worker: '/sw.js', serviceWorkers: false })]) {
      tab.paint('first-contentful-paint');
      tab.advance(0);
      tab.entryRan();
      tab.idle();
      tab.advance(BOOT_FALLBACK_MS);
      expect(tab.added()).toEqual(CODE);
      expect(tab.registered).toEqual([]);
    }
  });

  it('with Trusted Types, the entry and the worker go through its own policy, which takes the portal\'s origin only', async () => {
    const tab = page({ worker: '/sw.js', trustedTypes: true });
    expect(tab.policies.map((policy) => policy.name)).toEqual([BOOT_TRUSTED_TYPES_POLICY]);
    tab.paint('first-contentful-paint');
    tab.advance(0);
    expect(tab.added()).toEqual(CODE);
    tab.entryRan();
    tab.idle();
    await Promise.resolve();
    expect(tab.trusted).toEqual(['/assets/index-A.js', '/sw.js']);
    expect(tab.registered).toEqual(['trusted /sw.js']);
    const [policy] = tab.policies;
    expect(policy!.createScriptURL('https://portal.example/assets/x.js')).toBe('https://portal.example/assets/x.js');
    for (const foreign of ['https://evil.example/x.js', '//evil.example/x.js', 'http://portal.example/x.js', 'https://portal.example:8443/x.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)']) {
      expect(() => policy!.createScriptURL(foreign), foreign).toThrow(/Not a script of the portal/);
    }
  });

  it('with Trusted Types, an entry named on another origin is never added', () => {
    const tab = page({ trustedTypes: true, entry: 'https://evil.example/index.js' });
    expect(() => tab.advance(BOOT_FALLBACK_MS)).toThrow(/Not a script of the portal/);
    expect(tab.added().filter((line) => line.startsWith('module'))).toEqual([]);
  });
});

describe('a form sent before the app runs (a slow network: the page is usable before its code)', () => {
  function signInPage() {
    const element = bootElement({ entry: '/assets/index-A.js', preload: [] });
    const dom = new JSDOM(`<!doctype html><html><head>${element}</head><body><form method="dialog"><input name="phone"><button type="submit">Get code</button></form><form id="app"></form></body></html>`, {
      url: 'https://portal.example/login',
      runScripts: 'dangerously',
    });
    const { window } = dom;
    const send = (form: HTMLFormElement) => form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    return { window: window as unknown as Window & Record<string, unknown>, forms: [...window.document.forms], send };
  }

  it('is left for the page, under the name the sign-in reads', () => {
    expect(BOOT_EARLY_SUBMIT).toBe(EARLY_SUBMIT_GLOBAL);
    const tab = signInPage();
    expect(tab.window[BOOT_EARLY_SUBMIT]).toBeUndefined();
    tab.send(tab.forms[0]!);
    expect(tab.window[BOOT_EARLY_SUBMIT]).toBe(tab.forms[0]);
  });

  it('is not noted once a handler of the app took it', () => {
    const tab = signInPage();
    tab.forms[1]!.addEventListener('submit', (event) => event.preventDefault());
    tab.send(tab.forms[1]!);
    expect(tab.window[BOOT_EARLY_SUBMIT]).toBeUndefined();
  });
});

describe('a signed-in page\'s document asks for the profile before its code (docs/decisions/0057-the-boot-script-asks-for-a-signed-in-pages-profile.md)', () => {
  const PROFILE_URL = 'https://api.example/api/pwa/exp/v1/patient/profile';
  const SIGNED_IN_PATHS = '^(?:/prescriptions|/pharmacy/[^/]+)/?$';
  const session = (fields: Record<string, unknown> = {}) => JSON.stringify({ status: 'authenticated', token: 'token-1', expiresAt: Date.now() + 240_000, signedInAt: Date.now(), ...fields });

  function signedInDocument({ path = '/prescriptions', stored = session() as string | null, profile = true as boolean | 'mock' } = {}) {
    const calls: Array<{ url: string; init: RequestInit; entryAdded: boolean }> = [];
    const answer = Promise.resolve(new Response('{"patient":1}', { status: 200, headers: { 'Retry-After': '2' } }));
    const element = bootElement({ entry: '/assets/index-A.js', preload: [], profile: profile ? { url: profile === 'mock' ? null : PROFILE_URL, paths: SIGNED_IN_PATHS } : null });
    let before: string[] = [];
    const dom = new JSDOM(`<!doctype html><html><head>${element}</head><body></body></html>`, {
      url: `https://portal.example${path}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        if (stored !== null) window.sessionStorage.setItem(BOOT_SESSION_KEY, stored);
        Object.assign(window, {
          Response,
          fetch: (url: string, init: RequestInit) => (calls.push({ url, init, entryAdded: window.document.querySelector('script[type="module"]') !== null }), answer),
          // No paint is reported here: an entry added while the test looks was not waiting for one.
          setTimeout: () => 0,
        });
        before = Object.keys(window);
      },
    });
    const window = dom.window as unknown as Window & Record<string, unknown>;
    return { calls, answer, window, stored, added: Object.keys(window).filter((key) => !before.includes(key)), storage: () => ({ ...window.sessionStorage }), head: window.document.head };
  }

  it('is left under the names the session reads', () => {
    expect(BOOT_PROFILE).toBe(BOOT_PROFILE_GLOBAL);
    expect(BOOT_SESSION_KEY).toBe(SESSION_STORAGE_KEY);
  });

  it('a signed-in tab sends the call the app\'s client would, at once, before the entry is added, and leaves only its promise', () => {
    const tab = signedInDocument();
    expect(tab.calls).toEqual([{ url: PROFILE_URL, init: { headers: { Accept: 'application/json', jwttoken: 'token-1' }, credentials: 'omit', cache: 'no-store' }, entryAdded: false }]);
    expect(tab.window[BOOT_PROFILE]).toBeInstanceOf(Promise);
    // The token is in the call's headers only: no global the page keeps holds it, storage is as it was.
    expect(tab.added).toEqual([BOOT_PROFILE]);
    expect(tab.storage()).toEqual({ [BOOT_SESSION_KEY]: tab.stored });
  });

  it('the call it leaves is the answer already read: its status, headers and body, so no request stays open for the app to finish', async () => {
    const tab = signedInDocument();
    const sent = await tab.answer;
    const left = await (tab.window[BOOT_PROFILE] as Promise<Response>);
    expect(sent.bodyUsed, 'the boot script read the body').toBe(true);
    expect(left.status).toBe(200);
    expect(left.headers.get('Retry-After')).toBe('2');
    expect(await left.json()).toEqual({ patient: 1 });
  });

  it('a signed-in tab fetches the page\'s code at once, without waiting for the loading overlay\'s paint: the data it shows is the page\'s largest paint', () => {
    expect(signedInDocument().head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-A.js');
  });

  it('so does a mock build\'s, which sends no call of its own', () => {
    const tab = signedInDocument({ profile: 'mock' });
    expect(tab.calls).toEqual([]);
    expect(tab.window[BOOT_PROFILE]).toBeUndefined();
    expect(tab.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-A.js');
  });

  it.each([
    ['no session', { stored: null }],
    ['a session that ran out', { stored: session({ expiresAt: Date.now() - 1 }) }],
    ['a public page of the same document', { path: '/login-error' }],
  ] as const)('with %s, the code waits for the first paint as on every other page', (_case, options) => {
    expect(signedInDocument(options).head.querySelector('script[type="module"]')).toBeNull();
  });

  it('a signed-in path matches as the app\'s routes do: a parameter, a trailing slash, any case', () => {
    for (const path of ['/pharmacy/rx-1', '/prescriptions/', '/Prescriptions']) expect(signedInDocument({ path }).calls, path).toHaveLength(1);
  });

  it.each([
    ['no session', { stored: null }],
    ['a session still being verified (Verify Profile)', { stored: session({ status: 'verifying' }) }],
    ['a session that ran out (the store ends it as it loads)', { stored: session({ expiresAt: Date.now() - 1 }) }],
    ['a session with no token', { stored: session({ token: null }) }],
    ['storage the script cannot read', { stored: '{not json' }],
    ['a public page of the same document', { path: '/login-error' }],
    ['an unknown path', { path: '/prescriptions/extra' }],
    ['a document that names no profile call (a mock build, a prerendered page)', { profile: false }],
  ] as const)('asks for nothing with %s', (_case, options) => {
    const tab = signedInDocument(options);
    expect(tab.calls).toEqual([]);
    expect(tab.window[BOOT_PROFILE]).toBeUndefined();
  });
});
