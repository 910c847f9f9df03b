import type { Locator, Page } from '@playwright/test';
import { expect, test, testedOncePer, type ProgramUnderTest } from './fixtures.ts';
import { localStorageEntries } from './support/browser.ts';
import { recordForms, type SentForm } from './support/sent.ts';
import { expectAt, fillCopy, phonePlaceholder, signIn, type DemoAccount } from './support/signIn.ts';
import { exifSegment, metadataLeft, withJpegSegments } from '@portal/testing/photoMetadata';

/**
 * spec: access-and-identity §2 "Missing-information wizard", §4 "Wizard", "Insurance state",
 * "Insurance submit", §5 wizard messages and the card rule, §7 the multipart post, §8.
 * The wizard exists where missingInformation is on (LUMA); BISP's routes are "Page not found"
 * (feature-flags.spec.ts). The demo accounts are those of the README:
 *   (555) 555-0103  all six groups (primary and secondary insurance from the server)
 *   (555) 555-0109  two steps: address and gender
 *   (555) 555-0104  the interim page
 *   (555) 555-0114  one step: insurance (primary and secondary from the server)
 */
const allGroups: DemoAccount = { name: 'missing information active', phone: '5555550103', email: 'missing.info@example.com' };
const addressAndGender: DemoAccount = { name: 'address and gender', phone: '5555550109', email: 'address.gender@example.com' };
const interim: DemoAccount = { name: 'open task, insurance saved', phone: '5555550104', email: 'interim@example.com' };
const insuranceOnly: DemoAccount = { name: 'missing information active, insurance only', phone: '5555550114', email: 'insurance.only@example.com' };

const DRAFT_KEY = 'portal-draft.missingInformation';

/** A real 1×1 PNG and a minimal PDF: what a card photo may be, recognised by their first bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Each test's page, with what it has posted of the wizard (§7), as its requests show it. */
const postsOf = new WeakMap<Page, () => Promise<SentForm[]>>();

// The wizard is the same code in every programme that turns it on: walked in the first of them.
testedOncePer('missingInformation');

test.beforeEach(async ({ program, page }) => {
  test.skip(!program.feature('missingInformation'), 'the wizard exists only where missingInformation is on');
  postsOf.set(page, await recordForms(page, /\/patient\/missingInformation$/));
});

type Text = ProgramUnderTest['copy']['missingInformation'];

function wizard(page: Page, program: ProgramUnderTest) {
  const { copy } = program;
  const text: Text = copy.missingInformation;
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  return {
    text,
    heading: page.getByRole('heading', { level: 1 }),
    progress: (index: number, total: number) => page.getByText(fillCopy(text.progress, { index, total }), { exact: true }),
    start: page.getByRole('button', { name: text.start, exact: true }),
    next: page.getByRole('button', { name: text.next, exact: true }),
    back: page.getByRole('button', { name: text.back, exact: true }),
    saveAndReview: page.getByRole('button', { name: text.saveAndReview, exact: true }),
    submit: page.getByRole('button', { name: text.submit }),
    address1: field(text.address1),
    address2: field(text.address2),
    city: field(text.city),
    state: page.getByRole('combobox', { name: text.state, exact: true }),
    zip: field(text.zip),
    phone: field(text.phone),
    email: field(text.email),
    gender: page.getByRole('combobox', { name: text.gender, exact: true }),
    insured: (answer: 'yes' | 'no') => page.getByRole('radio', { name: answer === 'yes' ? text.yes : text.no, exact: true }),
    insuranceField: (set: 'primary' | 'secondary', label: string) => field(`${set === 'primary' ? text.primaryInsurance : text.secondaryInsurance}: ${label}`),
    removeSecondary: page.getByRole('button', { name: text.removeSecondary }),
    addSecondary: page.getByRole('button', { name: text.addSecondary }),
    /** The error beneath a field: its accessible description. */
    errorOf: (control: Locator, message: string) => expect(control).toHaveAccessibleDescription(message),
    summary: page.getByRole('alert').filter({ hasText: text.errorSummary }),
    editLink: (section: string) => page.getByRole('link', { name: fillCopy(text.editSection, { section }) }),
    review: page.locator('dl'),
  };
}

/** Presses Tab until `target` has focus: the page is used with the keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The wizard's posts this test's page has sent, each with its answer's status and its parts. */
function posts(page: Page): Promise<SentForm[]> {
  return postsOf.get(page)!();
}

