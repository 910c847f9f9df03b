/**
 * The languages the portal speaks. English is the spec's; every other is a complete translation of
 * it (libs/program-config copy/<language>.ts), checked key by key at build time.
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value);

/** Each language named in itself, as the switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

/** The locale each language formats numbers in: the programme's patients are in the US ("1,000", not Spain's "1000"). */
export const localeOf = (language: string): string => `${language}-US`;
