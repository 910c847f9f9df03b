/**
 * The spec's words, pinned. Every message of §8 (the error catalogue) of both specs, every text
 * the specs quote, and the labels they name, typed here as the spec writes them (English, double
 * spaces included) and compared with what the portal shows. The page tests and the fault matrix
 * take their expected texts from the copy, so a copy that drifts from the spec passes them all;
 * this table does not.
 *
 * The table is held to the spec as well, when the specs are beside the checkout
 * (../shared/spec, as in CI): each of its texts must occur in the spec it names, and every text the
 * specs quote must be in the table, or in NOT_PORTAL_TEXTS with why the portal does not show it.
 *
 * Programmes: a programme's copy.en.json may give the portal its own voice (the landing page's
 * welcome and intro) but may not reword a text the spec fixes. Each programme's merged English copy
 * is held to the same table.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCopy } from '../format.ts';
import { loadProgram, type LoadedProgram } from '../load.ts';
import { baseCopy, type Copy } from './en.ts';

const root = resolve(__dirname, '../../../..');
const specDir = resolve(root, '../shared/spec');
const specFiles = { access: 'access-and-identity.md', prescription: 'prescription-experience.md' } as const;
type Spec = keyof typeof specFiles;

interface Row {
  /** Where the spec says it: which spec(s) and section. */
  where: string;
  specs: Spec[];
  /** The text a patient reads, as the spec writes it. */
  text: string;
  /**
   * The spec's own passages, when `text` is built from them (the e-mail variant of a message, a
   * plural, two quotes shown as one paragraph) rather than quoted whole.
   */
  quoted?: string[];
  /** Why the text is not quoted whole, when `quoted` is given. */
  note?: string;
  /** Where the portal has it: a copy key (with arguments for a placeholder), programme data or a source file. */
  shown:
    | { copy: (copy: Copy) => string }
    /** The spec's programme (BISP) only: its program.json. */
    | { program: (program: LoadedProgram) => string }
    /** A text outside the copy (the mock server's, a start-up error): the file that holds it as a string literal. */
    | { file: string }
    /** The portal does not show it, and why. */
    | { notShown: string };
}

const access = (section: string, text: string, copy: (copy: Copy) => string, extra: Partial<Row> = {}): Row => ({ where: `access-and-identity ${section}`, specs: ['access'], text, shown: { copy }, ...extra });
const rx = (section: string, text: string, copy: (copy: Copy) => string, extra: Partial<Row> = {}): Row => ({ where: `prescription-experience ${section}`, specs: ['prescription'], text, shown: { copy }, ...extra });
const both = (section: string, text: string, copy: (copy: Copy) => string): Row => ({ where: `both specs ${section}`, specs: ['access', 'prescription'], text, shown: { copy } });

