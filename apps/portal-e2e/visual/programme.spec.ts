import { expect, test, type Page } from '@playwright/test';
import { loadProgram, programConfigIn } from '@portal/program-config/load';
import { formatCopy, programCopyValues } from '@portal/program-config';
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

async function openStory(page: Page, id: string, code: string, language: string): Promise<void> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=program:${code};language:${language};a11y.manual:!true`);
  await expect(page.locator('html')).toHaveAttribute('data-program', code);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
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
