/**
 * Sign-in helpers of the e2e suite: the demo accounts (mock mode), the locators of the
 * login, code and Verify Profile screens by their programme copy, and the steps a patient takes.
 *
 * The demo table is written out here (not imported from the mock): it is the
 * contract the README documents, so a change in the mock that breaks it fails these tests.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import { demoAccounts, issueMockToken, MOCK_TOKEN_LIFETIME_MS } from '@portal/api-mocks';
import { expect, type ProgramUnderTest } from '../fixtures.ts';
import { pageAtRest } from '@portal/testing/atRest';
import { appRunning, pageSettled } from './browser.ts';

/** The demo accounts' one-time code (docs/demo-accounts.md). */
export const DEMO_CODE = '123456';
export const WRONG_CODE = '654321';

export type Copy = ProgramUnderTest['copy'];

export interface DemoAccount {
  name: string;
  /** Ten digits. */
  phone: string;
  email: string;
}

export const accounts = {
  hubPatient: { name: 'registered hub patient', phone: '5555550100', email: 'hub.patient@example.com' },
  newPatient: { name: 'not registered', phone: '5555550101', email: 'new.patient@example.com' },
  multipleProfiles: { name: 'multiple profiles', phone: '5555550102', email: 'multiple@example.com' },
  missingInformation: { name: 'missing information active', phone: '5555550103', email: 'missing.info@example.com' },
  interim: { name: 'open task, insurance saved', phone: '5555550104', email: 'interim@example.com' },
  rateLimited: { name: 'rate limited', phone: '5555550105', email: 'rate.limited@example.com' },
  profileError: { name: 'profile fetch fails', phone: '5555550106', email: 'profile.error@example.com' },
  notFound: { name: 'not found', phone: '5555550107', email: 'not.found@example.com' },
  paymentFailure: { name: 'demo checkout fails', phone: '5555550108', email: 'payment.failure@example.com' },
  noFills: { name: 'a HealthDyne prescription, no fills', phone: '5555550110', email: 'no.fills@example.com' },
  other: { name: 'any other', phone: '5555550199', email: 'someone.else@example.com' },
  noInsuranceGroup: { name: 'missing information active, no insurance group', phone: '5555550112', email: 'no.insurance.group@example.com' },
  secondaryInsuranceUnsaved: { name: 'open task, primary insurance saved, secondary not', phone: '5555550113', email: 'secondary.unsaved@example.com' },
  insuranceOnly: { name: 'missing information active, insurance only', phone: '5555550114', email: 'insurance.only@example.com' },
} as const satisfies Record<string, DemoAccount>;

export type Channel = 'phone' | 'email';

/** Fills `{name}` placeholders of a copy template with the given values (as the portal's formatCopy). */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The tab's title of a page (spec prescription-experience §2, PageTitle.tsx): "<page title> | <programme's name>". */
export function documentTitle(program: ProgramUnderTest, title: string): string {
  return program.t(fillCopy('{title} | {programName}', { title }));
}

/**
 * What a patient types into the phone input. US-only (BISP): the ten digits, which the mask shows
 * as (555) 555-0100. International (LUMA): the input forces a leading +, so the patient types the
 * country code: +1 555 555 0100.
 */
export function typedPhone(program: ProgramUnderTest, digits: string): string {
  return program.feature('US_only_phone') ? digits : `+1 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** How the phone input shows a number once typed. */
export function shownPhone(program: ProgramUnderTest, digits: string): string {
  return program.feature('US_only_phone')
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : typedPhone(program, digits);
}

/**
 * The example every phone field shows: the spec's US one, "(123) 456-7890", where the input is
 * masked to US numbers; the same number with its country code where the input wants a leading +.
 */
export function phonePlaceholder(program: ProgramUnderTest): string {
  return program.feature('US_only_phone') ? program.copy.signIn.phonePlaceholder : program.copy.signIn.phonePlaceholderInternational;
}

/** Where a registered patient goes after sign-in when there is no return URL and no missing information (§4). */
export function homeAfterSignIn(program: ProgramUnderTest): string {
  // §4: with missingInformation on, the missing-information rule's default is "the return URL or /onboarding".
  return program.feature('missingInformation') ? '/onboarding' : '/prescriptions';
}

export function loginScreen(page: Page, copy: Copy) {
  return {
    heading: page.getByRole('heading', { level: 1, name: copy.signIn.title }),
    phone: page.getByRole('textbox', { name: copy.signIn.phoneLabel }),
    email: page.getByRole('textbox', { name: copy.signIn.emailLabel }),
    useEmail: page.getByRole('button', { name: copy.signIn.useEmail }),
    usePhone: page.getByRole('button', { name: copy.signIn.usePhone }),
    getCode: page.getByRole('button', { name: copy.signIn.getCode }),
    /** The error box of the form (role alert; the session-expired banner is the other alert). */
    error: (text: string) => page.getByRole('alert').filter({ hasText: text }),
  };
}

export function codeScreen(page: Page, copy: Copy) {
  const box = (position: number) =>
    page.getByRole('textbox', { name: `${copy.signIn.codeLabel}, ${fillCopy(copy.signIn.codeDigitLabel, { index: position, total: 6 })}`, exact: true });
  return {
    heading: page.getByRole('heading', { level: 1, name: copy.signIn.codeTitle }),
    group: page.getByRole('group', { name: copy.signIn.codeLabel }),
    box,
    boxes: [1, 2, 3, 4, 5, 6].map(box),
    // Anchored at the start: in Spanish "Enviar código" is inside "Reenviar código"; while busy the name grows.
    submit: page.getByRole('button', { name: new RegExp(`^${copy.signIn.submitCode.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
    resend: page.getByRole('button', { name: copy.signIn.resendCode }),
    error: (text: string) => page.getByRole('alert').filter({ hasText: text }),
  };
}

