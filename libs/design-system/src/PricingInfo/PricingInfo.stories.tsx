import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { PricingInfo, type PricingInfoContent } from './PricingInfo.tsx';
import { PricingInfoModal } from './PricingInfoModal.tsx';

const content: PricingInfoContent = {
  estimate: 'The amount shown is an estimate based on your current insurance coverage.',
  higher: 'If the final price is higher, your order is paused and we contact you. No extra charge is made without your approval.',
  lower: 'If the final price is lower, the difference is refunded automatically to your original payment method.',
  processing: 'HealthDyne begins processing and shipping your prescription after your payment.',
};

const meta = {
  title: 'Design system/PricingInfo',
  component: PricingInfo,
  args: { content },
} satisfies Meta<typeof PricingInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statements: Story = {};

/**
 * The Prescription Pricing information modal of spec §2 Modals (`PricingInfoModal`), the one that
 * onboarding, My Prescriptions and the payment page open.
 */
export const InModal: Story = {
  parameters: { layout: 'fullscreen' },
  render: function Render(args) {
    const [{ open = true }, updateArgs] = useArgs<{ open?: boolean; content: PricingInfoContent }>();
    return (
      <PricingInfoModal
        open={open}
        onOpenChange={(next) => updateArgs({ open: next })}
        content={{ title: 'Prescription Pricing', ...args.content }}
        closeLabel="Close"
      />
    );
  },
};
