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
import { addPlugins, addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { acceptedCachedAnswer } from './integrity.ts';

/** The build's precache list (apps/portal/build/pwa.ts `precacheEntries`). */
declare const __PORTAL_PRECACHE__: PrecacheEntry[];
/** The offline page's URL, e.g. `/offline.html`, and its script's, `/offline.js`. */
declare const __PORTAL_OFFLINE_PAGE__: string;
declare const __PORTAL_OFFLINE_SCRIPT__: string;
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

// Read once: the build writes the list in at each place it is named, and it is most of the worker's bytes.
const PRECACHE = __PORTAL_PRECACHE__;
precache(PRECACHE);
// Caches of an older Workbox precache format, if a version ever changes it.
cleanupOutdatedCaches();

/**
 * Every cached answer is checked against the bytes the build hashed before it is served. Cache
 * Storage belongs to the origin, and so to any script that runs on it: a tag manager's container
 * on a public page could write its own code over a cached chunk, and a signed-in page would run it
 * (docs/decisions/0049-only-the-builds-bytes-run-on-the-portals-origin.md). An answer that does
 * not match is dropped and the file fetched again with the build's integrity, which repairs the
 * cache; the same check keeps a written-over entry from being taken as "already cached" when a
 * new worker installs.
 */
const integrityByCacheKey = new Map(PRECACHE.map((entry) => [getCacheKeyForURL(entry.url) ?? entry.url, entry.integrity ?? '']));
addPlugins([
  {
    cachedResponseWillBeUsed: async ({ cacheName, cachedResponse, request }) => {
      if (!cachedResponse) return null;
      if (await acceptedCachedAnswer(cachedResponse, integrityByCacheKey.get(request.url))) return cachedResponse;
      await (await caches.open(cacheName)).delete(request);
      return null;
    },
  },
]);

scope.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void scope.skipWaiting();
});

// The navigation's request starts while the worker starts (it may have been stopped): a navigation
// through the worker costs no extra wait where the browser supports it.
scope.addEventListener('activate', (event) => {
  const preload = scope.registration.navigationPreload;
  if (preload) event.waitUntil(preload.enable());
});

/** The files a page opened offline needs from the precache: the landing and legal pages, the offline page and its script. */
const OFFLINE_SHELL = [...__PORTAL_OFFLINE_READABLE__, __PORTAL_OFFLINE_PAGE__, __PORTAL_OFFLINE_SCRIPT__];

/** Runs the precache's own handler for a URL (the integrity check included); undefined when it has no answer. */
function fromPrecache(url: string, event: ExtendableEvent): Promise<Response | undefined> {
  const integrity = integrityByCacheKey.get(getCacheKeyForURL(url) ?? url);
  // With the entry's integrity, the precache's handler fetches a dropped entry with it and puts it back.
  return createHandlerBoundToURL(url)({ request: new Request(url), event, url: new URL(url, self.location.href), params: { integrity } }).catch(() => undefined);
}

registerRoute(
  new NavigationRoute(async ({ request, event }) => {
    // The patient is leaving a page: a newer worker waiting to take over may now do so.
    scope.registration.waiting?.postMessage(SKIP_WAITING_MESSAGE);
    // While online, what an offline visit needs is checked and, where written over, fetched
    // again: otherwise a page's script could leave the patient with no offline page at all.
    (event as ExtendableEvent).waitUntil(Promise.all(OFFLINE_SHELL.map((url) => fromPrecache(url, event as ExtendableEvent))));
    try {
      const preloaded = (await (event as { preloadResponse?: Promise<Response | undefined> }).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch {
      const path = new URL(request.url).pathname;
      // Through the precache's own handler, so the integrity check above applies offline too.
      const page = __PORTAL_OFFLINE_READABLE__.includes(path) ? await fromPrecache(path, event as ExtendableEvent) : undefined;
      return page ?? (await fromPrecache(__PORTAL_OFFLINE_PAGE__, event as ExtendableEvent)) ?? Response.error();
    }
  }),
);

// Everything else precached (the hashed files, the manifests) comes from the precache. The
// navigation route above is matched first, so a page is never answered from here.
addRoute({ cleanURLs: false, ignoreURLParametersMatching: [] });
