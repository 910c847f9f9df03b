import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Continue', variant: 'primary', fullWidth: false, disabled: false, pending: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    pendingLabel: { control: 'text' },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Close' } };

/** aria-disabled, not `disabled`: it stays in the tab order and its label is read. */
export const Disabled: Story = { args: { disabled: true } };

export const DisabledSecondary: Story = { args: { variant: 'secondary', disabled: true, children: 'Close' } };

/** While a request runs: spinner, aria-busy, and "Please wait" read next to the label. */
export const Pending: Story = { args: { pending: true, pendingLabel: 'Please wait' } };

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'ENTER' },
  parameters: { layout: 'padded' },
};
