import type { z } from 'zod/mini';
import type { Language } from '@portal/formats';
import type { Copy } from './copy/en.ts';
import type { LegalTexts } from './legal/en.ts';
import type { programFileSchema } from './schema.ts';

export { type FeatureName } from './features.ts';

/** program.json as the build validated it (types only: no zod reaches the app). */
type ProgramFileData = z.output<typeof programFileSchema>;

/** A drug of the catalogue; `logo` is the URL the build resolved the file to. */
export type DrugCatalogueEntry = ProgramFileData['drugCatalogue'][number];

/**
 * The validated, resolved programme the portal is built for: program.json's data (its schema is
 * the one source of its shape), in one language, with its copy and legal texts. Plain data: no zod
 * at run time. `baseUrl` empty = mock mode (MSW answers every call).
 */
export type ProgramConfig = Omit<ProgramFileData, '$schema'> & {
  /** The language of `copy`, the contacts' hours and the drugs' alt texts (docs/decisions/0030-spanish-is-a-complete-translation.md). */
  language: Language;
  copy: Copy;
  legal: LegalTexts;
};
