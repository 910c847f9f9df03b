/**
 * What the page sent, read on the page's side of the wire, never from the mock's state: a test
 * says what left the patient's tab and how it was answered, as a network panel would show it.
 *  - `recordCalls`: the browser's own record of the requests (Playwright's `request` events, which
 *    see a call the mock's service worker answers as any other).
 *  - `recordForms`: a multipart post's parts as the page handed them to `fetch`. The browser's
 *    record of a request leaves out the file parts of its body, so the files a post carried
 *    (their names and sizes) can only be read before they leave.
 */
import type { Page } from '@playwright/test';

interface SentPart {
  name: string;
  /** A text part's value. */
  value?: string;
  /** A file part's name and size in bytes. */
  fileName?: string;
  size: number;
}

export interface SentCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The answer's status, or null when none came (aborted, failed). */
  status: number | null;
}

/**
 * Starts recording the page's calls whose method is `method` and whose path matches `path`, from
 * now on; the returned function waits for each to end (answered or failed) and gives them in the
 * order they were sent.
 */
export function recordCalls(page: Page, method: string, path: RegExp): () => Promise<SentCall[]> {
  const calls: Promise<SentCall>[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== method || !path.test(pathname)) return;
    calls.push(
      (async () => {
        const headers = await request.allHeaders();
        const response = await request.response().catch(() => null);
        return { method, path: pathname, headers, status: response?.status() ?? null };
      })(),
    );
  });
  return () => Promise.all(calls);
}

/** A form post as the page handed it to `fetch`: its path, its parts and its answer's status (null: none came). */
export interface SentForm {
  path: string;
  status: number | null;
  parts: SentPart[];
}

/**
 * Records, from the page's next document on, every `fetch` whose body is a FormData and whose
 * path matches `path`; the returned function gives those of the current document, in the order
 * they were sent, once each has its answer (or has failed).
 */
export async function recordForms(page: Page, path: RegExp): Promise<() => Promise<SentForm[]>> {
  await page.addInitScript((source) => {
    const pattern = new RegExp(source);
    const sent: Promise<unknown>[] = [];
    (window as unknown as { __portalSentForms: Promise<unknown>[] }).__portalSentForms = sent;
    const network = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const answer = network(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (init?.body instanceof FormData && pattern.test(url.pathname)) {
        const parts = [...init.body.entries()].map(([name, entry]) =>
          typeof entry === 'string' ? { name, value: entry, size: entry.length } : { name, fileName: entry.name, size: entry.size },
        );
        sent.push(answer.then((response) => response.status, () => null).then((status) => ({ path: url.pathname, status, parts })));
      }
      return answer;
    };
  }, path.source);
  return () => page.evaluate(() => Promise.all((window as unknown as { __portalSentForms?: Promise<unknown>[] }).__portalSentForms ?? [])) as Promise<SentForm[]>;
}
