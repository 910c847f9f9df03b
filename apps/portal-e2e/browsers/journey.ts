/**
 * The smoke journey of one programme, written once against the small driver of driver.ts and run
 * in every engine (journeys.mjs): a patient on a phone-width screen.
 *
 *  1. the hub demo patient ((555) 555-0100): landing → ENTER → sign-in by phone, the code typed
 *     (real key events) and pasted (a ClipboardEvent) → My Prescriptions (through Skip where the
 *     programme opens the tutorial first) → Prescription Details → the menu → Tutorial → every
 *     onboarding slide → Done → a legal page (Terms of Use, from the footer) → back by the logo →
 *     Logout → the landing page in Spanish and back to English (the language switch);
 *  2. the unregistered demo patient ((555) 555-0101): sign-in → Verify Profile → filled and
 *     submitted → the tutorial.
 *
 * Against the production build (`installedWorker`, journeys.mjs), the portal's service worker is
 * installed first and every page after that loads through it: the landing page once the worker is
 * active, and a signed-in page (My Prescriptions) by a full load.
 *
 * Every page on the way is a checkpoint: rendered, no sideways scroll at phone width, no page error
 * or unhandled rejection. Every text it looks for comes from the programme's copy (loadProgram);
 * the demo accounts and the demo patient's name are the mock's documented data (README).
 */
import { resolve } from 'node:path';
import { fillCopy as fill, loadProgramUnderTest, type ProgramUnderTest } from '@portal/testing/programUnderTest';
import { JourneyError, type JourneyPage, type Locator } from './driver.ts';

const root = resolve(import.meta.dirname, '../../..');

/** docs/demo-accounts.md: the code the mock accepts, the two patients, the hub patient's first name. */
const DEMO_CODE = '123456';
const HUB_PATIENT_PHONE = '5555550100';
const NEW_PATIENT_PHONE = '5555550101';
const HUB_PATIENT_FIRST_NAME = 'Alex';
/** A patient the mock registers (apps/portal-e2e/src/support/signIn.ts validProfile). */
const NEW_PATIENT = { firstName: 'Jordan', lastName: 'Lee', month: '04', day: '12', year: '1961', zip: '62701' };

/**
 * The feature flags the journey reads (the phone field's format, the tutorial's payment slide).
 * A programme whose values of these another programme already has walks the same journey in the
 * same engines, so journeys.mjs walks one programme per combination (`testedProgrammeFor`).
 */
export const JOURNEY_FLAGS = ['US_only_phone', 'payment'] as const;

/** A programme as the journeys see it (libs/testing/src/programUnderTest.ts). */
export type Programme = ProgramUnderTest;

export function loadProgramme(code: string): Programme {
  return loadProgramUnderTest(root, code);
}

