import { expect, test, type Page } from '@playwright/test';
import { loadProgram, programConfigIn } from '@portal/program-config/load';
import { formatCopy, programCopyValues } from '@portal/program-config';
import { notInProgrammeNote } from '@portal/testing/storyFlags';
import { join } from 'node:path';
import { workspaceRoot } from './targets.ts';

/**
 * Storybook's Programme switch shows the programme it names, whole: a designer who picks LUMA reads
 * LUMA's name, footer and words, and sees no payment where LUMA has payment off, in each language,
 * as LUMA's portal would. BISP, with payment on, is the control: the same story shows "Pay now" there.
 * Expected texts come from each programme's folder, as the build reads it.
 */
const programme = (code: string, language: 'en' | 'es') => {
  const config = programConfigIn(loadProgram(join(workspaceRoot, 'programs', code), workspaceRoot), language);
  const values = programCopyValues({ ...config, assets: { logo: '', logoOnDark: '' } });
  return { config, t: (template: string) => formatCopy(template, values) };
};

/**
 * Shows a story in a programme and language. The test's first story loads Storybook's preview; each
 * later one is shown the way Storybook's own sidebar and toolbar do it, over the preview's channel
 * (`setCurrentStory`, then `updateGlobals` with the programme and language), so a designer's switch
 * is what is tested and the preview boots once per test, not once per story.
 */
async function openStory(page: Page, id: string, code: string, language: string): Promise<void> {
  if (!page.url().includes('/iframe.html')) {
    await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=program:${code};language:${language};a11y.manual:!true`);
  } else {
    await emit(page, 'setCurrentStory', { storyId: id, viewMode: 'story' });
    await renderFinished(page, id);
    await emit(page, 'updateGlobals', { globals: { program: code, language } });
  }
  await expect(page.locator('html')).toHaveAttribute('data-program', code);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The decorator sets both attributes as the story renders in them: the render that set them has finished.
  await renderFinished(page, id);
}

type PreviewWindow = Window & {
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } };
};

/** An event on the preview's channel, as the manager's UI sends it. */
async function emit(page: Page, event: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ([name, body]) => {
      const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) throw new Error("Storybook's preview channel is not there");
      channel.emit(name, body);
    },
    [event, payload] as const,
  );
}

/** Storybook's render of the story has finished (render, play function, hooks). */
async function renderFinished(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && render.phase === 'finished';
    },
    id,
    { polling: 50 },
  );
}

for (const language of ['en', 'es'] as const) {
  test(`LUMA in ${language}: the public page story shows LUMA's name and footer, not BISP's`, async ({ page }) => {
    const luma = programme('LUMA', language);
    const bisp = programme('BISP', language);
    await openStory(page, 'design-system-pageshell--public-page', 'LUMA', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(luma.t(luma.config.copy.landing.welcome));
    await expect(page.getByRole('contentinfo')).toContainText(luma.t(luma.config.copy.footer.copyright));
    await expect(page.locator('body')).not.toContainText(bisp.config.displayName);
    await expect(page.locator('body')).not.toContainText(bisp.config.contacts.serviceProvider);
  });

  test(`LUMA in ${language}: a prescription card offers no payment (payment off); BISP's does`, async ({ page }) => {
    const luma = programme('LUMA', language);
    const bisp = programme('BISP', language);
    expect(luma.config.features.payment.enabled).toBe(false);
    expect(bisp.config.features.payment.enabled).toBe(true);

    await openStory(page, 'prescriptions-prescription-card--payment-due', 'BISP', language);
    await expect(page.getByRole('link', { name: bisp.config.copy.prescriptions.payNow })).toBeVisible();

    await openStory(page, 'prescriptions-prescription-card--payment-due', 'LUMA', language);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: luma.config.copy.prescriptions.payNow })).toHaveCount(0);
    await expect(page.getByRole('button', { name: luma.config.copy.prescriptions.payNow })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(luma.config.copy.prescriptions.payNow);
  });
}

/**
 * A story shows what the toolbar's programme would show, flag by flag (`parameters.flags`,
 * libs/testing/src/storyFlags.ts): a screen of a feature the programme has off is a note saying
 * so, and what a page shows only with a flag is not there. Each flag is off in one programme and on
 * in the other, so the same story is both the case and its control.
 */
