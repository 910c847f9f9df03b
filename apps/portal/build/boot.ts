/**
 * Paint first, then fetch the code (docs/decisions/0002-a-prerendered-page-paints-before-its-code-is-fetched.md).
 *
 * A prerendered page needs no script to paint, nor does the app shell's loading overlay. With
 * the app's `<script type="module">` in its head, the browser fetches and runs the code as soon as
 * it can, and on a fast network with a slow phone that is before the first frame: the patient
 * waits for 170 KB of script to be evaluated before seeing a page that was already there. So every
 * page the build writes carries this small inline script instead: it waits for the first contentful paint, then adds the entry script and
 * the modulepreload links the build wrote (read from its own `data-entry` and `data-preload`).
 *
 *  - The paint is observed with the Paint Timing API (`first-contentful-paint`, buffered, so a
 *    paint before the script ran counts), then one task later the code is requested.
 *  - A tab that is hidden never paints: it fetches at once (hidden from the start, or hidden
 *    before the paint).
 *  - A browser without paint timing fetches on the `load` event, and any browser after
 *    BOOT_FALLBACK_MS at the latest: the page never waits for a paint that is not reported.
 *
 *  - A production build's pages name the portal's service worker (`data-worker`, apps/portal/build/pwa.ts):
 *    it is registered once the entry has run and the browser is idle, so its download of the
 *    precache never competes with the page's own code. A mock build names none: the mock's worker
 *    holds the scope there (docs/decisions/0028-the-service-worker-is-production-only-and-honest-offline.md).
 *
 *  - A form sent before the app is there (Enter or a press of its button, on a slow network the
 *    page is usable seconds before its code arrives) is noted, not lost: a submit event that no
 *    handler took (the app's forms all prevent the browser's default) leaves its form in
 *    `window[BOOT_EARLY_SUBMIT]`, and the page carries the press out once it runs (the sign-in's
 *    Get code, libs/features/access/src/Login/earlySubmit.ts). Only the element is kept, nothing typed.
 *
 *  - A signed-in page's document (app.html in a build with an API of its own: `data-profile`, the
 *    profile's URL, and `data-profile-paths`, the signed-in routes' paths) asks for the patient's
 *    profile at once, as the app's client would (GET, the `jwttoken` header, `no-store`), when the
 *    tab holds a signed-in session that has not run out: the call goes out with the HTML, beside the
 *    code, not after the entry has downloaded and run. Only the call's promise is left, in
 *    `window[BOOT_PROFILE]`; the app takes it over (libs/session/src/bootProfile.ts) and reads the
 *    answer as its own, 401 and 202 included. The token stays in the call's headers. A mock build
 *    names no profile: its answers come from the mock's worker, which starts with the app
 *    (docs/decisions/0057-the-boot-script-asks-for-a-signed-in-pages-profile.md).
 *
 *  - The personal documents require Trusted Types for script URLs (hostingHeaders.ts): the entry's
 *    `src` and the worker's registration go through this script's own policy
 *    (BOOT_TRUSTED_TYPES_POLICY), which accepts the portal's own origin only. Created first thing in
 *    the page, its name cannot be taken before it, nor again after it.
 *
 * The text is the same on every page, so one hash in the Content-Security-Policy allows it
 * (`BOOT_SCRIPT_CSP_SOURCE`, hostingHeaders.ts); no 'unsafe-inline'. The SPA fallback (app.html)
 * boots the same way: its paint is the themed loading overlay, on screen while the code downloads.
 */
import { createHash } from 'node:crypto';
import { classicScript } from './classicScript.ts';

/** The latest the code waits for a paint that is not reported. */
export const BOOT_FALLBACK_MS = 3000;

/** The Trusted Types policy of the boot script: the personal documents' policy names it (hostingHeaders.ts). */
export const BOOT_TRUSTED_TYPES_POLICY = 'portal-boot';

/**
 * The window property where the boot script leaves a form sent before the app ran (the sign-in's
 * EARLY_SUBMIT_GLOBAL, which boot.test.ts holds to the same name).
 */
export const BOOT_EARLY_SUBMIT = 'portalEarlySubmit';

/**
 * The window property where the boot script leaves its profile call (the session's
 * BOOT_PROFILE_GLOBAL, which boot.test.ts holds to the same name).
 */
export const BOOT_PROFILE = 'portalBootProfile';

/** Where the session store keeps the tab's session (the session's SESSION_STORAGE_KEY, held equal by boot.test.ts). */
export const BOOT_SESSION_KEY = 'portal.session';

/** The part of the Trusted Types API the boot script uses (TypeScript's DOM types lack it). */
interface TrustedTypesWindow {
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown } };
}

