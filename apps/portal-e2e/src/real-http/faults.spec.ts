/**
 * The fault matrix over real HTTP: every call the portal makes (one row each) × every way a server
 * or a network can fail it (one column each), made by the contract sandbox for one request
 * (`times: 1`), on the production build. Each cell is one test; a row shares one tab and one
 * sign-in, so the matrix stays fast. Per cell:
 *  - the patient reads the spec's §8 message where it has one (word for word), else a clear one;
 *  - the main landmark has content, no page error or unhandled rejection happened, and the only
 *    console errors are the browser's own reports of the failed request;
 *  - what the patient typed is still in its field;
 *  - the sandbox's fault was consumed (the call really was made);
 *  - retrying without the fault succeeds.
 * 202 follows the spec's redirect rule (§7: the browser goes to '/'); a 401 on a call with the
 * token ends the session (/login, with the session-ended message). The printed table comes from
 * matrixReporter.ts.
 */
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { MAX_GET_TRIES } from '@portal/api/client';
import { paths } from '@portal/api/paths';
import { loadProgramUnderTest, type ProgramUnderTest } from '../fixtures.ts';
import { accounts, codeScreen, DEMO_CODE, enterAddress, loginScreen, requestCode, shownPhone, submitCode, typeCode } from '../support/signIn.ts';
import { appRunning } from '../support/browser.ts';
import { MATRIX_ATTACHMENT, type MatrixCell } from './matrixReporter.ts';
import { addFaults, clearFaults, pendingFaults, resetSandbox, type SandboxFaultKind } from './sandbox.ts';
import { FAILED_REQUEST_CONSOLE, watchPage, type PageWatch } from './watch.ts';

const FAULTS = ['500', '503', '202', '401', '429', 'timeout', 'malformed', 'wrongShape', 'offline'] as const;
type Fault = (typeof FAULTS)[number];

/**
 * How the sandbox makes each fault (a call that never answers: `hang`, past the build's 3 s
 * timeout). `offline` is not the sandbox's: its `drop` cuts a kept-alive connection, which
 * Chromium answers by sending the request again on a new one (the repeat then succeeds), so the
 * one request fails in the browser instead, as with no network: net::ERR_INTERNET_DISCONNECTED.
 */
const SANDBOX_FAULT: Record<Exclude<Fault, 'offline'>, SandboxFaultKind> = {
  '500': '500',
  '503': '503',
  '202': '202',
  '401': '401',
  '429': '429',
  timeout: 'hang',
  malformed: 'malformed',
  wrongShape: 'wrongShape',
};

/** What a cell expects. */
type Outcome =
  /** The message shown on the page (whole text of an alert, status or heading); the patient stays. */
  | { kind: 'message'; text: string }
  /** §7: a 202 sends the browser to '/', and the session (if any) ends. */
  | { kind: 'home' }
  /** A 401 to a call with the token: the session ends, /login says why. */
  | { kind: 'sessionEnded' }
  /** The portal does not read this call's body: the answer counts as success. */
  | { kind: 'succeeds' };

interface Ctx {
  page: Page;
  program: ProgramUnderTest;
  baseURL: string;
}

interface CallRow {
  name: string;
  method: string;
  path: string;
  /** How the UI makes the call. */
  how: string;
  signedIn: boolean;
  /** From wherever the tab is to just before the call (input typed); `attempt` varies the input. */
  enter: (ctx: Ctx, attempt: number) => Promise<void>;
  /** The patient's action that makes the call. */
  trigger: (ctx: Ctx) => Promise<void>;
  /** The patient's retry after a failure (default: the same action again). */
  retry?: (ctx: Ctx) => Promise<void>;
  /** What the patient typed or chose is still there after the failure. */
  kept?: (ctx: Ctx, attempt: number) => Promise<void>;
  /** The call went through: what the patient sees then. */
  succeeded: (ctx: Ctx) => Promise<void>;
  expected: Record<Fault, Outcome>;
  /** Cells that fail for a reason in the portal not fixed yet: fault -> why. */
  known?: Partial<Record<Fault, string>>;
}

const message = (text: string): Outcome => ({ kind: 'message', text });

