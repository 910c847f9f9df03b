import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { TermsOfUseModal } from './TermsOfUseModal.tsx';

const meta = {
  title: 'Access/Terms of Use modal',
  component: TermsOfUseModal,
  args: { open: true, onOpenChange: () => undefined },
  decorators: [
    (Story) => (
      <ProgramProvider program={program}>
        <Story />
      </ProgramProvider>
    ),
  ],
} satisfies Meta<typeof TermsOfUseModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
