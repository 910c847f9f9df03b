import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { GlobalMessageContent } from './GlobalMessage.tsx';

interface GlobalMessageApi {
  showMessage: (message: GlobalMessageContent) => void;
  hideMessage: () => void;
}

export const GlobalMessageContext = createContext<(GlobalMessageApi & { message: GlobalMessageContent | null }) | null>(null);

/** Holds the one page-level message (spec UI state: isVisible, type, header, description). */
export function GlobalMessageProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<GlobalMessageContent | null>(null);
  const hideMessage = useCallback(() => setMessage(null), []);
  const value = useMemo(() => ({ message, showMessage: setMessage, hideMessage }), [message, hideMessage]);
  return <GlobalMessageContext.Provider value={value}>{children}</GlobalMessageContext.Provider>;
}

export function useGlobalMessage(): GlobalMessageApi {
  const context = useContext(GlobalMessageContext);
  if (!context) throw new Error('useGlobalMessage must be used inside <GlobalMessageProvider>');
  return context;
}
