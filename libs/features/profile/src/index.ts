export { ContactUsPage } from './ContactUsPage.tsx';
export { ProfilePage, ProfileView, EDIT_SHIPPING_ADDRESS_FROM_PROFILE, type ProfileViewProps } from './ProfilePage.tsx';
export { PreferencesSection, PreferencesView, type PreferencesViewProps } from './PreferencesSection.tsx';
export { initialPreferences, isDirty, preferencesReducer, type PreferencesEvent, type PreferencesState, type PreferencesStatus } from './preferences.ts';
export {
  UpdateShippingAddressPage,
  UpdateShippingAddressView,
  DEFAULT_RETURN_PATH,
  addressFormFrom,
  streetOf,
  type AddressFormStatus,
  type UpdateShippingAddressViewProps,
} from './UpdateShippingAddressPage.tsx';
