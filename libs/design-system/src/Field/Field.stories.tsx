import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError, fieldErrorVariants } from './Field.tsx';

const meta = {
  title: 'Design system/Form/FieldError',
  component: FieldError,
  parameters: { layout: 'padded' },
  args: { children: 'Please enter your ZIP code', variant: 'block' },
  argTypes: {
    variant: { control: 'inline-radio', options: fieldErrorVariants },
    children: { control: 'text' },
  },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beneath every text field: a red block. */
export const Block: Story = {};

/** Beneath the checkboxes: red text only. */
export const TextOnly: Story = { args: { variant: 'text', children: 'You must read and agree to the terms of use.' } };
