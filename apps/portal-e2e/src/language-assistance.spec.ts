import { languageAssistanceTaglines } from '@portal/program-config/language-assistance';
import { expect, test } from './fixtures.ts';
import { appRunning } from './support/browser.ts';
import { documentTitle } from './support/signIn.ts';

/**
 * The notice of free language assistance (Section 1557 of the Affordable Care Act, 45 CFR 92.11),
 * linked from every page's footer: the programme's taglines, each in its language and direction,
 * with the programme's phone number. Axe and the 320 px reflow check run on each state through the
 * fixture: the Arabic-script lines and the longest words must not push the page sideways.
 */
test('the footer leads to the notice: a tagline per language of the programme, each marked with its language, with the programme\'s phone', async ({ page, program, visit, baseURL }) => {
  const taglines = languageAssistanceTaglines(program.file);
  await visit('/');
  await page.getByRole('contentinfo').getByRole('link', { name: program.copy.footer.languageAssistance, exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/language-assistance`);
  await expect(page.getByRole('heading', { level: 1, name: program.copy.languageAssistance.title })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(program, program.copy.pages.languageAssistance));
  await expect(page.getByText(program.t(program.copy.languageAssistance.intro), { exact: true })).toBeVisible();

  const items = page.getByRole('list', { name: program.copy.languageAssistance.listLabel }).getByRole('listitem');
  await expect(items).toHaveCount(taglines.length);
  for (const [index, tagline] of taglines.entries()) {
    const item = items.nth(index);
    await expect(item).toHaveAttribute('lang', tagline.lang);
    if (tagline.dir) await expect(item).toHaveAttribute('dir', tagline.dir);
    else await expect(item).not.toHaveAttribute('dir');
    await expect(item).toContainText(tagline.text);
    await expect(item.getByRole('link', { name: program.phone(program.file.contacts.programPhone) })).toHaveAttribute('href', `tel:+1${program.file.contacts.programPhone}`);
  }
  // Right to left, the number still reads left to right: its groups are not reversed.
  const rtl = taglines.find((tagline) => tagline.dir === 'rtl');
  if (rtl) {
    const link = page.locator(`li[lang="${rtl.lang}"] a[href^="tel:"]`);
    expect(await link.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  }
});

test('in Spanish the page speaks Spanish, and the taglines stay in their own languages', async ({ page, program, checkA11y }) => {
  const es = program.in('es');
  await page.goto('/language-assistance');
  await appRunning(page);
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: es.copy.languageAssistance.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(documentTitle(es, es.copy.pages.languageAssistance));
  await expect(page.getByText(es.t(es.copy.languageAssistance.intro), { exact: true })).toBeVisible();
  const items = page.getByRole('list', { name: es.copy.languageAssistance.listLabel }).getByRole('listitem');
  await expect(items.first()).toHaveAttribute('lang', languageAssistanceTaglines(program.file)[0]!.lang);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: es.copy.footer.languageAssistance, exact: true })).toHaveAttribute('href', '/language-assistance');
  await checkA11y('Language assistance in Spanish');
});