/** What the patient types into the phone field: ten digits (US mask), or +1 and the number (international). */
function typedPhone(program: Programme, digits: string): string {
  return program.feature('US_only_phone') ? digits : `+1 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** How the phone field shows it. */
function shownPhone(program: Programme, digits: string): string {
  return program.feature('US_only_phone') ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : typedPhone(program, digits);
}

/** Where a registered patient lands after sign-in (access-and-identity §4): the tutorial first where missing information is on. */
function homeAfterSignIn(program: Programme): string {
  return program.feature('missingInformation') ? '/onboarding' : '/prescriptions';
}

async function step(page: JourneyPage, name: string, body: () => Promise<void>): Promise<void> {
  page.step = name;
  await body();
}

/** /login: the phone number, Get code, the code typed and pasted, Submit code. */
async function signInByPhone(page: JourneyPage, program: Programme, digits: string, label: string): Promise<void> {
  const { signIn } = program.copy;
  await step(page, `${label}: login`, async () => {
    await page.expectVisible({ role: 'heading', level: 1, name: signIn.title });
    await page.checkpoint('login');
    const phone: Locator = { role: 'textbox', name: signIn.phoneLabel };
    await page.type(phone, typedPhone(program, digits));
    await page.expect(phone, `to show ${shownPhone(program, digits)}`, (state) => state.value === shownPhone(program, digits));
    await page.click({ role: 'button', name: signIn.getCode, exact: true });
  });

  await step(page, `${label}: code step`, async () => {
    await page.expectVisible({ role: 'heading', level: 1, name: signIn.codeTitle });
    await page.expectVisible({ text: fill(signIn.codeSentToPhone, { address: shownPhone(program, digits) }), exact: true });
    // Each box is named by the visible label and its place (WCAG 2.5.3): "Verification code, digit 1 of 6".
    const box = (index: number): Locator => ({ role: 'textbox', name: `${signIn.codeLabel}, ${fill(signIn.codeDigitLabel, { index, total: 6 })}`, exact: true });
    // access-and-identity §2: the first box takes focus when shown.
    await page.expect(box(1), 'to have focus', (state) => state.focused);
    await page.checkpoint('code step');
    const expectCode = async (code: string, how: string) => {
      for (const [index, digit] of [...code].entries()) await page.expect(box(index + 1), `to hold ${digit} after ${how}`, (state) => state.value === digit);
    };
    // Typed: real key events, focus moving from box to box by itself.
    await page.type(box(1), DEMO_CODE);
    await expectCode(DEMO_CODE, 'typing');
    // Pasted into a later box, with separators: the whole code fills from the first box.
    await page.paste(box(4), ' 654-321 ');
    await expectCode('654321', 'a paste into box 4');
    await page.paste(box(1), DEMO_CODE);
    await expectCode(DEMO_CODE, 'a paste into box 1');
    await page.click({ role: 'button', name: signIn.submitCode, exact: true });
  });
}

/** On /onboarding: each slide in turn (Get started, Next, Next), checked at rest, then Done. */
async function walkTutorial(page: JourneyPage, program: Programme): Promise<void> {
  const text = program.copy.onboarding;
  // A programme without payment has no "Make payment" slide (docs/spec-departures.md, 20).
  const titles = program.feature('payment') ? [text.slide1Title, text.slide2Title, text.slide3Title, text.slide4Title] : [text.slide1Title, text.slide2Title, text.slide4Title];
  const SLIDES = titles.length;
  const region: Locator = { role: 'region', name: text.label };
  for (let index = 1; index <= SLIDES; index += 1) {
    const slide: Locator = { role: 'group', name: fill(text.slideLabel, { index, total: SLIDES }), exact: true, within: region };
    // Only the current slide is exposed (the others are aria-hidden and inert); wait until it has slid fully into view.
    await page.expect(slide, 'to be the slide in view', (state) => state.visible && state.inView);
    await page.expectVisible({ role: 'heading', level: 2, name: titles[index - 1]!, exact: true, within: slide });
    await page.checkpoint(`onboarding slide ${index}`);
    if (index === 1) await page.click({ role: 'button', name: text.getStarted, exact: true, within: slide });
    else if (index < SLIDES) await page.click({ role: 'button', name: text.next, exact: true, within: region });
  }
  await page.click({ role: 'button', name: text.done, exact: true });
}

function menuOf(program: Programme): { button: Locator; menu: Locator; item: (name: string) => Locator } {
  const copy = program.copy.menu;
  const menu: Locator = { role: 'dialog', name: fill(copy.welcome, { name: HUB_PATIENT_FIRST_NAME }), exact: true };
  return {
    button: { role: 'button', name: copy.open, exact: true },
    menu,
    item: (name) => ({ role: 'link', name, exact: true, within: { role: 'navigation', name: copy.label, within: menu } }),
  };
}

/** The address of the worker that controls the page, or null. */
function controllingWorker(): string | null {
  return navigator.serviceWorker?.controller?.scriptURL ?? null;
}

/**
 * Whether the page's service worker registration has an active worker (null until then). Not its
 * `state`: WebKitGTK at times leaves the active worker's `state` at 'installing' in the page for good,
 * though the worker is active and controls the next load (which `expectControlled` then proves).
 */
async function workerActive(): Promise<true | null> {
  const registration = await navigator.serviceWorker?.getRegistration();
  return registration?.active ? true : null;
}

async function expectControlled(page: JourneyPage, where: string): Promise<void> {
  const worker = await page.evaluate(controllingWorker);
  if (!worker || new URL(worker).pathname !== '/sw.js') throw new JourneyError(`${where} was not loaded through the portal's service worker (controller: ${worker ?? 'none'})`);
}

