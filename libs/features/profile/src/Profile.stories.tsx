import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ClientPatientData } from '@portal/care';
import { ContactUsPage } from './ContactUsPage.tsx';
import { PreferencesView } from './PreferencesSection.tsx';
import { ProfileView } from './ProfilePage.tsx';
import { initialPreferences } from './preferences.ts';
import { pageInRouter } from '@portal/testing/stories';
import { storyFlags } from '@portal/testing/storyFlags';

/**
 * /profile (prescription-experience §2 Profile, §5 display formats and shipping address rule) and
 * /contact-us, with plain props: no session or server.
 */
const address = { street: '100 Example Street, Apt 4', city: 'Springfield', state: 'IL', postalCode: '62701' };
const patient: ClientPatientData['patientDetails'] = {
  firstName: 'Alex',
  lastName: 'Rivera',
  dob: '1961-04-12',
  phoneNumber: '5555550100',
  emailAddress: 'hub.patient@example.com',
  acticsPatientId: 'AP-1000',
  preferPhone: true,
  preferEmailAddress: false,
  address,
  shippingAddress: { street: '42 Harbor Lane', city: 'Portland', state: 'OR', postalCode: '97201' },
};

const meta = {
  title: 'Profile/Profile',
  component: ProfileView,
  ...pageInRouter(),
  parameters: { ...pageInRouter().parameters, ...storyFlags({ args: { canEditShippingAddress: 'updateShippingAddress' } }) },
  args: {
    patient,
    canEditShippingAddress: true,
    preferences: <PreferencesView state={initialPreferences({ sms: true, email: false })} send={() => undefined} onSave={() => undefined} />,
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every value in its display format, a separate shipping address and, where the programme lets it change, its edit link. */
export const Profile: Story = {};

/** No address qualifies as shipping address (§5), no e-mail on file. */
export const NoShippingAddress: Story = {
  args: { patient: { ...patient, emailAddress: '', shippingAddress: null }, canEditShippingAddress: false },
};

/** /contact-us: the programme phone as a tap-to-call link and the Contact Us hours. */
export const ContactUs: Story = {
  render: () => <ContactUsPage />,
};
