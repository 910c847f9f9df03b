import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * The seam the sign-in work plugs into: one app-level session. Until sign-in lands every visitor
 * is anonymous, so protected pages send them to /login with a return URL.
 */
export type SessionStatus = 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
}

const SessionContext = createContext<Session>({ status: 'anonymous' });

export function SessionProvider({ children, initial = { status: 'anonymous' } }: { children: ReactNode; initial?: Session }) {
  const [session] = useState<Session>(initial);
  const value = useMemo(() => session, [session]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