export function verifyProfileScreen(page: Page, copy: Copy) {
  const v = copy.verification;
  return {
    heading: page.getByRole('heading', { level: 1, name: v.title }),
    firstName: page.getByRole('textbox', { name: v.firstName }),
    lastName: page.getByRole('textbox', { name: v.lastName }),
    month: page.getByRole('textbox', { name: v.month, exact: true }),
    day: page.getByRole('textbox', { name: v.day, exact: true }),
    year: page.getByRole('textbox', { name: v.year, exact: true }),
    zip: page.getByRole('textbox', { name: v.zipCode }),
    phone: page.getByRole('textbox', { name: v.mobilePhone }),
    resident: page.getByRole('checkbox', { name: v.residentOfUSA }),
    terms: page.getByRole('checkbox', { name: v.agreeToTermsBefore.trim() }),
    termsLink: page.getByRole('button', { name: v.agreeToTermsLink, exact: true }),
    submit: page.getByRole('button', { name: v.submit, exact: true }),
  };
}

/** On /login, step 1: enters the phone number (as the programme's input wants it) or the e-mail address. */
export async function enterAddress(page: Page, program: ProgramUnderTest, channel: Channel, account: DemoAccount): Promise<void> {
  const login = loginScreen(page, program.copy);
  await expect(login.heading).toBeVisible();
  // Reached by a link from a public page, /login is a document of its own (docs/decisions/
  // 0025-tags-load-only-in-public-documents.md): its prerendered HTML shows before the app runs, when a click does nothing.
  await appRunning(page);
  if (channel === 'phone') {
    await login.phone.pressSequentially(typedPhone(program, account.phone));
    await expect(login.phone).toHaveValue(shownPhone(program, account.phone));
  } else {
    await login.useEmail.click();
    await login.email.fill(account.email);
  }
}

/** Step 1 then Get code: the code step shows, naming the channel and address. */
export async function requestCode(page: Page, program: ProgramUnderTest, channel: Channel, account: DemoAccount): Promise<void> {
  await enterAddress(page, program, channel, account);
  await loginScreen(page, program.copy).getCode.click();
  const code = codeScreen(page, program.copy);
  await expect(code.heading).toBeVisible();
  const sentTo =
    channel === 'phone'
      ? fillCopy(program.copy.signIn.codeSentToPhone, { address: shownPhone(program, account.phone) })
      : fillCopy(program.copy.signIn.codeSentToEmail, { address: account.email });
  await expect(page.getByText(sentTo, { exact: true })).toBeVisible();
  // §2: the first box takes focus when shown.
  await expect(code.box(1)).toBeFocused();
}

/** Types a code into the six boxes (focus moves on by itself). */
export async function typeCode(page: Page, program: ProgramUnderTest, code: string): Promise<void> {
  const screen = codeScreen(page, program.copy);
  await screen.box(1).click();
  await page.keyboard.type(code);
  for (const [index, digit] of [...code].entries()) await expect(screen.box(index + 1)).toHaveValue(digit);
}

/** Types the code and presses Submit code. */
export async function submitCode(page: Page, program: ProgramUnderTest, code: string = DEMO_CODE): Promise<void> {
  await typeCode(page, program, code);
  await codeScreen(page, program.copy).submit.click();
}

/** /login (or the given URL), the address, the code: the whole sign-in up to where the portal routes. */
export async function signIn(
  page: Page,
  program: ProgramUnderTest,
  { account = accounts.hubPatient, channel = 'phone', from = '/login' }: { account?: DemoAccount; channel?: Channel; from?: string } = {},
): Promise<void> {
  if (from) {
    await page.goto(from);
    await appRunning(page);
  }
  await requestCode(page, program, channel, account);
  await submitCode(page, program);
}

