import { mentionsSpecialtyPharmacy, type ClientPrescription } from '@portal/care';
import { routes } from '@portal/routes';

/** Keys double as the keys of the menu's labels in the copy (`copy.menu[key]`). */
type MenuItemKey = 'prescriptions' | 'payment' | 'fillHistory' | 'tutorial' | 'profile' | 'contactUs' | 'logout';

const menuItemPaths = {
  prescriptions: routes.prescriptions,
  payment: routes.payment,
  fillHistory: routes.fillHistory,
  tutorial: routes.onboarding,
  profile: routes.profile,
  contactUs: routes.contactUs,
  logout: routes.logout,
} as const satisfies Record<MenuItemKey, string>;

export interface MenuItem {
  key: MenuItemKey;
  to: string;
}

/** The two groups either side of the separator. */
export interface MenuGroups {
  main: MenuItem[];
  account: MenuItem[];
}

const item = (key: MenuItemKey): MenuItem => ({ key, to: menuItemPaths[key] });

/** §2 Slide-out menu: Payment shows when the feature is on and a prescription has payment info. */
export function showsPaymentMenuItem(prescriptions: readonly ClientPrescription[], paymentEnabled: boolean): boolean {
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  return paymentEnabled && prescriptions.some((prescription) => prescription.paymentInfo !== null);
}

/** §2 Slide-out menu: Fill History shows when the feature is on and a possible pharmacy is the specialty one. */
export function showsFillHistoryMenuItem(prescriptions: readonly ClientPrescription[], paymentEnabled: boolean): boolean {
  return paymentEnabled && prescriptions.some((prescription) => prescription.possible_pharmacies.some((pharmacy) => mentionsSpecialtyPharmacy(pharmacy.name)));
}

/**
 * spec: prescription-experience §2 Slide-out menu: Prescriptions, Payment, Fill History, Tutorial,
 * a separator, then Profile, Contact Us and Logout. Payment needs the payment feature and a
 * prescription with payment info; Fill History the payment feature and a possible pharmacy whose
 * name contains healthdyne (the two rules above).
 */
export function menuItemsFor(prescriptions: readonly ClientPrescription[], paymentEnabled: boolean): MenuGroups {
  return {
    main: [
      item('prescriptions'),
      ...(showsPaymentMenuItem(prescriptions, paymentEnabled) ? [item('payment')] : []),
      ...(showsFillHistoryMenuItem(prescriptions, paymentEnabled) ? [item('fillHistory')] : []),
      item('tutorial'),
    ],
    account: [item('profile'), item('contactUs'), item('logout')],
  };
}
