import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Heading, Text } from '../Typography/Typography.tsx';
import { Box, Columns, Inline, Notice, Stack, noticeTones } from './Layout.tsx';

/** Box, Inline, Columns and Notice: pages composed on the programme's spacing scale, with no CSS of their own. */
const meta = {
  title: 'Design system/Layout/Primitives',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel written as props: padding from the scale, the surface and the large radius from the theme. */
export const BoxPanel: Story = {
  render: () => (
    <Box padding="gutter" background="surface" borderRadius="large">
      <Stack gap="xsmall">
        <Heading level="2">My Pharmacy</Heading>
        <Text tone="secondary">Monday-Friday 9:00 AM-6:00 PM ET</Text>
      </Stack>
    </Box>
  ),
};

/** A row of buttons that wraps onto the next line on a narrow phone. */
export const InlineButtons: Story = {
  render: () => (
    <Inline gap="small" alignY="center">
      <Button>Save changes</Button>
      <Button variant="secondary">Cancel</Button>
      <Button variant="secondary">Choose a Pharmacy</Button>
    </Inline>
  ),
};

/** Side by side from tablet up, one above the other on a phone (the card photo's two sides). */
export const ColumnsFromTablet: Story = {
  render: () => (
    <Columns gap="medium">
      <Box padding="medium" background="surfaceMuted" borderRadius="standard">
        <Text weight="strong">Front of the card</Text>
      </Box>
      <Box padding="medium" background="surfaceMuted" borderRadius="standard">
        <Text weight="strong">Back of the card</Text>
      </Box>
    </Columns>
  ),
};

/** Each tone of a note, on the programme's colours. */
export const NoticeTones: Story = {
  render: () => (
    <Stack gap="small">
      {noticeTones.map((tone) => (
        <Notice key={tone} tone={tone} as="p">
          {`${tone}: Once you choose a pharmacy, it will contact you to arrange the delivery.`}
        </Notice>
      ))}
    </Stack>
  ),
};
