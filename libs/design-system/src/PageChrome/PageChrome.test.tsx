import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { AuthHeader, Footer, PageShell, PublicHeader } from './PageChrome.tsx';

describe('PageShell', () => {
  it('gives every page landmarks, a skip link to the main content, and the footer links', async () => {
    render(
      <PageShell
        skipLinkLabel="Skip to main content"
        header={<PublicHeader logo={<a href="/">Home</a>} />}
        footer={<Footer navLabel="Legal" copyright="© 2025 Patient Services Partner. All rights reserved." links={[<a key="t" href="/terms-of-use">Terms of Use</a>]} />}
      >
        <h1>Welcome</h1>
      </PageShell>,
    );
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2025 Patient Services Partner');
    await expectNoSeriousAxeViolations();
  });

  it('the signed-in header holds the logo and the menu button', () => {
    render(<AuthHeader logo={<a href="/prescriptions">Home</a>} menuButton={<button>Open menu</button>} />);
    expect(screen.getByRole('banner').textContent).toContain('Open menu');
  });
});