/** What the inline script does (BOOT_SCRIPT is its text): see the file's comment. */
function boot(fallbackMs: number, policyName: string, earlySubmit: string, profileCall: string, sessionKey: string): void {
  // The page's globals once each: the minifier shortens these names, not the globals'.
  const doc = document;
  const win = window;
  // The script element running this, with the build's data on it.
  const script = doc.currentScript as HTMLScriptElement;
  const worker = script.getAttribute('data-worker');
  const types = (win as TrustedTypesWindow).trustedTypes;
  // A script URL of the portal's own origin, and nothing else, where the browser has Trusted Types.
  const policy =
    types &&
    types.createPolicy(policyName, {
      createScriptURL: function (url) {
        if (new URL(url, doc.baseURI).origin !== location.origin) throw new TypeError('Not a script of the portal: ' + url);
        return url;
      },
    });
  const profile = script.getAttribute('data-profile');
  const signedInPaths = script.getAttribute('data-profile-paths');
  // A signed-in page's code is fetched at once: its largest paint is the patient's data, not the
  // loading overlay, and the overlay paints from the HTML's own CSS all the same.
  let signedIn = false;
  if (signedInPaths) {
    try {
      const session = JSON.parse(sessionStorage.getItem(sessionKey) as string) as { status: string; token: string; expiresAt: number };
      // The store's own rule (libs/session/src/store.ts): a session that ran out is no session.
      signedIn = session.status === 'authenticated' && !!session.token && session.expiresAt > Date.now() && new RegExp(signedInPaths, 'i').test(location.pathname);
      if (signedIn && profile) {
        // The body is read here, whether or not the app takes the call over: unread, it would hold
        // the request open for as long as the page lives.
        const call = fetch(profile, { headers: { Accept: 'application/json', jwttoken: session.token }, credentials: 'omit', cache: 'no-store' }).then(function (response) {
          return response.text().then(function (body) {
            return new Response(body || null, { status: response.status, statusText: response.statusText, headers: response.headers });
          });
        });
        // A call that fails before the app takes it over is the app's to read, not an unhandled rejection.
        call.catch(function () {});
        (win as unknown as Record<string, Promise<Response>>)[profileCall] = call;
      }
    } catch {
      // No session, or storage the page may not read: the app asks for itself.
    }
  }
  function scriptUrl(url: string): string {
    return (policy ? policy.createScriptURL(url) : url) as string;
  }
  // Bubbling to the window: by then a handler of the app would have prevented the default.
  win.addEventListener('submit', function (event) {
    if (!event.defaultPrevented) (win as unknown as Record<string, EventTarget | null>)[earlySubmit] = event.target;
  });
  let started = false;
  function register() {
    navigator.serviceWorker.register(scriptUrl(worker as string)).catch(function () {});
  }
  function go() {
    if (started) return;
    started = true;
    const head = doc.head;
    (script.getAttribute('data-preload') || '').split(' ').forEach(function (file) {
      if (!file) return;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.setAttribute('crossorigin', '');
      link.href = file;
      head.appendChild(link);
    });
    const entry = doc.createElement('script');
    entry.type = 'module';
    entry.setAttribute('crossorigin', '');
    entry.src = scriptUrl(script.getAttribute('data-entry') as string);
    if (worker && 'serviceWorker' in navigator) {
      entry.addEventListener('load', function () {
        if (win.requestIdleCallback) win.requestIdleCallback(register);
        else setTimeout(register, 0);
      });
    }
    head.appendChild(entry);
  }
  function later() {
    setTimeout(go, 0);
  }
  if (signedIn || doc.visibilityState === 'hidden') return go();
  doc.addEventListener('visibilitychange', function () {
    if (doc.visibilityState === 'hidden') go();
  });
  setTimeout(go, fallbackMs);
  const Observer = win.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) later();
    }).observe({ type: 'paint', buffered: true });
  } else win.addEventListener('load', later);
}

/** The inline script: the same text on every page, so one CSP hash allows it. */
const BOOT_SCRIPT = classicScript(boot, BOOT_FALLBACK_MS, BOOT_TRUSTED_TYPES_POLICY, BOOT_EARLY_SUBMIT, BOOT_PROFILE, BOOT_SESSION_KEY);

/** The CSP source that allows exactly BOOT_SCRIPT. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64')}'`;

/** The profile call a signed-in page's document starts: its URL and the pattern of the paths that ask for it. */
export interface BootProfile {
  /** None in a mock build: its answers come from the mock's worker, which starts with the app. */
  url: string | null;
  paths: string;
}

/**
 * The inline element: the entry module and the files to preload with it, in the build's order, the
 * service worker to register (production builds), if any, and the profile call of a signed-in
 * page's document (app.html of a build with an API), if any.
 */
export function bootElement({ entry, preload, worker = null, profile = null }: { entry: string; preload: string[]; worker?: string | null; profile?: BootProfile | null }): string {
  const workerAttribute = worker ? ` data-worker="${worker}"` : '';
  const profileAttributes = profile ? `${profile.url ? ` data-profile="${escapeAttribute(profile.url)}"` : ''} data-profile-paths="${escapeAttribute(profile.paths)}"` : '';
  return `<script data-entry="${entry}" data-preload="${preload.join(' ')}"${workerAttribute}${profileAttributes}>${BOOT_SCRIPT}</script>`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
