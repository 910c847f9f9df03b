import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { patientProfileResponseSchema } from '@portal/api';
import { toClientPatientData, type ClientPrescription } from '@portal/care';
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

/** The hub patient's shipping address, as the profile gives it (§5). */
const shipTo = { street: '1200 Market Street, Apt 4B', city: 'Springfield', state: 'IL', postalCode: '62701' };

function HubCard({ index, confirming = false, change }: { index: number; confirming?: boolean; change?: (prescription: ClientPrescription) => ClientPrescription }) {
  const prescription = useHubPrescriptions()[index]!;
  return <PrescriptionCard prescription={change ? change(prescription) : prescription} confirming={confirming} shipTo={shipTo} />;
}

function HubPage() {
  return <PrescriptionsView prescriptions={useHubPrescriptions()} shipTo={shipTo} />;
}

/** The refill's insurance check done: nothing asks the patient first, so its $0 confirmation is offered. */
const insuranceDone = (prescription: ClientPrescription): ClientPrescription => ({
  ...prescription,
  prescription_timeline: prescription.prescription_timeline.map((item) => (item.step === 'insuranceCheck' ? { ...item, status: 'Completed' as const, subtitle: undefined, read_more: undefined } : item)),
});

/** The hub patient's prescription number `index` (0 payment due, 1 shipped, 2 transferred, 3 refill with an insurance alert, 4 transferred out). */
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
/** Transferred to Amazon Pharmacy: where it went, only the steps that happened, no action. */
export const TransferredSetUpPharmacy: Story = card(2);
/** The $0 confirmation once no step asks the patient for something else. */
export const ConfirmAndProceed: Story = { render: () => <HubCard index={3} change={insuranceDone} /> };
/** The same refill while its insurance step has an alert: the status line says so, no confirmation is offered. */
export const InsuranceAlert: Story = card(3);
/** Back from the checkout: the card just paid says its payment is being confirmed, from the first frame. */
export const ConfirmingPayment: Story = { render: () => <HubCard index={0} confirming /> };
export const Closed: Story = card(4);
export const WholePage: Story = { render: () => <HubPage /> };
export const NoPrescriptions: Story = { render: () => <PrescriptionsView prescriptions={[]} /> };
