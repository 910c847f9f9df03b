import { useMemo } from 'react';
import { useParams } from 'react-router';
import { pharmacyInstructionsKindOf, toClientPatientData, type PharmacyInstructionsKind } from '@portal/care';
import { buttonClass, Heading, Inline, Link, PhoneText, Text, visuallyHidden } from '@portal/design-system';
import { PharmacyInfo } from '@portal/design-system/accordion';
import { useCopy, usePharmacyInfo, useProgram, type Copy } from '@portal/program-config';
import { useProfile } from '@portal/session';
import { chosenPharmacyName } from './chosenPharmacy.ts';
import * as styles from './Pharmacy.css.ts';

interface Step {
  title: string;
  body: string;
}

function stepsFor(kind: Exclude<PharmacyInstructionsKind, 'none'>, copy: Copy['pharmacyInstructions']): Step[] {
  const confirmation = { title: copy.confirmationTitle, body: copy.confirmationBody };
  switch (kind) {
    case 'online':
      return [
        confirmation,
        { title: copy.profileCreationTitle, body: copy.profileCreationBody },
        { title: copy.orderNotificationTitle, body: copy.orderNotificationBody },
        { title: copy.orderCompletionTitle, body: copy.orderCompletionBody },
      ];
    case 'specialty':
      return [confirmation, { title: copy.medicationOrderTitle, body: copy.medicationOrderBody }, { title: copy.shippingNotificationTitle, body: copy.shippingNotificationBody }];
    default:
      return kind satisfies never;
  }
}

/**
 * What follows the choice of a pharmacy (spec: prescription-experience §2 Pharmacy instructions):
 * the online pharmacy's steps (amazon), the specialty pharmacy's (healthdyne). For any other
 * pharmacy the spec shows only the heading, which left the patient at a dead end: the portal adds
 * the confirmation step, who gets in touch next with the programme's phone, and the pharmacy's
 * fixed content where it has some (§3 Pharmacy info content: Truepill). The page says which pharmacy
 * was chosen (`chosen`) only with a name the patient's profile holds: an address anyone can write
 * must not put words on the page.
 * Every variant ends with the way back to My Prescriptions.
 * The external button is a plain link: the leave-site guard asks before it opens (§2 Modals).
 */
export function PharmacyInstructionsView({ pharmacy, chosen = null, links }: { pharmacy: string; chosen?: string | null; links: { amazon?: string; healthdyne?: string } | undefined }) {
  const { copy, t } = useCopy();
  const text = copy.pharmacyInstructions;
  const kind = pharmacyInstructionsKindOf(pharmacy);
  const info = usePharmacyInfo(kind === 'none' ? pharmacy : null);
  const steps: Step[] =
    kind === 'none' ? [{ title: text.confirmationTitle, body: text.confirmationBody }, { title: text.otherPharmacyTitle, body: t(text.otherPharmacyBody) }] : stepsFor(kind, text);
  const link = kind === 'online' ? { href: links?.amazon, label: text.goToAmazon } : kind === 'specialty' ? { href: links?.healthdyne, label: text.goToHealthDyne } : null;
  return (
    <div className={styles.page}>
      <Heading level="1">{text.title}</Heading>
      {chosen ? <Text>{t(text.chosen, { pharmacy: chosen })}</Text> : null}
      <section className={styles.panel} aria-labelledby="pharmacy-next-steps">
        <Heading level="2" id="pharmacy-next-steps">
          {text.nextSteps}
        </Heading>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepBody}>
                <PhoneText text={step.body} />
              </p>
            </li>
          ))}
        </ol>
        {kind === 'online' ? <Text>{text.discreetDelivery}</Text> : null}
        {link?.href ? (
          <Inline gap="small">
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
              {link.label}
              <span className={visuallyHidden}> {text.newTab}</span>
            </a>
          </Inline>
        ) : null}
      </section>
      {info ? (
        <div className={styles.panel}>
          <PharmacyInfo header={info.header} brief={info.brief} sections={info.sections} headingLevel="2" />
        </div>
      ) : null}
      <Inline gap="small">
        <Link to="/prescriptions" className={buttonClass({ variant: 'secondary' })}>
          {copy.pharmacy.backToPrescriptions}
        </Link>
      </Inline>
    </div>
  );
}

/** /pharmacy-instructions/{pharmacy}: the parameter is compared case-insensitively. */
export function PharmacyInstructionsPage() {
  const { pharmacy = '' } = useParams();
  const program = useProgram();
  const { copy } = useCopy();
  const profile = useProfile();
  const chosen = useMemo(
    () => (profile.status === 'success' ? chosenPharmacyName(toClientPatientData(profile.profile, copy.timeline, program.language).prescriptions, pharmacy) : null),
    [profile, pharmacy, copy, program.language],
  );
  return <PharmacyInstructionsView pharmacy={pharmacy} chosen={chosen} links={program.pharmacyLinks} />;
}