/** One outcome for every fault, with the exceptions given. */
function outcomes(otherwise: Outcome, except: Partial<Record<Fault, Outcome>>): Record<Fault, Outcome> {
  return Object.fromEntries(FAULTS.map((fault) => [fault, except[fault] ?? otherwise])) as Record<Fault, Outcome>;
}

const hub = accounts.hubPatient;
const PAY_ID = 'PAY-1001';
const PHARMACY_PATH = '/pharmacy/RX-1003';

/** The page after a full load of `path`, signed in (signing in again first if the session ended). */
async function signedInAt({ page, program, baseURL }: Ctx, path: string): Promise<void> {
  await page.goto(path);
  // The guard sends an anonymous tab to /login?returnUrl=… once the app has started.
  await expect(page.locator('main#main-content h1')).toBeVisible();
  if (new URL(page.url()).pathname === '/login') {
    await requestCode(page, program, 'phone', hub);
    await submitCode(page, program);
  }
  await expect(page).toHaveURL(`${baseURL}${path}`);
  await expect(page.locator('main#main-content h1')).toBeVisible();
}

/** Signed out (the session lives in the tab's sessionStorage), on /login. */
async function signedOutAtLogin({ page, program }: Ctx): Promise<void> {
  if (page.url().startsWith('http')) await page.evaluate(() => window.sessionStorage.clear());
  await page.goto('/login');
  await expect(loginScreen(page, program.copy).heading).toBeVisible();
  await appRunning(page);
}

/** Waits for the pay call's answer while `action` runs; the sandbox's checkout link is then refused (README). */
async function payAnswered(page: Page, action: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().endsWith(paths.pay(PAY_ID)) && response.request().method() === 'POST');
  await action();
  expect((await answer).status()).toBe(200);
}

