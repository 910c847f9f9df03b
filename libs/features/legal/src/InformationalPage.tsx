import type { LegalDocumentName } from '@portal/program-config';
import { LanguageAssistanceView } from './LanguageAssistance.tsx';
import { LegalDocumentView } from './LegalDocument.tsx';

export type InformationalPageName = LegalDocumentName | 'languageAssistance';

/**
 * The page of an informational route (apps/portal/src/routeTable.ts): a legal text, or the notice of
 * free language assistance. One component for them all, so the app loads this module through one
 * `import()` whichever of them it shows.
 */
export function InformationalPage({ name }: { name: InformationalPageName }) {
  return name === 'languageAssistance' ? <LanguageAssistanceView /> : <LegalDocumentView name={name} />;
}