const TABLE: Row[] = [
  // ── access-and-identity §8, the error catalogue ──
  access('§8 code send 429 / rate limit; verify 429', "You've reached the maximum number of attempts. Please try again later or contact support.", (c) => c.accessErrors.maxAttempts),
  access('§8 code send fails (phone)', 'The mobile number you entered does not match our records.', (c) => c.accessErrors.phoneNotFound),
  access('§8 code send fails (e-mail)', 'The email address you entered does not match our records.', (c) => c.accessErrors.emailNotFound, {
    quoted: ['The mobile number you entered does not match our records.', "('email address' instead of 'mobile number' for e-mail)"],
    note: 'the spec gives the e-mail variant as a substitution in the phone message',
  }),
  access('§8 code verify fails otherwise', "That code wasn't quite right, try entering it again.", (c) => c.accessErrors.wrongCode),
  access('§8 other code texts', 'The OTP you entered is incorrect. Please enter the correct OTP or click on the link below to generate a new OTP.', (c) => c.accessErrors.otpIncorrect),
  {
    where: 'access-and-identity §8 other code texts',
    specs: ['access'],
    text: 'Your OTP has expired...',
    shown: {
      notShown:
        'the spec gives only its first words ("remainder not shown"); an expired code is a failed verify, which §8 answers with ' +
        '"That code wasn\'t quite right, try entering it again." (verifyCodeError, libs/machines/src/signIn/rules.ts)',
    },
  },
  access('§8 token renewal fails', 'An error occurred while renewing your access token', (c) => c.errors.tokenRenewal),
  access('§8 registration mismatch', 'This information did not match our records. Please enter information provided at time of prescription.', (c) => c.accessErrors.registrationMismatch),
  access('§8 enrolment failure', 'There was an error enrolling you. Please try again later.', (c) => c.accessErrors.enrolmentFailure),
  both('§8 profile fetch failure (two spaces)', 'An error occurred fetching your profile.  Please try again in a few minutes.', (c) => c.errors.profileFetch),
  access('§8 missing-information post not ok', 'An error occurred while updating your missing information. Please try again.', (c) => c.errors.missingInformationUpdate),
  {
    where: 'access-and-identity §8 mock failure variant (the mock server\'s errorDescription; the portal shows the message above)',
    specs: ['access'],
    text: 'An error occurred while updating your communication preferences.  Please try again.',
    shown: { file: 'libs/api-mocks/src/missingInformation.ts' },
  },
  access('§4 session expired (§8 "the inactivity message")', 'Your login session has expired due to inactivity. Please generate a new OTP and log in again.', (c) => c.errors.sessionExpired),
  both('§8 data fetch non-200 / state-tree internal error', 'An error occurred while fetching data', (c) => c.errors.fetchData),
  both('§8 failure screen, title', 'Something went wrong...', (c) => c.failure.title),
  both('§8 failure screen, text', 'Something went wrong on our end. Please try again later.', (c) => c.failure.body),
  both('§8 failure screen, button', 'Reload site', (c) => c.failure.reload),

  // ── access-and-identity §2 screens ──
  access('§2 login screen', 'Verify your account', (c) => c.signIn.title),
  access('§2 login screen (page title)', 'Verify your account', (c) => c.pages.login),
  access('§2 login screen, button', 'Get code', (c) => c.signIn.getCode),
  access('§2 code step', 'Enter verification code', (c) => c.signIn.codeTitle),
  access('§2 code step, button', 'Submit code', (c) => c.signIn.submitCode),
  access('§2 code step, resend', "Didn't receive a code? Resend code", (c) => `${c.signIn.didNotReceive} ${c.signIn.resendCode}`, {
    note: 'one quote, two texts: the question, then the link that resends',
  }),
  access('§2 Verify Profile screen', 'Verify Profile', (c) => c.verification.title),
  access('§2 Verify Profile screen (page title)', 'Verify Profile', (c) => c.pages.verification),
  access('§2 Verify Profile, field', 'First name', (c) => c.verification.firstName),
  access('§2 Verify Profile, field', 'Last name', (c) => c.verification.lastName),
  access('§2 Verify Profile, field', 'Date of birth', (c) => c.verification.dateOfBirth),
  access('§2 Verify Profile, box', 'Month', (c) => c.verification.month),
  access('§2 Verify Profile, box', 'Day', (c) => c.verification.day),
  access('§2 Verify Profile, box', 'Year', (c) => c.verification.year),
  access('§2 Verify Profile, field', 'ZIP code', (c) => c.verification.zipCode),
  access('§2 Verify Profile, field', 'Mobile phone', (c) => c.verification.mobilePhone),
  access('§2 Verify Profile, button', 'Submit', (c) => c.verification.submit),
  access('§2 Verify Profile, modal', 'Terms of Use', (c) => c.verification.termsTitle),
  both('§2 loading overlay', 'LOADING', (c) => c.common.loading),
  both('§2 landing page button', 'ENTER', (c) => c.landing.enter),
  access('§2 wizard gender step', 'Please select', (c) => c.missingInformation.genderPleaseSelect),
  access('§2 wizard gender step', 'Male', (c) => c.missingInformation.genderMale),
  access('§2 wizard gender step', 'Female', (c) => c.missingInformation.genderFemale),
  access('§2 wizard gender step', 'Intersex', (c) => c.missingInformation.genderIntersex),
  access('§2 wizard gender step', 'Prefer not to say', (c) => c.missingInformation.genderPreferNotToSay),

  // ── access-and-identity §5 validation messages ──
  access('§5 date of birth', 'Invalid date', (c) => c.validation.dobInvalid),
  access('§5 date of birth', 'Cannot be a future date', (c) => c.validation.dobFuture),
  access('§5 date of birth', 'Please enter your date of birth', (c) => c.validation.dobRequired),
  access('§5 e-mail', 'Invalid email', (c) => c.validation.emailInvalid),
  access('§5 phone', 'Invalid phone number', (c) => c.validation.phoneInvalid),
  access('§5 phone; Verify Profile phone', 'Please enter your mobile phone', (c) => c.validation.phoneRequired),
  access('§5 phone placeholder', '(123) 456-7890', (c) => c.signIn.phonePlaceholder),
  access('§5 postal code', 'Invalid postal code', (c) => c.validation.postalCodeInvalid),
  access('§5 conversion failure', 'Could not convert', (c) => c.validation.couldNotConvert),
  access('§5 Verify Profile, first name', 'Please enter your first name.', (c) => c.validation.firstNameRequired),
  access('§5 Verify Profile, last name', 'Please enter your last name.', (c) => c.validation.lastNameRequired),
  access('§5 Verify Profile, ZIP', 'Please enter your ZIP code', (c) => c.validation.zipRequired),
  access('§5 Verify Profile, US residency', 'You must be a resident of the United States, (including DC, Puerto Rico, Guam or US Virgin Islands).', (c) => c.validation.residentOfUSA),
  access('§5 Verify Profile, terms', 'You must read and agree to the terms of use.', (c) => c.validation.agreeToTerms),
  access('§5 wizard address1', 'Please enter your address', (c) => c.validation.address1Required),
  access('§5 wizard city', 'Please enter your city', (c) => c.validation.cityRequired),
  access('§5 wizard state', 'Please select state', (c) => c.validation.stateRequired),
  access('§5 wizard zip', 'Please enter ZIP code', (c) => c.validation.wizardZipRequired),
  access('§5 wizard phone', 'Please enter valid mobile phone', (c) => c.validation.wizardPhoneRequired),
  access('§5 wizard email', 'Please enter valid email address', (c) => c.validation.wizardEmailRequired),
  access('§5 wizard gender', 'Please select gender that best describes you', (c) => c.validation.genderRequired),
  access('§5 insurance card', 'Please upload front of insurance card', (c) => c.validation.insuranceFrontRequired),
  access('§5 insurance card', 'Please upload back of insurance card', (c) => c.validation.insuranceBackRequired),
  access('§5 insurance card', 'Please enter Employer Name', (c) => c.validation.employerNameRequired),
  access('§5 insurance card', 'Please select insurance provider', (c) => c.validation.insuranceProviderRequired),
  access('§5 insurance card', 'Please provide health plan', (c) => c.validation.healthPlanRequired),
  access('§5 insurance card', 'Please enter benefit type', (c) => c.validation.benefitTypeRequired),
  access('§5 insurance card', 'Please enter Relation to Policy Holder', (c) => c.validation.relationshipRequired),
  access('§5 insurance card', 'Please provide Identification number', (c) => c.validation.idNumberRequired),
  access('§5 insurance card', 'Please provide Group Number', (c) => c.validation.groupNumberRequired),
  access('§5 insurance card', 'Please provide BIN number', (c) => c.validation.binRequired),
  access('§5 insurance card', 'Please provide PCN number', (c) => c.validation.pcnRequired),

  // ── prescription-experience §8, the error catalogue ──
  rx('§8 empty fill list', 'There are no fills to display.', (c) => c.fillHistory.empty),
  rx('§8 address update failure', 'Invalid address. Please check the format and enter a valid address.', (c) => c.shippingAddress.failure),
  rx('§8 pharmacy update failure (two spaces)', 'An error occurred while updating your pharmacy.  Please try again.', (c) => c.pharmacy.updateError),
  rx('§8 communication preferences failure (two spaces)', 'An error occurred while updating your communication preferences.  Please try again.', (c) => c.preferences.failure),
  rx('§8 payment creation failure (two spaces)', 'An error occurred while creating your payment.  Please try again.', (c) => c.payment.createError),
  rx('§8 payment success banner', 'Payment Successful', (c) => c.payment.successTitle),
  rx('§8 payment success banner', 'We will notify you when your prescription has been processed.', (c) => c.payment.successBody),
  rx('§8 payment failure banner', 'Payment Failed', (c) => c.payment.failureTitle),
  rx('§8 payment failure banner', 'Please try again later.', (c) => c.payment.failureBody),
  rx('§8 router render failure; §2 other screens', 'Unexpected Application Error!', (c) => c.routerError.title),
  {
    where: 'prescription-experience §8 missing root element at start-up (thrown by the entry script before anything renders)',
    specs: ['prescription'],
    text: 'Failed to find the root element',
    shown: { file: 'apps/portal/src/main.tsx' },
  },
  {
    where: 'prescription-experience §8 mock insurance example (the hub demo patient\'s shortMessage, shown as server text)',
    specs: ['prescription'],
    text: 'Your Insurance Requires Additional Information to Cover your Medication',
    shown: { file: 'libs/api-mocks/src/prescriptions.ts' },
  },
  rx('§2 fill history error state', 'Something went wrong on our end. Please try again later.', (c) => c.failure.body, {
    quoted: ['"Something went wrong on our end.", "Please try again later."'],
    note: 'the fill history error state quotes the failure screen\'s text in two parts; it is one paragraph, as on every failure screen',
  }),

  // ── prescription-experience §2 screens and §4 wording ──
  rx('§2 layout footer', 'HIPAA Practices', (c) => c.footer.hipaaPractices),
  rx('§2 layout footer', 'Privacy Policy', (c) => c.footer.privacyPolicy),
  rx('§2 layout footer', 'Terms of Use', (c) => c.footer.termsOfUse),
  rx('§2 slide-out menu heading', 'Welcome {name}', (c) => c.menu.welcome, {
    quoted: ["The heading is Welcome followed by the patient's first name ({name})"],
    note: 'the spec describes the heading; {name} is the first name in both',
  }),
  rx('§2 slide-out menu', 'Prescriptions', (c) => c.menu.prescriptions),
  rx('§2 slide-out menu', 'Payment', (c) => c.menu.payment),
  rx('§2 slide-out menu', 'Fill History', (c) => c.menu.fillHistory),
  rx('§2 slide-out menu', 'Tutorial', (c) => c.menu.tutorial),
  rx('§2 slide-out menu', 'Profile', (c) => c.menu.profile),
  rx('§2 slide-out menu', 'Contact Us', (c) => c.menu.contactUs),
  rx('§2 slide-out menu', 'Logout', (c) => c.menu.logout),
  rx('§2 leave-site modal', 'You are leaving {host}', (c) => c.leaveSite.title),
  rx('§2 leave-site modal', "You're about to exit this site. Do you wish to continue?", (c) => c.leaveSite.body),
  rx('§2 leave-site modal', 'Continue', (c) => c.leaveSite.continue),
  rx('§2 pricing modal', 'Prescription Pricing', (c) => c.pricing.title),
  rx('§2 onboarding slide 1', "You're in!", (c) => c.onboarding.slide1Title),
  rx('§2 onboarding slide 1', 'Get started', (c) => c.onboarding.getStarted),
  rx('§2 onboarding slide 2', 'Review your prescription', (c) => c.onboarding.slide2Title),
  rx('§2 onboarding slide 3', 'Make payment', (c) => c.onboarding.slide3Title),
  rx('§2 onboarding slide 3', 'See more information about payments', (c) => c.onboarding.paymentInfoLink),
  rx('§2 onboarding slide 4', 'Delivered to your door', (c) => c.onboarding.slide4Title),
  rx('§2 onboarding', 'Skip', (c) => c.onboarding.skip),
  rx('§2 onboarding', 'Done', (c) => c.onboarding.done),
  rx('§2 My Prescriptions', 'My Prescriptions', (c) => c.prescriptions.title),
  rx('§2 My Prescriptions, badge; §4 badge', 'ACTIVE', (c) => c.prescriptions.badgeActive),
  rx('§2 My Prescriptions, badge; §4 badge', 'TRANSFERRED', (c) => c.prescriptions.badgeTransferred),
  rx('§2 My Prescriptions, details', 'Prescription Details', (c) => c.prescriptions.details),
  rx('§2 My Prescriptions, details toggle', 'MORE', (c) => c.prescriptions.more),
  rx('§2 My Prescriptions, details toggle', 'LESS', (c) => c.prescriptions.less),
  rx('§2 My Prescriptions, help', 'Need help with your prescription?', (c) => c.prescriptions.helpTitle),
  rx('§2 Profile', 'Profile', (c) => c.pages.profile),
  rx('§2 Profile', 'Personal Information', (c) => c.profile.personalInformation),
  rx('§2 Profile', 'DOB', (c) => c.profile.dob),
  rx('§2 Profile', 'Mobile', (c) => c.profile.mobile),
  rx('§2 Profile', 'Email', (c) => c.profile.email),
  rx('§2 Profile', 'Primary Address', (c) => c.profile.primaryAddress),
  rx('§2 Profile', 'Shipping Address', (c) => c.profile.shippingAddress),
  rx('§2 My Pharmacy', 'My Pharmacy', (c) => c.pharmacy.title),
  rx('§2 Pharmacy instructions', 'My Pharmacy', (c) => c.pharmacyInstructions.title),
  rx('§2 My Pharmacy, note', 'Changes made may not take effect immediately.', (c) => c.pharmacy.note, {
    quoted: ['"changes made may not take effect immediately"'],
    note: 'the spec quotes the note inside its own sentence; the page shows it as a sentence of its own (capital, full stop)',
  }),
  rx('§2 Pharmacy instructions', 'Go to Amazon Pharmacy', (c) => c.pharmacyInstructions.goToAmazon),
  rx('§2 Pharmacy instructions', 'Go to HealthDyne', (c) => c.pharmacyInstructions.goToHealthDyne),
  rx('§2 Payment', 'Payment', (c) => c.pages.payment),
  rx('§2 Payment, order details', 'Dosage', (c) => c.payment.dosage),
  rx('§2 Payment, order details', 'Quantity', (c) => c.payment.quantity),
  rx('§2 Payment', 'Based on your current insurance coverage, HealthDyne requires you to pay the following prior to filling your prescription:', (c) => c.payment.dueIntro),
  rx('§2 Payment', 'Estimated* out-of-pocket', (c) => c.payment.estimated),
  rx('§2 Payment; §4 payment banner', 'Make Payment', (c) => c.payment.makePayment),
  rx('§2 Payment; §4 payment banner', 'Confirm and proceed', (c) => c.payment.confirmAndProceed),
  rx('§4 payment banner (card)', 'Confirm and proceed', (c) => c.prescriptions.confirmAndProceed),
  rx('§4 payment banner (card)', 'Pay now', (c) => c.prescriptions.payNow),
  rx('§2 Payment', 'Fulfilled by', (c) => c.payment.fulfilledBy),
  rx('§2 Payment', 'Payment processed by', (c) => c.payment.processedBy),
  rx('§2 Payment', 'Important Information About Prescription Pricing', (c) => c.payment.importantTitle),
  rx('§2 Fill History', 'Fill History', (c) => c.fillHistory.title),
  rx('§2 Fill History', 'Prescription', (c) => c.fillHistory.prescription),
  rx('§2 Fill History', 'Dose', (c) => c.fillHistory.dose),
  rx('§2 Fill History', 'Quantity', (c) => c.fillHistory.quantity),
  rx('§2 Fill History', 'Pharmacy', (c) => c.fillHistory.pharmacy),
  rx('§2 Fill History', 'Transaction details', (c) => c.fillHistory.transactionDetails),
  rx('§2 Fill History', 'Date', (c) => c.fillHistory.date),
  rx('§2 Fill History', 'Payment', (c) => c.fillHistory.payment),
  rx('§2 Fill History', 'Paid', (c) => c.fillHistory.paid),
  rx('§2 Fill History', 'Amount', (c) => c.fillHistory.amount),
  rx('§2 Fill History', 'View receipt', (c) => c.fillHistory.viewReceipt),
  rx('§2 Fill History', 'Shipping details', (c) => c.fillHistory.shippingDetails),
  rx('§2 Fill History', 'Fill Status', (c) => c.fillHistory.fillStatus),
  rx('§2 Fill History', 'Tracking #', (c) => c.fillHistory.tracking),
  rx('§2 Fill History', 'N/A', (c) => c.fillHistory.notAvailable),
  rx('§2 Contact Us', 'Contact Us', (c) => c.pages.contactUs),
  rx('§2 legal pages', 'Privacy Policy', (c) => c.pages.privacyPolicy),
  rx('§2 legal pages', 'HIPAA Practices', (c) => c.pages.hipaaPractices),
  rx('§2 legal pages', 'Terms of Use', (c) => c.pages.termsOfUse),
  rx('§2 not-found', 'Page not found', (c) => c.notFound.title),
  rx('§2 not-found', 'We could not find the page you requested. Please check your link and try again.', (c) => c.notFound.body),
  rx('§2 not-found', 'Home', (c) => c.notFound.home),
  rx('§4 timeline status', 'Pending', (c) => c.timeline.statusPending),
  rx('§4 timeline status', 'In Progress', (c) => c.timeline.statusInProgress),
  rx('§4 timeline status', 'Alert', (c) => c.timeline.statusAlert),
  rx('§4 timeline status', 'Get more info', (c) => c.timeline.statusGetMoreInfo),
  rx('§4 timeline status', 'Completed', (c) => c.timeline.statusCompleted),
  rx('§4 timeline status', 'Closed', (c) => c.timeline.statusClosed),
  rx('§3 timeline item', 'Savings Program', (c) => c.timeline.steps.savingsProgram),
  rx('§3 timeline item', 'Not Eligible', (c) => c.timeline.notEligible),
  rx('§4 read-more toggle', 'more', (c) => c.timeline.readMore),
  rx('§4 read-more toggle', 'less', (c) => c.timeline.readLess),
  rx('§4 refill step', 'Refill available', (c) => c.timeline.refillAvailable),
  rx('§4 refill step', 'Refill requested', (c) => c.timeline.refillRequested),
  rx('§4 refill step', 'N refills remaining. We will notify you when refill is available.', (c) => formatCopy(c.timeline.refillsRemaining.other, { count: 'N' })),
  rx('§4 refill step, one refill', '1 refill remaining. We will notify you when refill is available.', (c) => formatCopy(c.timeline.refillsRemaining.one, { count: 1 }), {
    quoted: ['"N refills remaining. We will notify you when refill is available."'],
    note: 'the singular of the spec\'s sentence (Intl.PluralRules "one"); every other count takes the spec\'s plural (decision 0061)',
  }),
  rx('§4 payment step', 'Payment processed', (c) => c.timeline.paymentProcessed),
  rx('§4 pharmacy setup', 'Set up your pharmacy', (c) => c.prescriptions.setUpPharmacy),

  // ── the spec's programme (BISP): its hours, program.json ──
  { where: 'prescription-experience §2 My Pharmacy, §9 (BISP programme hours)', specs: ['prescription'], text: 'Monday-Friday 9:00 AM-6:00 PM ET', shown: { program: (program) => program.file.contacts.programHours } },
  // §2 Contact Us writes the same hours as "9:00 am-6:00 pm EST"; the portal shows the programme's one line of hours, in Eastern Time
  // as on every other screen (EST would be an hour off from March to November; decision 0061).
  { where: 'prescription-experience §2 Contact Us, My Pharmacy, §9 (BISP programme hours)', specs: ['prescription'], text: 'Monday-Friday 9:00 AM-6:00 PM ET', shown: { program: (program) => program.file.contacts.contactUsHours ?? program.file.contacts.programHours } },
];

