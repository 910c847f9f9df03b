import { languageNames } from '@portal/formats';
import { useLanguageChoice, useProgram } from '@portal/program-config';
import { languagesOf } from '@portal/program-config/languages';
import * as styles from './layouts.css.ts';

/**
 * The language switch of both headers (docs/decisions/0030-spanish-is-a-complete-translation.md): one button naming the other language
 * in that language ("Español" on the English pages, "English" on the Spanish ones), marked with its
 * `lang` so a screen reader says it in its own voice. One button per other language the programme
 * is written in (program.json `languages`): none with English alone, one with two, as both
 * programmes have; a list this short needs no menu.
 */
export function LanguageSwitch() {
  const program = useProgram();
  const { choose, pending } = useLanguageChoice();
  // Keyed by place, not by language: a press swaps the languages the buttons name, and the
  // button pressed must stay the same element, so focus stays on it (a keyboard user goes on from there).
  return languagesOf(program)
    .filter((other) => other !== program.language)
    .map((other, place) => (
      <button key={place} type="button" className={styles.languageSwitch} lang={other} aria-busy={pending !== null} onClick={() => pending === null && choose(other)}>
        {languageNames[other]}
      </button>
    ));
}