/**
 * Starts this tab signed in as `account`, on `at`, as a finished sign-in leaves a tab: the portal's
 * own session in sessionStorage (`portal.session`, the shape the session store writes) with a token
 * the tab's mock accepts, signed here with a secret written as the tab's mock secret
 * (`portal-mock.tokenSecret`). For journeys that are not about signing in: the sign-in itself, its
 * routing and what it primes are tested through the screens (sign-in*.spec.ts). Written before the
 * first page script, once: a tab whose mock already has a secret (a reload, a logout, a page after
 * it) keeps what the portal made of its session. Returns with the page as a patient finds it: its
 * heading on screen, the app running and the page at rest (the session's runtime come), so a test
 * that reads or changes the page next does not race its first renders.
 */
export async function startSignedIn(page: Page, baseURL: string | undefined, { account = accounts.hubPatient, at = '/prescriptions' }: { account?: DemoAccount; at?: string } = {}): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  const scenario = demoAccounts.find((demo) => demo.phone === account.phone)?.scenario ?? 'default';
  const now = Date.now();
  const token = await issueMockToken(scenario, { now, secret });
  const session = { status: 'authenticated', token, expiresAt: now + MOCK_TOKEN_LIFETIME_MS, signedInAt: now, startedAt: now, endNotice: null };
  await page.addInitScript(
    ({ secret, session }) => {
      if (window.sessionStorage.getItem('portal-mock.tokenSecret') !== null) return;
      window.sessionStorage.setItem('portal-mock.tokenSecret', secret);
      window.sessionStorage.setItem('portal.session', JSON.stringify(session));
    },
    { secret, session },
  );
  await page.goto(at);
  await expectAt(page, baseURL, at);
  await pageSettled(page);
  await appRunning(page);
  await pageAtRest(page);
}

export interface VerifyProfileEntries {
  firstName: string;
  lastName: string;
  month: string;
  day: string;
  year: string;
  zip: string;
  /** Ten digits; typed only when the field is enabled. */
  phone?: string;
}

export const validProfile: VerifyProfileEntries = {
  firstName: 'Jordan',
  lastName: 'Lee',
  month: '04',
  day: '12',
  year: '1961',
  zip: '62701',
  phone: '5555550101',
};

/** Fills Verify Profile (phone only when it is enabled) and ticks both boxes; does not submit. */
export async function fillVerifyProfile(page: Page, program: ProgramUnderTest, entries: VerifyProfileEntries = validProfile): Promise<void> {
  const form = verifyProfileScreen(page, program.copy);
  await form.firstName.fill(entries.firstName);
  await form.lastName.fill(entries.lastName);
  await form.month.fill(entries.month);
  await form.day.fill(entries.day);
  await form.year.fill(entries.year);
  await form.zip.fill(entries.zip);
  if (entries.phone && (await form.phone.isEnabled())) {
    await form.phone.fill('');
    await form.phone.pressSequentially(typedPhone(program, entries.phone));
  }
  await tick(form.resident);
  await tick(form.terms);
}

/**
 * Ticks a checkbox as a keyboard user does (Space). The native input is visually hidden behind the
 * drawn box, so a pointer click lands on the box or label, not on the input itself.
 */
export async function tick(checkbox: Locator): Promise<void> {
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

/** Path and query of the page, for toHaveURL-style checks that ignore the origin. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The pages of the public documents (apps/portal/src/routeTable.ts PUBLIC_DOCUMENT_PATHS). */
const PUBLIC_DOCUMENT_PATHS = ['/', '/privacy-policy', '/hipaa-practices', '/terms-of-use', '/language-assistance'];

/**
 * Waits until the page is at `path` on the portal's own origin. A public page reached from a
 * personal one (the landing page after a sign-out) is a new document, loaded after the address has
 * changed (docs/decisions/0025-tags-load-only-in-public-documents.md): it is waited for too, so what the
 * test does next runs in it, not in the page it replaces.
 */
export async function expectAt(page: Page, baseURL: string | undefined, path: string): Promise<void> {
  await expect(page).toHaveURL(`${baseURL}${path}`);
  if (PUBLIC_DOCUMENT_PATHS.includes(path)) await expect(page.locator('html')).toHaveAttribute('data-document', 'public');
}

/** Counts the requests whose URL contains `fragment` from now on. */
export function countRequests(page: Page, fragment: string): { readonly count: number; readonly requests: Request[] } {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) requests.push(request);
  });
  return {
    get count() {
      return requests.length;
    },
    requests,
  };
}

/**
 * Another tab of the same session (opened at `openedAt`) logs out: it lands on the landing page,
 * and so does this tab, told by the portal's logout broadcast.
 */
export async function logOutInAnotherTab(page: Page, baseURL: string | undefined, openedAt: string): Promise<void> {
  const [other] = await Promise.all([page.waitForEvent('popup'), page.evaluate((path) => void window.open(path, '_blank'), openedAt)]);
  await other.waitForLoadState();
  await other.goto('/logout');
  await expectAt(other, baseURL, '/');
  await expectAt(page, baseURL, '/');
  await other.close();
}
