import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClientPrescription } from '@portal/care';
import { ProgramProvider } from '@portal/program-config';
import { createSessionStore, SessionProvider } from '@portal/session';
import { program } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { LOGOUT_WAIT_MS, logoutNavigation } from './MenuPanel.tsx';
import { SignedInMenu } from './SignedInMenu.tsx';
import { plain, withHealthDyne, withPayment } from './testPrescriptions.ts';
import { expectEscapeClosesMenu } from '@portal/testing/menu';

function Where() {
  const { pathname } = useLocation();
  return (
    <main tabIndex={-1} data-testid="main">
      <h1>{pathname}</h1>
      <button>On the page</button>
    </main>
  );
}

function renderMenu({
  prescriptions = [],
  paymentEnabled = true,
  path = '/prescriptions',
  firstName = 'Alex',
}: { prescriptions?: ClientPrescription[] | null; paymentEnabled?: boolean; path?: string; firstName?: string | null } = {}) {
  const store = createSessionStore({ channel: null });
  store.authenticate({ token: 'token', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  const retired: string[] = [];
  store.onRetire((token) => retired.push(token));
  const view = render(
    <ProgramProvider program={program}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider baseUrl="" store={store} onEnd={() => undefined}>
          <header>
            <SignedInMenu prescriptions={prescriptions} paymentEnabled={paymentEnabled} firstName={firstName} />
          </header>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </ProgramProvider>,
  );
  return { ...view, store, retired };
}

const copy = program.copy.menu;
// While the modal menu is open, Radix hides the rest of the page (the header too) from AT.
const menuButton = () => screen.getByRole('button', { name: copy.open, hidden: true });
const menu = () => screen.findByRole('dialog', { name: 'Welcome Alex' });
const itemNames = (dialog: HTMLElement) => within(dialog).getAllByRole('link').map((link) => link.textContent);
const everyItem = [copy.prescriptions, copy.payment, copy.fillHistory, copy.tutorial, copy.profile, copy.contactUs, copy.logout];
const withoutPaymentItems = [copy.prescriptions, copy.tutorial, copy.profile, copy.contactUs, copy.logout];

describe('SignedInMenu', () => {
  // The panel loads lazily; transform it once up front so no test races the first import.
  beforeAll(async () => {
    await import('./MenuPanel.tsx');
  });

  it('given the patient data has not loaded, renders no menu button', () => {
    renderMenu({ prescriptions: null });
    expect(screen.queryByRole('button', { name: copy.open })).toBeNull();
  });

  it('given it is closed, shows a collapsed "Open menu" button', async () => {
    renderMenu();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    // It points at no element while the panel is not in the document (aria-controls must resolve).
    expect(menuButton().getAttribute('aria-controls')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('when pressed, opens "Welcome {first name}" with every item in order, when the flags and data allow', async () => {
    renderMenu({ prescriptions: [withPayment, withHealthDyne] });
    await userEvent.click(menuButton());
    const dialog = await menu();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-controls')).toBe(dialog.id);
    expect(within(dialog).getByRole('heading', { name: 'Welcome Alex' })).toBeVisible();
    expect(itemNames(dialog)).toEqual(everyItem);
    expect(within(dialog).getByRole('separator')).toBeVisible();
    // The separator sits between Tutorial and Profile.
    const [main, account] = within(dialog).getAllByRole('list');
    expect(within(main!).getAllByRole('link').at(-1)?.textContent).toBe(copy.tutorial);
    expect(within(account!).getAllByRole('link')[0]?.textContent).toBe(copy.profile);
    await expectNoSeriousAxeViolations();
  });

  it.each([
    ['payment off', [withPayment, withHealthDyne], false, withoutPaymentItems],
    ['no prescription with payment info or a HealthDyne pharmacy', [plain], true, withoutPaymentItems],
    ['payment info only', [withPayment], true, [copy.prescriptions, copy.payment, copy.tutorial, copy.profile, copy.contactUs, copy.logout]],
    ['a HealthDyne possible pharmacy only', [withHealthDyne], true, [copy.prescriptions, copy.fillHistory, copy.tutorial, copy.profile, copy.contactUs, copy.logout]],
  ])('items with %s', async (_case, prescriptions, paymentEnabled, expected) => {
    renderMenu({ prescriptions, paymentEnabled });
    await userEvent.click(menuButton());
    expect(itemNames(await menu())).toEqual(expected);
  });

  it('marks the current page with aria-current and links each item to its route', async () => {
    renderMenu({ prescriptions: [withPayment, withHealthDyne], path: '/profile' });
    await userEvent.click(menuButton());
    const dialog = await menu();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/prescriptions', '/payment', '/fill-history', '/onboarding', '/profile', '/contact-us', '/logout']);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([copy.profile]);
  });

  it('traps Tab inside, Escape closes it and focus returns to the menu button; the page stays clickable', async () => {
    renderMenu();
    await userEvent.click(menuButton());
    const dialog = await menu();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let index = 0; index < 8; index += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await expectEscapeClosesMenu(menuButton);
    await userEvent.click(screen.getByRole('button', { name: 'On the page' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'On the page' }));
    await expectNoSeriousAxeViolations();
  });

  it('opens from the keyboard and toggles with the close button', async () => {
    renderMenu();
    await userEvent.tab();
    expect(document.activeElement).toBe(menuButton());
    await userEvent.keyboard('{Enter}');
    await menu();
    await userEvent.click(screen.getByRole('button', { name: copy.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
    await userEvent.keyboard(' ');
    expect(await menu()).toBeTruthy();
  });

  it('an item navigates and closes the menu; the page is clickable afterwards', async () => {
    renderMenu({ prescriptions: [withPayment], path: '/prescriptions' });
    await userEvent.click(menuButton());
    await userEvent.click(within(await menu()).getByRole('link', { name: copy.payment }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('/payment');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.pointerEvents).not.toBe('none');
    expect(document.activeElement).not.toBe(menuButton());
  });

  it('the current page item just closes the menu and focus goes back to the button', async () => {
    renderMenu({ path: '/prescriptions' });
    await userEvent.click(menuButton());
    await userEvent.click(within(await menu()).getByRole('link', { name: copy.prescriptions }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  });

  it('Logout retires the token on the server from this page, then loads /logout (whose host answer wipes the token); the session itself ends there', async () => {
    const { store, retired } = renderMenu();
    let answer: () => void = () => undefined;
    store.onRetire(() => new Promise<void>((resolve) => (answer = resolve)));
    const go = vi.spyOn(logoutNavigation, 'go').mockImplementation(() => undefined);
    try {
      await userEvent.click(menuButton());
      const logout = within(await menu()).getByRole('link', { name: copy.logout });
      expect(logout.getAttribute('href')).toBe('/logout');
      expect(retired).toEqual([]);
      await userEvent.click(logout);
      expect(retired).toEqual(['token']);
      // The page is not left while the server has not heard it, and the menu says why nothing has happened yet …
      expect(go).not.toHaveBeenCalled();
      expect(logout.textContent).toBe(copy.signingOut);
      expect(logout.getAttribute('aria-disabled')).toBe('true');
      expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe(copy.signingOut);
      await userEvent.click(logout);
      expect(go).not.toHaveBeenCalled();
      expect(store.get()).toMatchObject({ status: 'authenticated', token: 'token' });
      // … and is, as a document load (not a route of this page), once it has.
      answer();
      await vi.waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith('/logout'));
      expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe('/prescriptions');
    } finally {
      go.mockRestore();
    }
  });

  it(`Logout loads /logout after ${LOGOUT_WAIT_MS / 1000} s even when the revocation has no answer`, async () => {
    const { store } = renderMenu();
    store.onRetire(() => new Promise(() => undefined));
    const go = vi.spyOn(logoutNavigation, 'go').mockImplementation(() => undefined);
    try {
      await userEvent.click(menuButton());
      await userEvent.click(within(await menu()).getByRole('link', { name: copy.logout }));
      await vi.waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith('/logout'), { timeout: LOGOUT_WAIT_MS + 1_000 });
    } finally {
      go.mockRestore();
    }
  });

  it('without a first name the heading is just "Welcome"', async () => {
    renderMenu({ firstName: null });
    await userEvent.click(menuButton());
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeVisible();
  });
});
