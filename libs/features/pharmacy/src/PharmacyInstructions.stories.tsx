import type { Meta, StoryObj } from '@storybook/react-vite';
import { program } from 'virtual:portal-program';
import { PharmacyInstructionsView } from './PharmacyInstructionsPage.tsx';
import { inMemoryRouter } from '@portal/testing/stories';

const meta = {
  title: 'Pharmacy/Pharmacy instructions',
  component: PharmacyInstructionsView,
  args: { pharmacy: 'Amazon Pharmacy', links: program.pharmacyLinks },
  // The way back to My Prescriptions is a link inside the portal.
  decorators: [inMemoryRouter(['/pharmacy-instructions/Amazon%20Pharmacy'])],
} satisfies Meta<typeof PharmacyInstructionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The online pharmacy: four steps, discreet delivery and its site. */
export const Amazon: Story = { args: { chosen: 'Amazon Pharmacy' } };
/** The specialty pharmacy: three steps and its site. */
export const HealthDyne: Story = { args: { pharmacy: 'HealthDyne Specialty Pharmacy', chosen: 'HealthDyne Specialty Pharmacy' } };
/** Truepill: the confirmation, who calls next, and its fixed content (the manufacturer's direct program). */
export const OtherPharmacy: Story = { args: { pharmacy: 'Truepill', chosen: 'Truepill' } };
/** A pharmacy the portal has no content for: the confirmation and who calls next, never the name from the address. */
export const UnknownPharmacy: Story = { args: { pharmacy: 'Corner Drugstore' } };
