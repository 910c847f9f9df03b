import { languages, type Language } from '@portal/formats';

/**
 * The tab's language (docs/decisions/0030-spanish-is-a-complete-translation.md): the patient's choice, kept in sessionStorage for the
 * tab (never localStorage: it outlives no tab), across sign-in and sign-out; on a first visit the
 * browser's first language when the programme is written in it (`offered`, program.json's
 * `languages`); else English.
 */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function initialLanguage(storage: Pick<Storage, 'getItem'> | undefined, browserLanguages: readonly string[], offered: readonly Language[] = languages): Language {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage refused (a privacy mode): the browser's language decides.
  }
  // The offered languages are the portal's: a stored value that is no language of the portal is none of them.
  const browser = browserLanguages[0]?.toLowerCase().split('-')[0];
  return [stored, browser].find((language): language is Language => offered.includes(language as Language)) ?? 'en';
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered: the choice holds for this page.
  }
}
