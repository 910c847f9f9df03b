import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuPanel } from './MenuPanel.tsx';
import { plain, withHealthDyne, withPayment } from './testPrescriptions.ts';
import { writingBack } from '@portal/design-system/story-controls';
import { inMemoryRouter } from '@portal/testing/stories';

/**
 * The signed-in menu's panel with plain props (no session, no data loading), as SignedInMenu
 * renders it; the theme comes from the toolbar's programme, the copy from PORTAL_PROGRAM.
 */
const meta = {
  title: 'Shell/Signed-in menu',
  component: MenuPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'signed-in-menu',
    open: true,
    onOpenChange: () => undefined,
    firstName: 'Alex',
    prescriptions: [withPayment, withHealthDyne],
    paymentEnabled: true,
  },
  argTypes: { prescriptions: { control: false }, onOpenChange: { control: false } },
  decorators: [inMemoryRouter(['/prescriptions'])],
  render: writingBack(MenuPanel, 'onOpenChange', 'open'),
} satisfies Meta<typeof MenuPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payment on, a prescription with payment info and a HealthDyne possible pharmacy: every item. */
export const AllItems: Story = {};

/** Payment on, but nothing to pay and no HealthDyne pharmacy: no Payment, no Fill History. */
export const WithoutPaymentAndFillHistory: Story = { args: { prescriptions: [plain] } };

/** A programme with the payment feature off (LUMA): the same short menu whatever the data. */
export const PaymentFeatureOff: Story = { args: { paymentEnabled: false } };
