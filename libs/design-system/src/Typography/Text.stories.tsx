import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../theme/contract.css.ts';
import { Stack } from '../Layout/Layout.tsx';
import { Text, textSizes, textTones } from './Typography.tsx';

const meta = {
  title: 'Design system/Typography/Text',
  component: Text,
  args: {
    tone: 'neutral',
    size: 'standard',
    weight: 'regular',
    align: 'left',
    as: 'p',
    children: 'Follow your prescription, choose your pharmacy and pay in one place.',
  },
  argTypes: {
    tone: { control: 'select', options: textTones },
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: ['regular', 'strong'] },
    align: { control: 'inline-radio', options: ['left', 'center'] },
    as: { control: 'inline-radio', options: ['p', 'span', 'div'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** `onBrand` is meant for the brand colour (the dark header), so it is shown on it. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="medium">
      {textTones.map((tone) => {
        const line = (
          <Text key={tone} {...args} tone={tone}>
            {`${tone}: Something went wrong on our end. Please try again later.`}
          </Text>
        );
        return tone === 'onBrand' ? (
          <div key={tone} style={{ background: vars.color.background.brand, padding: '0.75rem 1rem' }}>
            {line}
          </div>
        ) : (
          line
        );
      })}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="medium">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {`${size}: To get started, complete a quick verification.`}
        </Text>
      ))}
      <Text {...args} weight="strong">
        strong: This service is not intended for reporting adverse events or product complaints.
      </Text>
    </Stack>
  ),
};
