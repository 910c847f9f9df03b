import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, visuallyHidden } from '@portal/design-system';
import type { ClientPrescription } from '@portal/care';
import { SlideOutMenu, SlideOutMenuGroup, SlideOutMenuItem, SlideOutMenuSeparator } from '@portal/design-system/menu';
import { useCopy } from '@portal/program-config';
import { menuItemsFor, type MenuItem } from './menuItems.ts';

export interface MenuPanelProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  firstName: string | null;
  prescriptions: readonly ClientPrescription[];
  paymentEnabled: boolean;
  /** Logout was pressed; its page load starts when this settles, or after LOGOUT_WAIT_MS. */
  onLogout?: () => Promise<unknown>;
}

/**
 * How long Logout waits for the token's revocation before it loads /logout anyway. A call still
 * in flight when the page is left may never reach the server (its CORS preflight first), and a
 * `keepalive` call left running made Firefox fail the loads of /logout's own page.
 */
export const LOGOUT_WAIT_MS = 2_000;

/** How Logout leaves the page: a document load (tests, whose DOM cannot load one, watch it here). */
export const logoutNavigation = { go: (path: string) => window.location.assign(path) };

/** The panel of the signed-in menu; loaded on first use (it brings Radix Dialog). */
export function MenuPanel({ id, open, onOpenChange, firstName, prescriptions, paymentEnabled, onLogout }: MenuPanelProps) {
  const { copy, t } = useCopy();
  const { pathname } = useLocation();
  // An item that leads to another page closes the menu and the new page takes focus (the route
  // change moves it to <main>); focus goes back to the menu button only if the patient stays put.
  const leavingPage = useRef(false);
  // Logout pressed: the menu stays open and says so until the page is left, so a patient who sees
  // nothing happen for a moment neither presses again nor thinks they are still signed in.
  const [signingOut, setSigningOut] = useState(false);
  const groups = menuItemsFor(prescriptions, paymentEnabled);

  const link = (item: MenuItem) => (
    <SlideOutMenuItem key={item.key}>
      {item.key === 'logout' ? (
        // A page load, not a route change: the host answers /logout with Clear-Site-Data, and the
        // signed-in page is left as a document (docs/decisions/0020-logout-is-a-page-load.md).
        <>
          <a
            href={item.to}
            aria-disabled={signingOut || undefined}
            onClick={(event) => {
              leavingPage.current = true;
              if (!onLogout) {
                onOpenChange(false);
                return;
              }
              // The page load waits until the server has heard the token's revocation (or gave no answer in time).
              event.preventDefault();
              if (signingOut) return;
              setSigningOut(true);
              const waited = new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS));
              void Promise.race([onLogout(), waited]).finally(() => logoutNavigation.go(item.to));
            }}
          >
            {signingOut ? copy.menu.signingOut : copy.menu[item.key]}
          </a>
          <span role="status" className={visuallyHidden}>
            {signingOut ? copy.menu.signingOut : ''}
          </span>
        </>
      ) : (
        <Link
          to={item.to}
          aria-current={item.to === pathname ? 'page' : undefined}
          onClick={() => {
            leavingPage.current = item.to !== pathname;
            onOpenChange(false);
          }}
        >
          {copy.menu[item.key]}
        </Link>
      )}
    </SlideOutMenuItem>
  );

  return (
    <SlideOutMenu
      open={open}
      onOpenChange={(next) => {
        if (next) leavingPage.current = false;
        onOpenChange(next);
      }}
      id={id}
      title={t(copy.menu.welcome, { name: firstName ?? '' }).trim()}
      closeLabel={copy.menu.close}
      navLabel={copy.menu.label}
      onCloseAutoFocus={(event) => {
        if (leavingPage.current) event.preventDefault();
        leavingPage.current = false;
      }}
    >
      <SlideOutMenuGroup>{groups.main.map(link)}</SlideOutMenuGroup>
      <SlideOutMenuSeparator />
      <SlideOutMenuGroup>{groups.account.map(link)}</SlideOutMenuGroup>
    </SlideOutMenu>
  );
}
