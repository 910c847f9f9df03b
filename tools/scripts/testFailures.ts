/**
 * The names of failed tests, for the list `npm test` prints above its summary (test-all.mjs): CI's
 * log is often read from its tail, where "1 failed" alone does not say which. One line per failure,
 * with the gist of its error: its first line and, for a comparison, what was expected and received
 * (a race shows there as the values it was caught with, which the first line alone does not say).
 */
import { stripVTControlCharacters } from 'node:util';

/** The first non-empty line of an error message, without colour codes, at most 200 characters. */
export function firstLine(message: unknown): string {
  const line = stripVTControlCharacters(String(message ?? '')).split('\n').find((candidate) => candidate.trim());
  return line?.trim().slice(0, 200) ?? '';
}

/** A comparison's lines in Vitest's and Playwright's messages: `Expected: …`, `Received: …`, and a diff's `- `/`+ ` lines. */
const COMPARISON = /^(?:Expected|Received)\b|^[-+]\s+\S/;
/** A diff's own header (`- Expected  - 1`), which says nothing of the values. */
const DIFF_HEADER = /^[-+] (?:Expected|Received)\b/;

/**
 * An error's first line, then up to four of its comparison lines, joined with ` | `; at most
 * 400 characters. A stack trace is left out.
 */
export function errorGist(message: unknown): string {
  const lines = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const compared = lines.slice(1).filter((line) => COMPARISON.test(line) && !DIFF_HEADER.test(line)).slice(0, 4);
  return [firstLine(message), ...compared].filter(Boolean).join(' | ').slice(0, 400);
}

interface VitestReport {
  testResults?: Array<{ name?: string; status?: string; message?: string; assertionResults?: Array<{ status?: string; fullName?: string; failureMessages?: string[] }> }>;
}

/** A Vitest JSON report's failures: `file › test (error)`; a file that failed to run: `file (error)`. */
export function vitestFailures(report: VitestReport, root: string): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const path = String(file.name ?? '').replace(`${root}/`, '');
    const failed = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${path} › ${test.fullName} (${errorGist(test.failureMessages?.[0])})`);
    // A file that failed to load has no failed test of its own.
    return failed.length || file.status !== 'failed' ? failed : [`${path} (${firstLine(file.message)})`];
  });
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; file: string; tests?: Array<{ projectName: string; status: string; results?: Array<{ error?: { message?: string } }> }> }>;
}

/** A Playwright JSON report's failures (unexpected results): `[project] file › describe › test (error)`. */
export function playwrightFailures(report: { suites?: PlaywrightSuite[] }): string[] {
  const found: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    // A file's own suite is titled with its path, which the spec line names already.
    for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        found.push(`[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')} (${errorGist(error)})`);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/**
 * A gate without a JSON report names its failures in its own output: the budget check and the
 * generator smoke test with `✖ <what>`, the cross-browser journeys with `FAIL <browser> <CODE>`.
 */
export function printedFailures(output: string): string[] {
  return [...stripVTControlCharacters(output).matchAll(/^\s*(?:✖|FAIL)\s+(.+)$/gm)].map((match) => match[1]!.trim());
}