function rows(program: ProgramUnderTest): CallRow[] {
  const copy = program.copy;
  const signedInFaults = (otherwise: Outcome, except: Partial<Record<Fault, Outcome>> = {}) =>
    outcomes(otherwise, { '202': { kind: 'home' }, '401': { kind: 'sessionEnded' }, ...except });
  // No answer at all is not a refusal by the server: the client's own words, not "does not match".
  const noAnswer = { timeout: message(copy.errors.timeout), offline: message(copy.errors.network) };
  const unreadable = message(copy.errors.invalidResponse);
  // A call whose body the portal does not read: any 200 is the server having done it.
  const bodyNotRead = { malformed: { kind: 'succeeds' }, wrongShape: { kind: 'succeeds' } } as const;
  const makePayment = (page: Page) => page.getByRole('button', { name: copy.payment.makePayment });
  // Make payment on /payment makes two calls (the token renewal first, then the pay call): the same press for both rows.
  const pressMakePayment: Pick<CallRow, 'signedIn' | 'enter' | 'trigger' | 'succeeded' | 'retry'> = {
    signedIn: true,
    enter: async (ctx) => {
      await signedInAt(ctx, '/payment');
      await expect(makePayment(ctx.page)).toBeEnabled();
    },
    trigger: ({ page }) => makePayment(page).click(),
    succeeded: async () => undefined,
    retry: ({ page }) => payAnswered(page, () => makePayment(page).click()),
  };
  const preferences = (page: Page) => page.getByRole('region', { name: copy.preferences.title });
  const street = (page: Page) => page.getByRole('textbox', { name: copy.missingInformation.address1 });
  const healthdyne = (page: Page) => page.getByRole('radiogroup', { name: copy.pharmacy.chooseLabel }).getByRole('radio', { name: /HealthDyne/ });

  return [
    {
      name: 'code send',
      method: 'POST',
      path: paths.sendSmsOtp,
      how: 'on /login, the phone number typed, Get code',
      signedIn: false,
      enter: async (ctx) => {
        await signedOutAtLogin(ctx);
        await enterAddress(ctx.page, ctx.program, 'phone', hub);
      },
      trigger: ({ page }) => loginScreen(page, copy).getCode.click(),
      kept: ({ page }) => expect(loginScreen(page, copy).phone).toHaveValue(shownPhone(program, hub.phone)),
      succeeded: ({ page }) => expect(codeScreen(page, copy).heading).toBeVisible(),
      // §8: 429 is the maximum-attempts message; any other failure "does not match our records".
      expected: outcomes(message(copy.accessErrors.phoneNotFound), {
        '202': { kind: 'home' },
        '429': message(copy.accessErrors.maxAttempts),
        ...bodyNotRead,
        ...noAnswer,
      }),
    },
    {
      name: 'verify sign-in',
      method: 'POST',
      path: paths.verifySignInPhone,
      how: 'on the code step, 123456 typed, Submit code',
      signedIn: false,
      enter: async (ctx) => {
        await signedOutAtLogin(ctx);
        await requestCode(ctx.page, ctx.program, 'phone', hub);
        await typeCode(ctx.page, ctx.program, DEMO_CODE);
      },
      trigger: ({ page }) => codeScreen(page, copy).submit.click(),
      kept: async ({ page }) => {
        for (const [index, digit] of [...DEMO_CODE].entries()) await expect(codeScreen(page, copy).box(index + 1)).toHaveValue(digit);
      },
      succeeded: ({ page, baseURL }) => expect(page).toHaveURL(`${baseURL}/prescriptions`),
      // §8: 429 is the maximum-attempts message; any other failure "wasn't quite right".
      expected: outcomes(message(copy.accessErrors.wrongCode), { '202': { kind: 'home' }, '429': message(copy.accessErrors.maxAttempts), malformed: unreadable, wrongShape: unreadable, ...noAnswer }),
    },
    {
      name: 'profile',
      method: 'GET',
      path: paths.profile,
      how: 'a full load of /profile',
      signedIn: true,
      enter: (ctx) => signedInAt(ctx, '/contact-us'),
      trigger: async ({ page }) => {
        await page.goto('/profile');
      },
      retry: async ({ page }) => {
        await page.reload();
      },
      succeeded: ({ page }) => expect(page.getByRole('region', { name: copy.profile.personalInformation })).toBeVisible(),
      // §8's profile message for the server's refusals; no answer or an unreadable one in the client's words.
      expected: signedInFaults(message(copy.errors.profileFetch), { ...noAnswer, malformed: unreadable, wrongShape: unreadable }),
    },
    {
      name: 'token renewal',
      method: 'GET',
      path: paths.accessToken,
      how: '/payment, Make payment (the pay call renews the token first)',
      ...pressMakePayment,
      expected: signedInFaults(message(copy.errors.tokenRenewal)),
    },
    {
      name: 'pay',
      method: 'POST',
      path: paths.pay(PAY_ID),
      how: '/payment, Make payment',
      ...pressMakePayment,
      expected: signedInFaults(message(copy.payment.createError)),
    },
    {
      name: 'pharmacy update',
      method: 'PATCH',
      path: paths.prescriptions,
      how: `${PHARMACY_PATH}, HealthDyne chosen, Confirm pharmacy`,
      signedIn: true,
      enter: async (ctx) => {
        await signedInAt(ctx, PHARMACY_PATH);
        await healthdyne(ctx.page).check();
      },
      trigger: ({ page }) => page.getByRole('button', { name: copy.pharmacy.confirm }).click(),
      kept: ({ page }) => expect(healthdyne(page)).toBeChecked(),
      succeeded: ({ page }) => expect(page).toHaveURL(/\/pharmacy-instructions\/HealthDyne/),
      expected: signedInFaults(message(copy.pharmacy.updateError), bodyNotRead),
    },
    {
      name: 'fill history',
      method: 'GET',
      path: paths.fillHistory('IC-1000').split('?')[0]!,
      how: 'a full load of /fill-history',
      signedIn: true,
      enter: (ctx) => signedInAt(ctx, '/contact-us'),
      trigger: async ({ page }) => {
        await page.goto('/fill-history');
      },
      retry: async ({ page }) => {
        await page.reload();
      },
      succeeded: ({ page }) => expect(page.getByRole('button', { name: '10/05/2026' })).toBeVisible(),
      expected: signedInFaults(message(copy.failure.title)),
    },
    {
      name: 'shipping address',
      method: 'PUT',
      path: paths.address,
      how: '/update-shipping-address, the street changed, Save',
      signedIn: true,
      enter: async (ctx, attempt) => {
        await signedInAt(ctx, '/update-shipping-address');
        await expect(street(ctx.page)).not.toHaveValue('');
        await street(ctx.page).fill(`${attempt + 10} Fault Street`);
      },
      trigger: ({ page }) => page.getByRole('button', { name: copy.shippingAddress.save }).click(),
      kept: ({ page }, attempt) => expect(street(page)).toHaveValue(`${attempt + 10} Fault Street`),
      succeeded: ({ page }) => expect(page.getByText(copy.shippingAddress.successHeader)).toBeVisible(),
      expected: signedInFaults(message(copy.shippingAddress.failure), bodyNotRead),
    },
    {
      name: 'communication preferences',
      method: 'POST',
      path: paths.consentPreferences,
      how: '/profile, E-mail ticked, Save preferences',
      signedIn: true,
      enter: async (ctx) => {
        await signedInAt(ctx, '/profile');
        await preferences(ctx.page).getByRole('checkbox', { name: copy.preferences.email }).press('Space');
      },
      trigger: ({ page }) => preferences(page).getByRole('button', { name: copy.preferences.save }).click(),
      // On a failure the portal puts the saved choice back and says so (README, demo account 0111),
      // so the retry ticks the box again.
      retry: async ({ page }) => {
        const email = preferences(page).getByRole('checkbox', { name: copy.preferences.email });
        if (!(await email.isChecked())) await email.press('Space');
        await preferences(page).getByRole('button', { name: copy.preferences.save }).click();
      },
      succeeded: ({ page }) => expect(preferences(page).getByRole('status')).toContainText(copy.preferences.savedHeader),
      expected: signedInFaults(message(copy.preferences.failure), bodyNotRead),
    },
  ];
}

