/**
 * Loading the portal's code on demand, honestly on a weak network (prescription-experience §8
 * "Chunk load failure", shown in the patient's words; §9: the chunk script load time-out is 120 s).
 *
 * A chunk that cannot load is most often a stale page: a new version was deployed and the old
 * hashed files are gone. So the first failure reloads the page once (the session, drafts and
 * address survive a reload: they are in sessionStorage); a failure again within a short while
 * throws a `ChunkLoadError`, which the router's error boundary shows in the patient's words (copy.chunkError)
 * with a "Try again" button (a reload). The mark is a time, not cleared by a chunk that loads:
 * other chunks load fine while one fails, and clearing it then would reload in a loop. A failure
 * a minute or more after the automatic reload counts as new and reloads again.
 */

import { loadProgramTexts } from 'virtual:portal-program';

/** §9: a chunk that has not arrived after 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Where the one automatic reload is remembered (a time, no patient data). */
export const CHUNK_RELOAD_KEY = 'portal.chunk-reload';
/** A failure this long after the automatic reload counts as a new one (reload again). */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** The messages engines give a failed dynamic import (Chromium, WebKit, Firefox) and Vite's preload error. */
const ENGINE_MESSAGES = [/failed to fetch dynamically imported module/i, /importing a module script failed/i, /error loading dynamically imported module/i, /unable to preload css/i];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || ENGINE_MESSAGES.some((pattern) => pattern.test(error.message));
}

export interface ChunkLoadOptions {
  timeoutMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/**
 * The leave-site guard (prescription-experience §2: every external link asks first). The public
 * pages have no external link, so its code is not in the landing page's script: it starts loading
 * with the app (App.tsx) and every page loaded on demand waits for it, so no page that can hold an
 * external link shows before the guard can stop the click. Once; a failure is tried again.
 */
let leaveSiteGuard: Promise<typeof import('@portal/feature-shell/leave-site')> | undefined;
export const loadLeaveSiteGuard = () =>
  (leaveSiteGuard ??= import('@portal/feature-shell/leave-site').catch((error: unknown) => {
    leaveSiteGuard = undefined;
    throw error;
  }));

export async function loadChunk<T>(importer: () => Promise<T>, options: ChunkLoadOptions = {}): Promise<T> {
  // The storage and reload are the browser's, read only on a failure (the build's prerenderer
  // loads chunks too, in Node, where neither exists).
  const { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, reload = () => window.location.reload(), now = Date.now } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk failed: no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    // A page loaded on demand may use any of the programme's texts: they come with the first one;
    // and it may hold external links: the guard is in place first.
    return await Promise.race([Promise.all([importer(), loadProgramTexts(), loadLeaveSiteGuard()]).then(([module]) => module), timeout]);
  } catch (error) {
    const storage = options.storage ?? sessionStorage;
    const reloadedAt = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (!(reloadedAt > 0 && now() - reloadedAt < CHUNK_RELOAD_WINDOW_MS)) {
      storage.setItem(CHUNK_RELOAD_KEY, String(now()));
      reload();
      // The page is going away; nothing renders meanwhile but the loading overlay.
      return new Promise<never>(() => undefined);
    }
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(`Loading chunk failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
