import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthHeader, Footer, PageShell, PublicHeader, Link } from '@portal/design-system';
import { paymentReturnOutcomeOf } from '@portal/machines';
import { useCopy, useFeature, useProgram, type Copy } from '@portal/program-config';
import { useSession } from '@portal/session';
import { loadChunk } from '../chunks.ts';
import { preloadable } from '../preloadable.tsx';
import { informationalRoutes } from '../routeTable.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import * as styles from './layouts.css.ts';

/**
 * spec: prescription-experience §2 Layout: the footer links the informational pages, in the route
 * table's order, each named by the footer's copy key of its title. Read from the table rather than
 * written out again: the landing page's first script carries the table already (routeTable.ts).
 */
function PortalFooter() {
  const { copy, t } = useCopy();
  return (
    <Footer
      navLabel={copy.footer.navLabel}
      copyright={t(copy.footer.copyright)}
      links={informationalRoutes.map((route) => (
        <Link key={route.path} to={route.path}>{copy.footer[route.title as keyof Copy['footer']]}</Link>
      ))}
    />
  );
}

function LogoLink({ to, variant }: { to: string; variant: 'onDark' | 'onLight' }) {
  const program = useProgram();
  const { copy, t } = useCopy();
  return (
    <Link to={to} className={styles.logoLink}>
      <img
        className={styles.logo}
        src={variant === 'onDark' ? program.assets.logoOnDark : program.assets.logo}
        alt={t(copy.common.logoAlt)}
        width={168}
        height={40}
      />
    </Link>
  );
}

// Page-level messages are for signed-in patients (a renewal error, a payment's outcome, a saved
// address) and for the sign-out notice: the landing page's first script does not carry them.
const GlobalMessageOutlet = preloadable(() => loadChunk(() => import('@portal/design-system/global-message')).then((module) => module.GlobalMessageOutlet));
const SignedOutNotice = lazy(() => loadChunk(() => import('./SignedOutNotice.tsx')));

function Messages({ dismissLabel }: { dismissLabel: string }) {
  // The empty live region stands in while the outlet loads (the same element it renders with no
  // message), so the page holds it from its first frame and a message is announced however soon.
  return (
    <Suspense fallback={<div role="status" aria-live="polite" />}>
      <GlobalMessageOutlet dismissLabel={dismissLabel} />
    </Suspense>
  );
}

/** spec: prescription-experience §2 Layout: dark header; the logo goes to /prescriptions when signed in, else /. */
function DarkHeader() {
  const session = useSession();
  return <PublicHeader logo={<LogoLink to={session.status === 'authenticated' ? '/prescriptions' : '/'} variant="onDark" />} actions={<LanguageSwitch />} />;
}

/** The public pages and the wizard's: the dark header. */
export function PublicLayout() {
  const { copy } = useCopy();
  const session = useSession();
  const { state } = useLocation();
  return (
    <PageShell
      skipLinkLabel={copy.common.skipToContent}
      header={<DarkHeader />}
      footer={<PortalFooter />}
    >
      {/* Signed in on a public page (the wizard's steps, /logout): its messages. */}
      {session.status === 'anonymous' ? null : <Messages dismissLabel={copy.globalMessage.dismiss} />}
      {/* Only a logout leaves history state on a public page (SignedOutNotice). */}
      {state ? (
        <Suspense fallback={null}>
          <SignedOutNotice />
        </Suspense>
      ) : null}
      <Outlet />
    </PageShell>
  );
}

/** Legal pages: the public chrome with a narrower reading column. */
export function InformationalLayout() {
  const { copy } = useCopy();
  return (
    <PageShell
      skipLinkLabel={copy.common.skipToContent}
      header={<DarkHeader />}
      footer={<PortalFooter />}
    >
      <div className={styles.reading}>
        <Outlet />
      </div>
    </PageShell>
  );
}

// The menu needs the patient's data (and the API schemas): it loads with the signed-in pages,
// never with the landing page. main.tsx asks for it with a signed-in tab's first page, so the
// header's menu shows with the page rather than after it.
const AuthMenu = preloadable(() => loadChunk(() => import('./AuthMenu.tsx')).then((module) => module.default));

/** Starts loading what the signed-in layout loads on demand (main.tsx); never rejects. */
export const preloadAuthenticatedLayout = (): Promise<unknown> => Promise.all([AuthMenu.preload(), GlobalMessageOutlet.preload()]).catch(() => undefined);

// The return from the payment checkout (prescription-experience §4 Payment return) loads only
// when an address carries `transaction`, with the payment feature on.
const PaymentReturn = lazy(() => loadChunk(() => import('@portal/feature-payment')).then((module) => ({ default: module.PaymentReturn })));

function PaymentReturnOnAnyPage() {
  const paymentEnabled = useFeature('payment');
  const { search } = useLocation();
  const outcome = paymentReturnOutcomeOf(search);
  if (!paymentEnabled || !outcome) return null;
  return (
    <Suspense fallback={null}>
      <PaymentReturn outcome={outcome} />
    </Suspense>
  );
}

/** Signed-in pages: white header, logo to /prescriptions, the slide-out menu. */
export function AuthenticatedLayout() {
  const { copy } = useCopy();
  return (
    <PageShell
      skipLinkLabel={copy.common.skipToContent}
      header={
        <AuthHeader
          logo={<LogoLink to="/prescriptions" variant="onLight" />}
          actions={<LanguageSwitch />}
          menuButton={
            <Suspense fallback={null}>
              <AuthMenu />
            </Suspense>
          }
        />
      }
      footer={<PortalFooter />}
    >
      <Messages dismissLabel={copy.globalMessage.dismiss} />
      <PaymentReturnOnAnyPage />
      <Outlet />
    </PageShell>
  );
}
