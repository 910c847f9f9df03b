import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { PharmacyView, type PharmacyViewState } from './PharmacyPage.tsx';

const drug = program.drugCatalogue[0]!;
const ready: PharmacyViewState = {
  status: 'ready',
  drug: { name: `${drug.name} ${drug.strength}`, logo: drug.logo, alt: drug.alt },
  pharmacies: [
    { pharmacy_id: 'PH-100', name: 'HealthDyne Specialty Pharmacy' },
    { pharmacy_id: 'PH-200', name: 'Amazon Pharmacy' },
    { pharmacy_id: 'PH-300', name: 'Truepill' },
  ],
  currentId: 'PH-200',
  canChange: true,
};

function Page({ state, chosen, updateFailed }: { state: PharmacyViewState; chosen?: string; updateFailed?: boolean }) {
  const [selected, setSelected] = useState<string | null>(chosen ?? (state.status === 'ready' ? state.currentId : null));
  return <PharmacyView state={state} selected={selected} onSelect={setSelected} onConfirm={() => {}} updateFailed={updateFailed} />;
}

const meta = {
  title: 'Pharmacy/My Pharmacy',
  component: Page,
  args: { state: ready },
  decorators: [
    (Story) => (
      <ProgramProvider program={program}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </ProgramProvider>
    ),
  ],
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pharmacies of the referral, the current one marked and chosen. */
export const Ready: Story = {};
/** The update failed: the spec's message, the patient's choice kept. */
export const UpdateFailed: Story = { args: { chosen: 'PH-100', updateFailed: true } };
/** A link to a drug that is not one of the patient's prescriptions. */
export const UnknownDrug: Story = { args: { state: { status: 'unknown' } } };
