/**
 * The window property where the page's boot script leaves a form sent before the app's code ran
 * (apps/portal/build/boot.ts, BOOT_EARLY_SUBMIT: the same name, held so by its test).
 */
export const EARLY_SUBMIT_GLOBAL = 'portalEarlySubmit';

/**
 * Whether `form` was sent (Enter, or a press of its button) before the app was there to answer:
 * true once, so the press is carried out once.
 */
export function takeEarlySubmit(form: HTMLFormElement | null): boolean {
  const view = form?.ownerDocument.defaultView as (Window & Record<string, unknown>) | null | undefined;
  if (!form || !view || view[EARLY_SUBMIT_GLOBAL] !== form) return false;
  view[EARLY_SUBMIT_GLOBAL] = null;
  return true;
}
