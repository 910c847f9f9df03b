import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { patientProfileResponseSchema, toClientPatientData, type ClientPrescription } from '@portal/api';
import { profileFor, withoutPayments } from '@portal/api-mocks';
import { baseCopy, isFeatureEnabled, useProgram } from '@portal/program-config';
import { PrescriptionCard } from './PrescriptionCard.tsx';
import { PrescriptionsView } from './PrescriptionsPage.tsx';

/** The hub demo patient's prescriptions: every status, badge and banner of the spec. */
const profile = patientProfileResponseSchema.parse(profileFor('hubPatient', true));
const [paymentDue] = toClientPatientData(profile, baseCopy.timeline).prescriptions as [ClientPrescription];

/**
 * The hub patient's prescriptions as the toolbar's programme receives them from the mock (without
 * payment records where the programme has no payment), their timelines worded in the toolbar's
 * language, as the portal words them when it reads the profile.
 */
function useHubPrescriptions(): ClientPrescription[] {
  const program = useProgram();
  return useMemo(() => {
    const raw = profileFor('hubPatient', true);
    const received = patientProfileResponseSchema.parse(isFeatureEnabled(program, 'payment') ? raw : withoutPayments(raw));
    return toClientPatientData(received, program.copy.timeline, program.language).prescriptions;
  }, [program]);
}

function HubCard({ index }: { index: number }) {
  return <PrescriptionCard prescription={useHubPrescriptions()[index]!} />;
}

function HubPage() {
  return <PrescriptionsView prescriptions={useHubPrescriptions()} />;
}

/** The hub patient's prescription number `index` (0 payment due, 1 shipped, 2 transferred, 3 confirm, 4 closed). */
const card = (index: number): Story => ({ render: () => <HubCard index={index} /> });

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

export const PaymentDue: Story = card(0);
export const ShippedWithTracking: Story = card(1);
export const TransferredSetUpPharmacy: Story = card(2);
export const ConfirmAndProceed: Story = card(3);
export const Closed: Story = card(4);
export const WholePage: Story = { render: () => <HubPage /> };
export const NoPrescriptions: Story = { render: () => <PrescriptionsView prescriptions={[]} /> };
