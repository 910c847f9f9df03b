import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';
import { formFieldArgTypes, formControlParameters, writingBack } from '../storyControls.tsx';

const meta = {
  title: 'Design system/Form/TextField',
  component: TextField,
  parameters: formControlParameters,
  args: {
    label: 'First name',
    value: '',
    onChange: fn(),
    onBlur: fn(),
    autoComplete: 'given-name',
    name: 'firstName',
    required: true,
    disabled: false,
  },
  argTypes: { ...formFieldArgTypes, type: { control: 'select', options: textFieldTypes } },
  // Controlled: typing writes the `value` arg back.
  render: writingBack(TextField, 'onChange', 'value', '28rem'),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'Ada' } };

export const WithDescription: Story = {
  args: { label: 'ZIP code', name: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric', description: '5 digits', value: '' },
};

/** spec: access-and-identity §2: the message in a red block beneath the input. */
export const WithError: Story = { args: { errorMessage: 'Please enter your first name.' } };

export const Disabled: Story = { args: { value: 'Ada', disabled: true } };

export const Email: Story = {
  args: { label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email', name: 'email', value: 'ada@example', errorMessage: 'Invalid email' },
};