/** The first visit installs the portal's worker; the next page load goes through it. */
async function installWorker(page: JourneyPage): Promise<void> {
  await step(page, 'service worker', async () => {
    await page.goto('/');
    await page.waitUntil("the portal's service worker to be active", () => page.evaluate(workerActive));
    await page.goto('/');
    await expectControlled(page, 'the landing page');
    await page.checkpoint('landing through the installed worker');
  });
}

async function registeredPatient(page: JourneyPage, program: Programme, { installedWorker }: JourneyOptions): Promise<void> {
  const { copy } = program;
  const prescriptionsHeading: Locator = { role: 'heading', level: 1, name: copy.prescriptions.title, exact: true };
  const menu = menuOf(program);

  await step(page, 'landing', async () => {
    await page.goto('/');
    await page.expectVisible({ role: 'heading', level: 1, name: program.t(copy.landing.welcome), exact: true });
    await page.checkpoint('landing');
    await page.click({ role: 'link', name: copy.landing.enter, exact: true });
    await page.expectPath('/login');
  });

  await signInByPhone(page, program, HUB_PATIENT_PHONE, 'registered patient');

  await step(page, 'after sign-in', async () => {
    const home = homeAfterSignIn(program);
    await page.expectPath(home);
    if (home === '/onboarding') {
      // This programme opens the tutorial first (missing information on): Skip goes on to the prescriptions.
      await page.expectVisible({ role: 'region', name: copy.onboarding.label });
      await page.checkpoint('onboarding after sign-in');
      await page.click({ role: 'button', name: copy.onboarding.skip, exact: true });
    }
    await page.expectPath('/prescriptions');
  });

  await step(page, 'My Prescriptions', async () => {
    await page.expectVisible(prescriptionsHeading);
    await page.expectVisible({ role: 'article', nth: 0 });
    await page.checkpoint('My Prescriptions');
    if (installedWorker) {
      // A signed-in page by a full load: the shell through the worker, the data from the API.
      await page.goto('/prescriptions');
      await expectControlled(page, 'My Prescriptions');
      await page.expectVisible({ role: 'article', nth: 0 });
      await page.checkpoint('My Prescriptions through the installed worker');
    }
  });

  await step(page, 'Prescription Details', async () => {
    const toggle: Locator = { role: 'button', name: copy.prescriptions.details, within: { role: 'article', nth: 0 } };
    await page.expect(toggle, `to read ${copy.prescriptions.more}`, (state) => state.text.includes(copy.prescriptions.more) && state.expanded === 'false');
    await page.click(toggle);
    await page.expect(toggle, `to read ${copy.prescriptions.less}`, (state) => state.text.includes(copy.prescriptions.less) && state.expanded === 'true');
    await page.expectVisible({ text: copy.prescriptions.prescriber, exact: true, within: { role: 'article', nth: 0 } });
    await page.checkpoint('My Prescriptions, details open');
  });

  await step(page, 'menu', async () => {
    await page.click(menu.button);
    await page.expectVisible(menu.menu);
    await page.expectVisible(menu.item(copy.menu.tutorial));
    await page.checkpoint('menu open');
    await page.click(menu.item(copy.menu.tutorial));
    await page.expectPath('/onboarding');
    await page.expectGone(menu.menu);
  });

  await step(page, 'onboarding', async () => {
    await walkTutorial(page, program);
    await page.expectPath('/prescriptions');
    await page.expectVisible(prescriptionsHeading);
  });

  await step(page, 'legal page', async () => {
    const footer: Locator = { role: 'navigation', name: copy.footer.navLabel, exact: true };
    await page.click({ role: 'link', name: copy.footer.termsOfUse, exact: true, within: footer });
    await page.expectDocument('public');
    await page.expectPath('/terms-of-use');
    await page.expectVisible({ role: 'heading', level: 1, name: program.t(program.legal.termsOfUse.title), exact: true });
    await page.checkpoint('Terms of Use');
    // Signed in, the logo leads back to the prescriptions. The legal page is a document of its own,
    // whose prerendered header is a signed-out one's until the app has rendered it for this tab.
    const logo: Locator = { role: 'link', name: program.t(copy.common.logoAlt), exact: true, within: { role: 'banner' } };
    await page.expect(logo, 'to lead to /prescriptions', (state) => state.href === '/prescriptions');
    await page.click(logo);
    await page.expectDocument('personal');
    await page.expectPath('/prescriptions');
    await page.expectVisible(prescriptionsHeading);
  });

  await step(page, 'logout', async () => {
    await page.click(menu.button);
    await page.expectVisible(menu.menu);
    await page.click(menu.item(copy.menu.logout));
    // Logout loads /logout, which ends the session, shows the landing page and loads it as a document.
    await page.expectDocument('public');
    await page.expectPath('/');
    await page.expectVisible({ role: 'heading', level: 1, name: program.t(copy.landing.welcome), exact: true });
    await page.expectGone(menu.button);
    const session = await page.evaluate(() => window.sessionStorage.getItem('portal.session'));
    if (session !== null) throw new Error('the session is still in sessionStorage after Logout');
    await page.checkpoint('landing after logout');
  });

  // The language switch in this engine: Spanish (the page fits a phone in it), then back.
  await step(page, 'language switch', async () => {
    const es = program.in('es');
    await page.click({ role: 'button', name: 'Español', exact: true });
    await page.expectVisible({ role: 'heading', level: 1, name: es.t(es.copy.landing.welcome), exact: true });
    await page.checkpoint('landing in Spanish');
    await page.click({ role: 'button', name: 'English', exact: true });
    await page.expectVisible({ role: 'heading', level: 1, name: program.t(copy.landing.welcome), exact: true });
  });
}

