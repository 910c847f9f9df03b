import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Layout/Layout.tsx';
import { GlobalMessage, globalMessageTypes, type GlobalMessageContent } from './GlobalMessage.tsx';
import { GlobalMessageProvider, useGlobalMessage } from './GlobalMessageContext.tsx';
import { GlobalMessageOutlet } from './GlobalMessageOutlet.tsx';

/** In the portal a message hides itself after 8 s; here it stays (24 h) while a designer looks. */
const STORY_AUTO_HIDE_MS = 24 * 60 * 60 * 1000;

const samples: Record<(typeof globalMessageTypes)[number], GlobalMessageContent> = {
  success: { type: 'success', header: 'Your shipping address was updated', description: 'Your next fill ships to the new address.' },
  error: { type: 'error', header: 'An error occurred while fetching data', description: 'Something went wrong on our end. Please try again later.' },
  info: {
    type: 'info',
    header: 'Your session has ended',
    description: 'Your login session has expired due to inactivity. Please generate a new OTP and log in again.',
  },
};

const meta = {
  title: 'Design system/GlobalMessage',
  component: GlobalMessage,
  args: { message: samples.success, dismissLabel: 'Dismiss message', autoHideMs: STORY_AUTO_HIDE_MS, onHide: fn() },
  argTypes: { message: { control: 'object' } },
} satisfies Meta<typeof GlobalMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessMessage: Story = {};

export const ErrorMessage: Story = { args: { message: samples.error } };

export const InfoMessage: Story = { args: { message: samples.info } };

export const HeaderOnly: Story = { args: { message: { type: 'success', header: 'Thank you' } } };

/** Through the provider, as the layouts use it: each button shows one type. */
export const FromProvider: Story = {
  args: { message: null },
  render: () => (
    <GlobalMessageProvider>
      <GlobalMessageOutlet dismissLabel="Dismiss message" />
      <ShowButtons />
    </GlobalMessageProvider>
  ),
};

function ShowButtons() {
  const { showMessage } = useGlobalMessage();
  return (
    <Stack gap="small" align="flex-start">
      {globalMessageTypes.map((type) => (
        <Button key={type} variant="secondary" onClick={() => showMessage(samples[type])}>
          {`Show ${type} message`}
        </Button>
      ))}
    </Stack>
  );
}
