import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuPanel } from './MenuPanel.tsx';
import { plain, withHealthDyne, withPayment } from './testPrescriptions.ts';
import { writingBack } from '@portal/design-system/story-controls';
import { inMemoryRouter } from '@portal/testing/stories';
import { storyFlags } from '@portal/testing/storyFlags';

/**
 * The signed-in menu's panel with plain props (no session, no data loading), as SignedInMenu
 * renders it, in the toolbar's programme: `paymentEnabled` is off where that programme has payment off.
 */
const meta = {
  title: 'Shell/Signed-in menu',
  component: MenuPanel,
  parameters: { layout: 'fullscreen', ...storyFlags({ args: { paymentEnabled: 'payment' } }) },
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

/** A prescription with payment info and a HealthDyne possible pharmacy: every item where payment is on. */
export const AllItems: Story = {};

/** Nothing to pay and no HealthDyne pharmacy: no Payment, no Fill History. */
export const WithoutPaymentAndFillHistory: Story = { args: { prescriptions: [plain] } };

/** The payment feature off in every programme, as in LUMA: the same short menu whatever the data. */
export const PaymentFeatureOff: Story = { args: { paymentEnabled: false } };
