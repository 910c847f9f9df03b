import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Layout.tsx';
import { Heading, headingLevels } from './Typography.tsx';

const meta = {
  title: 'Design system/Typography/Heading',
  component: Heading,
  args: { level: '1', align: 'left', children: 'My Prescriptions' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    align: { control: 'inline-radio', options: ['left', 'center'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: (args) => (
    <Stack gap="large">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          {`Level ${level}: Verify your account`}
        </Heading>
      ))}
    </Stack>
  ),
};

export const Centred: Story = { args: { align: 'center', children: 'Something went wrong...' } };
