/**
 * The post-login target (prescription-experience §2: "A returnUrl query parameter, URL-decoded, is
 * stored as the post-login return target"; access-and-identity §4). A page a signed-out patient
 * opens with `?returnUrl=` keeps it for this tab (`keepReturnUrl`, at start-up), so signing in from
 * there (the landing page's ENTER, a link to /login) still ends on that page.
 *
 * Only a same-origin path is ever followed (`safeReturnPath`, the one rule of /login): a value is
 * checked whenever it is read, so one that fails (another host, a script URL, anything but a
 * path) reads as none. It lives in sessionStorage (the tab), never localStorage; a path of the
 * portal names a page, not a patient. It goes once a sign-in has finished, and with every other
 * `portal.` key when a session ends (logout, expiry).
 */
import { safeReturnPath } from '@portal/machines';
import { keepReturnUrl, RETURN_URL_STORAGE_KEY } from './returnUrlCapture.ts';

const browserStorage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** The kept target when it is a same-origin path, else null. */
export function rememberedReturnUrl(storage: Storage | null = browserStorage()): string | null {
  return safeReturnPath(storage?.getItem(RETURN_URL_STORAGE_KEY));
}

/** A sign-in has finished: the next sign-in of this tab starts without it. */
export function forgetReturnUrl(storage: Storage | null = browserStorage()): void {
  storage?.removeItem(RETURN_URL_STORAGE_KEY);
}

/**
 * The target of a sign-in that starts at `search` (/login's own query): its `returnUrl` when it
 * has one (kept too, for a sign-in started again in this tab; the latest link decides, so one that
 * is not a same-origin path means home, as on /login), else the one kept from an earlier page.
 */
export function returnUrlForSignIn(search: string, storage: Storage | null = browserStorage()): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('returnUrl')) return rememberedReturnUrl(storage);
  if (storage) keepReturnUrl(search, storage);
  return safeReturnPath(params.get('returnUrl'));
}
