import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { patientProfileResponseSchema, toClientPatientData, type ClientPrescription } from '@portal/api';
import { profileFor } from '@portal/api-mocks';
import { isLanguage } from '@portal/formats';
import { baseCopy } from '@portal/program-config';
import { loadLanguage } from 'virtual:portal-program';
import { PrescriptionCard } from './PrescriptionCard.tsx';
import { PrescriptionsView } from './PrescriptionsPage.tsx';

/** The hub demo patient's prescriptions: every status, badge and banner of the spec. */
const profile = patientProfileResponseSchema.parse(profileFor('hubPatient', true));
const [paymentDue] = toClientPatientData(profile, baseCopy.timeline).prescriptions as [ClientPrescription];

/** The timelines are worded when the profile is read (as the portal does): in the toolbar's language. */
interface Loaded {
  prescriptions: ClientPrescription[];
}
const withTimelinesInLanguage = async ({ globals }: { globals: Record<string, unknown> }): Promise<Loaded> => {
  const program = await loadLanguage(isLanguage(globals.language) ? globals.language : 'en');
  return { prescriptions: toClientPatientData(profile, program.copy.timeline, program.language).prescriptions };
};

/** The hub patient's prescription number `index` (0 payment due, 1 shipped, 2 transferred, 3 confirm, 4 closed). */
const card = (index: number): Story => ({ render: (_args, { loaded }) => <PrescriptionCard prescription={(loaded as Loaded).prescriptions[index]!} /> });

const meta = {
  title: 'Prescriptions/Prescription card',
  component: PrescriptionCard,
  args: { prescription: paymentDue },
  loaders: [withTimelinesInLanguage],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PrescriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentDue: Story = card(0);
export const ShippedWithTracking: Story = card(1);
export const TransferredSetUpPharmacy: Story = card(2);
export const ConfirmAndProceed: Story = card(3);
export const Closed: Story = card(4);
export const WholePage: Story = { render: (_args, { loaded }) => <PrescriptionsView prescriptions={(loaded as Loaded).prescriptions} /> };
export const NoPrescriptions: Story = { render: () => <PrescriptionsView prescriptions={[]} /> };
