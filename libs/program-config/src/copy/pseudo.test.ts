import { describe, expect, it } from 'vitest';
import { formatCopy } from '../format.ts';
import { baseCopy } from './en.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCopy, pseudoText } from './pseudo.ts';
import { findTranslationProblems } from './translation.ts';

const outsidePlaceholders = (text: string) => text.replace(/\{\w+\}/g, '');

describe('the pseudo-locale', () => {
  it('brackets a text, accents every letter and keeps digits, spaces and punctuation', () => {
    const pseudo = pseudoText('Get code 6');
    expect(pseudo.startsWith(`${PSEUDO_OPEN}Ĝéţ çöðé 6`)).toBe(true);
    expect(pseudo.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(pseudo).not.toMatch(/[A-Za-z]/);
  });

  it('makes a text about 35 % longer, so a screen shows whether a longer language fits', () => {
    for (const text of ['Close', 'Enter the 6-digit code we sent to your phone number {address}.', baseCopy.landing.disclaimerAdverseEvents]) {
      const english = outsidePlaceholders(text).length;
      const pseudo = outsidePlaceholders(pseudoText(text)).length - PSEUDO_OPEN.length - PSEUDO_CLOSE.length;
      expect(pseudo).toBeGreaterThanOrEqual(english * 1.35);
      expect(pseudo).toBeLessThanOrEqual(english * 1.35 + 2);
    }
  });

  it('leaves placeholders for formatCopy to fill, in their places', () => {
    const pseudo = pseudoText('Welcome {name}, call {programPhone}');
    expect(pseudo).toContain('{name}');
    expect(pseudo).toContain('{programPhone}');
    expect(formatCopy(pseudo, { name: 'Alex', programPhone: '1 (555) 555-0150' })).toMatch(/^⟦Ŵéļçöɱé Alex, çáļļ 1 \(555\) 555-0150 /);
  });

  it('leaves an empty text empty (nothing to show is still nothing)', () => {
    expect(pseudoText('')).toBe('');
    expect(pseudoText('  ')).toBe('  ');
  });

  it('turns the whole English copy into a complete translation: every key, the same placeholders, each plural form', () => {
    const copy = pseudoCopy(baseCopy);
    expect(findTranslationProblems(baseCopy, copy)).toEqual([]);
    expect(copy.timeline.refillsRemaining.one.startsWith(PSEUDO_OPEN)).toBe(true);
    expect(copy.timeline.refillsRemaining.other).toContain('{count}');
    // Not one English letter left outside a placeholder.
    const texts: string[] = [];
    (function collect(node: unknown) {
      if (typeof node === 'string') texts.push(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(collect);
    })(copy);
    expect(texts.filter((text) => /[A-Za-z]/.test(outsidePlaceholders(text)))).toEqual([]);
  });
});
