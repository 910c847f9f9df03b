import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { GlobalMessage } from '@portal/design-system';
import { useCopy } from '@portal/program-config';

/** The history state of the page a logout lands on (App.tsx `signedOutState`). */
export interface SignedOutState {
  signedOut: true;
}

const isSignedOut = (state: unknown): state is SignedOutState =>
  typeof state === 'object' && state !== null && (state as Partial<SignedOutState>).signedOut === true;

/**
 * "You have signed out." where a logout lands, announced politely (a status message, WCAG 4.1.3).
 * It shows while the history entry carries `SignedOutState`, so another page, Back or a link takes
 * it away; the patient may dismiss it, and like every page-level message it scrolls the page to the
 * top, where it sits, and hides after 8 s (prescription-experience §2 Layout). Its
 * words arrive one frame after its live region, so screen readers announce them although the
 * region has just been added. The public layout loads it only for a page with history state: the
 * landing page's first script has no room to spare.
 */
export default function SignedOutNotice() {
  const { copy } = useCopy();
  const location = useLocation();
  const signedOut = isSignedOut(location.state);
  const [shownOn, setShownOn] = useState<string | null>(null);
  useEffect(() => {
    if (!signedOut) return undefined;
    const frame = requestAnimationFrame(() => setShownOn(location.key));
    return () => cancelAnimationFrame(frame);
  }, [signedOut, location.key]);
  const shown = signedOut && shownOn === location.key;
  const message = useMemo(() => (shown ? { type: 'success' as const, header: copy.session.signedOut } : null), [shown, copy.session.signedOut]);
  const hide = useCallback(() => setShownOn(null), []);
  return <GlobalMessage message={message} onHide={hide} dismissLabel={copy.globalMessage.dismiss} />;
}
