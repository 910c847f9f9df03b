import { languageNames, type Language } from '@portal/formats';
import { useLanguageChoice, useProgram } from '@portal/program-config';
import * as styles from './layouts.css.ts';

/**
 * The language switch of both headers (docs/decisions/0030-spanish-is-a-complete-translation.md): one button naming the other language
 * in that language ("Español" on the English pages, "English" on the Spanish ones), marked with its
 * `lang` so a screen reader says it in its own voice. Two languages need no menu.
 */
export function LanguageSwitch() {
  const { language } = useProgram();
  const { choose, pending } = useLanguageChoice();
  const other: Language = language === 'en' ? 'es' : 'en';
  return (
    <button type="button" className={styles.languageSwitch} lang={other} aria-busy={pending !== null} onClick={() => pending === null && choose(other)}>
      {languageNames[other]}
    </button>
  );
}
