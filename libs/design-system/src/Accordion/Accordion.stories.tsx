import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Text } from '../Typography/Typography.tsx';
import { Accordion, AccordionItem, accordionHeadingLevels } from './Accordion.tsx';

const sections = [
  { value: 'delivery', title: 'Delivery', body: 'Most medications arrive in 1-4 days, with free shipping.' },
  { value: 'support', title: 'Pharmacist support', body: 'Pharmacists are available 24/7 to answer your questions.' },
  { value: 'payment', title: 'Payment', body: 'Your program savings are applied before you pay.' },
];

interface StoryArgs {
  defaultValue: string;
  headingLevel: (typeof accordionHeadingLevels)[number];
  onValueChange: (value: string) => void;
}

const meta = {
  title: 'Design system/Accordion',
  args: { defaultValue: '', headingLevel: '3', onValueChange: fn() },
  argTypes: {
    defaultValue: { control: 'inline-radio', options: ['', ...sections.map((section) => section.value)] },
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
  },
  render: ({ defaultValue, headingLevel, onValueChange }) => (
    // key: a new default value remounts, since defaultValue is read once.
    <Accordion key={defaultValue} defaultValue={defaultValue} onValueChange={onValueChange}>
      {sections.map((section) => (
        <AccordionItem key={section.value} value={section.value} title={section.title} headingLevel={headingLevel}>
          <Text>{section.body}</Text>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed: Enter or Space opens a section, the arrow keys move between titles. */
export const Closed: Story = {};

/** One section open; opening another closes it. */
export const OneOpen: Story = { args: { defaultValue: 'support' } };
