import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { LegalDocumentView } from './LegalDocument.tsx';

describe('legal pages', () => {
  it('Terms of Use: updated December 12, 2023; 18 or older; 1-year claims limit; Wisconsin law', async () => {
    renderWithProgram(<LegalDocumentView name="termsOfUse" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Last updated December 12, 2023');
    expect(text).toContain('18 years of age or older');
    expect(text).toContain('within 1 year');
    expect(text).toContain('State of Wisconsin');
    expect(text).toContain('BISP Patient Support');
    await expectNoSeriousAxeViolations();
  });

  it('Privacy Policy is effective June 27, 2024 and names the laws and deadlines of the spec', () => {
    renderWithProgram(<LegalDocumentView name="privacyPolicy" />);
    const text = document.body.textContent ?? '';
    for (const fact of ['Effective June 27, 2024', 'GDPR', 'UK GDPR', 'CCPA', 'PIPEDA', 'within 10 days', 'within 30 days', '90 days', 'two requests', 'Chatbot', 'Cookies', 'EU representative']) {
      expect(text).toContain(fact);
    }
  });

  it('HIPAA practices are effective December 12, 2023', () => {
    renderWithProgram(<LegalDocumentView name="hipaaPractices" />);
    const text = document.body.textContent ?? '';
    for (const fact of ['Effective December 12, 2023', 'within 30 days', 'within 60 days', 'six years', 'one accounting a year is free']) expect(text).toContain(fact);
  });
});
