import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { languages, type Language } from '@portal/formats';
import type { FeatureName, ProgramConfig } from '@portal/program-config';
import { featureNames } from '@portal/program-config/features';
import { loadProgram, programConfigIn } from '@portal/program-config/load';
import { argsWithFlags, notInProgrammeNote, screenMissingIn, storyFlags, storyFlagsOf } from './storyFlags.ts';

const root = resolve(import.meta.dirname, '../../..');
const programme = (code: string, language: Language): ProgramConfig => ({
  ...programConfigIn(loadProgram(join(root, 'programs', code), root), language),
  assets: { logo: '', logoOnDark: '' },
});
const withFlag = (program: ProgramConfig, feature: FeatureName, enabled: boolean): ProgramConfig => ({
  ...program,
  features: { ...program.features, [feature]: { ...program.features[feature], enabled } },
});

describe('a story follows the toolbar programme’s flags', () => {
  for (const language of languages) {
    for (const feature of featureNames) {
      it(`${feature}, in ${language}: a screen of the feature is a note where it is off, the screen where it is on`, () => {
        const base = programme('LUMA', language);
        const flags = storyFlagsOf(storyFlags({ screenOf: feature }));
        const off = withFlag(base, feature, false);
        expect(screenMissingIn(off, flags)).toBe(feature);
        expect(screenMissingIn(withFlag(base, feature, true), flags)).toBeNull();

        const note = notInProgrammeNote(off, feature);
        expect(note.startsWith('LUMA ')).toBe(true);
        // Each feature is named in each language, and differently from every other feature.
        const others = featureNames.filter((other) => other !== feature).map((other) => notInProgrammeNote(off, other));
        expect(others).not.toContain(note);
        if (language !== 'en') expect(note).not.toBe(notInProgrammeNote({ code: 'LUMA', language: 'en' }, feature));
      });

      it(`${feature}, in ${language}: an arg that carries the flag is off where the programme has it off, the story's own value where on`, () => {
        const base = programme('BISP', language);
        const flags = storyFlags({ args: { shows: feature } }).flags;
        expect(argsWithFlags({ shows: true, other: 'kept' }, withFlag(base, feature, false), flags)).toEqual({ shows: false, other: 'kept' });
        expect(argsWithFlags({ shows: true, other: 'kept' }, withFlag(base, feature, true), flags)).toEqual({ shows: true, other: 'kept' });
        // A story that shows the flag off on purpose shows it off in every programme.
        expect(argsWithFlags({ shows: false }, withFlag(base, feature, true), flags)).toEqual({ shows: false });
      });
    }
  }

  it('a payment screen in LUMA reads as a note of its own, in English and in Spanish', () => {
    expect(notInProgrammeNote(programme('LUMA', 'en'), 'payment')).toBe('LUMA has no payment: this screen is not part of its portal.');
    expect(notInProgrammeNote(programme('LUMA', 'es'), 'payment')).toBe('LUMA no tiene pagos: esta pantalla no forma parte de su portal.');
  });

  it('a story without `flags` renders whatever the programme (no note, its args as they are)', () => {
    const flags = storyFlagsOf({ layout: 'padded' });
    const luma = programme('LUMA', 'en');
    expect(screenMissingIn(luma, flags)).toBeNull();
    expect(argsWithFlags({ paymentEnabled: true }, luma, flags)).toEqual({ paymentEnabled: true });
  });
});
