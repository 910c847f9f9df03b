import { setupWorker } from 'msw/browser';
import { setMockDelay, setMockPaymentEnabled, setMockProgramPhone } from './delay.ts';
import { handlers } from './handlers.ts';

/** Session storage key a test may set to change the mock delay for one tab (e.g. 0). */
const MOCK_DELAY_STORAGE_KEY = 'portal-mock.delayMs';

/**
 * Starts the mock mode in the browser before the portal renders. Loaded with a dynamic import
 * only when the programme has no base URL, so production builds never contain it.
 */
export async function startMockWorker({ delayMs, paymentEnabled = true, programPhone }: { delayMs: number; paymentEnabled?: boolean; programPhone?: string }): Promise<void> {
  setMockPaymentEnabled(paymentEnabled);
  if (programPhone !== undefined) setMockProgramPhone(programPhone);
  const override = sessionStorage.getItem(MOCK_DELAY_STORAGE_KEY);
  setMockDelay(override !== null && Number.isFinite(Number(override)) ? Number(override) : delayMs);
  observeWorkerUpdates();
  registerWorkerThroughPolicy();
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // Assets and anything outside /api pass through; an unknown API call is a bug worth a warning.
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: MOCK_WORKER_URL },
  });
}

/** The mock's Trusted Types policy: mock builds' personal documents name it (MOCK_WORKER_TRUSTED_TYPES_POLICY, apps/portal/build/hostingHeaders.ts). */
const MOCK_WORKER_TRUSTED_TYPES_POLICY = 'portal-mock-worker';

/** The mock worker's script, as MSW is told it and registers it. */
const MOCK_WORKER_URL = '/mockServiceWorker.js';

interface TrustedTypesGlobal {
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown } };
}

let registersThroughPolicy = false;

/**
 * The personal documents require Trusted Types, and `serviceWorker.register` is a script sink; MSW
 * turns the worker's URL into a plain string (start's `serviceWorker.url` is read with toString) and
 * registers with it. Rather than a `default` policy, which would take any string at any sink of the
 * page, registration alone passes the mock worker's own URL, same origin, through a named policy;
 * any other string reaches the browser as given (and is refused). Mock builds only.
 */
function registerWorkerThroughPolicy(): void {
  const types = (globalThis as TrustedTypesGlobal).trustedTypes;
  if (registersThroughPolicy || !types || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  const policy = types.createPolicy(MOCK_WORKER_TRUSTED_TYPES_POLICY, {
    createScriptURL: (url) => {
      const target = new URL(url, location.href);
      if (target.origin !== location.origin || target.pathname !== MOCK_WORKER_URL) throw new TypeError(`Not the mock's worker: ${url}`);
      return url;
    },
  });
  const container = navigator.serviceWorker;
  const register = container.register.bind(container);
  container.register = (url, options) => register(typeof url === 'string' && new URL(url, location.href).pathname === MOCK_WORKER_URL ? (policy.createScriptURL(url) as string) : url, options);
  registersThroughPolicy = true;
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
