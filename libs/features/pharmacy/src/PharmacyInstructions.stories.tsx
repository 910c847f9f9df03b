import type { Meta, StoryObj } from '@storybook/react-vite';
import { program } from 'virtual:portal-program';
import { PharmacyInstructionsView } from './PharmacyInstructionsPage.tsx';

const meta = {
  title: 'Pharmacy/Pharmacy instructions',
  component: PharmacyInstructionsView,
  args: { pharmacy: 'Amazon Pharmacy', links: program.pharmacyLinks },
} satisfies Meta<typeof PharmacyInstructionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The online pharmacy: four steps, discreet delivery and its site. */
export const Amazon: Story = {};
/** The specialty pharmacy: three steps and its site. */
export const HealthDyne: Story = { args: { pharmacy: 'HealthDyne Specialty Pharmacy' } };
/** Any other pharmacy: only the heading. */
export const OtherPharmacy: Story = { args: { pharmacy: 'Truepill' } };
