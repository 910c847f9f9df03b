import { describe, expect, it } from 'vitest';
import { errorGist, firstLine, playwrightFailures, printedFailures, vitestFailures } from './testFailures.ts';

/** Reports in the shape the runners write (.tmp/vitest.json, .tmp/e2e-results.json), cut down to what is read. */
describe('the failed tests npm test names above its summary', () => {
  it('Vitest: each failed test by file and full name with its error\'s first line; a file that could not run by its message; passes are not named', () => {
    const report = {
      testResults: [
        {
          name: '/repo/libs/session/src/store.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'store keeps the token' },
            { status: 'failed', fullName: 'store ends on a 401', failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at store.test.ts:10:3'] },
          ],
        },
        { name: '/repo/libs/api/src/client.test.ts', status: 'failed', message: 'Error: Cannot find module ./gone.ts\n  at import', assertionResults: [] },
        { name: '/repo/libs/api/src/paths.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'paths' }] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'libs/session/src/store.test.ts › store ends on a 401 (AssertionError: expected 1 to be 2)',
      'libs/api/src/client.test.ts (Error: Cannot find module ./gone.ts)',
    ]);
  });

  it('Playwright: each unexpected result as [project] file › describe › test; expected, skipped and flaky ones are not named', () => {
    const spec = (title: string, status: string, message?: string) => ({
      title,
      file: 'prerender.spec.ts',
      tests: [{ projectName: 'BISP', status, results: [message ? { error: { message } } : {}] }],
    });
    const report = {
      suites: [
        {
          title: 'prerender.spec.ts',
          file: 'prerender.spec.ts',
          specs: [spec('a top-level test', 'unexpected', 'Error: timed out')],
          suites: [
            {
              title: 'prerendered public pages',
              file: 'prerender.spec.ts',
              specs: [spec('the landing page hydrates', 'expected'), spec('a deep link gets the app shell', 'unexpected', '\nError: expect(locator).toBeVisible() failed\n\nLocator: main'), spec('skipped', 'skipped'), spec('flaky', 'flaky')],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      '[BISP] prerender.spec.ts › prerendered public pages › a deep link gets the app shell (Error: expect(locator).toBeVisible() failed)',
      '[BISP] prerender.spec.ts › a top-level test (Error: timed out)',
    ]);
  });

  it('gates without a report: the budget check\'s and the generator\'s ✖ lines and the journeys\' FAIL lines, not their passes', () => {
    const output = [
      'PASS budget-fires: a lowered limit fails the budget',
      'FAIL budget: dist/BISP',
      '     js    assets/index.js   81.89 KB',
      '     ✖ dist/BISP: initial JS 85.19 KB gzip exceeds 85.00 KB by 0.19 KB',
      'PASS webkit   BISP   (6.9 s)',
      'FAIL firefox  LUMA   (8.8 s)',
      '✔ generate (1.2 s)',
      '✖ build (3.0 s)',
      '3 passed, 3 failed',
    ].join('\n');
    expect(printedFailures(output)).toEqual(['budget: dist/BISP', 'dist/BISP: initial JS 85.19 KB gzip exceeds 85.00 KB by 0.19 KB', 'firefox  LUMA   (8.8 s)', 'build (3.0 s)']);
  });

  it('a comparison that failed is named with what it expected and what it received, not its stack', () => {
    const message = [
      '\u001b[2mexpect(\u001b[22mreceived\u001b[2m).\u001b[22mtoEqual\u001b[2m(\u001b[22mexpected\u001b[2m) // deep equality\u001b[22m',
      '',
      '- Expected  - 1',
      '+ Received  + 1',
      '',
      '  Array [',
      '-   "profile answered",',
      '+   "runtime asked",',
      '  ]',
      '    at first-load.spec.ts:85:29',
    ].join('\n');
    expect(errorGist(message)).toBe('expect(received).toEqual(expected) // deep equality | -   "profile answered", | +   "runtime asked",');
    expect(errorGist('Error: expected 1 to be 2\n\nExpected: 2\nReceived: 1\n    at x.test.ts:3:1')).toBe('Error: expected 1 to be 2 | Expected: 2 | Received: 1');
    expect(errorGist(`x\n${'+ y\n'.repeat(10)}`)).toBe('x | + y | + y | + y | + y');
  });

  it('an error\'s first line is at most 200 characters and never empty-looking', () => {
    expect(firstLine(`\n\n  ${'x'.repeat(300)}\nmore`)).toHaveLength(200);
    expect(firstLine(undefined)).toBe('');
  });
});
