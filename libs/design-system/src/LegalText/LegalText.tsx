import { Heading } from '../Typography/Typography.tsx';
import * as styles from './LegalText.css.ts';

export interface LegalTextContent {
  title: string;
  dateLine: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/**
 * A legal document (terms, privacy policy, HIPAA notice). `headingLevel` 1 on its own page; 2
 * inside a modal, whose title is already the dialog's heading, so the outline stays correct.
 */
export function LegalText({ content, headingLevel = 1 }: { content: LegalTextContent; headingLevel?: 1 | 2 }) {
  const SectionHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    // The legal texts are English on a page of any language (the binding text): marked so, a screen
    // reader reads them in English wherever they show, a page or the Terms of Use modal.
    <article className={styles.document} lang="en">
      {headingLevel === 1 ? <Heading level="1">{content.title}</Heading> : null}
      <p className={styles.dateLine}>{content.dateLine}</p>
      <p className={styles.paragraph}>{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <SectionHeading className={styles.subheading}>{section.heading}</SectionHeading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
