import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { LoginErrorPage, ProfileErrorPage } from './Outcomes.tsx';

/**
 * Where a sign-in ends when it cannot go on (access-and-identity §2 /login-error and
 * /profile-error, §4 Profile fetch failure, §8 failure screen). Neither page takes props.
 */

// Storybook's preview gives the programme (theme and ProgramProvider) but no router (the app does).
const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

const meta = {
  title: 'Access/Sign-in outcomes',
  component: LoginErrorPage,
  decorators: [withRouter],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoginErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login-error: several profiles, or no patient found; the programme's phone and hours. */
export const LoginError: Story = {};

/** /profile-error: "Something went wrong..." with the profile message and Reload site. */
export const ProfileError: Story = {
  render: () => <ProfileErrorPage />,
};