/**
 * Texts the specs quote that are not words the portal shows, each with why. Anything else a spec
 * quotes must be in TABLE.
 */
const NOT_PORTAL_TEXTS: Record<string, string> = {
  '/': 'a path (status 202 sends the browser to \'/\')',
  '+': 'what the patient types (a bare \'+\' in the phone field)',
  Yes: 'a payload value (isTokenRequired \'Yes\')',
  'max check attempts reached': "the provider's error description the portal recognises (MAX_ATTEMPTS_TEXT, libs/machines/src/signIn/rules.ts)",
  'Rx Transfer Complete': 'a server status that gives the TRANSFERRED badge',
  'Loading chunk failed':
    "§8's developer wording for a page whose code could not be downloaded (the error's message, in chunks.ts); the patient reads copy.chunkError instead: what happened, what to do, and Try again",
};

/** The texts a spec quotes: '…' (access-and-identity) and "…" (both). An apostrophe inside a word is no quote mark. */
function quotedTexts(markdown: string): string[] {
  const single = [...markdown.matchAll(/(?<![A-Za-z])'(.+?)'(?![A-Za-z])/g)].map((match) => match[1]!);
  const double = [...markdown.matchAll(/"([^"\n]+)"/g)].map((match) => match[1]!);
  return [...single, ...double];
}

