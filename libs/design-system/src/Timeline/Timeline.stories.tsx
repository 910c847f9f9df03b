import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline, timelineStatuses, type TimelineLabels } from './Timeline.tsx';
import { timelineIconNames } from './TimelineIcon.tsx';

const labels: TimelineLabels = {
  label: 'Prescription status',
  readMore: 'more',
  readLess: 'less',
  status: { Pending: 'Pending', 'In Progress': 'In Progress', Alert: 'Alert', 'Get more info': 'Get more info', Completed: 'Completed', Closed: 'Closed' },
};

const meta = {
  title: 'Design system/Timeline',
  component: Timeline,
  args: { labels, entries: [] },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item in every status, so each colour and each gradient between neighbours shows. */
export const EveryStatus: Story = {
  args: {
    entries: timelineStatuses.map((status, index) => ({
      key: status,
      title: ['Prescription', 'Insurance Check', 'Savings Program', 'Pharmacy Selected', 'Payment', 'Shipped'][index]!,
      status,
      icon: timelineIconNames[index] ?? null,
      subtitle: `This step is ${status.toLowerCase()}.`,
      ...(status === 'Get more info'
        ? { readMore: 'Your plan does not cover the medication. Please contact your insurance provider for next steps.' }
        : {}),
    })),
  },
};

export const TypicalPrescription: Story = {
  args: {
    entries: [
      { key: 'rx', title: 'Prescription', status: 'Completed', icon: 'prescription', subtitle: 'Received 03/07/2025' },
      { key: 'bv', title: 'Insurance Check', status: 'In Progress', icon: 'insurance', subtitle: 'We are checking your coverage.' },
      { key: 'ph', title: 'Pharmacy Selected', status: 'Pending', icon: 'pharmacy' },
      { key: 'unknown', title: 'A step the portal does not know', status: 'Pending', icon: null },
    ],
  },
};
