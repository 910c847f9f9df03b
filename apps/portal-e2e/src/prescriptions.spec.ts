import { expect, test, oncePer } from './fixtures.ts';
import { slowMock } from './support/browser.ts';
import { startSignedIn } from './support/signIn.ts';

/** My Prescriptions for the hub demo patient ((555) 555-0100), on every programme. */
test.describe('My Prescriptions', () => {
  test.beforeEach(async ({ page, program, baseURL }) => {
    await startSignedIn(page, baseURL);
    await expect(page.getByRole('heading', { level: 1, name: program.copy.prescriptions.title })).toBeVisible();
  });

  test('opened afresh on a phone, the page loads without moving: cumulative layout shift ≤ 0.02', oncePer(), async ({ page, program }) => {
    // A weak network: the page's data takes 800 ms, during which the loading overlay stands in for it.
    await page.setViewportSize({ width: 390, height: 844 });
    await slowMock(page, 800);
    await page.addInitScript(() => {
      const record = window as unknown as { portalLayoutShift: number };
      record.portalLayoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) record.portalLayoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    // Two frames after the content: any shift it caused has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = await page.evaluate(() => (window as unknown as { portalLayoutShift: number }).portalLayoutShift);
    expect(shift, `cumulative layout shift of ${program.code} My Prescriptions`).toBeLessThanOrEqual(0.02);
  });

  test('one card per prescription with drug, strength, badges and the help block', async ({ page, program, checkA11y }) => {
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(5);
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('Inhalation Spray 2.5mcg');
    await expect(cards.first().getByRole('img', { name: program.file.drugCatalogue[0]!.alt })).toBeVisible();
    await expect(page.getByText(program.copy.prescriptions.badgeActive, { exact: true })).toHaveCount(3);
    await expect(page.getByText(program.copy.prescriptions.badgeTransferred, { exact: true })).toHaveCount(2);
    const help = page.getByRole('region', { name: program.copy.prescriptions.helpTitle });
    const phone = program.file.contacts.programPhone;
    await expect(help.getByRole('link')).toHaveAttribute('href', `tel:+1${phone}`);
    await checkA11y('prescriptions');
  });

  test('Prescription Details toggles MORE and LESS', oncePer(), async ({ page, program, checkA11y }) => {
    const card = page.getByRole('article').first();
    const toggle = card.getByRole('button', { name: new RegExp(program.copy.prescriptions.details) });
    await expect(toggle).toContainText(program.copy.prescriptions.more);
    await expect(card.getByText('Dr. Dana Smith')).toBeHidden();
    await toggle.click();
    await expect(toggle).toContainText(program.copy.prescriptions.less);
    await expect(card.getByText('Dr. Dana Smith')).toBeVisible();
    await expect(card.getByText('10/02/2026', { exact: true })).toBeVisible();
    await expect(card.getByText('2.5mcg, 2 puffs once daily')).toBeVisible();
    await checkA11y('details open');
    await toggle.click();
    await expect(card.getByText('Dr. Dana Smith')).toBeHidden();
  });

  test('read more shows the longer text with tap-to-call numbers', async ({ page, program, checkA11y }) => {
    // The refill whose insurance step has an alert.
    const card = page.getByRole('article').filter({ hasText: program.copy.prescriptions.prescribedOn.replace('{date}', '07/01/2026') });
    const more = card.getByRole('button', { name: /^more/ });
    await more.click();
    await expect(card.getByText(/Your plan changed how it covers this medication/)).toBeVisible();
    // The server's text names the programme's own line (the mock answers as the programme's API would).
    const phone = program.file.contacts.programPhone;
    await expect(card.getByRole('link', { name: `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` })).toHaveAttribute('href', `tel:+1${phone}`);
    await checkA11y('read more open');
    await card.getByRole('button', { name: /^less/ }).click();
    await expect(card.getByText(/Your plan changed how it covers this medication/)).toBeHidden();
  });

  test('the payment banner follows the payment feature; pharmacy setup otherwise', oncePer('payment'), async ({ page, program }) => {
    const first = page.getByRole('article').first();
    if (program.file.features.payment.enabled) {
      await expect(first.getByRole('link', { name: program.copy.prescriptions.payNow })).toHaveAttribute('href', '/payment?payment=PAY-1001');
      // The refill with nothing to pay waits on its insurance alert: no confirmation (decision 0053).
      await expect(page.getByRole('link', { name: program.copy.prescriptions.confirmAndProceed })).toHaveCount(0);
    } else {
      await expect(page.getByRole('link', { name: program.copy.prescriptions.payNow })).toHaveCount(0);
    }
    // Its step asks the patient to choose a pharmacy: the card offers it, beside the banner or not (decision 0055).
    await expect(first.getByRole('link', { name: program.copy.prescriptions.setUpPharmacy })).toHaveAttribute('href', '/pharmacy/RX-1001');
    // Transferred to Amazon, with a change allowed by the server: finished, it offers nothing (decision 0054).
    const transferred = page.getByRole('article').filter({ hasText: program.copy.prescriptions.prescribedOn.replace('{date}', '09/20/2026') });
    await expect(transferred.getByText(program.copy.prescriptions.status.transferredTo.replace('{pharmacy}', 'Amazon Pharmacy'))).toBeVisible();
    await expect(transferred.getByRole('link')).toHaveCount(0);
  });

  test('the cards that need the patient come first, then the newest; each starts with its status line', oncePer('payment'), async ({ page, program }) => {
    // The line under each drug's name ("Prescribed 10/02/2026"), not the details' "Prescribed dosage".
    const dates = page.getByRole('article').getByText(new RegExp(`^${program.copy.prescriptions.prescribedOn.replace('{date}', '')}\\d`));
    await expect(dates).toHaveText(['10/02/2026', '07/01/2026', '09/20/2026', '08/14/2026', '03/11/2026'].map((date) => program.copy.prescriptions.prescribedOn.replace('{date}', date)));
    const shipped = page.getByRole('article').filter({ hasText: program.copy.prescriptions.prescribedOn.replace('{date}', '08/14/2026') });
    await expect(shipped.getByText(program.copy.prescriptions.status.shippedTrackIt.replace('{date}', '08/17/2026'))).toBeVisible();
    // The tracking link is the carrier table's, and leaves through the leave-site modal.
    const track = shipped.getByRole('link', { name: new RegExp(`^${program.copy.prescriptions.trackPackage.replace('{carrier}', 'UPS')}`) });
    await expect(track).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    await track.click();
    await expect(page.getByRole('dialog', { name: program.copy.leaveSite.title.replace('{host}', 'www.ups.com') })).toBeVisible();
  });

  test('every timeline status is written out', oncePer(), async ({ page, program }) => {
    // "Get more info" is on the demo's transferred card only, which shows only the steps that
    // happened (decision 0054); the Timeline's stories show that status.
    for (const status of ['statusPending', 'statusInProgress', 'statusAlert', 'statusCompleted', 'statusClosed'] as const) {
      await expect(page.getByText(program.copy.timeline[status], { exact: true }).first()).toBeVisible();
    }
  });
});
