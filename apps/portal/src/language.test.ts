import { describe, expect, it } from 'vitest';
import { initialLanguage, LANGUAGE_STORAGE_KEY, rememberLanguage } from './language.ts';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null) });

describe("the tab's language", () => {
  it("is the patient's choice for this tab, whatever the browser reads", () => {
    expect(initialLanguage(storageWith('en'), ['es-MX'])).toBe('en');
    expect(initialLanguage(storageWith('es'), ['en-US'])).toBe('es');
  });

  it('follows the browser on a first visit when its first language is Spanish, of any region', () => {
    for (const browser of [['es'], ['es-US', 'en'], ['ES-mx']]) expect(initialLanguage(storageWith(null), browser)).toBe('es');
    for (const browser of [['en-US', 'es'], ['fr-FR'], []]) expect(initialLanguage(storageWith(null), browser)).toBe('en');
  });

  it('offers only the languages the programme is written in: an English-only programme starts in English for a Spanish browser or a Spanish choice kept from elsewhere', () => {
    expect(initialLanguage(storageWith(null), ['es-MX'], ['en'])).toBe('en');
    expect(initialLanguage(storageWith('es'), ['es'], ['en'])).toBe('en');
    expect(initialLanguage(storageWith(null), ['es-MX'], ['en', 'es'])).toBe('es');
  });

  it('ignores a stored value that is no language of the portal, and storage that refuses', () => {
    expect(initialLanguage(storageWith('de'), ['es'])).toBe('es');
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(initialLanguage(refusing, ['en-GB'])).toBe('en');
  });

  it('is remembered under one key, and a storage that refuses is not an error', () => {
    const saved = new Map<string, string>();
    rememberLanguage({ setItem: (key, value) => saved.set(key, value) }, 'es');
    expect([...saved]).toEqual([[LANGUAGE_STORAGE_KEY, 'es']]);
    expect(() =>
      rememberLanguage(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        'en',
      ),
    ).not.toThrow();
  });
});
