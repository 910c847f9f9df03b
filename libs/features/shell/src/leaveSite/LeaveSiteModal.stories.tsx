import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { LeaveSiteModal, type LeaveSiteModalProps } from './LeaveSiteModal.tsx';

const meta = {
  title: 'Shell/Leave-site modal',
  component: LeaveSiteModal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, host: 'example.org', onOpenChange: fn(), onContinue: fn() },
  render: function Render(args) {
    const [, updateArgs] = useArgs<LeaveSiteModalProps>();
    return (
      <LeaveSiteModal
        {...args}
        onOpenChange={(open) => {
          args.onOpenChange(open);
          updateArgs({ open });
        }}
        onContinue={() => {
          args.onContinue();
          updateArgs({ open: false });
        }}
      />
    );
  },
} satisfies Meta<typeof LeaveSiteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "You are leaving example.org": Continue opens the link in a new tab (in the portal), X closes. */
export const Open: Story = {};

export const LongHost: Story = { args: { host: 'pharmacy.a-very-long-subdomain.example-healthcare-partner.org' } };
