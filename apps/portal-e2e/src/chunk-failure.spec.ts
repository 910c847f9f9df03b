import { setMockDelay } from '@portal/api-mocks';
import { expect, test, testedOnceIn } from './fixtures.ts';
import { goInApp } from './support/browser.ts';
import { answerApi, PRODUCTION_API, PRODUCTION_HOST, PRODUCTION_HOST_OPTIONS, productionBuildExists, servePortal } from './support/productionHost.ts';
import { signIn } from './support/signIn.ts';

/**
 * prescription-experience §8 "Chunk load failure", in the patient's words ("This page did not
 * load", never the developer's "Loading chunk failed"). A page's code that cannot be downloaded (a
 * stale deploy, a dropped connection) reloads the page once by itself; still failing, the patient
 * reads that the page did not load, with "Try again", which works once the
 * file can be fetched, and the patient is still signed in. The production build is used (a mock
 * build's service worker fetches files out of the test's reach); the rule is the same in every
 * programme (apps/portal/src/chunks.ts), so it runs once.
 */
testedOnceIn('BISP');
test.use(PRODUCTION_HOST_OPTIONS);

test('a page whose code cannot be downloaded: one automatic reload, then "This page did not load" and a working Try again', async ({ context, page, program, checkA11y }) => {
  expect(productionBuildExists(), 'dist/BISP-production is missing: run node tools/scripts/build-all.mjs').toBe(true);
  setMockDelay(0);
  const fetched = new Set<string>();
  let refusing = false;
  const refused: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${PRODUCTION_API}/`)) return answerApi(route);
    if (!url.startsWith(`${PRODUCTION_HOST}/`)) return route.abort();
    // Once refusing: a script the browser has not fetched yet is gone (a deploy removed it).
    if (refusing && url.endsWith('.js') && !fetched.has(url)) {
      refused.push(url);
      return route.fulfill({ status: 404, body: 'Not found' });
    }
    if (url.endsWith('.js')) fetched.add(url);
    return servePortal(route);
  });
  await signIn(page, program, { from: `${PRODUCTION_HOST}/login` });
  await expect(page).toHaveURL(`${PRODUCTION_HOST}/prescriptions`);

  refusing = true;
  let loads = 0;
  page.on('load', () => (loads += 1));
  await goInApp(page, '/profile');
  const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: program.copy.chunkError.title }) });
  await expect(failed).toBeVisible();
  await expect(failed).not.toContainText(/chunk/i);
  expect(loads, 'the page reloaded itself once, then stopped').toBe(1);
  expect(refused.length, 'the page code was asked for before and after the reload').toBeGreaterThanOrEqual(2);
  await expect(page).toHaveURL(`${PRODUCTION_HOST}/profile`);
  await checkA11y('chunk failed');

  // The files are back (the connection returned): Try again shows the page, still signed in.
  refusing = false;
  await failed.getByRole('button', { name: program.copy.chunkError.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.profile })).toBeVisible();
  await expect(page).toHaveURL(`${PRODUCTION_HOST}/profile`);
});
