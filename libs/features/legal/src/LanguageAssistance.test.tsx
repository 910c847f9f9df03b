import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseCopyEs } from '@portal/program-config/copy/es';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { program as bisp } from 'virtual:portal-program';
import { InformationalPage } from './InformationalPage.tsx';
import { LanguageAssistanceView } from './LanguageAssistance.tsx';

const defaultLanguages = ['es', 'zh-Hant', 'vi', 'ko', 'tl', 'ru', 'ar', 'ht', 'fr', 'pl', 'pt', 'it', 'de', 'ja', 'fa'];

/** The programme's phone as the portal shows phones: 1 (XXX) XXX-XXXX. */
const shownPhone = (digits: string) => `1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

function taglineItems() {
  return within(screen.getByRole('list', { name: bisp.copy.languageAssistance.listLabel })).getAllByRole('listitem');
}

describe('Language assistance (Section 1557 notice)', () => {
  it("says in the page's language that help is free and how to call, then lists each tagline in its own language and direction", async () => {
    renderWithProgram(<LanguageAssistanceView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Language assistance' })).toBeVisible();
    const phone = shownPhone(bisp.contacts.programPhone);
    expect(screen.getByText(/If you need help in another language, we provide it free of charge/)).toHaveTextContent(
      `If you need help in another language, we provide it free of charge: call ${phone} (TTY: 711), ${bisp.contacts.programHours}.`,
    );

    const items = taglineItems();
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(defaultLanguages);
    for (const item of items) {
      const rtl = ['ar', 'fa'].includes(item.getAttribute('lang')!);
      expect(item.getAttribute('dir'), item.getAttribute('lang')!).toBe(rtl ? 'rtl' : null);
      // The programme's number, a tap-to-call link kept left to right inside any script.
      const link = within(item).getByRole('link', { name: phone });
      expect(link).toHaveAttribute('href', `tel:+1${bisp.contacts.programPhone}`);
      expect(link).toHaveAttribute('dir', 'ltr');
      expect(item).toHaveTextContent(/711/);
    }
    expect(within(items[0]!).getByText('Español')).toBeVisible();
    expect(within(items[0]!).getByText(/^ATENCIÓN/)).toHaveTextContent(`ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al ${phone} (TTY: 711).`);
    expect(within(items[6]!).getByText('العربية')).toBeVisible();
    expect(within(items[6]!).getByText(/^ملحوظة/)).toHaveTextContent(`ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم ${phone} (رقم هاتف الصم والبكم: 711).`);
    await expectNoSeriousAxeViolations();
  });

  it("shows a programme's own languages, in its order, with its phone", () => {
    renderWithProgram(<LanguageAssistanceView />, {
      program: { ...bisp, contacts: { ...bisp.contacts, programPhone: '5555550199' }, languageAssistance: { languages: ['ko', 'ur'] } },
    });
    const items = taglineItems();
    expect(items.map((item) => [item.getAttribute('lang'), item.getAttribute('dir')])).toEqual([
      ['ko', null],
      ['ur', 'rtl'],
    ]);
    for (const item of items) expect(within(item).getByRole('link', { name: '1 (555) 555-0199' })).toHaveAttribute('href', 'tel:+15555550199');
  });

  it('reads in Spanish on the Spanish portal; the taglines stay as they are', () => {
    renderWithProgram(<InformationalPage name="languageAssistance" />, { program: { ...bisp, language: 'es', copy: baseCopyEs } });
    expect(screen.getByRole('heading', { level: 1, name: 'Asistencia con idiomas' })).toBeVisible();
    expect(screen.getByText(/Si necesita ayuda en otro idioma, se la ofrecemos sin costo: llame al/)).toBeVisible();
    const items = within(screen.getByRole('list', { name: baseCopyEs.languageAssistance.listLabel })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(defaultLanguages);
  });

  it('the informational page of a legal text is that text', () => {
    renderWithProgram(<InformationalPage name="termsOfUse" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  });
});
