import type { BrowserContext, Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of the pages a context opens (the
 * `securitypolicyviolation` event, and the console line the browser writes for it), so a test can
 * require none.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} on ${location.pathname} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}
