import { expect, test, type ProgramUnderTest } from './fixtures.ts';
import { paths } from '@portal/api/paths';
import { mockFaults } from './support/browser.ts';
import { accounts, countRequests, expectAt, fillCopy, signIn, startSignedIn } from './support/signIn.ts';
import type { Page } from '@playwright/test';

/**
 * spec: prescription-experience §2 My Pharmacy, Pharmacy instructions, Fill History; §4 Pharmacy
 * setup and Fill history filter; §7; §8. Each test is a whole journey of the hub demo patient
 * ((555) 555-0100) or the no-fills account ((555) 555-0110), with axe on each state.
 */
test.skip(({ programCode }) => programCode !== 'BISP', 'fill history needs the payment feature (BISP); the pharmacy pages do not differ by programme, so they are walked once, in BISP');

// Whole journeys with an accessibility check on each state: longer than the default 30 s on 2 cores.
test.beforeEach(() => test.slow());

const PHARMACIES_PATH = '/api/pwa/exp/v1/prescriptions';
const FILL_HISTORY_PATH = '/api/pwa/exp/v1/fetchFillHistory';

function leaveSiteModal(page: Page, program: ProgramUnderTest, host: string) {
  return page.getByRole('dialog', { name: fillCopy(program.copy.leaveSite.title, { host }) });
}

async function openFillHistoryFromMenu(page: Page, program: ProgramUnderTest): Promise<void> {
  await page.getByRole('button', { name: program.copy.menu.open }).click();
  await page.getByRole('dialog').getByRole('link', { name: program.copy.menu.fillHistory }).click();
  await expect(page.getByRole('heading', { level: 1, name: program.copy.fillHistory.title })).toBeVisible();
}

