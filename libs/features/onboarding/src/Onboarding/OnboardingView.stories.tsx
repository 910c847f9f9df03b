import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OnboardingView } from './OnboardingView.tsx';
import { storyFlags } from '@portal/testing/storyFlags';

const meta = {
  title: 'Onboarding/Tutorial',
  component: OnboardingView,
  // The page passes the payment flag as `paymentInfo`: off here where the toolbar programme has payment off.
  parameters: storyFlags({ args: { paymentInfo: 'payment' } }),
  args: { paymentInfo: true, onFinish: fn(), initialIndex: 0, initialPricingOpen: false },
  argTypes: {
    initialIndex: { control: { type: 'inline-radio' }, options: [0, 1, 2, 3] },
  },
  // The initial slide and modal are read once on mount: a new value remounts the view.
  render: (args) => <OnboardingView key={`${args.initialIndex}-${args.initialPricingOpen}`} {...args} />,
} satisfies Meta<typeof OnboardingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slide1YoureIn: Story = { name: "Slide 1: You're in!" };

export const Slide2ReviewPrescription: Story = { name: 'Slide 2: Review your prescription', args: { initialIndex: 1 } };

/** Only a programme with payment has this slide; any other shows a note instead. */
export const Slide3MakePayment: Story = {
  name: 'Slide 3: Make payment (payment feature on)',
  args: { initialIndex: 2 },
  parameters: storyFlags({ screenOf: 'payment' }),
};

/** A programme without payment has no "Make payment" slide: three steps, the last "Delivered to your door" (in every programme). */
export const WithoutPaymentLastStep: Story = {
  name: 'Payment feature off: step 3 of 3, Delivered to your door',
  args: { initialIndex: 2, paymentInfo: false },
};

export const Slide4Delivered: Story = { name: 'Slide 4: Delivered to your door', args: { initialIndex: 3 } };

/** The modal opens from the payment slide: only a programme with payment has it. */
export const PricingModalOpen: Story = {
  name: 'Slide 3 with the Prescription Pricing modal open',
  args: { initialIndex: 2, initialPricingOpen: true },
  parameters: storyFlags({ screenOf: 'payment' }),
};
