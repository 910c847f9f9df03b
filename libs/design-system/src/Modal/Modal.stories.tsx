import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Typography/Typography.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

const leaveSite = {
  title: 'You are leaving this site',
  description: "You're about to exit this site. Do you wish to continue?",
};

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    title: leaveSite.title,
    description: leaveSite.description,
    closeLabel: 'Close',
    size: 'standard',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['standard', 'wide'] },
    actions: { control: false },
    children: { control: false },
  },
  // Controlled by the `open` arg: closing (X, Escape, overlay) writes the arg back.
  render: function Render(args) {
    const [, updateArgs] = useArgs<ModalProps>();
    const setOpen = (open: boolean) => {
      args.onOpenChange(open);
      updateArgs({ open });
    };
    return (
      <Modal
        {...args}
        onOpenChange={setOpen}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button onClick={() => setOpen(false)}>Continue</Button>
          </>
        }
      />
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open by default, with title, description and actions (the leave-site confirmation). */
export const Open: Story = {};

export const Wide: Story = {
  args: {
    size: 'wide',
    title: 'We need a few more details',
    description: 'To process your prescription, please confirm your address, mobile phone and insurance.',
    children: <Text tone="secondary">It takes about two minutes.</Text>,
  },
};

/** Closed at first: the button opens it, and focus returns to the button when it closes. */
export const OpenedFromButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const change = (next: boolean) => {
      args.onOpenChange(next);
      setOpen(next);
    };
    return (
      <div style={{ padding: '1rem' }}>
        <Button onClick={() => change(true)}>Open the leave-site dialog</Button>
        <Modal
          {...args}
          open={open}
          onOpenChange={change}
          actions={<Button onClick={() => change(false)}>Continue</Button>}
        />
      </div>
    );
  },
};
