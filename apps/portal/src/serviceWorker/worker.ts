/**
 * The portal's service worker (production builds only;
 * docs/decisions/0028-the-service-worker-is-production-only-and-honest-offline.md). Built by
 * apps/portal/build/pwa.ts into `<outDir>/sw.js` after the pages are written, with the build's
 * precache list compiled in.
 *
 *  - It precaches the public shell and the hashed static files, and nothing else: the pages that
 *    hold nothing of a patient (the landing page, the legal pages), the offline page, the web app
 *    manifests and every file under /assets/. Nothing is ever added to a cache at run time: an API
 *    answer, a signed-in page or anything after sign-in never reaches Cache Storage.
 *  - A navigation goes to the network first (the HTML is never cached unseen). Without a network
 *    the landing and legal pages come from the precache, and every other page is answered by the
 *    offline page, in the programme's words, instead of the browser's error.
 *  - Requests it has no answer for (every API call, anything not precached) are not touched: the
 *    browser sends them as if there were no worker.
 *  - An update waits: a new worker installs beside the running one and takes over at the next
 *    navigation, which hands over from the old worker (`SKIP_WAITING_MESSAGE`). It never takes a
 *    page over while the patient is on it, and the page never reloads for it, so nothing typed is lost.
 */
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** The build's precache list (apps/portal/build/pwa.ts `precacheEntries`). */
declare const __PORTAL_PRECACHE__: PrecacheEntry[];
/** The offline page's URL, e.g. `/offline.html`. */
declare const __PORTAL_OFFLINE_PAGE__: string;
/** The paths whose precached page is shown offline as it is (they need no API). */
declare const __PORTAL_OFFLINE_READABLE__: string[];

/** What the old worker sends the waiting one at a navigation; the same in every version. */
const SKIP_WAITING_MESSAGE = 'portal:skip-waiting';

/** The parts of the worker's global scope used here (the page's DOM types describe no worker). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

precache(__PORTAL_PRECACHE__);
// Caches of an older Workbox precache format, if a version ever changes it.
cleanupOutdatedCaches();

scope.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void scope.skipWaiting();
});

// The navigation's request starts while the worker starts (it may have been stopped): a navigation
// through the worker costs no extra wait where the browser supports it.
scope.addEventListener('activate', (event) => {
  const preload = scope.registration.navigationPreload;
  if (preload) event.waitUntil(preload.enable());
});

registerRoute(
  new NavigationRoute(async ({ request, event }) => {
    // The patient is leaving a page: a newer worker waiting to take over may now do so.
    scope.registration.waiting?.postMessage(SKIP_WAITING_MESSAGE);
    try {
      const preloaded = (await (event as { preloadResponse?: Promise<Response | undefined> }).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch {
      const path = new URL(request.url).pathname;
      const page = __PORTAL_OFFLINE_READABLE__.includes(path) ? await matchPrecache(path) : undefined;
      return page ?? (await matchPrecache(__PORTAL_OFFLINE_PAGE__)) ?? Response.error();
    }
  }),
);

// Everything else precached (the hashed files, the manifests) comes from the precache. The
// navigation route above is matched first, so a page is never answered from here.
addRoute({ cleanURLs: false, ignoreURLParametersMatching: [] });
