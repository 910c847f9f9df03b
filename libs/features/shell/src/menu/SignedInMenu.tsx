import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { ClientPrescription } from '@portal/care';
import { MenuButton } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import { useSessionStore } from '@portal/session';

const loadPanel = () => import('./MenuPanel.tsx');
// The panel (Radix Dialog) stays out of the landing page's bundle; hover or focus on the button
// starts loading it before the press.
const MenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MenuPanel })));

export interface SignedInMenuProps {
  /** The patient's prescriptions; null until the patient data has loaded (the menu is not rendered before, spec §2). */
  prescriptions: readonly ClientPrescription[] | null;
  /** The programme's payment feature. */
  paymentEnabled: boolean;
  /** "Welcome {first name}": the patient's, from the profile the signed-in pages load (never kept in storage). */
  firstName: string | null;
}

/**
 * The authenticated header's menu button and its slide-out menu (spec: prescription-experience §2
 * Slide-out menu): "Welcome {first name}" and the items the flags and data allow. The button
 * toggles the menu; Escape, the close button or a press outside close it; an item closes it.
 */
export function SignedInMenu({ prescriptions, paymentEnabled, firstName }: SignedInMenuProps) {
  const { copy } = useCopy();
  const store = useSessionStore();
  const { pathname } = useLocation();
  const id = useId();
  // Open on the page where it was opened: any navigation (an item, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const open = openOn === pathname;

  if (prescriptions === null) return null;

  const setOpen = (next: boolean) => {
    if (next) setUsed(true);
    setOpenOn(next ? pathname : null);
  };

  return (
    <>
      <MenuButton
        label={copy.menu.open}
        expanded={open}
        controls={id}
        onClick={() => setOpen(!open)}
        onIntent={() => void loadPanel()}
      />
      {used ? (
        <Suspense fallback={null}>
          <MenuPanel
            id={id}
            open={open}
            onOpenChange={setOpen}
            firstName={firstName}
            prescriptions={prescriptions}
            paymentEnabled={paymentEnabled}
            // The token is retired while this page still holds it: /logout's page runs after the
            // host's Clear-Site-Data has wiped it (docs/decisions/0051-a-session-ends-on-the-server-too.md).
            onLogout={() => store.retireToken()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