async function unregisteredPatient(page: JourneyPage, program: Programme): Promise<void> {
  const v = program.copy.verification;
  await step(page, 'unregistered patient: landing', async () => {
    await page.click({ role: 'link', name: program.copy.landing.enter, exact: true });
    await page.expectPath('/login');
  });

  await signInByPhone(page, program, NEW_PATIENT_PHONE, 'unregistered patient');

  await step(page, 'Verify Profile', async () => {
    await page.expectPath('/verification');
    await page.expectVisible({ role: 'heading', level: 1, name: v.title, exact: true });
    await page.checkpoint('Verify Profile');
    await page.type({ role: 'textbox', name: v.firstName }, NEW_PATIENT.firstName);
    await page.type({ role: 'textbox', name: v.lastName }, NEW_PATIENT.lastName);
    await page.type({ role: 'textbox', name: v.month, exact: true }, NEW_PATIENT.month);
    await page.type({ role: 'textbox', name: v.day, exact: true }, NEW_PATIENT.day);
    await page.type({ role: 'textbox', name: v.year, exact: true }, NEW_PATIENT.year);
    await page.type({ role: 'textbox', name: v.zipCode }, NEW_PATIENT.zip);
    // Signed in by phone, the mobile phone field already holds the number.
    await page.expect({ role: 'textbox', name: v.mobilePhone }, 'to hold the number signed in with', (state) => state.value !== '');
    // The native checkboxes are visually hidden under drawn boxes: the patient taps the box. (Not
    // Space: Firefox's automation does not toggle a checkbox with a synthesized Space, geckodriver #777.)
    for (const name of [v.residentOfUSA, v.agreeToTermsBefore.trim()]) {
      const box: Locator = { role: 'checkbox', name };
      await page.click(box, 'drawn box');
      await page.expect(box, 'to be ticked', (state) => state.checked === true);
    }
    await page.checkpoint('Verify Profile, filled in');
    await page.click({ role: 'button', name: v.submit, exact: true });
  });

  await step(page, 'registered: the tutorial', async () => {
    await page.expectPath('/onboarding');
    await page.expectVisible({ role: 'region', name: program.copy.onboarding.label });
    await page.checkpoint('onboarding after registration');
  });
}

export interface JourneyOptions {
  /** The build has the portal's service worker (a production build): install it first, then go through it. */
  installedWorker: boolean;
}

/** The whole journey of one programme in one fresh browser. */
export async function journey(page: JourneyPage, program: Programme, options: JourneyOptions = { installedWorker: false }): Promise<void> {
  if (options.installedWorker) await installWorker(page);
  await registeredPatient(page, program, options);
  await unregisteredPatient(page, program);
}