/** What the patient reads now: every non-empty alert and status, else the page heading. */
async function seenMessage(page: Page): Promise<string> {
  const texts = async (locator: Locator) =>
    (await locator.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const alerts = [...(await texts(page.getByRole('alert'))), ...(await texts(page.getByRole('status')))];
  const path = new URL(page.url()).pathname;
  if (alerts.length) return `${alerts.join(' / ')}${path === '/' || path === '/login' ? ` (at ${path})` : ''}`;
  const main = (await texts(page.locator('main#main-content'))).join(' ').slice(0, 160);
  return `${main || '(main landmark empty)'} (at ${path})`;
}

/** Whether the exact text is on the page, in one element. */
function textOnPage(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

/** Runs one cell; returns what the patient read after the failed call. */
async function runCell(ctx: Ctx, row: CallRow, fault: Fault, attempt: number, watch: PageWatch): Promise<string> {
  const { page, program, baseURL } = ctx;
  const expected = row.expected[fault];
  const errorsBefore = watch.pageErrors.length;
  const consoleBefore = watch.consoleErrors.length;

  await resetSandbox(); // demo state back to the start; the tab's token stays valid (stateless)
  await row.enter(ctx, attempt);
  // The client tries a GET again after no answer, a 429 or a 503 (at most MAX_GET_TRIES in all):
  // the fault answers every try, so the patient meets it. (A single one is recovered: unit tests.)
  const times = row.method === 'GET' && (fault === 'offline' || fault === '429' || fault === '503') ? MAX_GET_TRIES : 1;
  let offlineHits = 0;
  const offlineHit = () => offlineHits > 0;
  if (fault === 'offline') {
    await page.route(
      (url) => url.pathname === row.path,
      async (route) => {
        if (offlineHits >= times || route.request().method() !== row.method) return route.fallback();
        offlineHits += 1;
        return route.abort('internetdisconnected');
      },
    );
  } else {
    await addFaults({ path: row.path, method: row.method, scenario: 'hubPatient', fault: SANDBOX_FAULT[fault], times });
  }
  await row.trigger(ctx);

  switch (expected.kind) {
    case 'message':
      await expect(textOnPage(page, expected.text).first()).toBeVisible({ timeout: fault === 'timeout' ? 10_000 : 5_000 });
      // Word for word, spaces included (§8 has two after some full stops); getByText normalises them.
      expect(await page.locator('body').evaluate((body) => body.textContent ?? '')).toContain(expected.text);
      await expect(page.locator('main#main-content')).not.toBeEmpty();
      await row.kept?.(ctx, attempt);
      break;
    case 'home':
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.locator('main#main-content')).not.toBeEmpty();
      break;
    case 'sessionEnded':
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(textOnPage(page, program.copy.errors.sessionEnded)).toBeVisible();
      await expect(page.locator('main#main-content')).not.toBeEmpty();
      break;
    case 'succeeds':
      await row.succeeded(ctx);
      break;
    default:
      expected satisfies never;
  }
  if (fault === 'offline') {
    expect(offlineHit(), 'the call was never made').toBe(true);
    await page.unrouteAll();
  } else {
    expect(await pendingFaults(), 'the fault was not consumed: the call was never made').toEqual([]);
  }
  expect(watch.pageErrors.slice(errorsBefore), 'page errors and unhandled rejections').toEqual([]);
  expect(
    watch.consoleErrors.slice(consoleBefore).filter((text) => !FAILED_REQUEST_CONSOLE.some((pattern) => pattern.test(text))),
    'console errors other than the failed request',
  ).toEqual([]);

  const seen = expected.kind === 'sessionEnded' ? await seenMessage(page) : describeExpected(expected);
  if (expected.kind === 'succeeds') return seen;
  // Retry without the fault: the patient's own retry, or (where the rule moved them) the way back.
  if (expected.kind === 'message') {
    await (row.retry ?? row.trigger)(ctx);
  } else {
    await row.enter(ctx, attempt + 100);
    await row.trigger(ctx);
  }
  await row.succeeded(ctx);
  expect(watch.pageErrors.slice(errorsBefore), 'page errors and unhandled rejections').toEqual([]);
  return seen;
}

const program = loadProgramUnderTest('BISP');

// One tab per worker for the whole matrix, so the signed-in rows share one sign-in. The cells are
// shared out between the workers (each its own sandbox, lanes.ts), since every cell goes on from
// wherever its row's enter() finds the tab; for the same reason a failed cell, which restarts its
// worker (a new tab, beforeAll again), does not fail the cells after it.
test.describe.configure({ mode: 'parallel' });
let page: Page;
let watch: PageWatch;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  page = await browser.newPage({ baseURL: `${test.info().project.use.baseURL}` });
  watch = watchPage(page);
});
test.afterAll(async () => {
  await clearFaults();
  await page.close();
});

