/**
 * spec: access-and-identity §4 Session and token: a protected page sends an anonymous visitor to
 * /login with the original path in `returnUrl`. After sign-in the machine follows it only if it is
 * a same-origin path (`safeReturnPath` in @portal/machines).
 *
 * The sign-in page is never a return URL: asked from /login, the address stays as it is. A session
 * that ends before the app has rendered (a reloaded page's first call answered 401) is sent to
 * sign in twice, by the protected page's guard and by the session's end, in either order; the
 * second must find the first's address already right, not wrap it again.
 */
export function loginPathFor(pathname: string, search = ''): string {
  return pathname === '/login' ? `${pathname}${search}` : `/login?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
