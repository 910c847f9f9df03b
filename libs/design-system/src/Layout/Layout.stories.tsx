import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { space } from '../theme/scale.ts';
import { Heading, Text } from '../Typography/Typography.tsx';
import { Card, Stack } from './Layout.tsx';

const spaceNames = Object.keys(space) as (keyof typeof space)[];

const meta = {
  title: 'Design system/Layout/Stack',
  component: Stack,
  args: { gap: 'medium', align: 'stretch', children: null },
  argTypes: {
    gap: { control: 'select', options: spaceNames },
    align: { control: 'select', options: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] },
    children: { control: false },
  },
  render: (args) => (
    <Stack {...args}>
      <Card>
        <Text weight="strong">First</Text>
        <Text tone="secondary">Follow your prescription.</Text>
      </Card>
      <Card>
        <Text weight="strong">Second</Text>
        <Text tone="secondary">Choose your pharmacy.</Text>
      </Card>
      <Card>
        <Text weight="strong">Third</Text>
        <Text tone="secondary">Pay in one place.</Text>
      </Card>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackOfCards: Story = {};

export const LargeGap: Story = { args: { gap: 'xlarge' } };

/** Responsive values on the spec's breakpoints: tight on phones, roomier from tablet up. */
export const ResponsiveGap: Story = { args: { gap: { smallMobile: 'xsmall', tablet: 'large', desktop: 'xxlarge' } } };

export const CardWithContent: Story = {
  render: () => (
    <Card>
      <Stack gap="medium" align="flex-start">
        <Heading level="2">My Pharmacy</Heading>
        <Text>{'Monday-Friday 9:00 AM-6:00 PM ET'}</Text>
        <Text tone="secondary">To report an adverse event or a product complaint, or for medical information, please call us.</Text>
        <Button variant="secondary">Update Shipping Address</Button>
      </Stack>
    </Card>
  ),
};
