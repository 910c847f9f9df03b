import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { PricingInfoModal, type PricingInfoModalProps } from './PricingInfoModal.tsx';

const meta = {
  title: 'Onboarding/Prescription Pricing modal',
  component: PricingInfoModal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <ProgramProvider program={program}>
        <Story />
      </ProgramProvider>
    ),
  ],
  // Controlled by the `open` arg: closing (X, Escape, overlay) writes the arg back.
  render: function Render(args) {
    const [, updateArgs] = useArgs<PricingInfoModalProps>();
    return (
      <PricingInfoModal
        {...args}
        onOpenChange={(open) => {
          args.onOpenChange(open);
          updateArgs({ open });
        }}
      />
    );
  },
} satisfies Meta<typeof PricingInfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
