import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { OtpField, type OtpFieldProps } from './OtpField.tsx';

const meta = {
  title: 'Design system/Form/OtpField',
  component: OtpField,
  parameters: { layout: 'padded' },
  args: {
    label: 'Verification code',
    digitLabel: (position, total) => `digit ${position} of ${total}`,
    value: '',
    onChange: fn(),
    onComplete: fn(),
    focusOnMount: false,
    disabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    digitLabel: { control: false },
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs<OtpFieldProps>();
    return (
      <OtpField
        {...args}
        onChange={(value) => {
          args.onChange(value);
          updateArgs({ value });
        }}
      />
    );
  },
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try pasting " 123-456 " into any box, or typing then Backspace. */
export const Empty: Story = {};

export const PartlyFilled: Story = { args: { value: '123' } };

export const Filled: Story = { args: { value: '123456' } };

export const WithError: Story = { args: { value: '123456', errorMessage: "That code wasn't quite right, try entering it again." } };

export const Disabled: Story = { args: { value: '123456', disabled: true } };
