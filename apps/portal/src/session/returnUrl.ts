/**
 * spec: access-and-identity §4 Session and token: a protected page sends an anonymous visitor to
 * /login with the original path in `returnUrl`. After sign-in the machine follows it only if it is
 * a same-origin path (`safeReturnPath` in @portal/machines).
 */
export function loginPathFor(pathname: string, search = ''): string {
  return `/login?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
