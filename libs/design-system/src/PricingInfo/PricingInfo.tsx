import * as styles from './PricingInfo.css.ts';

/** The four statements of the Prescription Pricing information (spec: prescription-experience §2 Modals). */
export interface PricingInfoContent {
  /** The amount shown is an estimate. */
  estimate: string;
  /** What happens if the final price is higher. */
  higher: string;
  /** What happens if the final price is lower. */
  lower: string;
  /** When the pharmacy starts processing. */
  processing: string;
}

/**
 * The body of the pricing information modal, in the spec's order. Takes the programme's
 * `copy.pricing` as it is (its title goes to the Modal).
 */
export function PricingInfo({ content }: { content: PricingInfoContent }) {
  return (
    <ul className={styles.list}>
      <li>{content.estimate}</li>
      <li>{content.higher}</li>
      <li>{content.lower}</li>
      <li>{content.processing}</li>
    </ul>
  );
}
