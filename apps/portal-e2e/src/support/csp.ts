import type { BrowserContext, Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of the pages a context opens (the
 * `securitypolicyviolation` event), so a test can require none. `cspViolations` reads those of the
 * current document; pass `everyDocument` to collect them across full page loads as well (each
 * load starts a new document, whose record starts empty).
 */
export async function recordCspViolations(context: BrowserContext, everyDocument?: string[]): Promise<void> {
  if (everyDocument) await context.exposeFunction('__portalCspViolation', (line: string) => void everyDocument.push(line));
  await context.addInitScript(() => {
    const seen: string[] = [];
    const page = window as unknown as { __cspViolations: string[]; __portalCspViolation?: (line: string) => void };
    page.__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const line = `${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} on ${location.pathname} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      seen.push(line);
      page.__portalCspViolation?.(line);
    });
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}
