import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { patientProfileResponseSchema, toClientPatientData, type ClientPrescription } from '@portal/api';
import { profileFor } from '@portal/api-mocks';
import { baseCopy } from '@portal/program-config';
import { PrescriptionCard } from './PrescriptionCard.tsx';
import { PrescriptionsView } from './PrescriptionsPage.tsx';

/** The hub demo patient's prescriptions: every status, badge and banner of the spec. */
const prescriptions = toClientPatientData(patientProfileResponseSchema.parse(profileFor('hubPatient', true)), baseCopy.timeline).prescriptions;
const [paymentDue, shipped, transferred, confirm, closed] = prescriptions as [ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription];

const meta = {
  title: 'Prescriptions/Prescription card',
  component: PrescriptionCard,
  args: { prescription: paymentDue },
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

export const PaymentDue: Story = {};
export const ShippedWithTracking: Story = { args: { prescription: shipped } };
export const TransferredSetUpPharmacy: Story = { args: { prescription: transferred } };
export const ConfirmAndProceed: Story = { args: { prescription: confirm } };
export const Closed: Story = { args: { prescription: closed } };
export const WholePage: Story = { render: () => <PrescriptionsView prescriptions={prescriptions} /> };
export const NoPrescriptions: Story = { render: () => <PrescriptionsView prescriptions={[]} /> };