const programmeCodes = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'programs', entry.name, 'program.json')))
  .map((entry) => entry.name)
  .sort();
const programmes = new Map(programmeCodes.map((code) => [code, loadProgram(join(root, 'programs', code), root)]));
const copies: [string, Copy][] = [['base copy (en.ts)', baseCopy], ...[...programmes].map(([code, program]): [string, Copy] => [`${code} (copy.en.json merged)`, program.copy])];

const label = (row: Row) => `${row.where}: ${JSON.stringify(row.text)}`;

/** Rows whose text differs from what the portal shows, as the spec has it beside what is shown. */
function differences(rows: Row[], shown: (row: Row) => string): { where: string; spec: string; shown: string }[] {
  return rows.filter((row) => shown(row) !== row.text).map((row) => ({ where: row.where, spec: row.text, shown: shown(row) }));
}

describe(`the spec's words, as the portal shows them (${TABLE.length} rows)`, () => {
  const copyRows = TABLE.filter((row) => 'copy' in row.shown);
  it.each(copies)('%s', (_name, copy) => {
    expect(differences(copyRows, (row) => (row.shown as { copy: (copy: Copy) => string }).copy(copy))).toEqual([]);
  });

  it('BISP, the spec\'s programme: its program.json', () => {
    const bisp = programmes.get('BISP')!;
    expect(differences(TABLE.filter((row) => 'program' in row.shown), (row) => (row.shown as { program: (program: LoadedProgram) => string }).program(bisp))).toEqual([]);
  });

  it('texts outside the copy: the file that holds each has it as a string literal', () => {
    const missing = TABLE.filter((row) => 'file' in row.shown).filter((row) => {
      const source = readFileSync(join(root, (row.shown as { file: string }).file), 'utf8');
      return ![`'${row.text}'`, `"${row.text}"`].some((literal) => source.includes(literal));
    });
    expect(missing.map(label)).toEqual([]);
  });

  it('a spec text the portal does not show says why', () => {
    const unexplained = TABLE.filter((row) => 'notShown' in row.shown && row.shown.notShown.trim().length < 20);
    expect(unexplained.map(label)).toEqual([]);
  });
});

