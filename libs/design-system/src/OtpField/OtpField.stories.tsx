import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OtpField } from './OtpField.tsx';
import { formFieldArgTypes, formControlParameters, writingBack } from '../storyControls.tsx';

const meta = {
  title: 'Design system/Form/OtpField',
  component: OtpField,
  parameters: formControlParameters,
  args: {
    label: 'Verification code',
    digitLabel: (position, total) => `digit ${position} of ${total}`,
    value: '',
    onChange: fn(),
    onComplete: fn(),
    focusOnMount: false,
    disabled: false,
  },
  argTypes: { ...formFieldArgTypes, digitLabel: { control: false } },
  render: writingBack(OtpField, 'onChange', 'value'),
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try pasting " 123-456 " into any box, or typing then Backspace. */
export const Empty: Story = {};

export const PartlyFilled: Story = { args: { value: '123' } };

export const Filled: Story = { args: { value: '123456' } };

export const WithError: Story = { args: { value: '123456', errorMessage: "That code wasn't quite right, try entering it again." } };

export const Disabled: Story = { args: { value: '123456', disabled: true } };
