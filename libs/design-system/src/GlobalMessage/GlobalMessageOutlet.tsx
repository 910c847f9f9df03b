import { useContext } from 'react';
import { GlobalMessage } from './GlobalMessage.tsx';
import { GlobalMessageContext } from './GlobalMessageContext.tsx';

/**
 * Where the message shows: the top of each layout's main area. A file (and a package entry,
 * `@portal/design-system/global-message`) of its own, so the app can load it on demand: an
 * anonymous visitor of the landing page is never shown a page-level message.
 */
export function GlobalMessageOutlet({ dismissLabel }: { dismissLabel: string }) {
  const context = useContext(GlobalMessageContext);
  if (!context) return null;
  return <GlobalMessage message={context.message} onHide={context.hideMessage} dismissLabel={dismissLabel} />;
}
