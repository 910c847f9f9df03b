import { LegalText } from '@portal/design-system';
import { useCopy, useLegalDocument, useProgram, type LegalDocumentName } from '@portal/program-config';
import * as styles from './LegalDocument.css.ts';

/**
 * /terms-of-use, /privacy-policy, /hipaa-practices: the programme's legal texts. They are never
 * machine-translated: in another language a short note in that language says the English text is
 * the binding one, and the document is marked `lang="en"` (LegalText) so a screen reader reads it in English.
 */
export function LegalDocumentView({ name }: { name: LegalDocumentName }) {
  const { language } = useProgram();
  const { copy, t } = useCopy();
  const content = <LegalText content={useLegalDocument(name)} />;
  if (language === 'en') return content;
  return (
    <>
      <p className={styles.note}>{t(copy.legalNote.englishOnly)}</p>
      {content}
    </>
  );
}
