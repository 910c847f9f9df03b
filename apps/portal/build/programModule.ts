/**
 * `virtual:portal-program`, the programme the portal is built for (preset.ts `programPlugin`
 * resolves the name to this file): its data, written by the plugin into
 * `virtual:portal-program-data`, and what loads the rest of it. Browser code in the portal's first
 * script, so it stays small; apps/portal/build/env.d.ts declares what the app imports from it.
 */
import type { Language } from '@portal/formats';
import type { ProgramConfig } from '@portal/program-config';
import { languageModules, program } from 'virtual:portal-program-data';
import { loadProgramTexts } from 'virtual:portal-program-texts-loader';

export { program, themeClass } from 'virtual:portal-program-data';
export { loadProgramTexts };

const languages: Partial<Record<Language, Promise<ProgramConfig>>> = { en: Promise.resolve(program) };

/** The programme in another language: its texts (and the legal texts, which stay English), then the programme in it; once each. */
export const loadLanguage = (language: Language): Promise<ProgramConfig> =>
  (languages[language] ??= Promise.all([languageModules[language]!(), loadProgramTexts()]).then(
    ([module]) => ({
      ...program,
      language,
      copy: module.copy,
      legal: program.legal,
      contacts: { ...program.contacts, ...module.contacts },
      drugCatalogue: program.drugCatalogue.map((drug, index) => ({ ...drug, alt: module.drugAlts[index] ?? drug.alt })),
    }),
    (error: unknown) => {
      delete languages[language];
      throw error;
    },
  ));
