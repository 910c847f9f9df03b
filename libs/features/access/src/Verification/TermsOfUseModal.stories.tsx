import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsOfUseModal } from './TermsOfUseModal.tsx';

const meta = {
  title: 'Access/Terms of Use modal',
  component: TermsOfUseModal,
  args: { open: true, onOpenChange: () => undefined },
} satisfies Meta<typeof TermsOfUseModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
