import type { Meta, StoryObj } from '@storybook/react-vite';
import { program } from 'virtual:portal-program';
import { useProgram } from '@portal/program-config';
import { Button } from '../Button/Button.tsx';
import { MenuIcon } from '../icons/MenuIcon.tsx';
import { Card, Stack } from '../Layout/Layout.tsx';
import { Heading, Text } from '../Typography/Typography.tsx';
import { AuthHeader, Footer, PageShell, PublicHeader } from './PageChrome.tsx';

// The logos are the toolbar programme's (the preview's ProgramProvider); the names and texts come
// from `virtual:portal-program`, i.e. the PORTAL_PROGRAM Storybook was built for.
const logoAlt = `${program.displayName} home`;

function Logo({ onDark }: { onDark: boolean }) {
  const { assets } = useProgram();
  return (
    <a href="#main-content" style={{ display: 'inline-flex' }}>
      <img src={onDark ? assets.logoOnDark : assets.logo} alt={logoAlt} width={168} height={40} />
    </a>
  );
}

const footer = (
  <Footer
    navLabel="Legal"
    copyright={`© ${program.copyrightYear} ${program.contacts.serviceProvider}. All rights reserved.`}
    links={[
      <a key="hipaa" href="#hipaa-practices">HIPAA Practices</a>,
      <a key="privacy" href="#privacy-policy">Privacy Policy</a>,
      <a key="terms" href="#terms-of-use">Terms of Use</a>,
    ]}
  />
);

const meta = {
  title: 'Design system/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLinkLabel: 'Skip to main content',
    header: <PublicHeader logo={<Logo onDark />} />,
    footer,
    children: null,
  },
  argTypes: {
    header: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Public pages (landing, login, legal): dark header with the logo for dark backgrounds. */
export const PublicPage: Story = {
  args: {
    children: (
      <Stack gap="large">
        <Heading level="1">{`Welcome to ${program.displayName}`}</Heading>
        <Text>Follow your prescription, choose your pharmacy and pay in one place.</Text>
        <Text tone="secondary">To get started, complete a quick verification.</Text>
        <div>
          <Button>ENTER</Button>
        </div>
      </Stack>
    ),
  },
};

/** Signed-in pages: white header, the standard logo and the menu button. */
export const AuthenticatedPage: Story = {
  args: {
    header: (
      <AuthHeader
        logo={<Logo onDark={false} />}
        menuButton={
          <Button variant="secondary" aria-label="Open menu">
            <MenuIcon />
          </Button>
        }
      />
    ),
    children: (
      <Stack gap="large">
        <Heading level="1">My Prescriptions</Heading>
        <Card>
          <Stack gap="small">
            <Heading level="2">Inhalation Spray 2.5mcg</Heading>
            <Text tone="secondary">This page is on its way. Please check back soon.</Text>
          </Stack>
        </Card>
      </Stack>
    ),
  },
};

/** The footer alone, as every layout renders it. */
export const FooterOnly: Story = {
  render: () => footer,
};
