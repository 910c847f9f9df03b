import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@portal/session';
import { loginPathFor } from './returnUrl.ts';

/**
 * Guards the authenticated layout. It re-renders on every location change (path or query), so
 * the check runs again on each query-string change as the spec asks.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'authenticated') {
    return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  }
  return children;
}
