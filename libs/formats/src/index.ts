/**
 * Display formats of prescription-experience §5. Pure, locale-independent string work: the
 * portal shows US formats whatever the device's locale, so a date never flips to DD/MM.
 *
 * One file per kind of value: the bundler places a file whole in one chunk, so the landing page,
 * which formats only a phone number, does not carry the date and amount code.
 */
export { formatPhoneForDisplay, splitPhoneNumbers, type TextSegment } from './phone.ts';
export { formatCalendarDate, formatServerDate, toIsoDate, parseTransactionDate, formatTransactionDate } from './dates.ts';
export { formatAmount, formatDollars } from './amounts.ts';
export { splitCamelCase } from './text.ts';
export { formatPlural, type PluralMessages } from './plural.ts';
export { languages, isLanguage, languageNames, type Language } from './language.ts';
