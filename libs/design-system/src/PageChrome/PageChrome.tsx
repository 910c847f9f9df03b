import type { ReactNode } from 'react';
import * as styles from './PageChrome.css.ts';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame of every page: skip link, header, main landmark, footer. The `header` slot takes
 * `PublicHeader` or `AuthHeader`.
 */
export function PageShell({
  header,
  footer,
  skipLinkLabel,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  skipLinkLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {skipLinkLabel}
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}

/** Dark header of the public pages; `logo` is usually a link home. */
export function PublicHeader({ logo, actions }: { logo: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.publicHeader}>
      {logo}
      {actions ? <div className={styles.headerActions}>{actions}</div> : null}
    </header>
  );
}

/** White header of the signed-in pages, with the menu button on the right. */
export function AuthHeader({ logo, menuButton, actions }: { logo: ReactNode; menuButton?: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.authHeader}>
      {logo}
      <div className={styles.headerActions}>
        {actions}
        {menuButton}
      </div>
    </header>
  );
}

/** `links` are list items' contents (router links), in order. */
export function Footer({ navLabel, links, copyright }: { navLabel: string; links: ReactNode[]; copyright: string }) {
  return (
    <footer className={styles.footer}>
      <nav aria-label={navLabel}>
        <ul className={styles.footerLinks}>
          {links.map((link, index) => (
            <li key={index}>{link}</li>
          ))}
        </ul>
      </nav>
      <p>{copyright}</p>
    </footer>
  );
}