const specsPresent = existsSync(specDir);
const specText = (spec: Spec) => readFileSync(join(specDir, specFiles[spec]), 'utf8');

// Skipped, and saying why in its name, only when the specs are not beside the checkout.
const againstSpecs = specsPresent ? `the table against the specs in ${specDir}` : `the table against the specs: skipped, ${specDir} is absent (CI has it beside the checkout)`;
describe.skipIf(!specsPresent)(againstSpecs, () => {
  it('each text of the table is the spec\'s, word for word', () => {
    const absent = TABLE.flatMap((row) =>
      row.specs.flatMap((spec) => (row.quoted ?? [row.text]).filter((passage) => !specText(spec).includes(passage)).map((passage) => `${specFiles[spec]} lacks ${JSON.stringify(passage)} (${row.where})`)),
    );
    expect(absent).toEqual([]);
  });

  it.each(Object.keys(specFiles) as Spec[])('every text the %s spec quotes is in the table, or listed as not the portal\'s', (spec) => {
    const rows = TABLE.filter((row) => row.specs.includes(spec));
    const tabled = new Set(rows.map((row) => row.text));
    const passages = rows.flatMap((row) => row.quoted ?? []);
    const missing = quotedTexts(specText(spec)).filter(
      (quote) => !tabled.has(quote) && !(quote in NOT_PORTAL_TEXTS) && !passages.some((passage) => passage.includes(quote)),
    );
    expect(missing, `quoted in ${specFiles[spec]} but not in the table`).toEqual([]);
  });
});
