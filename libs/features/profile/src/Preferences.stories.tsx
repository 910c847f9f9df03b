import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreferencesView } from './PreferencesSection.tsx';
import type { PreferencesState } from './preferences.ts';

const saved = { sms: true, email: false };
const state = (overrides: Partial<PreferencesState>): PreferencesState => ({ saved, choice: saved, status: 'idle', ...overrides });

/** The communication preferences section of /profile in each of its states (§7 consentPreferences, §8). */
const meta = {
  title: 'Profile/Communication preferences',
  component: PreferencesView,
  parameters: { layout: 'padded' },
  args: { state: state({}), send: () => undefined, onSave: () => undefined },
} satisfies Meta<typeof PreferencesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The patient's current choice; nothing to save yet. */
export const Current: Story = {};

/** A box changed: Save is ready and the section says the change is not saved yet. */
export const Unsaved: Story = { args: { state: state({ choice: { sms: true, email: true } }) } };

/** Saving: the button is busy and the boxes hold still. */
export const Saving: Story = { args: { state: state({ choice: { sms: true, email: true }, status: 'saving' }) } };

/** Save with neither channel: the dialog says the patient will get no updates and asks to confirm. */
export const ConfirmingNoUpdates: Story = { args: { state: state({ choice: { sms: false, email: false }, status: 'confirmingNone' }) } };

/** Saved with neither channel: the message says the patient chose no updates. */
export const SavedNoUpdates: Story = { args: { state: state({ saved: { sms: false, email: false }, choice: { sms: false, email: false }, status: 'saved' }) } };

/** Saved. */
export const Saved: Story = { args: { state: state({ saved: { sms: true, email: true }, choice: { sms: true, email: true }, status: 'saved' }) } };

/** The save failed: the §8 text and the previous choice back on screen. */
export const Failed: Story = { args: { state: state({ status: 'failed' }) } };
