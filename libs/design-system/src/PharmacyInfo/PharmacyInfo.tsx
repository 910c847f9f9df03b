import { Accordion, AccordionItem, type AccordionHeadingLevel } from '../Accordion/Accordion.tsx';
import * as styles from './PharmacyInfo.css.ts';

export interface PharmacyInfoSection {
  title: string;
  body: string;
}

/** spec: prescription-experience §3 Pharmacy info content: a header, a brief and accordion sections. */
export interface PharmacyInfoContent {
  header: string;
  brief: string;
  sections: readonly PharmacyInfoSection[];
}

export const pharmacyInfoHeaderPlacements = ['heading', 'dialogTitle'] as const;
export type PharmacyInfoHeaderPlacement = (typeof pharmacyInfoHeaderPlacements)[number];

export interface PharmacyInfoProps extends PharmacyInfoContent {
  /**
   * `heading` (on a page): the header is a heading of `headingLevel`. `dialogTitle` (in a Modal):
   * the caller makes the header the Modal's title (an h2), so it is not repeated here.
   */
  headerPlacement?: PharmacyInfoHeaderPlacement;
  /** Level of the header heading; the section titles sit one level below. Ignored for `dialogTitle`. */
  headingLevel?: '2' | '3' | '4' | '5';
}

const below = { '2': '3', '3': '4', '4': '5', '5': '6' } as const satisfies Record<string, AccordionHeadingLevel>;

/**
 * What a pharmacy offers (the Pharmacy information modal of §2 Modals). Presentational: the
 * strings come from the programme's copy, chosen by the feature for the patient's pharmacy.
 */
export function PharmacyInfo({ header, brief, sections, headerPlacement = 'heading', headingLevel = '2' }: PharmacyInfoProps) {
  const Heading = `h${headingLevel}` as const;
  const sectionLevel: AccordionHeadingLevel = headerPlacement === 'dialogTitle' ? '3' : below[headingLevel];
  return (
    <div className={styles.root}>
      {headerPlacement === 'heading' ? <Heading className={styles.header}>{header}</Heading> : null}
      <p className={styles.brief}>{brief}</p>
      <Accordion>
        {sections.map((section, index) => (
          <AccordionItem key={`${index}-${section.title}`} value={`section-${index}`} title={section.title} headingLevel={sectionLevel}>
            <p className={styles.body}>{section.body}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
