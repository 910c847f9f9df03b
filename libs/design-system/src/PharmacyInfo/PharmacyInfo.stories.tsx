import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { Modal } from '../Modal/Modal.tsx';
import { healthDyneExample } from './fixtures.ts';
import { PharmacyInfo, pharmacyInfoHeaderPlacements, type PharmacyInfoProps } from './PharmacyInfo.tsx';

const meta = {
  title: 'Design system/PharmacyInfo',
  component: PharmacyInfo,
  args: { ...healthDyneExample, headerPlacement: 'heading', headingLevel: '2' },
  argTypes: {
    headerPlacement: { control: 'inline-radio', options: pharmacyInfoHeaderPlacements },
    headingLevel: { control: 'inline-radio', options: ['2', '3', '4', '5'] },
  },
} satisfies Meta<typeof PharmacyInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a page: header, brief, sections closed. */
export const HealthDyne: Story = {};

export const Amazon: Story = {
  args: {
    header: 'Amazon Pharmacy',
    brief: 'An online pharmacy with discreet, secure delivery and real-time tracking.',
  },
};

export const Truepill: Story = {
  args: {
    header: "The manufacturer's direct programme",
    brief: "The manufacturer's direct programme, powered by a third-party pharmacy.",
  },
};

/** The Pharmacy information modal of spec §2: the header is the dialog title. */
export const InModal: Story = {
  parameters: { layout: 'fullscreen' },
  args: { headerPlacement: 'dialogTitle' },
  render: function Render(args) {
    const [{ open = true }, updateArgs] = useArgs<PharmacyInfoProps & { open?: boolean }>();
    return (
      <Modal open={open} onOpenChange={(next) => updateArgs({ open: next })} title={args.header} closeLabel="Close">
        <PharmacyInfo {...args} />
      </Modal>
    );
  },
};
