import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './LoadingOverlay.tsx';

const meta = {
  title: 'Design system/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
  args: { label: 'LOADING' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Covers the whole viewport while data loads; the label is announced politely. */
export const Default: Story = {};
