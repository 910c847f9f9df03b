import { lazy, Suspense, useEffect, useState } from 'react';
import { externalLinkOf } from './externalLink.ts';

// The modal (Radix Dialog) loads on the first external link, so the landing page stays within budget.
const LeaveSiteModal = lazy(() => import('./LeaveSiteModal.tsx').then((module) => ({ default: module.LeaveSiteModal })));

/** `window.open` features for Continue: the new tab gets no handle on the portal and no referrer. */
export const LEAVE_SITE_WINDOW_FEATURES = 'noopener,noreferrer';

interface Departure {
  href: string;
  host: string;
}

/**
 * Mount once, inside the programme provider: every press on a link to an external http(s) host,
 * anywhere in the portal, asks first (spec: prescription-experience §2 global behaviours and Modals).
 *
 * One capturing listener on the document sees the click before any link's own handler or the
 * browser's default. Enter on a focused link fires the same click; a modified click (Ctrl, Shift,
 * Cmd) is a click too, and a middle click arrives as `auxclick`: all of them go through the modal
 * rather than opening a tab behind its back. tel: and mailto: links pass.
 */
export function LeaveSiteGuard() {
  const [departure, setDeparture] = useState<Departure | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const intercept = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      // auxclick also fires for the right button, whose context menu stays the browser's.
      if (event.type === 'auxclick' && event.button !== 1) return;
      const hit = externalLinkOf(event, window.location.host);
      if (!hit) return;
      event.preventDefault();
      // A mouse press does not focus a link in every browser (Safari): focus it, so the modal
      // returns focus to it when it closes.
      hit.link.focus({ preventScroll: true });
      setDeparture({ href: hit.url.href, host: hit.url.host });
      setOpen(true);
    };
    document.addEventListener('click', intercept, true);
    document.addEventListener('auxclick', intercept, true);
    return () => {
      document.removeEventListener('click', intercept, true);
      document.removeEventListener('auxclick', intercept, true);
    };
  }, []);

  if (!departure) return null;
  return (
    <Suspense fallback={null}>
      <LeaveSiteModal
        open={open}
        onOpenChange={setOpen}
        host={departure.host}
        onContinue={() => {
          window.open(departure.href, '_blank', LEAVE_SITE_WINDOW_FEATURES);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
