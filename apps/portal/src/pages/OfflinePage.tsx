import { buttonClass, Footer, Heading, PageShell, PhoneText, PublicHeader, Text } from '@portal/design-system';
import { useCopy, useProgram, type Copy } from '@portal/program-config';
import * as layoutStyles from '../layouts/layouts.css.ts';
import { informationalRoutes } from '../routeTable.ts';
import * as styles from './pages.css.ts';

/**
 * The page the service worker shows for a page opened with no network, instead of the browser's
 * error (docs/decisions/0028-the-service-worker-is-production-only-and-honest-offline.md). Rendered at build time, once per
 * language (prerender.tsx), and served from the device: it runs none of the app's code, so its
 * links are plain links. "Try again" opens the address the patient asked for again (offline.js
 * gives it the page's own address; the built page knows none); the footer's pages are on the device too.
 */
export function OfflinePage() {
  const program = useProgram();
  const { copy, t } = useCopy();
  return (
    <PageShell
      skipLinkLabel={copy.common.skipToContent}
      header={<PublicHeader logo={<img className={layoutStyles.logo} src={program.assets.logoOnDark} alt={program.displayName} width={168} height={40} />} />}
      footer={
        <Footer
          navLabel={copy.footer.navLabel}
          copyright={t(copy.footer.copyright)}
          links={informationalRoutes.map((route) => (
            <a key={route.path} href={route.path}>
              {copy.footer[route.title as keyof Copy['footer']]}
            </a>
          ))}
        />
      }
    >
      <div className={styles.centred}>
        <Heading level="1">{t(copy.offline.title)}</Heading>
        <Text>{t(copy.offline.body)}</Text>
        <a href="/" data-offline-retry="" className={buttonClass()}>
          {t(copy.offline.retry)}
        </a>
        <Text>
          <PhoneText text={t(copy.offline.help)} />
        </Text>
      </div>
    </PageShell>
  );
}