for (const row of rows(program)) {
  test.describe(`${row.name}: ${row.method} ${row.path}`, () => {

    FAULTS.forEach((fault, attempt) => {
      test(`${row.name} × ${fault}`, async ({ baseURL }, testInfo: TestInfo) => {
        const reason = row.known?.[fault];
        if (reason) test.fail(true, reason);
        const cell: MatrixCell = { call: row.name, fault, outcome: 'pass', seen: '' };
        try {
          cell.seen = await runCell({ page, program, baseURL: baseURL! }, row, fault, attempt, watch);
          if (reason) Object.assign(cell, { outcome: 'FAIL', detail: `marked as a known failure (${reason}) but passes now` });
        } catch (error) {
          cell.seen = await seenMessage(page).catch(() => '(page unreadable)');
          Object.assign(cell, { outcome: reason ? 'known' : 'FAIL', detail: reason ?? firstLine(error) });
          await clearFaults();
          throw error;
        } finally {
          await testInfo.attach(MATRIX_ATTACHMENT, { body: JSON.stringify(cell), contentType: 'application/json' });
        }
      });
    });
  });
}

function describeExpected(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'message':
      return outcome.text;
    case 'home':
      return '→ / (landing page; session ended)';
    case 'sessionEnded':
      return '→ /login: session ended';
    case 'succeeds':
      return 'succeeds (body not read)';
    default:
      return outcome satisfies never;
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[\d+m/g, '').split('\n').filter((line) => line.trim())[0] ?? text;
}
