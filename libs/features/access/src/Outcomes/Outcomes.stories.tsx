import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginErrorPage, ProfileErrorPage } from './Outcomes.tsx';
import { pageInRouter } from '@portal/testing/stories';

/**
 * Where a sign-in ends when it cannot go on (access-and-identity §2 /login-error and
 * /profile-error, §4 Profile fetch failure, §8 failure screen). Neither page takes props.
 */

const meta = {
  title: 'Access/Sign-in outcomes',
  component: LoginErrorPage,
  ...pageInRouter(),
} satisfies Meta<typeof LoginErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login-error: several profiles, or no patient found; the programme's phone and hours. */
export const LoginError: Story = {};

/** /profile-error: "Something went wrong..." with the profile message and Reload site. */
export const ProfileError: Story = {
  render: () => <ProfileErrorPage />,
};
