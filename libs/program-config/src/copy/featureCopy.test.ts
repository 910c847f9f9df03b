import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProgram } from '../load.ts';
import { baseCopy } from './en.ts';
import { unshownOverrides, withFeatureWording } from './featureCopy.ts';

const root = resolve(__dirname, '../../../..');
const load = (code: string) => loadProgram(join(root, 'programs', code), root);

describe('texts that depend on a feature', () => {
  it('a programme with payment off promises no payment, in each language; one with it on keeps its wording', () => {
    const luma = load('LUMA');
    for (const copy of [luma.copy, luma.translations.es!.copy]) {
      expect(`${copy.landing.intro} ${copy.onboarding.slide1Body}`).not.toMatch(/\bpay|payment|pag[oa]|pague/i);
    }
    expect(luma.copy.landing.intro).toBe('Everything about your treatment in one calm place: your prescription, your pharmacy and your next delivery.');
    expect(luma.copy.onboarding.slide1Body).toBe(baseCopy.onboarding.slide1BodyWithoutPayment);
    const bisp = load('BISP');
    expect(bisp.copy.landing.intro).toContain('pay in one place');
    expect(bisp.copy.onboarding.slide1Body).toBe(baseCopy.onboarding.slide1Body);
  });

  it('the wordings without a feature are sources only: no programme ships them as keys of their own', () => {
    for (const code of ['BISP', 'LUMA']) {
      const { copy, translations } = load(code);
      for (const each of [copy, translations.es!.copy]) {
        expect(each.landing).not.toHaveProperty('introWithoutPayment');
        expect(each.onboarding).not.toHaveProperty('slide1BodyWithoutPayment');
      }
    }
    const resolved = withFeatureWording(baseCopy, () => false);
    expect(resolved.landing.intro).toBe(baseCopy.landing.introWithoutPayment);
  });

  it('an override the programme never shows is an error that names the one to override', () => {
    expect(unshownOverrides({ landing: { intro: 'Pay here' } }, () => false)).toEqual([
      { path: 'landing.intro', message: 'is never shown: payment is off, so the programme shows landing.introWithoutPayment instead; override that' },
    ]);
    expect(unshownOverrides({ landing: { introWithoutPayment: 'No pay' } }, () => true)).toEqual([
      { path: 'landing.introWithoutPayment', message: 'is never shown: payment is on, so the programme shows landing.intro instead; override that' },
    ]);
    expect(unshownOverrides({ landing: { intro: 'Pay here' } }, () => true)).toEqual([]);
  });
});
