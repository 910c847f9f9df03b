import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateOfBirthField } from './DateOfBirthField.tsx';
import { EMPTY_DATE_OF_BIRTH } from './dateOfBirth.ts';
import { formFieldArgTypes, formControlParameters, writingBack } from '../storyControls.tsx';

const meta = {
  title: 'Design system/Form/DateOfBirthField',
  component: DateOfBirthField,
  parameters: formControlParameters,
  args: {
    label: 'Date of birth',
    partLabels: { month: 'Month', day: 'Day', year: 'Year' },
    partPlaceholders: { month: 'MM', day: 'DD', year: 'YYYY' },
    value: EMPTY_DATE_OF_BIRTH,
    onChange: fn(),
    onBlur: fn(),
    required: true,
    disabled: false,
  },
  argTypes: formFieldArgTypes,
  render: writingBack(DateOfBirthField, 'onChange', 'value'),
} satisfies Meta<typeof DateOfBirthField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try pasting 01/31/1980 into the month box. */
export const Empty: Story = {};

export const Filled: Story = { args: { value: { month: '01', day: '31', year: '1980' } } };

export const WithError: Story = { args: { value: { month: '01', day: '31', year: '2999' }, errorMessage: 'Cannot be a future date' } };

export const Disabled: Story = { args: { value: { month: '01', day: '31', year: '1980' }, disabled: true } };
