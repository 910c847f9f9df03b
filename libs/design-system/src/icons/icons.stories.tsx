import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Layout.tsx';
import { Text } from '../Typography/Typography.tsx';
import { AlertCircleIcon, CloseIcon, MenuIcon } from './index.ts';

const icons = [
  { name: 'AlertCircleIcon', Icon: AlertCircleIcon },
  { name: 'CloseIcon', Icon: CloseIcon },
  { name: 'MenuIcon', Icon: MenuIcon },
];

const meta = {
  title: 'Design system/Icons',
  component: AlertCircleIcon,
  args: { size: 24 },
  argTypes: { size: { control: { type: 'range', min: 12, max: 64, step: 4 } } },
} satisfies Meta<typeof AlertCircleIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative (aria-hidden): the text or aria-label beside an icon carries the meaning. */
export const All: Story = {
  render: (args) => (
    <Stack gap="small">
      {icons.map(({ name, Icon }) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
          <Icon {...args} />
          <Text>{name}</Text>
        </div>
      ))}
    </Stack>
  ),
};