for (const language of ['en', 'es'] as const) {
  test(`payment, in ${language}: LUMA (off) shows the payment page, Fill History and the payment slide as a note; BISP (on) shows them`, async ({ page }) => {
    const luma = programme('LUMA', language);
    const bisp = programme('BISP', language);
    expect(luma.config.features.payment.enabled).toBe(false);
    expect(bisp.config.features.payment.enabled).toBe(true);
    const lumaNote = notInProgrammeNote(luma.config, 'payment');

    await openStory(page, 'payment-payment-page--amount-due', 'BISP', language);
    await expect(page.getByRole('button', { name: bisp.config.copy.payment.makePayment })).toBeVisible();
    await openStory(page, 'payment-payment-page--amount-due', 'LUMA', language);
    await expect(page.getByText(lumaNote)).toBeVisible();
    await expect(page.getByRole('button', { name: luma.config.copy.payment.makePayment })).toHaveCount(0);

    await openStory(page, 'fill-history-fill-history--list', 'BISP', language);
    await expect(page.getByRole('heading', { name: bisp.config.copy.pages.fillHistory })).toBeVisible();
    await openStory(page, 'fill-history-fill-history--list', 'LUMA', language);
    await expect(page.getByText(lumaNote)).toBeVisible();
    await expect(page.getByRole('heading', { name: luma.config.copy.pages.fillHistory })).toHaveCount(0);

    await openStory(page, 'onboarding-tutorial--slide-3-make-payment', 'BISP', language);
    await expect(page.getByRole('heading', { name: bisp.config.copy.onboarding.slide3Title })).toBeVisible();
    await openStory(page, 'onboarding-tutorial--slide-3-make-payment', 'LUMA', language);
    await expect(page.getByText(lumaNote)).toBeVisible();
    await expect(page.getByRole('heading', { name: luma.config.copy.onboarding.slide3Title })).toHaveCount(0);
  });

  test(`payment, in ${language}: LUMA's menus (off) have no Payment or Fill History item; BISP's (on) have both`, async ({ page }) => {
    const luma = programme('LUMA', language);
    const bisp = programme('BISP', language);

    await openStory(page, 'shell-signed-in-menu--all-items', 'BISP', language);
    await expect(page.getByRole('link', { name: bisp.config.copy.menu.payment, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: bisp.config.copy.menu.fillHistory, exact: true })).toBeVisible();
    await openStory(page, 'shell-signed-in-menu--all-items', 'LUMA', language);
    await expect(page.getByRole('link', { name: luma.config.copy.menu.tutorial, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: luma.config.copy.menu.payment, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: luma.config.copy.menu.fillHistory, exact: true })).toHaveCount(0);

    // The design system's menu speaks English in every language; its items follow the flag too.
    await openStory(page, 'design-system-slideoutmenu--all-items', 'BISP', language);
    await expect(page.getByRole('link', { name: 'Payment', exact: true })).toBeVisible();
    await openStory(page, 'design-system-slideoutmenu--all-items', 'LUMA', language);
    await expect(page.getByRole('link', { name: 'Tutorial', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payment', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Fill History', exact: true })).toHaveCount(0);
  });

  test(`updateShippingAddress, in ${language}: LUMA (off) has no edit link on the profile and the address form is a note; BISP (on) has both`, async ({ page }) => {
    const luma = programme('LUMA', language);
    const bisp = programme('BISP', language);
    expect(luma.config.features.updateShippingAddress.enabled).toBe(false);
    expect(bisp.config.features.updateShippingAddress.enabled).toBe(true);

    await openStory(page, 'profile-profile--profile', 'BISP', language);
    await expect(page.getByRole('link', { name: bisp.config.copy.profile.editShippingAddress })).toBeVisible();
    await openStory(page, 'profile-profile--profile', 'LUMA', language);
    await expect(page.getByRole('heading', { level: 1, name: luma.config.copy.pages.profile })).toBeVisible();
    await expect(page.getByRole('link', { name: luma.config.copy.profile.editShippingAddress })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(luma.config.copy.profile.editShippingAddress);

    await openStory(page, 'profile-shipping-address-form--prefilled', 'BISP', language);
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await openStory(page, 'profile-shipping-address-form--prefilled', 'LUMA', language);
    await expect(page.getByText(notInProgrammeNote(luma.config, 'updateShippingAddress'))).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });

  test(`missingInformation, in ${language}: BISP (off) shows the wizard's stories as a note; LUMA (on) shows the wizard`, async ({ page }) => {
    const luma = programme('LUMA', language);
    const bisp = programme('BISP', language);
    expect(bisp.config.features.missingInformation.enabled).toBe(false);
    expect(luma.config.features.missingInformation.enabled).toBe(true);

    await openStory(page, 'missing-information-wizard--start', 'LUMA', language);
    await expect(page.getByRole('heading', { level: 1, name: luma.t(luma.config.copy.pages.missingInformationStart) })).toBeVisible();
    await openStory(page, 'missing-information-wizard--start', 'BISP', language);
    await expect(page.getByText(notInProgrammeNote(bisp.config, 'missingInformation'))).toBeVisible();
    await expect(page.getByRole('heading', { name: bisp.t(bisp.config.copy.pages.missingInformationStart) })).toHaveCount(0);
  });
}
