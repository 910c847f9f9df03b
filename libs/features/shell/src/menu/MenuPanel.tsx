import { useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@portal/design-system';
import type { ClientPrescription } from '@portal/api';
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
  /** Logout was pressed, before its page load starts. */
  onLogout?: () => void;
}

/** The panel of the signed-in menu; loaded on first use (it brings Radix Dialog). */
export function MenuPanel({ id, open, onOpenChange, firstName, prescriptions, paymentEnabled, onLogout }: MenuPanelProps) {
  const { copy, t } = useCopy();
  const { pathname } = useLocation();
  // An item that leads to another page closes the menu and the new page takes focus (the route
  // change moves it to <main>); focus goes back to the menu button only if the patient stays put.
  const leavingPage = useRef(false);
  const groups = menuItemsFor(prescriptions, paymentEnabled);

  const link = (item: MenuItem) => (
    <SlideOutMenuItem key={item.key}>
      {item.key === 'logout' ? (
        // A page load, not a route change: the host answers /logout with Clear-Site-Data, and the
        // signed-in page is left as a document (docs/decisions/0020-logout-is-a-page-load.md).
        <a
          href={item.to}
          onClick={() => {
            leavingPage.current = true;
            onLogout?.();
            onOpenChange(false);
          }}
        >
          {copy.menu[item.key]}
        </a>
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
