/**
 * Paint first, then fetch the code (docs/decisions.md "Prerendered public pages").
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
 *    holds the scope there (docs/decisions.md "Installable, and honest offline").
 *
 * The text is the same on every page, so one hash in the Content-Security-Policy allows it
 * (`BOOT_SCRIPT_CSP_SOURCE`, hostingHeaders.ts); no 'unsafe-inline'. The SPA fallback (app.html)
 * boots the same way: its paint is the themed loading overlay, on screen while the code downloads.
 */
import { createHash } from 'node:crypto';

/** The latest the code waits for a paint that is not reported. */
export const BOOT_FALLBACK_MS = 3000;

export const BOOT_SCRIPT = [
  '(function(b){',
  'var d=document,w=window,s=0,k=b.getAttribute("data-worker");',
  'function reg(){navigator.serviceWorker.register(k).catch(function(){})}',
  'function go(){if(s)return;s=1;var h=d.head;',
  '(b.getAttribute("data-preload")||"").split(" ").forEach(function(f){if(!f)return;var l=d.createElement("link");l.rel="modulepreload";l.setAttribute("crossorigin","");l.href=f;h.appendChild(l)});',
  'var e=d.createElement("script");e.type="module";e.setAttribute("crossorigin","");e.src=b.getAttribute("data-entry");',
  'if(k&&"serviceWorker"in navigator)e.addEventListener("load",function(){w.requestIdleCallback?w.requestIdleCallback(reg):setTimeout(reg,0)});',
  'h.appendChild(e)}',
  'function later(){setTimeout(go,0)}',
  'if(d.visibilityState==="hidden")return go();',
  'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")go()});',
  `setTimeout(go,${BOOT_FALLBACK_MS});`,
  'var P=w.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)later()}).observe({type:"paint",buffered:true})',
  '}else w.addEventListener("load",later)',
  '})(document.currentScript)',
].join('');

/** The CSP source that allows exactly BOOT_SCRIPT. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64')}'`;

/**
 * The inline element: the entry module and the files to preload with it, in the build's order, and
 * the service worker to register (production builds), if any.
 */
export function bootElement({ entry, preload, worker = null }: { entry: string; preload: string[]; worker?: string | null }): string {
  const workerAttribute = worker ? ` data-worker="${worker}"` : '';
  return `<script data-entry="${entry}" data-preload="${preload.join(' ')}"${workerAttribute}>${BOOT_SCRIPT}</script>`;
}
