export { ContactUsPage } from './ContactUsPage.tsx';
export { ProfilePage } from './ProfilePage.tsx';

export { UpdateShippingAddressPage } from './UpdateShippingAddressPage.tsx';
