/**
 * What a real-HTTP test watches on its page from the start: page errors and unhandled rejections
 * (both arrive as `pageerror`), console errors, and where every API request went.
 */
import type { Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from './sandbox.ts';

export interface PageWatch {
  pageErrors: string[];
  consoleErrors: string[];
  /** Every request whose path starts with /api/, as `METHOD url`. */
  apiRequests: string[];
  /** API requests that did not go to the sandbox (e.g. to the portal's own origin). */
  misdirected: () => string[];
  /** Console errors not matched by any of `expected`. */
  unexpectedConsoleErrors: (expected?: RegExp[]) => string[];
}

/**
 * The browser reports every failed response or cut connection on the console ("Failed to load
 * resource: …", "net::ERR_…"); a test that injects a fault expects those, and only those.
 */
export const FAILED_REQUEST_CONSOLE = [/^Failed to load resource: /, /net::ERR_/];

export function watchPage(page: Page): PageWatch {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const apiRequests: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${request.url()}`);
  });
  return {
    pageErrors,
    consoleErrors,
    apiRequests,
    misdirected: () => apiRequests.filter((entry) => new URL(entry.split(' ')[1]!).origin !== SANDBOX_ORIGIN),
    unexpectedConsoleErrors: (expected = []) => consoleErrors.filter((text) => !expected.some((pattern) => pattern.test(text))),
  };
}
