import { LegalText } from '@portal/design-system';
import { useLegalDocument, type LegalDocumentName } from '@portal/program-config';

/** /terms-of-use, /privacy-policy, /hipaa-practices: the programme's legal texts. */
export function LegalDocumentView({ name }: { name: LegalDocumentName }) {
  return <LegalText content={useLegalDocument(name)} />;
}
