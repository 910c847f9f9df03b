import { isLanguage, type Language } from '@portal/formats';

/**
 * The tab's language (docs/decisions/0030-spanish-is-a-complete-translation.md): the patient's choice, kept in sessionStorage for the
 * tab (never localStorage: it outlives no tab), across sign-in and sign-out; on a first visit the
 * browser's language when it is Spanish; else English.
 */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function initialLanguage(storage: Pick<Storage, 'getItem'> | undefined, browserLanguages: readonly string[]): Language {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage refused (a privacy mode): the browser's language decides.
  }
  if (isLanguage(stored)) return stored;
  return browserLanguages[0]?.toLowerCase().split('-')[0] === 'es' ? 'es' : 'en';
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered: the choice holds for this page.
  }
}
