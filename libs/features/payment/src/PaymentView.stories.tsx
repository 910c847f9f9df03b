import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { patientProfileResponseSchema } from '@portal/api';
import { toClientPatientData, type ClientPrescription } from '@portal/care';
import { profileFor } from '@portal/api-mocks';
import { baseCopy } from '@portal/program-config';
import { PaymentView, type PaymentViewProps } from './PaymentView.tsx';
import { storyFlags } from '@portal/testing/storyFlags';

/** The hub demo patient: the first prescription has $25 due, the fourth a confirmation. */
const hub = toClientPatientData(patientProfileResponseSchema.parse(profileFor('hubPatient', true)), baseCopy.timeline);
const [due, , , confirm] = hub.prescriptions as [ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription];
const shippingAddress = hub.patientDetails.address;

const meta = {
  title: 'Payment/Payment page',
  component: PaymentView,
  // A programme without payment has no payment page: its stories say so instead.
  parameters: { layout: 'padded', ...storyFlags({ screenOf: 'payment', args: { canEditAddress: 'updateShippingAddress' } }) },
  args: {
    state: { status: 'ready', prescription: due, shippingAddress, pay: 'idle' },
    onPay: fn(),
    onReload: fn(),
    pricingOpen: false,
    onPricingOpenChange: fn(),
    canEditAddress: true,
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/payment']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  // The pricing modal opens from the info icon's address in the app; here from the arg.
  render: function Render(args: PaymentViewProps) {
    const [pricingOpen, setPricingOpen] = useState(args.pricingOpen);
    return <PaymentView {...args} pricingOpen={pricingOpen} onPricingOpenChange={setPricingOpen} />;
  },
} satisfies Meta<typeof PaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AmountDue: Story = {};
export const NothingToPay: Story = { args: { state: { status: 'ready', prescription: confirm, shippingAddress, pay: 'idle' } } };
/** The pay call (or the token renewal before it) failed: the message, the button usable again. */
export const PayFailed: Story = { args: { state: { status: 'ready', prescription: due, shippingAddress, pay: 'failed' } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadError: Story = { args: { state: { status: 'error', message: baseCopy.errors.profileFetch } } };
