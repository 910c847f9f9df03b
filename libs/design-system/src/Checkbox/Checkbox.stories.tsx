import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { formControlArgTypes, formControlParameters, writingBack } from '../storyControls.tsx';

const meta = {
  title: 'Design system/Form/Checkbox',
  component: Checkbox,
  parameters: formControlParameters,
  args: {
    children: 'I am a resident of the United States',
    isSelected: false,
    onChange: fn(),
    isRequired: true,
    isDisabled: false,
  },
  argTypes: { ...formControlArgTypes, children: { control: 'text' }, tooltip: { control: 'object' } },
  render: writingBack(Checkbox, 'onChange', 'isSelected', '28rem'),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { isSelected: true } };

/** spec §2: the checkboxes have "a simpler error display": red text beneath. */
export const WithError: Story = {
  args: { errorMessage: 'You must be a resident of the United States, (including DC, Puerto Rico, Guam or US Virgin Islands).' },
};

export const Disabled: Story = { args: { isSelected: true, isDisabled: true } };

/** The info button shows the text on hover, keyboard focus or press; Escape hides it. */
export const WithTooltip: Story = {
  args: {
    tooltip: {
      content: 'The programme can only support patients living in the United States, DC, Puerto Rico, Guam or the US Virgin Islands.',
      triggerLabel: 'About US residency',
    },
  },
};

/** The terms link in the label opens the terms; pressing it does not tick the box. */
export const WithLinkInLabel: Story = {
  args: {
    children: (
      <>
        I have read and agree to the{' '}
        <a href="#terms-of-use" onClick={(event) => event.preventDefault()}>
          terms of use
        </a>
      </>
    ),
  },
};
