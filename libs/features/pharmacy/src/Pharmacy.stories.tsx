import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useProgram } from '@portal/program-config';
import { PharmacyView, type PharmacyViewState } from './PharmacyPage.tsx';
import { inMemoryRouter } from '@portal/testing/stories';

type ReadyState = Extract<PharmacyViewState, { status: 'ready' }>;
/** The page's states; a ready one without its drug, which comes from the programme (see Page). */
type StoryState = Exclude<PharmacyViewState, ReadyState> | Omit<ReadyState, 'drug'>;

const ready: StoryState = {
  status: 'ready',
  pharmacies: [
    { pharmacy_id: 'PH-100', name: 'HealthDyne Specialty Pharmacy' },
    { pharmacy_id: 'PH-200', name: 'Amazon Pharmacy' },
    { pharmacy_id: 'PH-300', name: 'Truepill' },
  ],
  currentId: 'PH-200',
  canChange: true,
};

/** The drug is the first of the catalogue of the toolbar's programme (its logo too), as the page looks it up. */
function Page({ state, chosen, updateFailed }: { state: StoryState; chosen?: string; updateFailed?: boolean }) {
  const drug = useProgram().drugCatalogue[0]!;
  const [selected, setSelected] = useState<string | null>(chosen ?? (state.status === 'ready' ? state.currentId : null));
  const shown: PharmacyViewState = state.status === 'ready' ? { ...state, drug: { name: `${drug.name} ${drug.strength}`, logo: drug.logo, alt: drug.alt } } : state;
  return <PharmacyView state={shown} selected={selected} onSelect={setSelected} onConfirm={() => {}} updateFailed={updateFailed} />;
}

const meta = {
  title: 'Pharmacy/My Pharmacy',
  component: Page,
  args: { state: ready },
  decorators: [inMemoryRouter()],
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pharmacies of the referral, the current one marked and chosen. */
export const Ready: Story = {};
/** The update failed: the spec's message, the patient's choice kept. */
export const UpdateFailed: Story = { args: { chosen: 'PH-100', updateFailed: true } };
/** A link to a drug that is not one of the patient's prescriptions. */
export const UnknownDrug: Story = { args: { state: { status: 'unknown' } } };
/** The pharmacy cannot be changed online: the call to start a transfer, and why there is no list. */
export const CannotChange: Story = { args: { state: { ...ready, canChange: false } } };
