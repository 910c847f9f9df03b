/**
 * The first half of the post-login target (returnUrl.ts has the rest): what a page opened while
 * signed out carries in `?returnUrl=`, kept for this tab as given. It runs on every first load, the
 * landing page's included, so it is only these few lines: the same-origin rule is applied wherever
 * the value is read (`rememberedReturnUrl`), and nothing that fails it is ever followed.
 */
export const RETURN_URL_STORAGE_KEY = 'portal.returnUrl';

export function keepReturnUrl(search: string, storage: Storage): void {
  const value = new URLSearchParams(search).get('returnUrl');
  if (value !== null) storage.setItem(RETURN_URL_STORAGE_KEY, value);
}
