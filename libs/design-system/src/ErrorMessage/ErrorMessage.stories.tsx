import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Layout.tsx';
import { Text } from '../Typography/Typography.tsx';
import { ErrorBanner, ErrorBox } from './ErrorMessage.tsx';

const message = 'Something went wrong on our end. Please try again later.';

const meta = {
  title: 'Design system/ErrorMessage',
  component: ErrorBox,
  args: { children: message },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof ErrorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Box: Story = {};

/** A story of the empty region: a line of text says where the (invisible) region waits. */
const emptyRegion = (Region: typeof ErrorBox) => ({
  args: { children: undefined },
  render: (args: Story['args']) => (
    <Stack gap="small">
      <Text tone="secondary">Below this line, the empty alert region waits for a message.</Text>
      <Region {...args} />
    </Stack>
  ),
});

/**
 * No message: the polite alert region is still rendered (empty) so a message that appears later is
 * announced. Nothing is visible.
 */
export const BoxEmpty: Story = {
  ...emptyRegion(ErrorBox),
};

export const Banner: Story = {
  render: (args) => <ErrorBanner {...args} />,
};

export const BannerLongMessage: Story = {
  args: { children: 'Your login session has expired due to inactivity. Please generate a new OTP and log in again.' },
  render: (args) => <ErrorBanner {...args} />,
};

export const BannerEmpty: Story = {
  ...emptyRegion(ErrorBanner),
};
