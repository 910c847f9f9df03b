/**
 * Display formats of prescription-experience §5. Pure, locale-independent string work: the
 * portal shows US formats whatever the device's locale, so a date never flips to DD/MM.
 *
 * One file per kind of value: the bundler places a file whole in one chunk, so the landing page,
 * which formats only a phone number, does not carry the date and amount code.
 */
export { formatPhoneForDisplay, splitPhoneNumbers } from './phone.ts';
export { formatServerDate, formatTransactionDate } from './dates.ts';
export { formatAmount, formatOutOfPocket } from './amounts.ts';

export { formatPlural, type PluralMessages } from './plural.ts';
export { languages, isLanguage, languageNames, type Language } from './language.ts';
