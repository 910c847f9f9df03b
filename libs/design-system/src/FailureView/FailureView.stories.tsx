import type { Meta, StoryObj } from '@storybook/react-vite';
import { FailureView } from './FailureView.tsx';

const meta = {
  title: 'Design system/FailureView',
  component: FailureView,
  args: {
    title: 'Something went wrong...',
    body: 'Something went wrong on our end. Please try again later.',
    actionLabel: 'Reload site',
    onAction: () => undefined,
  },
} satisfies Meta<typeof FailureView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Generic: Story = {};
export const WithDetail: Story = { args: { detail: 'An error occurred fetching your profile.  Please try again in a few minutes.' } };
