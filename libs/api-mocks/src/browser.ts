import { setupWorker } from 'msw/browser';
import { setMockDelay, setMockPaymentEnabled } from './delay.ts';
import { handlers } from './handlers.ts';

/** Session storage key a test may set to change the mock delay for one tab (e.g. 0). */
export const MOCK_DELAY_STORAGE_KEY = 'portal-mock.delayMs';

/**
 * Starts the mock mode in the browser before the portal renders. Loaded with a dynamic import
 * only when the programme has no base URL, so production builds never contain it.
 */
export async function startMockWorker({ delayMs, paymentEnabled = true }: { delayMs: number; paymentEnabled?: boolean }): Promise<void> {
  setMockPaymentEnabled(paymentEnabled);
  const override = sessionStorage.getItem(MOCK_DELAY_STORAGE_KEY);
  setMockDelay(override !== null && Number.isFinite(Number(override)) ? Number(override) : delayMs);
  observeWorkerUpdates();
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // Assets and anything outside /api pass through; an unknown API call is a bug worth a warning.
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

/**
 * MSW asks an existing registration for an update on every start and leaves the promise unobserved.
 * A logout's `Clear-Site-Data: "storage"` unregisters the worker, and when that lands before the
 * update settles (a patient who signs out moments after a page opened), Firefox reports an
 * unhandled rejection in the page being left. Nothing waits for that update: its failure is observed
 * here and dropped. Mock builds only (this module never reaches a production build).
 */
function observeWorkerUpdates(): void {
  if (typeof ServiceWorkerRegistration === 'undefined') return;
  const prototype = ServiceWorkerRegistration.prototype as ServiceWorkerRegistration & { portalObserved?: true };
  if (prototype.portalObserved) return;
  const update = prototype.update;
  prototype.update = function observedUpdate(this: ServiceWorkerRegistration) {
    const pending = update.call(this);
    pending.catch(() => undefined);
    return pending;
  };
  prototype.portalObserved = true;
}