test('pharmacy choice: Change your pharmacy, a failed update keeps the choice, confirm leads to the instructions and the pharmacy\'s site asks first', async ({ page, program, baseURL, checkA11y }) => {
  const text = program.copy.pharmacy;
  await startSignedIn(page, baseURL);

  // A card that asks for a pharmacy leads to its prescription's page, named by the prescription's
  // id: the address never names the drug.
  await page.getByRole('article').first().getByRole('link', { name: new RegExp(program.copy.prescriptions.setUpPharmacy) }).click();
  await expectAt(page, baseURL, '/pharmacy/RX-1001');
  // The prescription transferred to Amazon (its card, finished, offers no change: decision 0054)
  // has the page whose pharmacy list the choice below is made on.
  await page.goto('/pharmacy/RX-1003');
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Inhalation Spray 2.5mcg' })).toBeVisible();
  await expect(page.getByRole('link', { name: program.phone(program.file.contacts.programPhone) })).toHaveAttribute('href', `tel:+1${program.file.contacts.programPhone}`);
  await expect(page.getByText(program.file.contacts.programHours)).toBeVisible();
  await expect(page.getByText(text.note)).toBeVisible();

  // The pharmacies call's list, the current one marked and chosen.
  const group = page.getByRole('radiogroup', { name: text.chooseLabel });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await expect(group.getByRole('radio', { name: `Amazon Pharmacy ${text.current}` })).toBeChecked();
  await checkA11y('pharmacy choice');

  // A failed update: the §8 message, and the choice stays.
  const healthdyne = group.getByRole('radio', { name: /HealthDyne/ });
  await group.getByRole('radio', { name: /Amazon/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(healthdyne).toBeChecked();
  await mockFaults(page, [{ path: PHARMACIES_PATH, method: 'PATCH', status: 500, times: 1 }]);
  const updates = countRequests(page, PHARMACIES_PATH);
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.updateError })).toBeVisible();
  await expect(healthdyne).toBeChecked();
  await checkA11y('pharmacy update failed');

  // Again: the update goes through and the instructions of the specialty pharmacy show.
  await page.getByRole('button', { name: text.confirm }).click();
  await expectAt(page, baseURL, '/pharmacy-instructions/HealthDyne%20Specialty%20Pharmacy');
  const patches = updates.requests.filter((request) => request.method() === 'PATCH');
  expect(patches).toHaveLength(2);
  expect(patches[1]!.postDataJSON()).toEqual({
    pharmacyDistributionCenterId: 'PH-100',
    pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy',
    acticsPatientEnrollmentId: 'EN-1000',
    acticsPharmacyReferralRecordId: 'RR-1003',
  });
  const steps = program.copy.pharmacyInstructions;
  await expect(page.getByRole('heading', { level: 1, name: steps.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([steps.confirmationTitle, steps.medicationOrderTitle, steps.shippingNotificationTitle]);
  await expect(page.getByText(steps.chosen.replace('{pharmacy}', 'HealthDyne Specialty Pharmacy'), { exact: true })).toBeVisible();
  await checkA11y('healthdyne instructions');

  // The pharmacy's site is another host: the leave-site modal asks first.
  await page.getByRole('link', { name: new RegExp(steps.goToHealthDyne) }).click();
  const modal = leaveSiteModal(page, program, new URL(program.file.pharmacyLinks!.healthdyne!).host);
  await expect(modal).toBeVisible();
  await checkA11y('leave-site modal from the instructions');
  await modal.getByRole('button', { name: program.copy.common.close }).click();
  await expect(modal).toBeHidden();

  // The choice shows on My Prescriptions (the profile was reloaded).
  await page.goto('/prescriptions');
  await expect(page.getByRole('article').filter({ hasText: program.copy.prescriptions.prescribedOn.replace('{date}', '09/20/2026') }).getByText('HealthDyne Specialty Pharmacy', { exact: true })).toBeVisible();

  // The online pharmacy (any case) has its own steps; Truepill the confirmation, who calls next and its fixed content.
  await page.goto('/pharmacy-instructions/AMAZON%20pharmacy');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([steps.confirmationTitle, steps.profileCreationTitle, steps.orderNotificationTitle, steps.orderCompletionTitle]);
  await expect(page.getByText(steps.discreetDelivery)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(steps.goToAmazon) })).toHaveAttribute('href', program.file.pharmacyLinks!.amazon!);
  await page.goto('/pharmacy-instructions/Truepill');
  await expect(page.getByRole('heading', { level: 1, name: steps.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: program.copy.pharmacyInfo.truepillHeader })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    steps.confirmationTitle,
    steps.otherPharmacyTitle,
    program.copy.pharmacyInfo.deliveryTitle,
    program.copy.pharmacyInfo.supportTitle,
    program.copy.pharmacyInfo.paymentTitle,
  ]);
  await expect(page.getByRole('link', { name: /^Go to/ })).toHaveCount(0);
  await checkA11y('truepill instructions');
  // No dead end: the way back to My Prescriptions.
  await page.getByRole('link', { name: text.backToPrescriptions }).click();
  await expectAt(page, baseURL, '/prescriptions');

  // A prescription that is not the patient's, and an old address naming a drug the patient has no
  // prescription of: the page says so, and the address stays.
  for (const path of ['/pharmacy/RX-9999', '/pharmacy/1234-5678-90']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: text.unknownTitle })).toBeVisible();
    await expectAt(page, baseURL, path);
  }
  await checkA11y('pharmacy of an unknown prescription');
  await page.getByRole('link', { name: text.backToPrescriptions }).click();
  await expectAt(page, baseURL, '/prescriptions');
});

test('an old address naming the drug is replaced by its prescription\'s own, and a session that ends there returns to it by id', async ({ page, program, baseURL }) => {
  const NDC = /0597-?0100-?61|00597010061/;
  await startSignedIn(page, baseURL);

  // A bookmark of the old form (/pharmacy/{ndc_code}): the prescription whose card offers the
  // pharmacy (decision 0036), at its own address, which replaces the old one in the history.
  await page.goto('/pharmacy/0597-0100-61');
  await expectAt(page, baseURL, '/pharmacy/RX-1003');
  await expect(page.getByRole('radiogroup', { name: program.copy.pharmacy.chooseLabel })).toBeVisible();
  await page.goBack();
  await expectAt(page, baseURL, '/prescriptions');

  // From here on no address the tab visits names the drug.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  await page.goForward();
  await expectAt(page, baseURL, '/pharmacy/RX-1003');
  await expect(page.getByRole('radiogroup', { name: program.copy.pharmacy.chooseLabel })).toBeVisible();
  // The server ends the session on the page: the return URL names the prescription, by id.
  await mockFaults(page, [{ path: paths.profile, status: 401, body: { errorDescription: 'Unauthorized' }, times: 1 }]);
  await page.reload();
  await expectAt(page, baseURL, `/login?returnUrl=${encodeURIComponent('/pharmacy/RX-1003')}`);
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toMatch(NDC);
  await signIn(page, program, { from: '' });
  await expectAt(page, baseURL, '/pharmacy/RX-1003');
  await expect(page.getByRole('radiogroup', { name: program.copy.pharmacy.chooseLabel })).toBeVisible();
  expect(visited.length).toBeGreaterThan(2);
  expect(visited.filter((url) => NDC.test(decodeURIComponent(url)))).toEqual([]);
});

