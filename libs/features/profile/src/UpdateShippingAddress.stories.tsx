import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpdateShippingAddressView } from './UpdateShippingAddressPage.tsx';
import { pageInRouter } from '@portal/testing/stories';
import { storyFlags } from '@portal/testing/storyFlags';

/** /update-shipping-address: the shared address form in each state (§2, §5, §8). */
const prefilled = { address1: '100 Example Street', address2: 'Apt 4', city: 'Springfield', state: 'IL', zip: '62701' };

const meta = {
  title: 'Profile/Shipping address form',
  component: UpdateShippingAddressView,
  ...pageInRouter(),
  parameters: { ...pageInRouter().parameters, ...storyFlags({ screenOf: 'updateShippingAddress' }) },
  args: { value: prefilled, errors: {}, status: 'editing', cancelTo: '/profile', onChange: () => undefined, onSubmit: () => undefined },
} satisfies Meta<typeof UpdateShippingAddressView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled from the current shipping address ("100 Example Street, Apt 4", split at its first comma); the country is fixed. */
export const Prefilled: Story = {};

/** Save pressed with missing entries: the wizard's address messages under their fields. */
export const Invalid: Story = {
  args: { value: { address1: '', address2: '', city: '', state: '', zip: '123' }, errors: { address1: 'address1Required', city: 'cityRequired', state: 'stateRequired', zip: 'postalCodeInvalid' } },
};

/** Saving: the button is busy. */
export const Saving: Story = { args: { status: 'saving' } };

/** The server refused the address: the §8 text, every entry kept. */
export const Refused: Story = { args: { value: { ...prefilled, zip: '00000' }, status: 'failed' } };
