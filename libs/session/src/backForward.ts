/**
 * Back after the session ended shows nothing of it. A browser may keep a page the patient left
 * in its back/forward cache and show it again, as it was, on Back: with its content and its
 * session in memory, even after a logout or an expiry in a later page of the tab.
 *
 * So a document that holds a session, when it goes into that cache, hides itself (`hidden` on
 * <html>: nothing is drawn), and when it comes back it shows itself again only if its session is
 * still the one in this tab's storage, exactly (a renewal, a logout, an expiry or a new sign-in
 * elsewhere in the tab all change it). Otherwise it loads afresh, as any new page load would: the
 * guard of a signed-in page then sends the patient to /login, the landing page shows as it is.
 *
 * Installed by the session's API client (apiClient.ts), so with the first page that calls the
 * API (sign-in, a signed-in page), never with the landing page's script.
 */
import { SESSION_STORAGE_KEY, type SessionStore } from './store.ts';

interface BackForwardTarget {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: PageTransitionEvent) => void): void;
}

export interface BackForwardOptions {
  target?: BackForwardTarget;
  root?: HTMLElement;
  storage?: Pick<Storage, 'getItem'>;
  reload?: () => void;
}

const guarded = new WeakSet<SessionStore>();

export function guardBackForward(store: SessionStore, options: BackForwardOptions = {}): void {
  if (guarded.has(store) || typeof window === 'undefined') return;
  guarded.add(store);
  const { target = window, root = document.documentElement, storage = sessionStorage, reload = () => window.location.reload() } = options;
  target.addEventListener('pagehide', (event) => {
    if (event.persisted && store.get().status !== 'anonymous') root.hidden = true;
  });
  target.addEventListener('pageshow', (event) => {
    if (!event.persisted || !root.hidden) return;
    let stored: string | null = null;
    try {
      stored = storage.getItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage refused: the session cannot be confirmed, so the page loads afresh.
    }
    if (stored === JSON.stringify(store.get())) root.hidden = false;
    else reload();
  });
}