test('fill history: the succeeded fills as accordions, one open at a time, the receipt through the leave-site modal, and the error screen reloads', async ({ page, program, baseURL, checkA11y }) => {
  const text = program.copy.fillHistory;
  await startSignedIn(page, baseURL);
  const calls = countRequests(page, FILL_HISTORY_PATH);
  await openFillHistoryFromMenu(page, program);
  await expect(page).toHaveURL(`${baseURL}/fill-history`);
  // §7: the intake case id as the spec writes it; the referral id as a second parameter (README).
  expect(new URL(calls.requests[0]!.url()).search).toBe('?intakeCaseId=IC-1000&acticsPharmacyReferralRecordId=RR-1001');

  // Two succeeded fills; the failed payment of 07/02/2026 is not shown. All closed at first.
  const oct = page.getByRole('button', { name: '10/05/2026' });
  const aug = page.getByRole('button', { name: '08/18/2026' });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['10/05/2026', '08/18/2026']);
  await expect(oct).toHaveAttribute('aria-expanded', 'false');
  await expect(aug).toHaveAttribute('aria-expanded', 'false');
  await checkA11y('fill history');

  await aug.click();
  const august = page.getByRole('region', { name: '08/18/2026' });
  await expect(august).toContainText(text.paid);
  await expect(august).toContainText('$15.00');
  await expect(august).toContainText('1Z999AA10123456784');
  await expect(august).toContainText('Inhalation Spray 2.5mcg');
  await checkA11y('fill history, a fill open');

  // One open at a time: opening October closes August. No tracking: N/A; no receipt: no link.
  await oct.click();
  await expect(aug).toHaveAttribute('aria-expanded', 'false');
  const october = page.getByRole('region', { name: '10/05/2026' });
  await expect(october).toContainText(text.notAvailable);
  await expect(october.getByRole('link', { name: new RegExp(text.viewReceipt) })).toHaveCount(0);
  await oct.click();
  await expect(page.getByRole('region')).toHaveCount(0);

  // The receipt is on another host: the leave-site modal asks first.
  await aug.click();
  await august.getByRole('link', { name: new RegExp(text.viewReceipt) }).click();
  const modal = leaveSiteModal(page, program, 'receipts.example.com');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: program.copy.common.close }).click();
  await expect(modal).toBeHidden();

  // The fetch fails: "Something went wrong..." and Reload site fetches again.
  await mockFaults(page, [{ path: FILL_HISTORY_PATH, status: 500, body: { errorDescription: 'Down' }, times: 1 }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: program.copy.failure.title })).toBeVisible();
  await expect(page.getByText(program.copy.failure.body)).toBeVisible();
  await checkA11y('fill history error');
  await page.getByRole('button', { name: program.copy.failure.reload }).click();
  await expect(page.getByRole('button', { name: '10/05/2026' })).toBeVisible();
});

test('fill history of a patient with no fills: the empty message', async ({ page, program, baseURL, checkA11y }) => {
  await startSignedIn(page, baseURL, { account: accounts.noFills });
  await openFillHistoryFromMenu(page, program);
  await expect(page.getByText(program.copy.fillHistory.empty, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /\d{2}\/\d{2}\/\d{4}/ })).toHaveCount(0);
  await checkA11y('fill history empty');
});

test('fill history: an open fill is as tall as its details plus 32 px (§2 Fill History)', async ({ page, program, baseURL }) => {
  await startSignedIn(page, baseURL);
  await openFillHistoryFromMenu(page, program);
  await page.getByRole('button', { name: '08/18/2026' }).click();
  const region = page.getByRole('region', { name: '08/18/2026' });
  await expect(region).toContainText(program.copy.fillHistory.paid);
  // The section's box against the box of the details it shows (the section's one element inside its padding).
  const extra = () =>
    region.evaluate((section) => {
      const details = section.firstElementChild?.firstElementChild;
      return details ? section.getBoundingClientRect().height - details.getBoundingClientRect().height : Number.NaN;
    });
  await expect.poll(extra).toBeCloseTo(32, 0);
});
