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
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // Assets and anything outside /api pass through; an unknown API call is a bug worth a warning.
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
