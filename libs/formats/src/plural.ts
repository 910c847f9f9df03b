/**
 * Plural-aware messages: the form is chosen by the language's own rules (Intl.PluralRules), never
 * by `count === 1` or by joining sentence parts. English and Spanish both name `one` and `other`;
 * a category a language adds for large numbers (Spanish `many`: "1 000 000 de") falls back to `other`.
 */
export interface PluralMessages {
  one: string;
  other: string;
}

import { localeOf } from './language.ts';

const rulesByLanguage = new Map<string, Intl.PluralRules>();

/** The form of `messages` for `count` in `language`, with {count} filled as that language writes numbers. */
export function formatPlural(messages: PluralMessages, count: number, language: string): string {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = new Intl.PluralRules(localeOf(language))));
  const template = rules.select(count) === 'one' ? messages.one : messages.other;
  return template.replaceAll('{count}', count.toLocaleString(localeOf(language)));
}
