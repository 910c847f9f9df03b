import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCopy, useProgram } from '@portal/program-config';
import { Button } from '../Button/Button.tsx';
import { MenuIcon } from '../icons/MenuIcon.tsx';
import { Card, Stack } from '../Layout/Layout.tsx';
import { Heading, Text } from '../Typography/Typography.tsx';
import { AuthHeader, Footer, PageShell, PublicHeader } from './PageChrome.tsx';

// The logos, names and texts are the toolbar programme's (the preview's ProgramProvider), in the
// toolbar's language, as that programme's portal shows them.
function Logo({ onDark }: { onDark: boolean }) {
  const { assets, displayName } = useProgram();
  return (
    <a href="#main-content" style={{ display: 'inline-flex' }}>
      <img src={onDark ? assets.logoOnDark : assets.logo} alt={`${displayName} home`} width={168} height={40} />
    </a>
  );
}

function ProgrammeFooter() {
  const { copy, t } = useCopy();
  return (
    <Footer
      navLabel={copy.footer.navLabel}
      copyright={t(copy.footer.copyright)}
      links={[
        <a key="hipaa" href="#hipaa-practices">{copy.footer.hipaaPractices}</a>,
        <a key="privacy" href="#privacy-policy">{copy.footer.privacyPolicy}</a>,
        <a key="terms" href="#terms-of-use">{copy.footer.termsOfUse}</a>,
        <a key="language" href="#language-assistance">{copy.footer.languageAssistance}</a>,
      ]}
    />
  );
}

function Welcome() {
  const { copy, t } = useCopy();
  return (
    <Stack gap="large">
      <Heading level="1">{t(copy.landing.welcome)}</Heading>
      <Text>{t(copy.landing.intro)}</Text>
      <Text tone="secondary">{t(copy.landing.verifyPrompt)}</Text>
      <div>
        <Button>{copy.landing.enter}</Button>
      </div>
    </Stack>
  );
}

const footer = <ProgrammeFooter />;

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
    children: <Welcome />,
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
