import { Heading } from '@portal/design-system';
import { useCopy, useProgram, type LegalDocumentName } from '@portal/program-config';
import * as styles from './LegalDocument.css.ts';

/**
 * One legal text of the programme. `headingLevel` 1 on its own page, 2 inside the Terms of Use
 * modal (whose title is the dialog's heading), so the outline stays correct in both places.
 */
export function LegalDocumentView({ name, headingLevel = 1 }: { name: LegalDocumentName; headingLevel?: 1 | 2 }) {
  const { legal } = useProgram();
  const { t } = useCopy();
  const document = legal[name];
  const SectionHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className={styles.document}>
      {headingLevel === 1 ? <Heading level="1">{document.title}</Heading> : null}
      <p className={styles.dateLine}>{document.dateLine}</p>
      <p className={styles.paragraph}>{t(document.intro)}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <SectionHeading className={styles.subheading}>{section.heading}</SectionHeading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {t(paragraph)}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
