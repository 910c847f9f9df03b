import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';
import { formFieldArgTypes, formControlParameters, writingBack } from '../storyControls.tsx';

const meta = {
  title: 'Design system/Form/PhoneField',
  component: PhoneField,
  parameters: formControlParameters,
  args: {
    label: 'Mobile phone',
    placeholders: { us: '(123) 456-7890', international: '+1 123 456 7890' },
    usOnly: true,
    value: '',
    onChange: fn(),
    required: true,
    disabled: false,
    name: 'phoneNumber',
  },
  argTypes: formFieldArgTypes,
  render: writingBack(PhoneField, 'onChange', 'value', '28rem'),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** US_only_phone on: masked (NXX) XXX-XXXX; try pasting +1 555 555 0100. */
export const UsEmpty: Story = {};

export const UsFilled: Story = { args: { value: '(555) 555-0100' } };

export const UsError: Story = { args: { value: '(555) 55', errorMessage: 'Invalid phone number' } };

/** spec §2 Verify Profile: disabled when the sign-in phone is already valid. */
export const UsDisabled: Story = { args: { value: '(555) 555-0100', disabled: true } };

/** US_only_phone off: free international input with a forced leading +. */
export const InternationalEmpty: Story = { args: { usOnly: false, placeholders: { us: '(123) 456-7890', international: '+44 20 7946 0958' } } };

export const InternationalFilled: Story = { args: { usOnly: false, value: '+44 20 7946 0958' } };

export const InternationalError: Story = { args: { usOnly: false, value: '+', errorMessage: 'Please enter your mobile phone' } };

export const InternationalDisabled: Story = { args: { usOnly: false, value: '+44 20 7946 0958', disabled: true } };