const field = (groups: { infoType: string; saved: boolean; fieldArray: { key: string; value: string | null }[] }[], infoType: string, key: string) =>
  groups.find((group) => group.infoType === infoType)?.fieldArray.find((entry) => entry.key === key)?.value;

async function signInTo(page: Page, program: ProgramUnderTest, account: DemoAccount, baseURL: string | undefined) {
  await signIn(page, program, { account, channel: 'email' });
  await expectAt(page, baseURL, '/missing-information-start');
}

test.describe('the missing-information wizard', () => {
  test('start lists the steps; address, phone and e-mail say "Step N of M", show every §5 message on Next and focus the first field in error; axe on each state', async ({ page, program, baseURL, checkA11y }) => {
    const w = wizard(page, program);
    const messages = program.copy.validation;
    await signInTo(page, program, allGroups, baseURL);
    await expect(w.heading).toHaveText(program.copy.pages.missingInformationStart);
    await expect(page.locator('main').getByRole('listitem')).toHaveText([w.text.stepAddress, w.text.stepPhone, w.text.stepEmail, w.text.stepGender, w.text.stepInsurance]);
    await checkA11y('wizard start');

    await w.start.click();
    await expectAt(page, baseURL, '/missing-information-address');
    await expect(w.progress(1, 5)).toBeVisible();
    await w.next.click();
    await expect(w.summary).toBeVisible();
    await w.errorOf(w.address1, messages.address1Required);
    await w.errorOf(w.city, messages.cityRequired);
    await w.errorOf(w.state, messages.stateRequired);
    await w.errorOf(w.zip, messages.wizardZipRequired);
    await expect(w.address2).toHaveAccessibleDescription('');
    await expect(w.address1).toBeFocused();
    await checkA11y('address step in error');
    // A bad ZIP gets the postal rule's message; fixing a field clears its message at once.
    await w.address1.fill('12 Main Street');
    await w.zip.fill('123');
    await w.next.click();
    await w.errorOf(w.zip, messages.postalCodeInvalid);
    await expect(w.city).toBeFocused();
    await w.city.fill('Springfield');
    await w.state.selectOption('IL');
    await w.zip.fill('62704');
    await w.next.click();

    await expectAt(page, baseURL, '/missing-information-phone');
    await expect(w.progress(2, 5)).toBeVisible();
    await expect(w.phone).toHaveAttribute('placeholder', phonePlaceholder(program));
    await w.next.click();
    await w.errorOf(w.phone, messages.wizardPhoneRequired);
    await expect(w.phone).toBeFocused();
    await checkA11y('phone step in error');
    await w.phone.pressSequentially(program.feature('US_only_phone') ? '5555550123' : '+15555550123');
    await w.next.click();

    await expectAt(page, baseURL, '/missing-information-email');
    await w.email.fill('not-an-address');
    await w.next.click();
    await w.errorOf(w.email, messages.emailInvalid);
    await checkA11y('e-mail step in error');
    await w.email.fill('sam@example.com');
    await w.next.click();
    await expectAt(page, baseURL, '/missing-information-gender');
  });

  test('gender and insurance show every §5 message on Next; "No" clears the secondary; axe on each state and on review', async ({ page, program, baseURL, checkA11y }) => {
    const w = wizard(page, program);
    const messages = program.copy.validation;
    await signInTo(page, program, allGroups, baseURL);
    // A deep link opens any step in the patient's list.
    await page.goto('/missing-information-gender');
    await expect(w.gender.locator('option')).toHaveText([w.text.genderPleaseSelect, w.text.genderMale, w.text.genderFemale, w.text.genderIntersex, w.text.genderPreferNotToSay]);
    await w.next.click();
    await w.errorOf(w.gender, messages.genderRequired);
    await expect(w.gender).toBeFocused();
    await checkA11y('gender step in error');
    await w.gender.selectOption({ label: w.text.genderPreferNotToSay });
    await w.next.click();

    await expectAt(page, baseURL, '/missing-information-insurance');
    await expect(w.progress(5, 5)).toBeVisible();
    // The server sent both insurance groups: "yes" is answered and the secondary is added (§4).
    await expect(w.insured('yes')).toBeChecked();
    await w.next.click();
    for (const set of ['primary', 'secondary'] as const) {
      await w.errorOf(w.insuranceField(set, w.text.insuranceProvider), messages.insuranceProviderRequired);
      await w.errorOf(w.insuranceField(set, w.text.PCN), messages.pcnRequired);
    }
    await expect(page.getByText(messages.insuranceFrontRequired)).toHaveCount(2);
    await expect(page.getByText(messages.insuranceBackRequired)).toHaveCount(2);
    await checkA11y('insurance step in error');
    // "No" clears the secondary and every card message: nothing else is asked.
    await w.insured('no').check();
    await expect(w.insuranceField('primary', w.text.insuranceProvider)).toHaveCount(0);
    await expect(w.summary).toHaveCount(0);
    await w.next.click();
    await expectAt(page, baseURL, '/missing-information-review');
    await expect(w.review).toContainText(w.text.noInsurance);
    await checkA11y('review');
  });

  test('with the keyboard alone through both steps, review, and a submit that posts exactly the §7 parts; then success', async ({ page, program, baseURL, checkA11y }) => {
    const w = wizard(page, program);
    await signInTo(page, program, addressAndGender, baseURL);
    await expect(page.locator('main').getByRole('listitem')).toHaveText([w.text.stepAddress, w.text.stepGender]);
    await tabTo(page, w.start);
    await page.keyboard.press('Enter');
    await expectAt(page, baseURL, '/missing-information-address');
    await expect(w.progress(1, 2)).toBeVisible();

    await tabTo(page, w.address1);
    await page.keyboard.type('500 Oak Avenue');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Unit 3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Portland');
    await page.keyboard.press('Tab');
    await expect(w.state).toBeFocused();
    await page.keyboard.type('Oregon');
    await expect(w.state).toHaveValue('OR');
    await page.keyboard.press('Tab');
    await page.keyboard.type('97201');
    await page.keyboard.press('Enter');

    await expectAt(page, baseURL, '/missing-information-gender');
    await expect(w.progress(2, 2)).toBeVisible();
    await tabTo(page, w.gender);
    await page.keyboard.type('Intersex');
    await expect(w.gender).toHaveValue('Intersex');
    // A select does not submit its form on Enter: Tab on (past Back) to Next.
    await tabTo(page, w.next);
    await page.keyboard.press('Enter');

    await expectAt(page, baseURL, '/missing-information-review');
    await expect(w.review).toContainText('500 Oak Avenue, Unit 3');
    await expect(w.review).toContainText('Portland, Oregon 97201');
    await expect(w.review).toContainText(w.text.genderIntersex);
    await checkA11y('review before submit');
    await tabTo(page, w.submit);
    await page.keyboard.press('Enter');

    await expectAt(page, baseURL, '/missing-information-success');
    await expect(w.heading).toHaveText(program.copy.pages.missingInformationSuccess);
    await expect(page.getByText(w.text.successBody)).toBeVisible();

    const [post, ...more] = await posts(page);
    expect(more).toHaveLength(0);
    expect(post!.status).toBe(200);
    // §7: the JSON of the groups, the three ids, and no file part (no photo was added).
    expect(post!.parts.map((part) => part.name)).toEqual(['missingInformation', 'acticsPatientId', 'intakeCaseId', 'programCode']);
    const value = (name: string) => post!.parts.find((part) => part.name === name)?.value;
    expect(value('acticsPatientId')).toBe('AP-1000');
    expect(value('intakeCaseId')).toBe('IC-1000');
    expect(value('programCode')).toBe(program.code);
    const sent = JSON.parse(value('missingInformation')!);
    const groups = sent.missingInfoArray;
    expect(field(groups, 'address', 'address')).toBe('500 Oak Avenue, Unit 3');
    expect(field(groups, 'address', 'city')).toBe('Portland');
    expect(field(groups, 'address', 'state')).toBe('OR');
    expect(field(groups, 'address', 'zipCode')).toBe('97201');
    // Intersex is posted as Other (the payload knows Male, Female, Other).
    expect(field(groups, 'gender', 'gender')).toBe('Other');
    expect(groups.find((group: { infoType: string }) => group.infoType === 'address').saved).toBe(true);
    // The primary insurance group asked for nothing (no step): it goes back untouched.
    expect(groups.find((group: { infoType: string }) => group.infoType === 'primaryInsurance').saved).toBe(false);
    // Sent: the draft is gone.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();

    await page.getByRole('link', { name: w.text.continue }).click();
    await expectAt(page, baseURL, '/onboarding');
  });

  test('card photos: a .txt renamed .jpg is refused by name; a PNG and a PDF per side complete a set; the post carries the four file parts', async ({ page, program, baseURL }) => {
    const w = wizard(page, program);
    const cards = program.copy.cardImage;
    await signInTo(page, program, allGroups, baseURL);
    await w.start.click();
    await w.address1.fill('3 Birch Court');
    await w.city.fill('Albany');
    await w.state.selectOption('NY');
    await w.zip.fill('12207');
    await w.next.click();
    await w.phone.pressSequentially(program.feature('US_only_phone') ? '5555550123' : '+15555550123');
    await w.next.click();
    await w.email.fill('sam@example.com');
    await w.next.click();
    await w.gender.selectOption('Male');
    await w.next.click();
    await expectAt(page, baseURL, '/missing-information-insurance');

    const chooser = (part: string) => page.getByTestId(`${part}-choose-file`);
    await chooser('primaryInsuranceFront').setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello, this is text') });
    await expect(page.getByRole('alert').filter({ hasText: fillCopy(program.copy.validation.cardImageNotAccepted, { name: 'card.jpg' }) })).toBeVisible();
    await expect(page.getByRole('img', { name: fillCopy(cards.previewAlt, { label: w.text.primaryFront }) })).toHaveCount(0);

    await chooser('primaryInsuranceFront').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: fillCopy(cards.previewAlt, { label: w.text.primaryFront }) })).toBeVisible();
    await chooser('primaryInsuranceBack').setInputFiles({ name: 'back.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('back.pdf', { exact: true })).toBeVisible();
    await chooser('secondaryInsuranceFront').setInputFiles({ name: 'second-front.png', mimeType: 'image/png', buffer: PNG });
    await chooser('secondaryInsuranceBack').setInputFiles({ name: 'second-back.png', mimeType: 'image/png', buffer: PNG });
    // A photo counts once it is read and shown (its preview); Continue before then would judge a set still loading.
    await expect(page.getByRole('img', { name: fillCopy(cards.previewAlt, { label: w.text.secondaryFront }) })).toBeVisible();
    await expect(page.getByRole('img', { name: fillCopy(cards.previewAlt, { label: w.text.secondaryBack }) })).toBeVisible();
    // Both photos complete each set (§5): no text field is asked for.
    await w.next.click();
    await expectAt(page, baseURL, '/missing-information-review');
    await expect(w.review).toContainText(`${w.text.primaryFront}: front.png`);
    await w.submit.click();
    await expectAt(page, baseURL, '/missing-information-success');

    const [post] = await posts(page);
    const files = post!.parts.filter((part) => part.fileName !== undefined);
    expect(files.map((part) => [part.name, part.fileName, part.size])).toEqual([
      ['primaryInsuranceFront', 'front.png', PNG.length],
      ['primaryInsuranceBack', 'back.pdf', PDF.length],
      ['secondaryInsuranceFront', 'second-front.png', PNG.length],
      ['secondaryInsuranceBack', 'second-back.png', PNG.length],
    ]);
    const groups = JSON.parse(post!.parts.find((part) => part.name === 'missingInformation')!.value!).missingInfoArray;
    // §4: the file names go into the card-image fields; each filled group is marked saved.
    expect(field(groups, 'primaryInsurance', 'primaryInsurance-front')).toBe('front.png');
    expect(field(groups, 'secondaryInsurance', 'secondaryInsurance-back')).toBe('second-back.png');
    expect(groups.find((group: { infoType: string }) => group.infoType === 'secondaryInsurance').saved).toBe(true);
  });

  test.describe('card photos leave the phone without their EXIF', () => {
    // The test reads each kept photo back from its preview's blob: URL; the page's CSP
    // (connect-src 'self') refuses that fetch. The portal itself never fetches it.
    test.use({ bypassCSP: true });

    test('a camera JPEG with GPS, small (kept at its size) or large (redrawn at 2000 px), is kept and posted without camera, date or GPS', async ({ page, program, baseURL }) => {
      const w = wizard(page, program);
      const cards = program.copy.cardImage;
      await signInTo(page, program, insuranceOnly, baseURL);
      await w.start.click();
      await expectAt(page, baseURL, '/missing-information-insurance');

      /** A real JPEG, drawn and encoded by Chromium, with a phone camera's EXIF (GPS included) put in. */
      const cameraJpeg = async (width: number, height: number) => {
        const drawn = await page.evaluate(async ([w, h]) => {
          const canvas = new OffscreenCanvas(w, h);
          const context = canvas.getContext('2d')!;
          context.fillStyle = '#2a6f97';
          context.fillRect(0, 0, w, h);
          context.fillStyle = '#ffffff';
          context.fillRect(w / 10, h / 10, w / 2, h / 4);
          const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
          return [...new Uint8Array(await blob.arrayBuffer())];
        }, [width, height] as const);
        const photo = withJpegSegments(Uint8Array.from(drawn), exifSegment({ orientation: 1, little: true }));
        expect(metadataLeft(photo)).toEqual(['camera make', 'GPS latitude', 'date taken']);
        return Buffer.from(photo);
      };
      const chooser = (part: string) => page.getByTestId(`${part}-choose-file`);
      const preview = (label: string) => page.getByRole('img', { name: fillCopy(cards.previewAlt, { label }) });
      /** What the field keeps (and the post sends): the bytes behind the preview, and the picture's width. */
      const kept = (label: string) =>
        preview(label).evaluate(async (image: HTMLImageElement) => {
          await image.decode();
          return { bytes: [...new Uint8Array(await (await fetch(image.src)).arrayBuffer())], width: image.naturalWidth };
        });

      const small = await cameraJpeg(1200, 800);
      const large = await cameraJpeg(3000, 2000);
      await chooser('primaryInsuranceFront').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: small });
      await chooser('primaryInsuranceBack').setInputFiles({ name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: large });
      await chooser('secondaryInsuranceFront').setInputFiles({ name: 'second-front.png', mimeType: 'image/png', buffer: PNG });
      await chooser('secondaryInsuranceBack').setInputFiles({ name: 'second-back.png', mimeType: 'image/png', buffer: PNG });
      await expect(preview(w.text.primaryBack)).toBeVisible();
      await expect(page.getByText('IMG_0042.jpg', { exact: true })).toBeVisible();

      const front = await kept(w.text.primaryFront);
      const back = await kept(w.text.primaryBack);
      expect(metadataLeft(Uint8Array.from(front.bytes))).toEqual([]);
      expect(metadataLeft(Uint8Array.from(back.bytes))).toEqual([]);
      // The small one keeps its pixels (only its metadata went); the large one was redrawn.
      expect(front.width).toBe(1200);
      expect(front.bytes.length).toBeLessThan(small.length);
      expect(back.width).toBe(2000);

      await w.next.click();
      await expectAt(page, baseURL, '/missing-information-review');
      await w.submit.click();
      await expectAt(page, baseURL, '/missing-information-success');
      const [post] = await posts(page);
      const files = post!.parts.filter((part) => part.fileName !== undefined);
      expect(files.slice(0, 2).map((part) => [part.name, part.fileName, part.size])).toEqual([
        ['primaryInsuranceFront', 'front.jpg', front.bytes.length],
        ['primaryInsuranceBack', 'IMG_0042.jpg', back.bytes.length],
      ]);
    });
  });

  test('an edit link on review opens its step, whose button goes straight back to review; Back from review is the last step', async ({ page, program, baseURL }) => {
    const w = wizard(page, program);
    await signInTo(page, program, addressAndGender, baseURL);
    await w.start.click();
    await w.address1.fill('1 Elm Street');
    await w.city.fill('Salem');
    await w.state.selectOption('OR');
    await w.zip.fill('97301');
    await w.next.click();
    await w.gender.selectOption('Female');
    await w.next.click();
    await expectAt(page, baseURL, '/missing-information-review');

    await w.editLink(program.copy.pages.missingInformationAddress).click();
    await expectAt(page, baseURL, '/missing-information-address');
    await expect(w.address1).toHaveValue('1 Elm Street');
    await w.city.fill('Eugene');
    await w.saveAndReview.click();
    await expectAt(page, baseURL, '/missing-information-review');
    await expect(w.review).toContainText('Eugene, Oregon 97301');

    await w.back.click();
    await expectAt(page, baseURL, '/missing-information-gender');
    await expect(w.gender).toHaveValue('Female');
    await w.back.click();
    await expectAt(page, baseURL, '/missing-information-address');
    await w.back.click();
    await expectAt(page, baseURL, '/missing-information-start');
    // Browser Back follows the same route history.
    await page.goBack();
    await expectAt(page, baseURL, '/missing-information-address');
    await expect(w.city).toHaveValue('Eugene');
  });

  test('a failed post keeps the patient on review with the §8 message and every entry; fixing the city sends it', async ({ page, program, baseURL, checkA11y }) => {
    const w = wizard(page, program);
    await signInTo(page, program, addressAndGender, baseURL);
    await w.start.click();
    await w.address1.fill('9 Pine Road');
    await w.city.fill('Failtown');
    await w.state.selectOption('TX');
    await w.zip.fill('75001');
    await w.next.click();
    await w.gender.selectOption('Male');
    await w.next.click();
    await w.submit.click();

    await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.missingInformationUpdate })).toBeVisible();
    await expectAt(page, baseURL, '/missing-information-review');
    await expect(w.review).toContainText('9 Pine Road');
    await expect(w.review).toContainText('Failtown, Texas 75001');
    await checkA11y('review after a failed post');
    expect((await posts(page)).map((post) => post.status)).toEqual([500]);

    await w.editLink(program.copy.pages.missingInformationAddress).click();
    await expect(w.address1).toHaveValue('9 Pine Road');
    await w.city.fill('Dallas');
    await w.saveAndReview.click();
    await w.submit.click();
    await expectAt(page, baseURL, '/missing-information-success');
    expect((await posts(page)).map((post) => post.status)).toEqual([500, 200]);
  });

  test('a reload keeps what was typed; a deep link to a step not in the list lands on one that is; logout forgets the draft', async ({ page, program, baseURL }) => {
    const w = wizard(page, program);
    await signInTo(page, program, addressAndGender, baseURL);
    await w.start.click();
    await w.address1.fill('77 Harbour Lane');
    await w.city.fill('Newport');
    // Written after 500 ms of quiet (§9).
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('Newport');
    expect(await localStorageEntries(page.context())).toEqual([]);

    await page.reload();
    await expectAt(page, baseURL, '/missing-information-address');
    await expect(w.address1).toHaveValue('77 Harbour Lane');
    await expect(w.city).toHaveValue('Newport');

    // The phone step is not in this patient's list: the first step is.
    await page.goto('/missing-information-phone');
    await expectAt(page, baseURL, '/missing-information-address');
    await expect(w.heading).toHaveText(program.copy.pages.missingInformationAddress);
    await expect(w.city).toHaveValue('Newport');

    await page.goto('/logout');
    await expectAt(page, baseURL, '/');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await signInTo(page, program, addressAndGender, baseURL);
    await w.start.click();
    await expect(w.address1).toHaveValue('');
  });

  test('answering "No" posts uninsured and both insurance groups saved, with nothing typed for the card', async ({ page, program, baseURL, checkA11y }) => {
    const w = wizard(page, program);
    await signInTo(page, program, insuranceOnly, baseURL);
    await expect(page.locator('main').getByRole('listitem')).toHaveText([w.text.stepInsurance]);
    await w.start.click();
    await expectAt(page, baseURL, '/missing-information-insurance');
    // Typed first, then withdrawn: what was typed for a card the patient does not have stays here.
    await w.insuranceField('primary', w.text.insuranceProvider).fill('Typed Then Withdrawn');
    await w.insured('no').check();
    await w.next.click();
    await expectAt(page, baseURL, '/missing-information-review');
    await expect(w.review).toContainText(w.text.noInsurance);
    await checkA11y('review after "No"');
    await w.submit.click();
    await expectAt(page, baseURL, '/missing-information-success');

    const [post, ...more] = await posts(page);
    expect(more).toHaveLength(0);
    const sent = JSON.parse(post!.parts.find((part) => part.name === 'missingInformation')!.value!);
    expect(sent.uninsured).toBe(true);
    // Both groups answered, so saved: left unsaved, the next sign-in would ask the same question again (§4).
    expect(sent.missingInfoArray.map((group: { infoType: string; saved: boolean }) => [group.infoType, group.saved])).toEqual([
      ['primaryInsurance', true],
      ['secondaryInsurance', true],
    ]);
    expect(field(sent.missingInfoArray, 'primaryInsurance', 'insuranceProvider')).toBeNull();
    expect(post!.parts.map((part) => part.name)).toEqual(['missingInformation', 'acticsPatientId', 'intakeCaseId', 'programCode']);
  });

  test('(555) 555-0104 lands on the interim page, which says what happens next and leads to My Prescriptions', async ({ page, program, baseURL }) => {
    await signIn(page, program, { account: interim, channel: 'email' });
    await expectAt(page, baseURL, '/missing-information-interim');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.missingInformationInterim);
    await expect(page.getByText(program.copy.missingInformation.interimBody)).toBeVisible();
    await page.getByRole('link', { name: program.copy.missingInformation.toPrescriptions }).click();
    await expectAt(page, baseURL, '/prescriptions');
  });
});
